"""How the book's sentence is quoted to the student when it corrects (or confirms) a
premise: running heads and section numbers trimmed, a fragment the page cut dropped, and a
long run-on "sentence" cut to the words around the one that goes against the claim.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.numbers import ORDINAL
from tutorapp.core.validation.terms import terms

# running heads and section numbers glued to the start of a sentence ("ARITHMETIC Plants…",
# "5.2 Further Innovations By the late…")
_HEAD = re.compile(
    r"^(?:(?:[A-Z][A-Z'–-]+|\d+(?:\.\d+)*|(?:Solution|Example|Activity|Note|Remark|"
    r"Answer)\s*(?:\d+(?:\.\d+)*)?\s*:?"
    # a chapter opener's title, number and "CHAPTER" ("Electricity 11 CHAPTER Electricity
    # has …"), and a heading's "A" ("A RESOURCE Soil is …")
    r"|(?:[A-Z][a-z]+\s+){1,4}\d+\s+CHAPTER|A(?=\s+[A-Z][A-Z'–-]+\s))\s+)+"
    r"(?=[A-Z](?:[a-z]|\s))"
)


# a sentence the page cut ("… the Kaveri rivers. nodules than the Khadar. It has more …"):
# what stands before the fragment is no part of the book's point
_CUT = re.compile(r"^.*(?<=[a-z]{2})[.!?]\s+(?![a-z]\.|etc\b|viz\b)[a-z][^.!?]*[.!?]\s+(?=[A-Z])")


#: Words of a long sentence quoted after the first word against the claim.
_AFTER_AGAINST = 12


#: Words that open a sentence on what the one before it spoke of.
_POINTING_BACK = frozenset("these this they it such those he she its their".split())


# "Chapbook – A term used …": a word a box of new words defines
_ENTRY = re.compile(r"[A-Z][a-z]+(?:\s+[a-z]+)?\s+[–—-]\s+[A-Z]")


def _against(word: str, stems: tuple[str, ...]) -> bool:
    """``word`` is one of the passage's words a conflict names, as written ("volt") or as the
    checks read it ("sixteenth-century" is the 16 against a claim's 19th century)."""
    if word.casefold().strip("(“‘'\"").startswith(stems):
        return True
    for term in terms(word):
        ordinal = ORDINAL.fullmatch(term.stem)
        if term.stem in stems or (ordinal is not None and ordinal.group(1) in stems):
            return True
    return False


def quoted_around(evidence: str, against: Sequence[str] = (), limit: int = 60) -> str:
    """The evidence as quoted: running heads trimmed; a run-on "sentence" (a formula block
    the text layer joins to the sentences around it) cut to ``limit`` words — around the
    first word that goes against the claim when that lies beyond them ("… The SI unit of
    electric potential difference is volt (V), named after Alessandro Volta …, an Italian
    physicist.")."""
    text = _HEAD.sub("", " ".join(evidence.split()).strip())
    rest = _CUT.sub("", text)
    if rest != text and len(rest.split()) >= 5:
        text = rest
    words = text.split()
    if len(words) <= limit:
        return text.rstrip()
    stems = tuple(a.casefold() for a in against if a)
    at = next((n for n, w in enumerate(words) if stems and _against(w, stems)), None)
    if at is None or at < limit - _AFTER_AGAINST:
        return " ".join(words[:limit]).rstrip(",;:") + " …"
    end = min(len(words), at + _AFTER_AGAINST)
    start = end - limit
    # (from the start of the sentence the word is in, when that fits; from the one before
    # when it opens on a word that points back to it: "Chapbook – A term used to describe
    # pocket-size books … These became popular from the time of the sixteenth-century …")
    fits = start
    for n in range(at - 1, fits - 1, -1):
        # (or an equation's number: "V = W/Q (11.2) The SI unit …")
        ended = words[n].endswith((".", "?", "!")) and not words[n][:-1].replace(".", "").isdigit()
        if ended or re.fullmatch(r"\(\d+\.\d+\)", words[n]):
            start = n + 1
            if words[start].casefold() not in _POINTING_BACK:
                break
        elif words[start].casefold() in _POINTING_BACK and _ENTRY.match(" ".join(words[n:])):
            start = n  # (a glossary box's entry, which no full stop opens: "Chapbook – …")
            break
    cut = " ".join(words[start:end]).rstrip(",;:")
    return f"… {cut}{' …' if end < len(words) else ''}"
