"""A figure's labelled ray, point or image given another part's role: "EO is the refracted
ray and OO′ is the incident ray" against the book's "OO′ is the refracted ray and O′ H is the
emergent ray" (heldout59 fp59-07).

Word overlap holds every word of such a claim: the labels and the roles are all in the
book's sentence, only paired otherwise. ``roles`` reads each "<label> is the <role> <thing>"
a text writes ("OO′" → ("refract", "ray")). A claim gives a label another role than the book
when the book gives that label one role for that thing, and gives the claim's role to another
label of the same thing: so "refracted" is known to name another ray, not to describe this
one further ("EO is the obliquely incident ray").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# "OO′ is the refracted ray", "O′ H is the emergent ray", "A′B′ is the real image"
_ROLE = re.compile(
    r"(?<![\w′])(?P<label>[A-Z]{1,3}′?(?:\s?[A-Z]′?){0,2})(?![\w′])\s+(?:is|was)\s+"
    r"(?:the|an?)\s+(?P<role>[a-z]{4,})\s+(?P<thing>rays?|points?|images?|lines?|angles?)\b"
)


def roles(text: str) -> dict[str, set[tuple[str, str]]]:
    """The roles each label is given in ``text`` ("oo′" → {("refract", "ray")}); a label
    of one capital without a prime is left out ("A is the …" may be the article)."""
    found: dict[str, set[tuple[str, str]]] = {}
    for sentence in split_sentences(text):
        for match in _ROLE.finditer(sentence):
            label = "".join(match["label"].lower().split())
            if len(label) < 2:
                continue
            thing = stem(match["thing"].lower().rstrip("s"))
            found.setdefault(label, set()).add((stem(match["role"].lower()), thing))
    return found


def role_swapped(claim: str, texts: Sequence[str]) -> tuple[int, str, Conflict] | None:
    """(the passage, its sentence and the conflict) when the claim gives a label another
    role than the passage gives it, one the passage gives another label of the same thing;
    or gives a label the passage names (and gives no role) the role the passage gives one
    other label alone ("EO is the refracted ray" where "OO′ is the refracted ray"); else
    None."""
    mine = roles(claim)
    if not mine:
        return None
    for index, text in enumerate(texts):
        theirs = roles(text)
        for label, claimed in mine.items():
            for role, thing in claimed:
                book = {r for r, t in theirs.get(label, set()) if t == thing}
                holders = {
                    other
                    for other, pairs in theirs.items()
                    if other != label and (role, thing) in pairs
                }
                if len(book) == 1 and role not in book and holders:
                    said, quoted = label, f"{label} {next(iter(book))}"
                elif not book and len(holders) == 1 and _names(text, label):
                    said = next(iter(holders))
                    quoted = f"{said} {role}"
                else:
                    continue
                sentence = next((x for x in split_sentences(text) if said in roles(x)), text)
                conflict = Conflict(
                    kind=ConflictKind.CONTRAST, claim=f"{label} {role}", passage=quoted
                )
                return index, sentence, conflict
    return None


def _names(text: str, label: str) -> bool:
    """``text`` writes ``label`` ("a ray EO is …")."""
    return any(
        "".join(m.group(0).lower().split()) == label
        for m in re.finditer(r"(?<![\w′])[A-Z]{1,3}′?(?:\s?[A-Z]′?){0,2}(?![\w′])", text)
    )


def role_against(claim: str, texts: Sequence[str]) -> Judgement | None:
    """The claim contradicted by the sentence that gives its label's role otherwise
    (``role_swapped``), or None."""
    found = role_swapped(claim, texts)
    if found is None:
        return None
    index, sentence, conflict = found
    return contradicted(unit=Unit(sentence, terms(sentence)), conflict=conflict, source=index)
