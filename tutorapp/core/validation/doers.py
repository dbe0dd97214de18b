"""Another doer than the book's: "Jesuit priests from China introduced hand-printing
technology into Japan" against "Buddhist missionaries from China introduced hand-printing
technology into Japan around AD 768-770".

Word overlap supports such a claim: the book's sentence holds every word of what is done
("introduced hand-printing technology into Japan") and the doer is only two words of seven.
``another_doer`` fires when a sentence says, word for word from its verb on, what the claim
says is done (three content words or more, every one of them in the sentence), while the
words before it — the doer — are another's: neither doer shares a word with the other
before its "from / of / in …", and the claim's doer is one the passages name elsewhere
("Jesuit priests learnt Konkani"), so it is another of the chapter's actors, not the book's
doer in other words. A doer that points elsewhere ("It", "This hormone", "They") or a sentence
that opens on a case ("If …", "When …") is no doer to set against the claim's; nor is one
when another sentence says the claim with its own doer.
Used by ``ContradictionChecker``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_WORD = re.compile(r"[a-z0-9]+(?:['’-][a-z0-9]+)*")
#: The longest doer, in words, on either side.
DOER_WORDS = 6
#: The fewest content words of what is done.
DONE_WORDS = 3
#: Words the doer and what is done must run together in the sentence, verbatim.
ANCHOR = 2
# a doer that points elsewhere or a sentence that sets a case, not a doer
_POINTER = frozenset(
    "it this that these those they he she we you i its their there here such which who what "
    "if when whenever while since as so thus hence then but however example solution each "
    "every all some many most one both".split()
)
# words that open what is done no doer can end with ("the", "a" …): the anchor must be a verb's
_NO_ANCHOR = frozenset("the a an of in on at to for from by with and or is are was were".split())
# a deed said with these near its start is a state or a passive, not something done by a doer
_BEING = frozenset("is are was were be been being has have had".split())
_VERB_WITHIN = 4
# where a doer's own words end ("Buddhist missionaries | from China")
_AFTER_HEAD = frozenset("from of in at on with for to by".split())


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("’", "'"))


def _stems(words: Sequence[str]) -> set[str]:
    return {t.stem for t in content(terms(" ".join(words))) if not t.number}


def _own(doer: Sequence[str]) -> list[str]:
    """The doer's words before its "from / of / in …"."""
    for at, word in enumerate(doer):
        if word in _AFTER_HEAD and at:
            return list(doer[:at])
    return list(doer)


def _doer(words: Sequence[str]) -> list[str] | None:
    """``words`` as a doer, its own words before any "from / of / in …" (None when it
    points elsewhere or opens on a case or a preposition)."""
    if not words or len(words) > DOER_WORDS or words[0] in _POINTER | _NO_ANCHOR:
        return None
    if _BEING & set(words):
        return None  # "… areas were guaranteed": a verb is in it, it is no doer
    own = _own(words)
    if not _stems(own) or any(w in _POINTER for w in own):
        return None
    return own


def another_doer(
    claim: str, units: Sequence[tuple[int, Unit]], texts: Sequence[str]
) -> Judgement | None:
    """Contradicted by a sentence that does what the claim says with another doer (module
    docstring); else None."""
    # (the claim's clause after its last comma: "In AD 768, Jesuit priests …")
    said = _words(claim.rsplit(",", 1)[-1])
    if len(said) <= DONE_WORDS:
        said = _words(claim)
    whole = _stems(said)
    if any(whole <= _stems(_words(unit.display)) for _, unit in units):
        return None  # a sentence says it all, its doer too
    vocabulary = set().union(*(_stems(_words(text)) for text in texts))
    for split in range(1, min(DOER_WORDS, len(said) - DONE_WORDS) + 1):
        mine = _doer(said[:split])
        done = said[split:]
        if mine is None or done[0] in _NO_ANCHOR or said[split - 1] in _NO_ANCHOR:
            continue  # (what follows "people in" is no deed: "rural areas were guaranteed …")
        if _BEING & set(done[:_VERB_WITHIN]):
            continue  # a state or a passive ("… areas were guaranteed"): no doer to swap
        needed = _stems(done)
        if len(needed) < DONE_WORDS or not _stems(mine) <= vocabulary:
            continue
        for index, unit in units:
            if _stems(mine) & _stems(_words(unit.display)):
                continue  # the claim's doer is in the sentence: no other doer
            found = _against(said[:split], done, needed, unit)
            if found is not None:
                conflict = Conflict(
                    kind=ConflictKind.ENTITY, claim=" ".join(mine), passage=" ".join(found)
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _against(
    before: Sequence[str], done: Sequence[str], needed: set[str], unit: Unit
) -> list[str] | None:
    """The unit's doer of what is done (the longest run of words before it that can be a
    doer: "Japan Buddhist missionaries" after a heading's "1 Print in"), when it shares no
    word with what the claim says ``before`` it ("started bringing" is no doer against
    "they brought out")."""
    for clause in re.split(r"(?<=[,;:])\s+|\s+(?:and|but|while|whereas)\s+", unit.display):
        words = _words(clause)
        for at in range(1, len(words) - ANCHOR + 1):
            if words[at : at + ANCHOR] != list(done[:ANCHOR]) or words[at - 1] in _NO_ANCHOR:
                continue
            if not needed <= _stems(words[at:]):
                continue
            runs = (_doer(words[max(0, at - n) : at]) for n in range(DOER_WORDS, 0, -1))
            theirs = next((run for run in runs if run is not None), None)
            if theirs is None or _stems(theirs) & _stems(before):
                continue
            return theirs
    return None
