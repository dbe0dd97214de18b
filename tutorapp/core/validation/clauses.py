"""A claim cut into its sides: two statements set side by side ("shoots bend away from
light while roots bend towards it", "the slope of x-axis is zero and slope of y-axis is not
defined"), a conclusion drawn from it ("…, which means that …"), an aside on its subject
("alloys, which …, are used …") or the reason it gives for what a kind does ("… because they
are used as rear-view mirrors").
"""

from __future__ import annotations

import re

from tutorapp.core.validation.terms import Term, alternative, content, has_alternatives, terms

CONTRAST = re.compile(r",?\s+(?:while|whereas|but|although|though)\s+", re.IGNORECASE)
# the second half of "X but no Y" / "X but not Y", and the first half's verb to lend it
# (a noun after the "no": "… but not for everybody's need" is a phrase of its own)
_ELIDED = re.compile(
    r"^\s*(?:no|not|never)\s+(?!(?:for|to|in|on|at|by|of|with|from|as|only|just|even|"
    r"because|the|a|an|so|that|this|all|every|any)\b)\w",
    re.IGNORECASE,
)
_VERB = re.compile(
    r"\b(?:gets?|got|has|have|had|is|are|was|were|uses?|used|needs?|gives?|gave|takes?|took|"
    r"makes?|made|can|could|will|would|must|should|may|produces?|produced)\b",
    re.IGNORECASE,
)
# "While the first volume of the book is unavailable, the second one is available in the
# National Library of France.": the contrast leads, each half a statement of its own
LEADING_CONTRAST = re.compile(
    r"^\W*(?:while|whereas|although|though)\s+([^,]{8,}?),\s*(\S.{8,})$", re.IGNORECASE
)


_AND = re.compile(r"\s+and\s+(?:the\s+|a\s+|an\s+)?", re.IGNORECASE)


def parallel(sentence: str, *, same_subject: bool = False) -> list[str]:
    """The two halves of "the slope of x-axis is zero and slope of y-axis is not defined":
    an "and" after which the sentence's first content word comes again, each half a
    statement of its own (at least three content words); else none."""
    first = content(terms(sentence))[:1]
    if not first:
        return []
    for match in _AND.finditer(sentence):
        left, right = sentence[: match.start()], sentence[match.end() :]
        # "It may be observed that the slope of x-axis is zero and slope of y-axis …": the
        # statement starts after the reporting clause's "that"
        said = _THAT.split(left)[-1]
        mine, theirs = content(terms(said)), content(terms(right))
        starts = {first[0].stem, *(t.stem for t in mine[:1])}
        # (or opens on another of a kind the left half names: "the secondary sector was the
        # most important at first and the primary sector became important later")
        # (not an opposite: "up and down the slope" is one way of ploughing)
        other = bool(theirs) and any(
            alternative(theirs[0].stem, t.stem) == "contrast" for t in mine
        )
        # (or names it after a word that says which: "lines parallel to the x-axis have … 90°
        # and vertical lines have … 0°")
        again = bool(theirs) and bool({t.stem for t in theirs[:2]} & starts)
        # (or on a thing the left half names as its object: "the farmer sells wheat to the
        # flour mill for Rs 25 and the mill then sells the flour for Rs 20")
        named = len(theirs) >= _NAMED_HALF and theirs[0].stem in {t.stem for t in mine[1:]}
        # (``same_subject``: only halves about the same noun, not a list of a kind run on:
        # "… into primary, secondary and tertiary sectors on the basis of …")
        if (
            len(mine) >= 3
            and len(theirs) >= 3
            and (again or (not same_subject and (other or named)))
        ):
            return [said.strip(), right.strip()]
        # (or two short statements, each with its own "is": "the pole is the origin and the
        # principal axis of the mirror is taken as the y-axis"; heldout69 fp69-11)
        if (
            not same_subject
            and len(mine) >= 2
            and len(theirs) >= 3
            and _COPULA_ONLY.fullmatch(said.strip())
            and _COPULA_ONLY.fullmatch(f"the {right.strip()}")
        ):
            return [said.strip(), right.strip()]
    return []


