"""What a sentence's pronoun stands for: the thing the sentences just before it name.

"If it is not secreted in proper amounts, the sugar level in the blood rises" never names
insulin, yet it is the book's sentence about insulin: the two sentences before it ("… taking
injections of insulin. This is a hormone which …") do. A claim about insulin is supported by
it as much as by a sentence that names insulin itself.

The other way round, "This was capable of printing 8,000 sheets per hour" is said of Richard
M. Hoe's cylindrical press, named the sentence before; it is no support for "Gutenberg's press
could print 8,000 sheets per hour", whatever words the two share.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.validation.terms import Term, terms
from tutorapp.core.validation.weighing import Comparison

_POINTING = re.compile(r"\b(?:it|its|they|their|them|this|these|he|she|his|her)\b", re.I)
#: A pronoun this far into a sentence may be its subject ("If it is not secreted …").
OPENING = 4
#: …and where a pronoun may stand to point back ("Also note that each of these APs …").
POINTING_REACH = 7
#: Sentences back where its referent may be named.
BACK = 2


def _before(sentence: str, passage: str) -> list[str]:
    """The ``BACK`` sentences before ``sentence`` in ``passage``."""
    at = passage.find(sentence[:60])
    return split_sentences(passage[:at])[-BACK:] if at > 0 else []


def refers_to(
    passages: Sequence[str], found: tuple[Comparison, int], word: str, opening: int = OPENING
) -> bool:
    """Whether the unit of ``found`` (a comparison and its passage's index) has a pronoun
    among its first ``opening`` words and one of the ``BACK`` sentences before it in its
    passage holds the stem ``word``."""
    sentence, passage = found[0].unit.display, passages[found[1]]
    if not _POINTING.search(" ".join(sentence.split()[:opening])):
        return False
    return any(word in {t.stem for t in terms(text)} for text in _before(sentence, passage))


def another_named(
    passages: Sequence[str], found: tuple[Comparison, int], claim: Sequence[Term]
) -> bool:
    """Whether the unit of ``found`` speaks of another than the claim's named subject (a
    claim that opens on a name: "Gutenberg's press …"): it lacks the name, and it names
    another — itself, or, when a pronoun opens it, in the ``BACK`` sentences before it."""
    if not claim or not claim[0].proper:
        return False
    name, unit = claim[0].stem, found[0].unit
    if name in {t.stem for t in unit.terms}:
        return False
    mine = {t.stem for t in claim}
    said = [unit.display]
    if _POINTING.search(" ".join(unit.display.split()[:OPENING])):
        said += _before(unit.display, passages[found[1]])
    return any(t.proper and t.stem not in mine for text in said for t in terms(text))
