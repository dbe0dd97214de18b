"""Who did what to which named thing: a claim that gives the deed to another name, or the
name it was done to.

"Al-Khwarizmi derived the quadratic formula by the method of completing the square" holds
nine of ten words of the book's "Sridharacharya (C.E. 1025) derived a formula, now known as
the quadratic formula, …", and the passage names Al-Khwarizmi too (he "also studied quadratic
equations"), so neither word overlap nor a foreign name shows anything wrong. "Rammohun Roy
published the Samachar Chandrika" is, word for word, half of "Rammohun Roy published the
Sambad Kaumudi from 1821 and the Hindu orthodoxy commissioned the Samachar Chandrika to oppose
his opinions".

``doings`` reads "Name [(aside)] [, the …,] [also] verb [the] [Name]" in active voice: the
doer's name, the verb, and the name of what was done (if it is a name). ``other_doer`` fires when a
sentence gives the claim's verb to a different doer (and the claim's other words are there),
or to the same doer with a different named thing. The checker asks first whether any passage
says the claim's own doing (``doing_said``): a name that did several things is no conflict.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tutorapp.core.validation.agents import without_diacritics
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import content, terms

_NAME = r"\b[A-Z][\w’'\u0300-\u036f-]*(?![\w’'-])"
_DOING = re.compile(
    rf"(?P<doer>(?:{_NAME}\s+){{0,3}}{_NAME})\s*(?:\([^)]{{0,40}}\)\s*)?"
    # "Jyotiba Phule, the Maratha pioneer of ‘low caste’ protest movements, wrote …"
    rf"(?:,\s+(?:the|a|an)\s+[^,;.()]{{3,80}}?,)?"
    rf",?\s*(?:also\s+|first\s+)?"
    rf"(?P<verb>[a-z]{{3,}})\b\s*(?:the\s+|a\s+|an\s+|his\s+|her\s+)?"
    rf"(?P<thing>(?:{_NAME}\s+){{0,3}}{_NAME})?"
)
_STARTS = re.compile(r"\b[A-Z]")  # where a name may begin (names overlap: "An Arab X …")
_PAST = re.compile(
    r"(?:ed|wrote|made|gave|found|began|took|brought|led|built|drew|saw|thought|taught|won|"
    r"came|became|invented|discovered|introduced|set|put|ran|sent|sold|bought|spent|held)$"
)
_NOT_DEEDS = frozenset(
    "is was are were be been has had have also and or of in on at to for with from by as "
    "who which that this these those can could may might will would shall should".split()
)
_NOT_NAMES = frozenset(
    "the a an in on at this that these those it its he she they we you i if when while "
    "since after before during there here thus hence so but and or as for from by "
    # sentence adverbs that open a sentence capitalised ("Subsequently, in 1974, …")
    "subsequently similarly finally eventually however therefore moreover meanwhile later "
    "earlier soon then now today gradually besides instead also still yet once first "
    "again initially originally".split()
)
#: The share of the claim's other words (not the names) the sentence must hold: nearly all
#: ("Sir Jonas Moore first used the abbreviated notation ‘cos’" is not Gunter's ‘sin’).
HELD = 0.8


@dataclass(frozen=True, kw_only=True)
class Doing:
    doer: frozenset[str]  # the words of the doer's name, plain lower case
    verb: str  # its stem
    thing: frozenset[str]  # the words of the thing's name, when it is a name


def _name(text: str | None) -> frozenset[str]:
    words = [w for w in (text or "").split() if w.lower() not in _NOT_NAMES]
    # ("Gandhiji's own book": the name, not its possessive)
    return frozenset(re.sub(r"['’]s$", "", without_diacritics(w.lower())) for w in words)


def doings(text: str, past: bool = False) -> list[Doing]:
    """Each "Name verb [Name]" of ``text`` in active voice (``past``: only verbs in the past
    tense, which a book's sentence of who did what uses; a question's claim may not:
    "why did Rammohun Roy publish …")."""
    found = []
    for start in _STARTS.finditer(text):
        match = _DOING.match(text, start.start())
        if match is None:
            continue
        verb = match.group("verb")
        if verb in _NOT_DEEDS or (past and not _PAST.search(verb)):
            continue
        doer = _name(match.group("doer"))
        if doer:
            found.append(Doing(doer=doer, verb=stem(verb), thing=_name(match.group("thing"))))
    return found


def doing_said(claim: str, sentence: str) -> bool:
    """``sentence`` says the claim's doer did what the claim says to what it says."""
    mine = doings(claim)
    if not mine:
        return False
    said = mine[0]
    if not said.thing and not _object_held(claim, said, sentence):
        return False  # "Martin Luther wrote Ninety Five Theses" is not "… wrote in Adages"
    return any(
        d.verb == said.verb and d.doer & said.doer and (not said.thing or d.thing & said.thing)
        for d in doings(sentence, past=True)
    )


