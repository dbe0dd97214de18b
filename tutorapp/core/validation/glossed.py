"""A word given another meaning than the book glosses it with.

"The word ‘trigonometry’ is derived from the Greek words ‘tri’ (meaning three), ‘gon’
(meaning sides) and ‘metron’ (meaning measure)." glosses each word. "trigonometry comes from
tri = three and gon = angles" shares every word of the sentence but "angles", and word
overlap reads it as said (heldout72 fp72-01). Read as glosses, the claim gives "gon" a
meaning ("angles") that shares no word with the book's ("sides").

The book's gloss is a quoted or plain word followed by "(meaning …)" or "(which means …)";
the claim's is that word followed by "=", "means", "meaning" or "stands for" and a
word or two.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_QUOTES = "'‘’\"“”"
# "‘gon’ (meaning sides)", "tri (which means three)"
_BOOK = re.compile(
    rf"[{_QUOTES}]?([A-Za-z]{{2,}})[{_QUOTES}]?\s*\(\s*(?:meaning|which\s+means|i\.e\.)\s+"
    r"([^()]{1,40})\)",
    re.IGNORECASE,
)
_MEANS = r"(?:=|means|meaning|stands\s+for)"


def glossed_otherwise(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that glosses a word the claim glosses with a
    meaning that shares no word with the claim's (module docstring); None otherwise."""
    for index, unit in units:
        for match in _BOOK.finditer(unit.display):
            word, meaning = match.group(1), match.group(2)
            said = re.search(
                rf"(?<![\w{_QUOTES}])[{_QUOTES}]?{re.escape(word)}[{_QUOTES}]?\s*{_MEANS}\s+"
                r"((?:[A-Za-z]+\s*){1,2})",
                claim,
                re.IGNORECASE,
            )
            if said is None:
                continue
            mine = {t.stem for t in content(terms(said.group(1))) if not t.number}
            theirs = {t.stem for t in content(terms(meaning))}
            if mine and theirs and not mine & theirs:
                conflict = Conflict(
                    kind=ConflictKind.CONTRAST,
                    claim=f"{word} = {said.group(1).strip()}",
                    passage=f"{word} (meaning {meaning.strip()})",
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
