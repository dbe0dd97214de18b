"""Whether a sentence says what a claim says: most of its words, nothing against them.

An answer that repeats a premise the books contradict or do not state ("Yes, the common
difference is always positive …") is dropped, and ``eval`` counts an answer that restates a
false premise as asserting it. ``restates`` compares the sentence with the claim as
``contradiction.compare`` compares a passage's unit; a claim denied as a whole ("X be zero
not") is said by a sentence that denies it anywhere, and a sentence whose subject is a
pronoun and that holds nothing but the claim's words says it too. So does a sentence that
says one of two statements a student joined with a comma. After the book's correction, a
sentence of the model's own that holds two of the claim's words the correction does not
takes the claim's side (``sides_with``), and so does one that repeats four of its words
in a row, "no" or "only" among them, that no passage has in a row (``echoes``). ``Avoid``
is what one answer must not say again.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from tutorapp.core.validation.clauses import spliced
from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.terms import ALL, NOT, THAN, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import ContradictionThresholds, Judgement
from tutorapp.core.validation.weighing import compare


@dataclass(frozen=True, kw_only=True)
class Avoid:
    """What an answer must not say again: a premise the books contradict or do not state
    (and its deed said of its doer, "bhaskara ii show"), the claim's numbers the book gives
    otherwise ("10100" against "the sum is 5050"), and the book's sentence the answer opens
    with against the claim (``correction``; "" when the books only do not state it)."""

    claims: tuple[str, ...] = ()
    values: frozenset[str] = frozenset()
    correction: str = ""
    # a premise the books come near saying, judged only by ``echoes``: its "only", "no" or
    # "than" with the words around it said again where no passage says them ("… Madras
    # towns only in big city bookshops", heldout42 fp42-04, where the book has "sold at
    # crossroads")
    echoed: tuple[str, ...] = ()
    # a student's reason the book says of another thing, said without the book's word for
    # that thing (``Unqualified``)
    unqualified: tuple[Unqualified, ...] = ()
    # an equation the claim writes otherwise than the book ("100x² + 20x + 1 = 0" against
    # "(v) 100x2 – 20x + 1 = 0"), not to be written again: ``formula_again``
    formulas: tuple[str, ...] = ()

    @property
    def anything(self) -> bool:
        return bool(self.claims or self.values or self.formulas)


@dataclass(frozen=True, kw_only=True)
class Unqualified:
    """A student's reason the book states of another thing: "… since every resistor in
    parallel gets the same current" where the book says "In a series combination of
    resistors the current is the same in every part of the circuit or the same current
    through each resistor" (heldout68 fp68-04). An answer sentence that says the reason
    without the book's word for that thing ("The current I1, through R1 is the same in every
    part of the circuit or the same current through each resistor") grants it."""

    said: str  # the reason without the words the book sets others against ("parallel")
    qualifier: frozenset[str]  # the stems of the book's words in their place ("sery")

    def said_by(self, sentence: str) -> bool:
        stems = {t.stem for t in terms(sentence)}
        return not self.qualifier & stems and restates(sentence, self.said)


def unqualified(reason: str, judged: Judgement) -> Unqualified | None:
    """The reason as said of another thing (``Unqualified``) when ``judged`` contradicts it
    only by another member of the same kind or an opposite; None otherwise."""
    evidence = judged.evidence
    if not judged.contradicted or evidence is None or not evidence.conflicts:
        return None
    if any(c.kind not in _OTHER_THING for c in evidence.conflicts):
        return None
    wrong = {c.claim for c in evidence.conflicts}
    kept = [w for w in reason.split() if not {t.stem for t in terms(w)} & wrong]
    return Unqualified(
        said=" ".join(kept), qualifier=frozenset(c.passage for c in evidence.conflicts)
    )


_OTHER_THING = frozenset({ConflictKind.CONTRAST, ConflictKind.OPPOSITE})


