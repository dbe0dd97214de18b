"""Identities and formulas as written maths: "1 + tan² A = cosec² A" against the book's
"1 + tan2 A = sec2 A", "P = V/I" against "P = VI".

Word overlap holds two of the claim's three words ("1", "tan2"), which is support by share,
and the words drop the operators. Here each run of written maths is read as its sides
(``equations``: "sec2 A = 1 + tan2 A = 1 4" gives the pairs of neighbouring sides), folded
(superscripts, spaces, the order of a sum), and ``identity_conflict`` fires when a passage
equates one side of the claim's identity to another expression in trigonometric functions,
and no passage writes the claim's.

The same holds for a quantity's formula ("P = V/I"): a passage gives the claim's quantity
(one letter) as another expression in the same letters ("P = VI", or "P = I2R" in the chain
"P = I2R = V2/R"), and no passage equates the two, through a chain or not. A passage that
writes the claim's formula supports it (``formula_written``). An equation that only names
what a claim speaks of ("… the sequence sn = 5n – 2") is read apart (``named_by_equation``).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind

_FUNCTION = re.compile(r"(?:sin|cos|tan|cot|sec|cosec)", re.IGNORECASE)
_MATHS = re.compile(
    r"^(?:[+\-*/=()^]|\d+(?:\.\d+)?|(?:sin|cos|tan|cot|sec|cosec)\^?\d*|[A-Za-zθα]\^?\d*"
    r"|\d+[a-z]\^?\d*|(?-i:[tas]n)"  # "4n", "3a2"; a term "tn", "an", "sn"
    r"|(?-i:[A-Z]{2})\^?\d*"  # "AB2", not "is"
    r"|(?-i:[A-Z](?:[A-Z\d]|/(?=[A-Z\d]))*[A-Z\d]))$",  # "I2R", "V2/R", "V/I"
    re.IGNORECASE,
)
_LABEL = re.compile(r"^\(\d+\)$")  # "(3)": the number of an equation, not maths
_DASHES = str.maketrans({"–": "-", "−": "-", "—": "-", "×": "*"})


def _side(tokens: list[str]) -> str:
    """A side folded: no spaces, no "^", a sum's terms in order ("tan2A+1" is "1+tan2A")."""
    text = "".join(tokens).replace("^", "").lower()
    if "-" not in text and "(" not in text and "+" in text:
        text = "+".join(sorted(text.split("+")))
    if _PRODUCT.match(text) and not _TERM.match(text):
        text = "".join(sorted(text))  # "VI" is "IV"
    return text


_PRODUCT = re.compile(r"^[a-z]{2,3}$")
_TERM = re.compile(r"^[tas]n$")  # a term of a sequence: "tn", "an", "sn"
# a quantity: one letter ("p"), a term of a sequence ("tn", "an", "sn"), or a squared
# segment ("ad2" of "AD2 = AB2 – BD2")
_QUANTITY = re.compile(r"^(?:[a-z]|[tas]n|[a-z]{2}2)$")


# a segment named by its two end points, squared or not ("PB", "PB2"): either way round
# (premises_heldout35 ft35-16, "AP² + BP² = AB²" against "AP2 + PB2 = AB2")
_SEGMENT = re.compile(r"^[A-Z]{2}2?$")


@lru_cache(maxsize=2048)
def equations(text: str) -> frozenset[tuple[str, str]]:
    """The pairs of neighbouring sides of each run of written maths that holds "="."""
    folded = unicodedata.normalize("NFKC", text).translate(_DASHES)
    runs: list[list[str]] = [[]]
    for raw in folded.split():
        token = raw.rstrip(",.;:")
        ends = token != raw  # "A," ends the run
        # "(P = V/I)": a bracket around the equation, not in it
        if token.startswith("(") and ")" not in token:
            runs.append([])
            token = token[1:]
        if token.endswith(")") and "(" not in token:
            token, ends = token[:-1], True
        token = token.strip(",.;:")
        if _SEGMENT.match(token):
            token = "".join(sorted(token[:2])) + token[2:]  # "PB2" is "BP2"
        if _MATHS.match(token) and not _LABEL.match(token):
            runs[-1].append(token)
            if ends:
                runs.append([])
        else:
            runs.append([])
    found: set[tuple[str, str]] = set()
    for run in runs:
        if any(a == b == "=" for a, b in itertools.pairwise(run)):
            # stacked fractions the text layer laid flat ("tan A = BC BC sin A AC AB AB cos A
            # AC = = and …"): their sides are no longer told apart
            continue
        sides: list[list[str]] = [[]]
        for token in run:
            if token == "=":
                sides.append([])
            else:
                sides[-1].append(token)
        folded_sides = [_side(s) for s in sides]
        for left, right in itertools.pairwise(folded_sides):
            if left and right:
                found.add((left, right))
    return frozenset(found)


