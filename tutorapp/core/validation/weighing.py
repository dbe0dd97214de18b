"""How the units a claim is compared with are weighed: how one unit bears on a claim
(``compare``: the share of its words it holds, and the conflicts), what a comparison holds
(``Comparison``), which conflicting unit makes the best correction (``weight``), which clean
unit the best support (``rank``), and the tests that set a conflict aside or let it stand
(``other_subject_only``, ``ANY_CASE``, ``comparative``). Used by ``contradiction.py``."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tutorapp.core.validation.aligned import (
    ambiguous,
    attached_conflicts,
    matched_in_order,
    offers_cases,
    ordered_conflicts,
)
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.conflicts import (
    close_words,
    displaced,
    set_conflicts,
    swapped_roles,
)
from tutorapp.core.validation.negation import denied_plainly, polarity
from tutorapp.core.validation.numbers import is_year, number_conflicts, value_conflicts
from tutorapp.core.validation.placing import other_terms, placed_numbers, unplaced_values
from tutorapp.core.validation.quantifiers import only_both_ways, quantifier
from tutorapp.core.validation.sided import one_sided
from tutorapp.core.validation.terms import (
    OPERATORS,
    THAN,
    Term,
    alternative,
    content,
    has_alternatives,
    of_a_kind,
    terms,
)
from tutorapp.core.validation.units import Unit

WORKED = re.compile(r"^\W*(?:solution|example|activity|exercise|question)s?\b", re.IGNORECASE)


@dataclass(frozen=True, kw_only=True)
class Comparison:
    unit: Unit
    matched: float  # share of the claim's content terms the unit holds
    conflicts: tuple[Conflict, ...]

    def held_anywhere(self, claim: tuple[Term, ...]) -> float:
        """The share of the claim's content words the unit holds in any order or place (at
        least ``matched``)."""
        words = {t.stem for t in content(claim)}
        if not words:
            return self.matched
        return max(self.matched, len(words & {t.stem for t in self.unit.terms}) / len(words))


# a sentence that holds in every case ("irrespective of the position of the object")
ANY_CASE = re.compile(
    r"\b(?:always|irrespective\s+of|regardless\s+of|whatever|in\s+all\s+cases|every\s+case)\b",
    re.I,
)

COMPARATIVES = frozenset(
    "faster slower higher lower greater smaller larger bigger longer shorter heavier lighter "
    "hotter colder thicker thinner wider narrower stronger weaker denser rarer cheaper richer "
    "poorer older younger earlier later better worse deeper brighter "
    "easier harder".split()
)


def comparative(claim: Sequence[Term]) -> str | None:
    """The word a comparing claim compares by ("faster" in "faster in glass than in air")."""
    stems = [t.stem for t in claim]
    if THAN not in stems:
        return None
    before = stems[: stems.index(THAN)]
    if before[-1:] in (["less"], ["fewer"]):
        return before[-1]  # "each resistor has less than V across it"
    return next((w for w in reversed(before[-5:]) if w in COMPARATIVES), None)


#: The share of the rest of the claim a sentence about another subject must say.
OTHER_SUBJECT_HELD = 0.75


def other_subject_only(c: Comparison, claim: Sequence[Term]) -> bool:
    """The unit's only conflict is another member of the kind in the claim's subject's place,
    and it says little of what the claim says (asked where the passages speak of the
    claim's subject too): "Forest soils … are found in the hilly …
    areas where sufficient rain forests are available" is about forest soils, not against
    "laterite soil forms in areas that get very little rain" ("a convex lens forms a real
    image" against "a concave lens forms a real image" says it all). Numbers and symbols
    are left to their own checks."""
    said = content(tuple(claim))
    if not said or not c.conflicts:
        return False
    if any(x.kind is not ConflictKind.CONTRAST or x.claim != said[0].stem for x in c.conflicts):
        return False
    rest = {t.stem for t in said[1:] if not t.number and t.stem.isalpha()}
    return bool(rest) and len(rest & stems(c.unit)) < OTHER_SUBJECT_HELD * len(rest)


#: How many of a claim's first content words name its subject.
SUBJECT_WORDS = 2
# the words of a frame before the claim itself, as stems
_FRAMES = frozenset(
    {"chapter", "summary", "book", "textbook", "text", "note", "teacher", "lesson", "page", "ncert"}
)


def another_thing(c: Comparison, claim: Sequence[Term]) -> bool:
    """The unit's only conflicts are other members of a kind, one of them in place of the
    noun the claim's subject ends on, and it names that other thing with the claim's first
    word: it speaks of another thing of the same make ("… in case of a concave mirror" where
    the claim speaks of "a concave lens"), which says nothing of the claim's (heldout54
    fp54-04). A subject that differs in its first word ("the tertiary sector" against "the
    primary sector") is still denied, and so is an arrangement ("resistors in parallel"
    against "resistors in series", not one phrase)."""
    said = [t.stem for t in content(tuple(claim)) if not t.number]
    if len(said) < SUBJECT_WORDS or not c.conflicts:
        return False
    first, head = said[0], said[1]
    if any(x.kind is not ConflictKind.CONTRAST or first in x.claim for x in c.conflicts):
        return False
    return any(
        x.claim == head
        and re.search(rf"\b{re.escape(first)}\w*[\s-]+{re.escape(x.passage)}", c.unit.display, re.I)
        for x in c.conflicts
    )


def off_subject(c: Comparison, claim: Sequence[Term]) -> bool:
    """The unit's only conflicts are other members of a kind in what the claim says, and it
    never names the claim's subject: "mining minerals and ores is a primary sector activity
    because they are natural products" against "The secondary sector covers activities in
    which natural products are changed into other forms …", which speaks of another sector,
    not of mining (heldout44 ft44-15)."""
    said = [t.stem for t in content(tuple(claim)) if not t.number]
    # (after a frame: "the chapter summary says fractals … lead to …" is about fractals)
    while said and said[0] in _FRAMES:
        said = said[1:]
    subject = set(said[:SUBJECT_WORDS])
    if len(subject) < SUBJECT_WORDS or not c.conflicts:
        return False
    if any(x.kind is not ConflictKind.CONTRAST or x.claim in subject for x in c.conflicts):
        return False
    return not subject & stems(c.unit)


def outnumbered(c: Comparison, rivals: Sequence[Comparison], claim: Sequence[Term]) -> bool:
    """The unit's only conflicts are other numbers, and a clean unit that holds as much of
    the claim gives the claim's own numbers: "the farmer sells wheat to the flour mill for Rs
    20 a kg" is what "a farmer who sells wheat to a flour mill for Rs 20 per kg" says, not
    against "The mill … sells the flour to a biscuit company for Rs 25 per kg"."""
    if not c.conflicts or any(x.kind is not ConflictKind.NUMBER for x in c.conflicts):
        return False
    numbers = {t.stem for t in claim if t.number}
    subject = claim_subject(claim)
    # (prices and counts, not a worked sequence: "for the AP 3/2, 1/2, –1/2, … d is +1")
    if not numbers or len(numbers) > _PRICES or subject is None:
        return False
    said = {t.stem for t in content(tuple(claim))}
    held = said & stems(c.unit)  # what the conflicting unit holds, a rival must hold too
    # (a rival in prose: "4 × 3 × 1" in a worked discriminant gives no 3 of "three roots")
    return any(
        r.matched >= c.matched
        and numbers | {subject} | held <= (words := {t.stem for t in r.unit.terms})
        and not words & OPERATORS
        for r in rivals
    )


#: The most numbers a claim may give for a clean unit holding them to outweigh a conflict.
_PRICES = 2


def claim_subject(claim: Sequence[Term]) -> str | None:
    """The first content word of the claim after a frame ("the chapter summary says …")."""
    said = [t.stem for t in content(tuple(claim)) if not t.number]
    while said and said[0] in _FRAMES:
        said = said[1:]
    return said[0] if said else None


#: Contrasts that make a unit a statement of another thing altogether.
PARALLEL_CONTRASTS = 3


def said_of_another(c: Comparison) -> bool:
    """The unit's only conflicts are three or more contrasts whose claim words it never uses:
    the same thing said of another ("A ray … passing through a principal focus, after
    refraction from a convex lens, will emerge parallel …" is not against the concave mirror's
    "… after reflection, will emerge parallel …"; premises_heldout35 ft35-08). Two are not
    enough: "iodine … by the pancreas to make insulin" is against "Iodine is necessary for
    the thyroid gland to make thyroxin" (heldout32 fp32-07)."""
    if len(c.conflicts) < PARALLEL_CONTRASTS:
        return False
    if any(x.kind is not ConflictKind.CONTRAST for x in c.conflicts):
        return False
    held = stems(c.unit)
    return len({x.claim for x in c.conflicts if x.claim not in held}) >= PARALLEL_CONTRASTS


def unkinded(c: Comparison, claim: Sequence[Term], passage: set[str]) -> bool:
    """The unit's only conflicts are "always" against alternatives, and its passage never
    names a kind the claim names ("plane" of "the image in a plane mirror is always the same
    size", against "The image is either magnified, reduced or has the same size …" on the
    page about spherical mirrors): the alternatives are another kind's."""
    if not c.conflicts or any(x.kind is not ConflictKind.QUANTIFIER for x in c.conflicts):
        return False
    kinds = {t.stem for t in content(tuple(claim)) if not t.proper and of_a_kind(t.stem)}
    return bool(kinds - passage)


def stems(unit: Unit) -> set[str]:
    return {t.stem for t in unit.terms}


def weight(c: Comparison, words: Sequence[str]) -> float:
    """How good a correction a conflicting unit makes: the claim's words it holds, more for
    each thing it says otherwise (up to three; another thing named in place of the claim's
    counts once, however many words name it), more when what it says otherwise replaces the
    claim's predicate rather than its subject ("the SI unit of charge is the coulomb" against
    "… of charge is the ampere", not "the SI unit of power is the watt"), less for a worked
    example than for the book's own statement."""
    worked = 0.2 if WORKED.match(c.unit.display) else 0.0
    # each claim word once; things swapped for other things once ("convex lens" against
    # "concave mirror" is one other thing, not two differences)
    said = len({x.claim or str(x.kind) for x in c.conflicts if x.kind is not ConflictKind.CONTRAST})
    said += any(x.kind is ConflictKind.CONTRAST for x in c.conflicts)
    return c.matched + 0.1 * min(said, 3) + 0.2 * predicate(c, words) - worked


def predicate(c: Comparison, words: Sequence[str]) -> float:
    """0 to 1: how far into the claim the earliest word the unit replaces stands (1 for a
    negation, a quantifier or an order, which bear on the whole predicate)."""
    places = [words.index(x.claim) for x in c.conflicts if x.claim in words]
    if not places or len(words) < 2:
        return 1.0
    return min(places) / (len(words) - 1)


def rank(c: Comparison) -> tuple[float, int]:
    """Higher coverage first; then the shorter unit (a clause or sentence before a pair)."""
    return (c.matched, -len(c.unit.display))


def compare(
    claim: tuple[Term, ...], unit: Unit, foreign: frozenset[str] = frozenset()
) -> Comparison:
    """How ``unit`` bears on the claim: the share of its words it holds, and conflicts
    (``foreign``: the claim's words the unit's passage never mentions)."""
    cwords = {t.stem for t in content(claim)}
    if not cwords:
        return Comparison(unit=unit, matched=0.0, conflicts=())
    if ambiguous(claim, unit.terms):
        seq = _called_first(claim, unit)
        conflicts = (
            ordered_conflicts(claim, seq, cases=offers_cases(unit.display))
            or attached_conflicts(claim, seq)
            or value_conflicts(claim, seq)
            or number_conflicts(claim, seq)
            or one_sided(claim, seq, COMPARATIVES)
        )
        shared, close = matched_in_order(claim, seq)
        shared -= unplaced_values(claim, seq)
        # (or "only" said of a word the unit gives beside its opposite, wherever the unit
        # puts it: "… सर्जरी से पहले और बाद में पोषण हस्तक्षेप …" against "… पोषण हस्तक्षेप …
        # सिर्फ़ ऑपरेशन के बाद ही", whose word order differs; heldout57 fp57-18)
        conflicts += quantifier(claim, seq, shared) or only_both_ways(
            claim, seq, close_words(cwords, seq)
        )
        if not conflicts and denied_plainly(claim, seq, shared):
            conflicts.append(Conflict(kind=ConflictKind.NEGATION, claim="", passage="not"))
        if not conflicts and not close:
            return Comparison(unit=unit, matched=0.0, conflicts=())
    else:
        shared = (
            close_words(cwords, unit.terms)
            - placed_numbers(claim, unit.terms)
            - displaced(claim, unit.terms)
        )
        conflicts = set_conflicts(claim, unit.terms, foreign) if shared else []
        if _CUT_OFF.search(unit.display):
            # a sentence the passage's end cut ("… therefore, it is important to use the"):
            # what it goes on to say of its subject is not there to be another thing
            conflicts = [c for c in conflicts if c.kind is not ConflictKind.PREDICATE]
        if shared and not conflicts and (swap := swapped_roles(claim, unit.terms, unit.display)):
            conflicts = [swap]
        conflicts += one_sided(claim, unit.terms, COMPARATIVES) if shared else []
        if unit.compound and conflicts:
            # a sentence of several clauses is judged clause by clause: here it is neither a
            # conflict nor support ("sin A never exceeds 1, whereas sec A …")
            return Comparison(unit=unit, matched=0.0, conflicts=())
    conflicts = other_terms(claim, unit.terms, conflicts)  # "3rd term" is not "10th term"
    if _other_case(conflicts, claim) or _swapped_throughout(claim, unit, conflicts):
        return Comparison(unit=unit, matched=0.0, conflicts=())
    return Comparison(unit=unit, matched=len(shared) / len(cwords), conflicts=tuple(conflicts))


# a unit that stops on a word no sentence ends with: cut where its passage ends
_CUT_OFF = re.compile(r"\b(?:the|a|an|of|to|and|or|in|on|for|with|by|is|are|its|their)\s*$", re.I)


# "… a part of the hind-brain called the cerebellum": a name given after what it names
_CALLED = re.compile(
    r"\b(?:called|named|termed|known\s+as)\s+(?:the\s+|an?\s+)?([^\W\d_][\w-]*)", re.IGNORECASE
)


def _called_first(claim: tuple[Term, ...], unit: Unit) -> tuple[Term, ...]:
    """The unit's terms read in the claim's order where the unit names the claim's subject
    after what it is ("the cerebellum is a part of the hind-brain" against "… a part of the
    hind-brain called the cerebellum"): the name is moved to the front."""
    said = content(claim)
    if not said:
        return unit.terms
    subject = said[0].stem
    # (a name the unit says once, and not a word before another: "they are called infinite
    # Arithmetic Progressions" names no "infinite"; the unit's text is read only then)
    held = [t for t in unit.terms if t.stem == subject]
    if len(held) != 1 or not _named_last(unit.display, subject):
        return unit.terms
    return (held[0], *(t for t in unit.terms if t.stem != subject))


def _named_last(display: str, subject: str) -> bool:
    """The word after "called" is the subject and the name ends there ("… called the
    cerebellum. It …", not "… called infinite Arithmetic Progressions")."""
    for match in _CALLED.finditer(display):
        after = display[match.end() :].lstrip()
        if [t.stem for t in content(terms(match.group(1)))] == [subject]:
            return not after or not after[0].isalnum()
    return False


def _other_case(conflicts: Sequence[Conflict], claim: Sequence[Term]) -> bool:
    """The unit names another of the claim's kind *and* says the opposite of it: it speaks
    of the other case ("the centre of curvature of a concave mirror lies in front of it"
    against "… of a convex mirror lies behind the mirror"), which agrees with the claim."""
    kinds = {x.kind for x in conflicts}
    if kinds == {ConflictKind.OPPOSITE, ConflictKind.NEGATION} and len(conflicts) == 2:
        # …or turns the claim's subject and denies: two turns agree ("If l is the last term
        # of the finite AP" against "an infinite AP does not have a last term")
        said = content(tuple(claim))
        return bool(said) and any(x.claim == said[0].stem for x in conflicts)
    return kinds == {ConflictKind.CONTRAST, ConflictKind.OPPOSITE} and len(
        {x.claim for x in conflicts}
    ) == len(conflicts)


def _swapped_throughout(claim: Sequence[Term], unit: Unit, conflicts: Sequence[Conflict]) -> bool:
    """The unit's only conflict is one word's opposite, which the claim uses twice (of its
    subject and of what it says of it) and the unit never: it speaks of the other case
    ("there are only a finite number of terms. Such an AP is called a finite AP." against
    "An infinite AP has an infinite number of terms.")."""
    if not conflicts or any(x.kind is not ConflictKind.OPPOSITE for x in conflicts):
        return False
    if len({(x.claim, x.passage) for x in conflicts}) != 1:
        return False
    word, other = conflicts[0].claim, conflicts[0].passage
    said = [t.stem for t in claim]
    theirs = {t.stem for t in unit.terms}
    return said.count(word) >= 2 and word not in theirs and other not in said


#: The most words a claim may have for its last word to be what it is about.
ABOUT_LAST = 5


def aside(c: Comparison, words: Sequence[str], referred: bool = False) -> bool:
    """The unit's conflict is set aside: turned on another thing (``turned_aside``) or a
    denial of a kind the unit never names (``unnamed_denial``; ``referred``: it points back
    to a sentence that names the claim's subject)."""
    return turned_aside(c, words) or (not referred and unnamed_denial(c, words))


def unnamed_denial(c: Comparison, words: Sequence[str]) -> bool:
    """The unit's only conflict is a negation; it never names the claim's subject, one of a
    kind; it denies none of the claim's words; and the claim sets its subject against no
    other of its kind ("… a cubic equation and not a quadratic equation" is denied by "… it
    is a quadratic equation"). "… the last terms of an AP are given and the common
    difference is not given" says nothing against "An infinite AP … does not have a last
    term"."""
    return (
        bool(words)
        and bool(c.conflicts)
        and all(x.kind is ConflictKind.NEGATION for x in c.conflicts)
        and has_alternatives(words[0])
        and words[0] not in stems(c.unit)
        and not polarity(c.unit.terms)[0] & set(words)
        and not any(alternative(words[0], w) for w in words[1:])
    )


def turned_aside(c: Comparison, words: Sequence[str]) -> bool:
    """A short claim's deed turned the other way on another thing: "Martin Luther criticised
    … the practices … of the Church" says nothing against "Martin Luther praised printing"
    (no "printing" in it, and nothing the claim says after its opposite word follows the
    book's; "is always less than 1" does deny "is more than 1 for some angles")."""
    if not 2 < len(words) <= ABOUT_LAST or words[-1] in stems(c.unit) or not c.conflicts:
        return False
    theirs = [t.stem for t in content(c.unit.terms)]
    for x in c.conflicts:
        if x.kind is not ConflictKind.OPPOSITE or x.claim not in words or x.passage not in theirs:
            return False
        after = set(words[words.index(x.claim) + 1 :])
        if not after or after & set(theirs[theirs.index(x.passage) + 1 :][:AFTER]):
            return False
    return True


AFTER = 3  # the book's words after its opposite word that may say what it is done to


def turned_over(
    claim: tuple[Term, ...], units: Sequence[tuple[int, Unit]]
) -> tuple[Comparison, int] | None:
    """The unit that holds what it does not share with a short claim as opposites: "The
    image is real and inverted." for "the image comes out virtual and erect" (each of the
    claim's other words turned; two at least). Read only among units already known to be
    about the claim's case (a worked example's own sentences)."""
    words = {t.stem for t in content(claim)}
    for index, unit in units:
        compared = compare(claim, unit)
        turned = {x.claim for x in compared.conflicts if x.kind is ConflictKind.OPPOSITE}
        if len(turned) < TURNED and compared.conflicts:
            continue
        if len(turned) >= TURNED and words - stems(unit) - _SAYING <= turned:
            return compared, index
    return None


TURNED = 2  # opposites a unit must hold for a claim's other words
_SAYING = frozenset({"come", "out", "turn"})  # "the image comes out / turns out virtual"


#: How much more a unit weighs whose only conflicts are numbers when it shares a year or a
#: figure of three digits or more with the claim: it speaks of the claim's very moment.
ANCHORED = 1.25
#: A worded conflict is anchored by this many of the claim's numbers of two figures or more.
_ANCHORS = 2
_ANCHOR_FIGURES = 2
_ANCHOR_SHARE = 0.4


def bar_weight(compared: Comparison, claim: Sequence[Term], scale: float) -> float:
    """What a conflicting unit's share of the claim is weighed by before the bar: ``scale``
    when its conflicts are all in words; ``ANCHORED`` when they are all numbers and it holds
    the claim's year ("about 500 books … by 1674" against "By 1674, about 50 books had been
    printed", where "Jesuit priests" stand in the sentence before); else 1. A worded conflict
    in a unit that gives two of the claim's numbers is anchored too ("by 1710 portuguese
    jesuit priests had printed 32 tamil texts" against "By 1710, Dutch Protestant missionaries
    had printed 32 Tamil texts": the same event, another doer)."""
    if worded_only(compared):
        # (whole numbers: an example's "11.1" and a current's "0.5" do not date or count;
        # and a sentence that holds a fair share of the claim's words besides)
        given = {t.stem for t in claim if t.stem.isdigit() and len(t.stem) >= _ANCHOR_FIGURES}
        held = given & {t.stem for t in compared.unit.terms}
        anchored = len(held) >= _ANCHORS and compared.matched >= _ANCHOR_SHARE
        return scale * (ANCHORED if anchored else 1.0)
    numbers = all(x.kind is ConflictKind.NUMBER for x in compared.conflicts)
    mine = {t.stem for t in claim if t.number and (is_year(t.stem) or len(t.stem) >= 3)}
    disputed = {x.claim for x in compared.conflicts}
    anchors = mine - disputed
    return ANCHORED if numbers and anchors & {t.stem for t in compared.unit.terms} else 1.0


def worded_only(compared: Comparison) -> bool:
    """Every conflict is in the words (an opposite, another of a kind, a name, a denial), none
    in a quantifier, a number or a formula."""
    return all(x.kind in _WORDED for x in compared.conflicts)


_WORDED = frozenset(
    {ConflictKind.OPPOSITE, ConflictKind.CONTRAST, ConflictKind.ENTITY, ConflictKind.NEGATION}
)


def predicated_elsewhere(c: Comparison, rivals: Sequence[Comparison]) -> bool:
    """Every conflict of ``c`` is another predicate of the claim's subject, and a unit that
    does not conflict says the claim's own: a subject has more than one ("Workers in the
    organised sector enjoy security of employment" does not deny "… get pensions when they
    retire", which "When they retire, these workers get pensions as well" states)."""
    if not c.conflicts or any(x.kind is not ConflictKind.PREDICATE for x in c.conflicts):
        return False
    wanted = [set(x.claim.split()) for x in c.conflicts]
    return any(all(w <= stems(r.unit) for w in wanted) for r in rivals)