# a statement "the X is/are (taken as) Y": its own subject, one copula
_COPULA_ONLY = re.compile(
    r"the\s+[\w\s'’-]{2,40}?\s+(?:is|are)\s+(?!not\b)[\w\s'’().-]{2,60}", re.IGNORECASE
)


#: The fewest content words a half opening on the other's object needs to be a statement.
_NAMED_HALF = 4


_COMMA = re.compile(r",\s+")
# a clause's own subject after a comma: "…, people just believed …", "…, they were …"
_SUBJECTS = frozenset(
    "i we you he she it they this that there people that's there's it's they're".split()
)


_SUBORDINATE = re.compile(
    r"\s*(?:if|when|whenever|since|as|because|although|though|unless|once|after|before|"
    r"while|even\s+if|in|on|at|by|for|with|from|to|during)\b",
    re.IGNORECASE,
)


# "soil is just broken-down rock, only inorganic stuff with no organic matter in it": a
# subject, "is", and two things it is said to be, the second after a comma with no verb of
# its own (premises_heldout35 fp35-02)
_APPOSED = re.compile(
    r"^(?P<subject>[^,]{2,60}?\s+(?:is|are|was|were))\s+(?P<first>[^,]+),\s+"
    r"(?P<second>(?:only|just|merely|mainly|mostly|simply|purely|entirely|always|all|a|an)\s"
    r"[^,]+)$",
    re.IGNORECASE,
)
_OWN_VERB = re.compile(
    r"\b(?:is|are|was|were|has|have|had|does|do|did|can|will|would|which|that|who|so|and|or|"
    r"because|if|when|since|not)\b|\w+(?:ed|es)\b",
    re.IGNORECASE,
)


def apposed(sentence: str) -> list[str]:
    """ "S is X, Y" as "S is X" and "S is Y" where Y is a second description of S ("only …",
    "just …", "a …": three content words or more, no verb, "and" or "not" of its own); else
    none."""
    found = _APPOSED.match(sentence.strip())
    if found is None or _OWN_VERB.search(found["second"].replace("with no", "")):
        return []
    if len(content(terms(found["second"]))) < 3 or not content(terms(found["first"])):
        return []
    return [f"{found['subject']} {found['first']}", f"{found['subject']} {found['second']}"]


# "… by putting the candle between F1 and O and catching its image on a screen on the same
# side": two deeds done by way of "-ing", the second after "and"
_BY_DOING = re.compile(r"\b(?:by|after|before|while|when)\s+\w+ing\b", re.IGNORECASE)
_AND_DOING = re.compile(r"\s+and\s+(?=\w+ing\b)", re.IGNORECASE)


def gerunds(sentence: str) -> list[str]:
    """The two deeds of "… by doing X and doing Y" ("… by putting the candle between F1 and O
    and catching its image on a screen on the same side": heldout68 fp68-07), each of three
    content words or more, the first with what leads to it; else none."""
    opened = _BY_DOING.search(sentence)
    if opened is None:
        return []
    for match in _AND_DOING.finditer(sentence, opened.end()):
        left, right = sentence[: match.start()], sentence[match.end() :]
        if len(content(terms(right))) >= 3 and len(content(terms(left[opened.start() :]))) >= 3:
            return [left.strip(), right.strip()]
    return []


def spliced(sentence: str) -> list[str]:
    """The two statements of a claim a student wrote with only a comma between them ("print
    directly shaped people's minds in france, people just believed whatever voltaire wrote"):
    after the comma a subject of its own (a pronoun, or a word the first statement used), each
    side a statement of at least three content words, the first no "if …" or "in 1920s …"
    leading into the second, and no other comma; else none."""
    commas = list(_COMMA.finditer(sentence))
    if len(commas) != 1:
        return []  # a list, or more statements than two: "…, blood is diverted …, and …"
    for match in commas:
        left, right = sentence[: match.start()], sentence[match.end() :]
        mine, theirs = content(terms(left)), content(terms(right))
        if len(mine) < 3 or len(theirs) < 3 or _SUBORDINATE.match(left):
            continue  # ("if companies import all cotton …, prices will fall": one statement)
        opening = right.split()[0]
        first = content(terms(opening))
        if opening.lower() in _SUBJECTS or (first and first[0].stem in {t.stem for t in mine}):
            return [left.strip(), right.strip()]
    return []