def _equal(pairs: Iterable[frozenset[str]]) -> dict[str, frozenset[str]]:
    """Each expression with every one the pairs make it equal to, through chains."""
    groups: dict[str, set[str]] = {}
    for pair in pairs:
        merged = set(pair).union(*(groups.get(side, set()) for side in pair))
        for side in merged:
            groups[side] = merged
    return {side: frozenset(group) for side, group in groups.items()}


def _letters(side: str) -> frozenset[str]:
    return frozenset(ch for ch in side if ch.isalpha())


def _formula(left: str, right: str) -> bool:
    """One side is a quantity (a letter), the other an expression in letters."""
    return any(
        _QUANTITY.match(a) and _letters(b) and not _FUNCTION.search(b)
        for a, b in ((left, right), (right, left))
    )


def identity_conflict(claim: str, passages: Iterable[str]) -> tuple[str, str] | None:
    """The first of ``identity_conflicts``, or None."""
    found = identity_conflicts(claim, passages)
    return found[0] if found else None


def identity_conflicts(claim: str, passages: Iterable[str]) -> list[tuple[str, str]]:
    """(the claim's identity, the passage's) when a passage equates a side of the claim's
    identity, one in trigonometric functions, to another such expression — or the claim's
    quantity to another expression in the same letters — and no passage makes the claim's
    two sides equal; else None."""
    written = {frozenset(pair) for text in passages for pair in equations(text)}
    equal = _equal(written)
    found: list[tuple[bool, str, tuple[str, str]]] = []
    for left, right in sorted(equations(claim)):
        trigonometric = bool(_FUNCTION.search(left) and _FUNCTION.search(right))
        formula = not trigonometric and _formula(left, right)
        if not (trigonometric or formula):
            continue
        if frozenset((left, right)) in written or right in equal.get(left, frozenset()):
            continue
        for pair in written:
            for shared, mine in ((left, right), (right, left)):
                if shared in pair and mine not in pair:
                    (other,) = pair - {shared} or {shared}
                    if other == shared:
                        continue
                    if formula:
                        if not (_QUANTITY.match(shared) and _letters(other) == _letters(mine)):
                            continue
                    elif not (_FUNCTION.search(other) and _FUNCTION.search(shared)):
                        continue
                    # the book's equation of the claim's sum ("1 + tan2 A = …") first
                    said = (f"{left} = {right}", f"{shared} = {other}")
                    found.append(("+" not in shared, said[1], said))
    return [said for *_, said in sorted(found)]


def identity_against(
    claim: str, passages: Sequence[str], read: Sequence[str], owners: Sequence[int] = ()
) -> tuple[int, Conflict] | None:
    """(the index in ``read`` of the sentence that writes the passages' equation against the
    claim's identity, the conflict), or None. With ``owners`` (the passage of each sentence)
    the sentence whose passage shares most words with the claim ("tn = 4n – 3" where the
    squares 1, 5, 9, 13 are counted, not another pattern's "tn = 3n – 2"), then the
    shortest."""
    said = _words(claim)
    best: tuple[tuple[int, int, int], int, Conflict] | None = None
    for rank, (mine, theirs) in enumerate(identity_conflicts(claim, passages)):
        if _flattened(mine, theirs):
            continue
        shared, _, other = theirs.partition(" = ")
        # (a sequence's "tn" is each example's own: only a passage that lists the claim's
        # terms speaks of the claim's sequence — "1, 5, 9, 13, …", not "sn = 5n + 1" alone)
        listed = set(_NUMBER.findall(claim)) - set(_NUMBER.findall(mine))
        for index, text in enumerate(read):
            if not {(shared, other), (other, shared)} & equations(text):
                continue
            passage = passages[owners[index]] if owners else text
            if _TERM.match(shared) and len(listed & set(_NUMBER.findall(passage))) < _LISTED:
                continue
            near = len(said & _words(passage)) if owners else 0
            key = (-near, rank, len(text))
            if best is None or key < best[0]:
                conflict = Conflict(kind=ConflictKind.FORMULA, claim=mine, passage=theirs)
                best = (key, index, conflict)
    return (best[1], best[2]) if best else None


