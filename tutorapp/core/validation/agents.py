"""Who did it: a claim that gives a deed to another doer than the book does.

``other_agent`` reads "… <verb> by <Name>" in the claim and the sentence ("The sequence … was
first written down by the Italian mathematician Fibonacci" against "It was first written down
explicitly and studied by Virahānka"), and a claim that opens on its doer ("Rammohun Roy
himself brought out …"); ``other_actor`` reads a claim in the passive ("the spinal cord is
protected by the rib cage") against a sentence where another doer does the deed to the same
thing; ``agent_named`` says the sentence names the claim's agent for the deed, so another
agent elsewhere is no contradiction. ``roled.py`` runs them with the other role checks.
"""

from __future__ import annotations

import re
import unicodedata

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import MARKERS, content, terms

_BY_NAME = re.compile(r"\bby\s+(?=([^;.()!?]{1,80}))")  # (a lookahead: "by A … by B")
_NAME_ENDS = frozenset("in of and who which at on for to with from as when during".split())
_PARTICIPLE = re.compile(r"\w{2,}(?:ed|en|wn|ght|de|ne|un|lt|nt)$", re.IGNORECASE)
_NOT_VERBS = frozenset("down town own then when even often seven ten eleven".split())
_ACTION_REACH = 6  # words before "by" where the sentence's verb may stand


def _agents(text: str) -> list[tuple[frozenset[str], frozenset[str]]]:
    """For each "… <verb> by <Name>" of ``text``: (the participles before "by", the words of
    the names after it)."""
    found = []
    for match in _BY_NAME.finditer(text):
        before = text[: match.start()].split()[-_ACTION_REACH:]
        verbs = frozenset(
            t.stem
            for w in before
            if _PARTICIPLE.match(w.strip(",;")) and w.lower() not in _NOT_VERBS
            for t in terms(w)
        )
        names = _names(match.group(1).split()[:6])
        if verbs and names:
            found.append((verbs, names))
    return found


# "Rammohun Roy himself brought out …": a claim that opens on its doer's name and a deed
_DOER = re.compile(
    r"^\W*(?P<name>(?:[A-Z][\w’'.-]*\s+){0,3}?[A-Z][\w’'.-]*)\s+(?:himself\s+|herself\s+)?"
    r"(?P<verb>[a-z]{2,})\b"
)


def _doers(claim: str) -> list[tuple[frozenset[str], frozenset[str]]]:
    """The claim's doer and deed when it opens on a name and a past participle-like verb,
    read as the book's "… <verb> by <Name>" would be."""
    match = _DOER.match(claim)
    if match is None or not _PARTICIPLE.match(match["verb"]) or match["verb"] in _NOT_VERBS:
        return []
    names = _names(match["name"].split())
    return [(frozenset(t.stem for t in terms(match["verb"])), names)] if names else []


def _names(words: list[str]) -> frozenset[str]:
    """The capitalised words of "the Italian mathematician Fibonacci in …" or "Gopala,
    Hemachandra and Fibonacci", up to the first small word that ends a name ("in", "who",
    an "and" or a comma before a small word) after one."""
    found: list[str] = []
    for i, raw in enumerate(words):
        word = raw.strip(",")
        following = words[i + 1] if i + 1 < len(words) else ""
        joins = word.lower() == "and" and following[:1].isupper()
        if found and word.lower() in _NAME_ENDS and not joins:
            break
        common = i > 0 and words[i - 1].lower() in ("a", "an")  # "by an Indian": no name
        if word[:1].isupper() and word.lower() != "the" and not common:
            found.append(without_diacritics(word.lower()))
        if found and raw.endswith(",") and not following[:1].isupper():
            break
    return frozenset(found)


def without_diacritics(word: str) -> str:
    """Without diacritics: "Virahānka" and "Virahanka" are one name."""
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def other_agent(claim: str, sentence: str) -> Conflict | None:
    """``sentence`` names someone else as the one who did what the claim says: "The sequence
    … was first written down by the Italian mathematician Fibonacci" against "It was first
    written down explicitly and studied by Virahānka"; "… brought out by Rammohun Roy"
    against "… brought out by Gangadhar Bhattacharya, who was close to Rammohun Roy" (and
    "Rammohun Roy himself brought out …" too). The claim's other words must be in the
    sentence (what was done, and to what)."""
    mine = _doers(claim) or _agents(claim)
    if len(mine) != 1:
        return None
    verbs, names = mine[0]
    said = {t.stem for t in content(terms(claim)) if not t.number} - {
        t.stem for n in names for t in terms(n)
    }
    written = {t.stem for t in content(terms(sentence))}
    if not said or len(said & written) < 0.5 * len(said):
        return None
    named = {  # (the claim's name anywhere in a "by …" phrase: "by celebrated French
        # philosopher and mathematician René Descartes, in his book")
        without_diacritics(w.lower())
        for phrase in _BY_NAME.finditer(sentence)
        for w in phrase.group(1).split(",")[0].split()
        if w[:1].isupper()
    }
    for their_verbs, their_names in _agents(sentence):
        if verbs & their_verbs and not names & (their_names | named):
            return Conflict(
                kind=ConflictKind.ENTITY,
                claim=" ".join(sorted(names)),
                passage=" ".join(sorted(their_names)),
            )
    return None


# "the spinal cord is protected by the rib cage": what is done to, the deed, by what
_PASSIVE_BY = re.compile(
    r"^\W*(?P<patient>[^,;]{3,60}?)\s+(?:is|are|was|were)\s+(?:\w+ly\s+)?"
    r"(?P<verb>[a-z]{3,}ed)\s+by\s+(?P<agent>[^,.;()]{3,40}?)\s*(?:[,.;(]|$)",
    re.IGNORECASE,
)
_ACTOR_REACH = 6  # words before the verb where the sentence's doer stands


def other_actor(claim: str, sentence: str) -> Conflict | None:
    """``sentence`` gives the deed the claim puts in the passive to another doer, one whose
    words the claim's doer does not share: "the spinal cord is protected by the rib cage"
    against "This is the vertebral column or backbone which protects the spinal cord". The
    sentence must do the deed to the claim's thing (its words right after the verb) and
    never name the claim's doer."""
    mine = _PASSIVE_BY.match(claim.strip())
    if mine is None:
        return None
    patient = [t.stem for t in content(terms(mine["patient"])) if not t.number]
    verb = stem(mine["verb"])
    agent = {t.stem for t in content(terms(mine["agent"]))}
    words = [t.stem for t in terms(sentence)]
    if not patient or not agent or agent & set(words):
        return None
    for at, word in enumerate(words):
        if word != verb or words[at + 1 : at + 1 + len(patient)] != patient:
            continue
        doer = [w for w in words[max(0, at - _ACTOR_REACH) : at] if w not in MARKERS and w != verb]
        if doer:
            return Conflict(
                kind=ConflictKind.ENTITY,
                claim=" ".join(sorted(agent)),
                passage=" ".join(doer[-3:]),
            )
    return None


def agent_named(claim: str, sentence: str) -> bool:
    """``sentence`` says the claim's agent did what the claim says ("… later studied by
    Gopala, Hemachandra and Fibonacci"): another agent elsewhere is no contradiction."""
    mine = _agents(claim)
    if len(mine) != 1:
        return False
    verbs, names = mine[0]
    return any(verbs & v and names & n for v, n in _agents(sentence))