def restates(sentence: str, claim: str, thresholds: ContradictionThresholds | None = None) -> bool:
    """The sentence says what ``claim`` says (most of its words, nothing against it), or
    what one of two statements the claim joins with a comma says ("there's no recursive rule
    for an AP" of "an AP can only be written with the explicit rule …, there's no recursive
    rule for an AP"): used to drop answer sentences that repeat a premise the books
    contradict or do not state."""
    return any(_restates(sentence, said, thresholds) for said in [claim, *spliced(claim)])


def restates_after(
    before: str, sentence: str, claim: str, thresholds: ContradictionThresholds | None = None
) -> bool:
    """A sentence whose subject is a pronoun says what ``claim`` says when read with the
    sentence ``before`` it ("Rows of trees create shelter belts, which help to stabilize the
    sand dunes …" and "This helps to … fill up the gullies and ravines of the Chambal
    basin" for "shelter belts mainly helped to fill up the gullies and ravines of the
    chambal basin")."""
    return (
        bool(before)
        and bool(_PRONOUN_SUBJECT.match(sentence))
        and restates(f"{before} {sentence}", claim, thresholds)
    )


def _restates(sentence: str, claim: str, thresholds: ContradictionThresholds | None) -> bool:
    limits = thresholds or ContradictionThresholds()
    claim_terms = terms(claim)
    if len(content(claim_terms)) < limits.min_terms:
        return False
    said = terms(sentence)
    if claim_terms[-1].stem == NOT:
        # "why can't X be zero" takes "X be zero not" for granted: a sentence saying "X
        # can't be zero" says it too, whatever word its "not" stands before
        if not any(t.stem == NOT for t in said):
            return False
        claim_terms = claim_terms[:-1]
        said = tuple(t for t in said if t.stem != NOT)
    result = compare(claim_terms, Unit(sentence, said))
    if result.conflicts:
        return False
    if result.matched >= limits.restates:
        return True
    # "It is thicker at the edges than at the middle" (of a concave lens) after the claim "a
    # convex lens is thicker at the edges than at the middle": nothing but the claim's words,
    # most of them, its subject a pronoun
    mine = {t.stem for t in content(said)}
    return (
        bool(mine)
        and mine <= {t.stem for t in content(claim_terms)}
        and result.matched >= limits.supported
        and bool(_PRONOUN_SUBJECT.match(sentence))
    )


_PRONOUN_SUBJECT = re.compile(r"^\W*(?:it|they|this|these|that|those|he|she)\b", re.IGNORECASE)


#: The claim's words the correction does not hold that a sentence taking its side holds.
SIDE_WORDS = 2


def sides_with(sentence: str, claim: str, correction: str, passages: Sequence[str]) -> bool:
    """After the book's ``correction``, a sentence of the model's own holds two of the
    claim's words the correction does not hold, and denies nothing: it says the claim again
    in other words ("This means that light bends around objects …" after the book's "a small
    source of light casts a sharp shadow …", for "a blurry shadow … prove that light bends
    around things"; "farmers … may earn more money by selling their crops at higher prices"
    for "prices will rise and farmers will earn more"). A sentence a passage holds as it
    stands is the book's own ("kerosene having higher refractive index, is optically denser
    than water"), whatever words of the claim it shares.
    Without a correction (a premise the books do not state, or a "right?" they do not state in
    full), the words are those of the claim no passage holds: "The resistance of the new wire
    is still 4 Ω because the effects … cancel each other out" for "both effects cancel and its
    still 4 Ω rite?", where the book never says "still" or "cancel"."""
    said = terms(sentence)
    if any(t.stem == NOT for t in said):
        return False
    if correction:
        held = {t.stem for t in content(terms(correction))}
    else:
        held = {t.stem for p in passages for t in content(terms(p))}
    own = {t.stem for t in content(terms(claim)) if not t.number} - held
    if len(own & {t.stem for t in content(said)}) < SIDE_WORDS:
        return False
    letters = _letters(sentence)
    return not any(letters in _letters(p) for p in passages)