def _flattened(mine: str, theirs: str) -> bool:
    """The book's side is the claim's with the fraction bar the text layer drops ("tan A =
    sin A cos A" for "tan A = sin A/cos A"), maybe run on into the fractions laid out beside
    it ("tan A = sin A cos A cot A cos A")."""
    left, _, right = mine.replace("/", "").partition(" = ")
    their_left, _, their_right = theirs.replace("/", "").partition(" = ")
    return bool(right) and left == their_left and their_right.startswith(right)


_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]\d)")
_LISTED = 3


def _words(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"\w+", text.lower()))


def formula_written(claim: str, read: Sequence[str]) -> int | None:
    """The index in ``read`` of the shortest sentence that makes the two sides of the
    claim's identity or formula equal ("P = VI Or P = I2R = V2/R" for "P = I2R"), or None."""
    mine = [
        (left, right)
        for left, right in equations(claim)
        if (_FUNCTION.search(left) and _FUNCTION.search(right)) or _formula(left, right)
    ]
    if not mine:
        return None
    writing = [
        (len(text), index)
        for index, text in enumerate(read)
        if any(
            right in _equal(frozenset(p) for p in equations(text)).get(left, ())
            for left, right in mine
        )
    ]
    return min(writing)[1] if writing else None


# "sn = 5n – 2", "2x² – 4x + 3 = 0": an equation written in a sentence
_EQUATION = re.compile(
    r"[\w²³()]+(?:\s*[=+×/^–−-]\s*[\w²³()]+)*\s*=\s*[\w²³()]+(?:\s*[=+×/^–−-]\s*[\w²³()]+)*"
)


def _folded(text: str) -> str:
    """Without spaces, dashes as one minus, lower case; a number's fraction bar dropped, as
    the books' text layers drop it ("1/3" comes out "1 3")."""
    text = unicodedata.normalize("NFKC", text).translate(_DASHES)
    return re.sub(r"\s+", "", re.sub(r"(?<=\d)\s*/\s*(?=\d)", " ", text)).lower()


_CONDITION_WORD = re.compile(
    r"\b(?:when|whenever|if|unless|where|then|so|and|or|that|with|given|having)$", re.I
)


def named_by_equation(claim: str) -> tuple[str, str] | None:
    """(the claim without the equation that names what it speaks of, that equation, folded):
    "471 is the 94th term of the sequence sn = 5n – 2" → ("471 is the 94th term of the
    sequence", "sn=5n-2"); "the discriminant of 2x² – 4x + 3 = 0 is positive" → ("the
    discriminant is positive", "2x2-4x+3=0"). Only an equation after a noun (or its "of");
    None when there is none."""
    for match in _EQUATION.finditer(claim):
        if match.group(0).startswith("("):
            continue  # "… by the current (P = V/I)": the claim's own formula
        before, after = claim[: match.start()].rstrip(), claim[match.end() :].strip()
        before = re.sub(r"\s+of$", "", before)
        if not re.search(r"[A-Za-z]{3,}$", before) or re.search(r"^[=<>]", after):
            continue
        if _CONDITION_WORD.search(before):
            continue  # "… two distinct real roots when b2 – 4ac = 0": a condition, no name
        rest = f"{before} {after}".strip().rstrip(",")
        if len(rest.split()) >= 4:
            return rest, _folded(match.group(0))
    return None


def equation_in(text: str) -> str | None:
    """The first equation ``text`` writes, folded; None when it writes none."""
    match = _EQUATION.search(text)
    return _folded(match.group(0)) if match else None


def writes(text: str, equation: str) -> bool:
    """``text`` writes the folded ``equation``."""
    return equation in _folded(text)


_SIGNED_VALUE = re.compile(r"(?:^|\s)[+−–-]\s*\d")


def signed_against(rest: str, conflicts: Sequence[Conflict]) -> bool:
    """What is left of a claim once its equation is set apart gives a signed value ("the
    discriminant works out to +8") and the book's working has the other sign ("= – 8"): a
    conflict in its value, not in maths of another example."""
    signs = {"+", "−"}
    turned = any(x.claim in signs and x.passage in signs for x in conflicts)
    return turned and _SIGNED_VALUE.search(rest) is not None


def only_other_maths(rest: str, conflicts: Sequence[Conflict]) -> bool:
    """Every conflict is one of maths, and none is a signed value the book gives with the
    other sign (``signed_against``): the sentence writes other maths, and says nothing of
    the claim's."""
    return all(x.kind is ConflictKind.FORMULA for x in conflicts) and not signed_against(
        rest, conflicts
    )
