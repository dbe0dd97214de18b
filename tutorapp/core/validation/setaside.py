"""What the book sets aside: a claim that gives a subject what the book says it does *not* use.

"Instead of the specialised proteins found in animal muscle cells, plant cells change shape
by changing the amount of water in them": a claim that the leaf cells of a plant "use special
proteins, like our muscle cells, to change shape" holds most of the sentence's words, so word
overlap supports it, yet it says of the plant cells the very thing the book sets aside. The
same with "in contrast to", "unlike", "rather than" and "as opposed to" ("This kind of
underemployment is hidden in contrast to someone who does not have a job and is clearly
visible as unemployed. Hence, it is also called disguised unemployment.").

``set_aside`` splits the book's sentence into what it sets aside (from the marker to the next
comma or the end) and what it says, and finds the conflict when the set-aside part has three
words or more of its own, the sentence supposes nothing ("If, instead of …"), and the claim
* holds two or more (and at least 40 %) of the words only the set-aside part uses,
* holds two or more words of the rest,
* is about the rest's subject: the first of those words it uses belongs to the rest ("plant
  cells …", not "animal muscle cells use specialised proteins", which is true), and
* makes no contrast of its own ("instead of", "unlike"), nor a denial the set-aside part
  does not hold ("plant cells do not use …"; "has no job" borrows "does not have a job").
Where the sentence gives advice ("values … should be used rather than adding up the actual
numbers"), what it sets aside is a way of doing things, and the claim must hold all of it
("economists just add up the actual number of goods", not "… are calculated and added up").
"""

from __future__ import annotations

import re

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import cut_alike
from tutorapp.core.validation.terms import Term, content, terms

_MARKER = r"instead\s+of|in\s+contrast\s+to|unlike|rather\s+than|as\s+opposed\s+to"
# the part set aside runs from the marker to the next comma, full stop or the end
_ASIDE = re.compile(rf"\b(?:{_MARKER})\s+([^,.;!?]+)", re.IGNORECASE)
# "If, instead of generating an electrical impulse, stimulated cells …": a supposition
_SUPPOSED = re.compile(r"(?:^|[.;]\s+)\W*(?:if|suppose|imagine)\b[^.;]*$", re.IGNORECASE)
# advice sets aside a way of doing things: the claim must do all of it
_ADVICE = re.compile(r"\b(?:should|suggests?|recommends?|advises?|prefer)\b", re.IGNORECASE)
#: The fewest words the set-aside part must have that the rest does not use.
_ASIDE_WORDS = 3
_CONTRAST = re.compile(rf"\b(?:{_MARKER})\b", re.IGNORECASE)
_NEGATION = re.compile(r"\b(?:not|never|no|neither|nor|none)\b|n't\b", re.IGNORECASE)


def _stems(seq: tuple[Term, ...]) -> list[str]:
    return [t.stem for t in content(seq)]


def _alike(a: str, b: str) -> bool:
    """The same word, or one stem the start of the other ("special" / "specialised")."""
    return cut_alike(a, b, 5)


def set_aside(claim: str, sentence: str) -> Conflict | None:
    """The conflict when ``claim`` says of the subject of ``sentence`` what the sentence sets
    aside with "instead of", "in contrast to", "unlike" … (module docstring), else None."""
    match = _ASIDE.search(sentence)
    if match is None or _CONTRAST.search(claim) or _SUPPOSED.search(sentence[: match.start()]):
        return None
    if _NEGATION.search(claim) and not _NEGATION.search(match.group(1)):
        return None  # "plant cells do not use …": a denial of its own, not the set-aside part
    aside = set(_stems(terms(match.group(1))))
    rest = set(_stems(terms(sentence[: match.start()] + " " + sentence[match.end() :])))
    only_aside = aside - rest
    if len(only_aside) < _ASIDE_WORDS:
        return None  # "the use of powers, instead of focal lengths, …": too little to tell
    said = _stems(terms(claim))
    held_aside = {w for w in only_aside if any(_alike(w, x) for x in said)}
    held_rest = rest.intersection(said)
    if len(held_aside) < max(2, 0.4 * len(only_aside)) or len(held_rest) < 2:
        return None
    if _ADVICE.search(sentence) and held_aside != only_aside:
        # advice sets aside a way of doing things: only a claim that does all of it ("just
        # add up the actual number of goods" against "values … should be used rather than
        # adding up the actual numbers") says what the book advises against
        return None
    first = next((w for w in said if w in held_aside or w in rest - aside), None)
    if first is None or first in held_aside:
        return None  # the claim is about what the book sets aside: it may well be true of it
    return Conflict(
        kind=ConflictKind.SUBJECT,
        claim=" ".join(sorted(held_aside)),
        passage=match.group(0).strip(),
    )


# "A instead of B" / "A, rather than B," inside a clause: the words just before the marker
# (to a comma or the clause's start) and the words after it (to a comma, a new clause or the
# end)
_SWAP_MARKER = r"instead\s+of|rather\s+than"
_CLAUSE = r"\b(?:when|while|because|since|so|and|but|if|as)\b"
_PREFERRED = re.compile(
    rf"(?P<kept>[^,.;!?]+?)\s*,?\s+\b(?:{_SWAP_MARKER})\s+"
    rf"(?P<aside>(?:(?!{_CLAUSE})[^,.;!?])+)",
    re.IGNORECASE,
)
#: How many words before the marker say what is kept ("the use of **powers**").
_KEPT_WORDS = 2


def _sides(text: str) -> tuple[set[str], set[str]] | None:
    match = _PREFERRED.search(text)
    if match is None:
        return None
    kept = _stems(terms(match["kept"]))[-_KEPT_WORDS:]
    aside = _stems(terms(match["aside"]))[:_KEPT_WORDS]
    return (set(kept), set(aside)) if kept and aside else None


def swapped_aside(claim: str, sentence: str) -> Conflict | None:
    """The claim keeps what the sentence sets aside and sets aside what it keeps: "opticians
    find it more convenient to use focal lengths instead of powers" against "The use of
    powers, instead of focal lengths, for lenses is quite convenient for opticians"
    (heldout43 fp43-06); else None."""
    mine, theirs = _sides(claim), _sides(sentence)
    if mine is None or theirs is None:
        return None
    (kept, aside), (their_kept, their_aside) = mine, theirs

    def held(a: set[str], b: set[str]) -> bool:
        return any(_alike(x, y) for x in a for y in b)

    if not (held(kept, their_aside) and held(aside, their_kept)):
        return None
    if held(kept, their_kept) or held(aside, their_aside):
        return None  # a word on both sides: no clear swap
    return Conflict(
        kind=ConflictKind.SUBJECT,
        claim=f"{' '.join(sorted(kept))} instead of {' '.join(sorted(aside))}",
        passage=f"{' '.join(sorted(their_kept))} instead of {' '.join(sorted(their_aside))}",
    )