#: The claim's words in a row (a "not", "only" or "than" among them) a sentence echoing it holds.
ECHO_TERMS = 4
_LOADED = frozenset({NOT, ALL, THAN})


def echoes(sentence: str, claim: str, passages: Sequence[str]) -> bool:
    """The sentence repeats ``ECHO_TERMS`` or more of the claim's words in a row, its "no",
    "only" or "than" among them, where no passage has ``ECHO_TERMS`` of them in a row around
    one of those words (``_held_around``): it takes the claim's
    words for its own. "The new layout with no hand painted decoration was introduced by
    printers …" for "the first printed books … looked nothing like handwritten manuscripts, a
    totally new layout with no hand painted decoration" (heldout39 fp39-05), where the book
    has "Borders were illuminated by hand …, and illustrations were painted"."""
    said, claimed = _run_stems(sentence), _run_stems(claim)
    held = [_run_stems(p) for p in passages]
    for i in range(len(said)):
        for j in range(len(claimed)):
            k = 0
            while i + k < len(said) and j + k < len(claimed) and said[i + k] == claimed[j + k]:
                k += 1
            run = said[i : i + k]
            if k >= ECHO_TERMS and _LOADED & set(run) and not _held_around(run, held):
                return True
    return False


def _held_around(run: list[str], held: list[list[str]]) -> bool:
    """A passage has ``ECHO_TERMS`` of the run in a row around one of its "no", "only" or
    "than": the run's loaded words are the book's ("… when her family wanted her to read only
    the arabic quran" after "… secretly learnt to read and write in Urdu": two sentences of
    the book, each in a row)."""
    windows = [
        run[m : m + ECHO_TERMS]
        for m in range(len(run) - ECHO_TERMS + 1)
        if _LOADED & set(run[m : m + ECHO_TERMS])
    ]
    return any(_holds(p, window) for p in held for window in windows)


def _run_stems(text: str) -> list[str]:
    return [t.stem for t in terms(text) if t.stem in _LOADED or (not t.marker and not t.number)]


def _holds(seq: list[str], run: list[str]) -> bool:
    return any(seq[m : m + len(run)] == run for m in range(len(seq) - len(run) + 1))


def _letters(text: str) -> str:
    # (NFKC: the answer's "tₙ = tₙ–1 + 4" is the book's "tn = tn–1 + 4")
    return " ".join(re.sub(r"\W+", " ", unicodedata.normalize("NFKC", text)).casefold().split())


#: The claim's words (besides the value) a sentence giving its wrong value again must hold.
AGAIN_WORDS = 2


def gives_again(sentence: str, claim: str, values: set[str] | frozenset[str]) -> bool:
    """The sentence gives one of the claim's ``values`` the book gives otherwise, with two
    of the claim's other words: "Gauss was 10 years old when he worked out that the sum … is
    10100" after the correction "He immediately replied that the sum is 5050"."""
    given = set(re.findall(r"\d+(?:\.\d+)?", sentence))
    if not values & given:
        return False
    words = {t.stem for t in content(terms(claim)) if not t.number}
    return len(words & {t.stem for t in content(terms(sentence))}) >= AGAIN_WORDS


def formula_again(sentence: str, formula: str) -> bool:
    """The sentence writes ``formula`` again, sign for sign ("The quadratic equation 100x² +
    20x + 1 = 0 can be factored as (10x + 1)² …" after the correction "(v) 100x2 – 20x + 1 =
    0"; heldout73 fp73-10); the book's own, with its other signs, is no repeat."""
    wanted = _signs(formula)
    return len(wanted) >= FORMULA_CHARACTERS and wanted in _signs(sentence)


#: A formula this short ("x = 2") is too common to be read as the claim's again.
FORMULA_CHARACTERS = 6
_SIGN_FOLDS = str.maketrans({"²": "2", "³": "3", "–": "-", "−": "-", "—": "-", "×": "*"})


def _signs(text: str) -> str:
    """The text's characters and signs, without spaces, in one spelling."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text).translate(_SIGN_FOLDS)).casefold()