_THAT = re.compile(r"\b(?:observed|noted|seen|found|clear|known|shown)\s+that\s+", re.IGNORECASE)


def claim_clauses(sentence: str) -> list[tuple[Term, ...]]:
    """The terms of each side of a claim that sets two statements side by side ("shoots
    bend away from light while roots bend towards it", "the slope of the y-axis is zero and
    the slope of the x-axis is not defined"), or of the reason it gives for what a kind does
    ("… concave mirrors … because they are used as rear-view mirrors"), or none."""
    parts = [p for p in CONTRAST.split(sentence) if p.strip()]
    if len(parts) == 2 and _ELIDED.match(parts[1]) and (verb := _VERB.search(parts[0])):
        # "… get provident fund and gratuity but no pension when they retire": the second
        # half says its "no" of the first half's subject and verb (heldout71 fp71-07)
        parts[1] = f"{parts[0][: verb.end()]} {parts[1]}"
    if len(parts) < 2:
        parts = parallel(sentence)
    if len(parts) < 2:
        parts = spliced(sentence)
    if len(parts) < 2:
        parts = gerunds(sentence)
    if len(parts) < 2:
        parts = apposed(sentence)
    if len(parts) < 2:
        # "…, which means that the sine of an angle can be larger than 1": the conclusion
        # stands on its own
        parts = [p for p in _CONCLUDES.split(sentence, maxsplit=1) if p.strip()]
    if len(parts) < 2:
        # "chinese paper reached europe in the fifteenth century, around the time gutenberg
        # built his press", "…, right after gutenberg": an event set beside another stands
        # on its own
        parts = [p for p in _ALONGSIDE.split(sentence, maxsplit=1) if p.strip()]
    if len(parts) < 2 and (reduced := _REDUCED.match(sentence.strip())):
        # "… puts a triangular glass prism on the sheet stuck to the table with tape": what
        # is put on the sheet, and how the sheet is held (heldout72 fp72-14)
        parts = [reduced["head"], f"the {reduced['noun']} {reduced['rest']}"]
    if len(parts) < 2 and (relative := _RELATIVE.match(sentence.strip())):
        # "alloys, which have lower resistivity than their metals, are used in toasters":
        # what the aside says of the subject, and what the rest says of it
        head, which, aside, rest = relative.groups()
        # ("the Egyptians, who … were the first": "Egyptians" names a people, it does not
        # qualify the aside's first word)
        parts = [f"{head}, {which} {aside}", f"{head} {rest}"]
    if len(parts) < 2 and (reason := _REASON.match(sentence.strip())):
        # "Dentists use concave mirrors … because they are commonly used as rear-view
        # mirrors": the reason said of the kind the first half names ("concave mirrors")
        # (a first half that holds a formula is judged only with the whole sentence)
        head, pronoun, rest = reason.groups()
        kind = _kind_named(head, plural=pronoun.lower() == "they")
        if kind:
            return [terms(p) for p in ([] if _DIGIT.search(head) else [head]) + [f"{kind} {rest}"]]
    return [terms(p) for p in parts] if len(parts) > 1 else []


def conceded(sentence: str) -> list[tuple[Term, ...]]:
    """What a sentence says after what it concedes, of the subject it conceded it of: "So
    even though the new wire has half the length but double the area, its resistance
    remains 4 Ω" says "the new wire's resistance remains 4 Ω" (heldout61 fp61-07); none
    when its main clause names a subject of its own."""
    found = _CONCEDED.match(sentence.strip())
    if found is None:
        return []
    subject, pronoun, rest = found.group("subject", "pronoun", "rest")
    owner = f"{subject}'s" if pronoun.lower() in ("its", "their") else subject
    return [terms(f"{owner} {rest}")]