def _object_held(claim: str, said: Doing, sentence: str) -> bool:
    """``sentence`` holds the claim's first word after its verb (what was done: "the
    quadratic formula", "in Adages")."""
    stems = [t.stem for t in content(terms(claim))]
    if said.verb not in stems:
        return True
    after = stems[stems.index(said.verb) + 1 :]
    return not after or after[0] in {t.stem for t in content(terms(sentence))}


def other_doer(claim: str, sentence: str) -> Conflict | None:
    """The conflict when ``sentence`` gives the claim's deed to another doer, or names
    another thing done by the same doer (module docstring), else None."""
    mine = doings(claim)
    if not mine:
        return None
    said = mine[0]  # the claim's first: what it is about
    names = said.doer | said.thing
    rest = {t.stem for t in content(terms(claim)) if not t.number} - {
        t.stem for n in names for t in terms(n)
    }
    written = {t.stem for t in content(terms(sentence))}
    words = [t.stem for t in content(terms(claim))]
    # what the claim ends on must be there: "… first used the abbreviated notation ‘cos’"
    # is not what Gunter did with ‘sin’
    ends = bool(words) and words[-1] in written
    for theirs in doings(sentence, past=True):
        if theirs.verb != said.verb:
            continue
        if (
            said.thing
            and not said.thing & said.doer
            and theirs.doer & said.thing
            and theirs.thing & said.doer
        ):
            # the deed the other way round: "Hickey persecuted Hastings" against "Warren
            # Hastings persecuted Hickey"
            return Conflict(
                kind=ConflictKind.ORDER,
                claim=f"{' '.join(sorted(said.doer))} … {' '.join(sorted(said.thing))}",
                passage=f"{' '.join(sorted(theirs.doer))} … {' '.join(sorted(theirs.thing))}",
            )
        if not theirs.doer & said.doer:
            if said.thing and theirs.thing and not said.thing & theirs.thing:
                continue  # another deed of another doer
            if ends and rest and len(rest & written) >= HELD * len(rest):
                return Conflict(
                    kind=ConflictKind.ENTITY,
                    claim=" ".join(sorted(said.doer)),
                    passage=" ".join(sorted(theirs.doer)),
                )
        elif said.thing and theirs.thing and not said.thing & theirs.thing:
            return Conflict(
                kind=ConflictKind.ENTITY,
                claim=" ".join(sorted(said.thing)),
                passage=" ".join(sorted(theirs.thing)),
            )
    return None


# "Bhaskara II … in his book 'Liber embadorum'": a named work and whose it is said to be
_WORK = re.compile(
    r"\b(?:book|treatise|work|text|poem|play|novel|autobiography)\s*,?\s*"
    r"[‘'\"“]([^’'\"”]{3,60})[’'\"”]",
    re.IGNORECASE,
)
_OPENING_NAME = re.compile(rf"^\W*((?:{_NAME}\s+){{0,3}}{_NAME})")
_BY_NAME = re.compile(rf"\bby\s+((?:{_NAME}\s+){{0,3}}{_NAME})")


def other_author(claim: str, sentence: str) -> Conflict | None:
    """The conflict when the claim opens on a name and gives that person a named work ("…
    in his book 'Liber embadorum'") that ``sentence`` names too, opening on another name and
    never naming the claim's ("Abraham bar Hiyya Ha-Nasi, in his book ‘Liber embadorum’
    …"), else None."""
    mine, work = _OPENING_NAME.match(claim), _WORK.search(claim)
    # (or the one it is "by": "… was once again presented by Schumacher in his book …")
    theirs = _OPENING_NAME.match(sentence)
    agent = _BY_NAME.search(sentence)
    if mine is None or work is None or (theirs is None and agent is None):
        return None
    author = _name(mine.group(1))
    other = (_name(theirs.group(1)) if theirs else frozenset()) or (
        _name(agent.group(1)) if agent else frozenset()
    )
    title = _name(work.group(1).title())
    plain = {without_diacritics(w.lower()) for w in re.findall(r"[\w-]+", sentence)}
    if not author or not other or author & plain or not title or not title <= plain:
        return None
    return Conflict(
        kind=ConflictKind.ENTITY, claim=" ".join(sorted(author)), passage=" ".join(sorted(other))
    )


def deed_of(claim: str, names: frozenset[str]) -> str | None:
    """The claim's "doer verb" ("bhaskara ii show") when its doer is named in ``names`` (the
    names a passage contradicted): a sentence that says it repeats the premise's mistake
    ("Bhaskara II showed that …") whatever else it says; None otherwise."""
    mine = doings(claim)
    if not mine or not mine[0].doer & names:
        return None
    said = mine[0]
    return f"{' '.join(sorted(said.doer))} {said.verb}"