# "<…> the sheet stuck to the table with tape": a thing and how it is held, fixed or kept
_REDUCED = re.compile(
    r"^(?P<head>.{8,}?\b(?:the|a|an)\s+(?P<noun>[A-Za-z]{3,}))\s+"
    r"(?P<rest>(?:stuck|fixed|kept|placed|pinned|taped|tied|attached|held|hung|fastened)\s+"
    r"(?:to|on|onto|with|in|at|by|over|under)\b.{4,})$",
    re.IGNORECASE,
)
_CONCEDED = re.compile(
    r"^(?:so,?\s+|and\s+)?(?:even\s+though|even\s+if|although|though)\s+"
    r"(?P<subject>(?:the|a|an|this|these|each|every)\s+(?:\w+\s+){0,2}?\w+)\s+"
    r"(?:has|have|is|are|was|were|gets|get|becomes|become)\b[^,]*,\s+"
    r"(?P<pronoun>its|it|they|their)\s+(?P<rest>.{6,})$",
    re.IGNORECASE,
)


def reasoned(sentence: str) -> list[tuple[Term, ...]]:
    """What a claim says and the reason it gives ("hafiz lived in the nineteenth century
    because his diwan pages … are from 1824"): the first, and the reason where it names its
    own subject (not "their texture depends on …"); none where "… not because …" denies it."""
    given = _BECAUSE.split(sentence, maxsplit=1)
    if len(given) != 2 or len(given[0].split()) < _ON_ITS_OWN or _DENIED_END.search(given[0]):
        return []
    said, why = given
    alone = len(why.split()) >= _ON_ITS_OWN and not _POINTING.match(why)
    return [terms(said), *([terms(why)] if alone else [])]


_BECAUSE = re.compile(r",?\s+because\s+", re.I)
_DENIED_END = re.compile(r"\b(?:not|n't|never)\s*$", re.I)
_POINTING = re.compile(
    r"(?:it|its|it's|they|their|them|this|that|these|those|each|he|she|his|her|one)\b", re.I
)
_ON_ITS_OWN = 4  # words
_REASON = re.compile(r"^(.{8,}?),?\s+(?:because|since|as)\s+(it|they)\s+(.{8,})$", re.I)


_DIGIT = re.compile(r"\d")


#: Where the subject's kind word may stand ("A convex lens is …").
_SUBJECT_REACH = 3


def _kind_named(text: str, plural: bool) -> str | None:
    """The first "<member of a kind> <noun>" of ``text`` that a pronoun may stand for: for
    "they", one with a plural noun ("concave mirrors"); for "it", the subject ("a convex
    lens …", not the "right triangle" of "the hypotenuse is the longest side of a right
    triangle because it …"). None if there is none."""
    words = text.split()
    for i, word in enumerate(words[:-1]):
        found, noun = terms(word), content(terms(words[i + 1]))
        if plural and not words[i + 1].lower().endswith("s"):
            continue
        if not plural and i >= _SUBJECT_REACH:
            break
        if len(found) == 1 and has_alternatives(found[0].stem) and noun:
            return f"{word} {words[i + 1]}"
    return None


_RELATIVE = re.compile(r"^([^,]{3,}?),\s*(which|who)\s+([^,]{8,}),\s*(.{8,})$", re.IGNORECASE)
_ALONGSIDE = re.compile(
    r",\s+(?:just\s+)?(?:around|about|at|by)\s+the\s+(?:same\s+|very\s+)?time\b"
    # "the periodical press started in the early 1500s, right after gutenberg"
    r"|,\s+(?:right|just|soon|shortly|long|well|not\s+long)\s+(?:after|before)\s",
    re.IGNORECASE,
)
_CONCLUDES = re.compile(
    r",?\s+(?:which|this|that)\s+(?:means\s+(?:that\s+)?|makes\s+(?:it|them)\s+)"
    # "we need x1 ≠ x2 because otherwise the line would be parallel to the x-axis": what
    # would follow otherwise stands on its own
    r"|,?\s+(?:because\s+|as\s+|since\s+)?(?=otherwise\s)"
    # "each term … is one more than the previous term, so the difference … is always 1":
    # what it draws from the first stands on its own (heldout61 fp61-16)
    r"|,\s+(?:and\s+)?(?:so|hence|therefore|thus)\s+(?=(?:the|a|an|it|its|this|they|each|every)\s)",
    re.IGNORECASE,
)
