"""Whether a passage contradicts a claim: support is entailment, not word overlap.

A claim (an answer sentence, or what a question takes for granted) is compared with every
unit of the passages (sentence, pair of sentences, clause — ``units.units``). A unit
*conflicts* with the claim when, beside the words they share, it

* has the opposite polarity on a shared word ("plants have **neither** a nervous system …"
  against "plants use their nervous system");
* says the opposite word (real / virtual, inhibits / promotes, faster / slower);
* names another member of the same kind (convex for concave, ammeter for voltmeter, the
  tertiary sector for the primary one), another proper name (Rio de Janeiro for New York),
  another number next to the same word (100 days for 365 days) or another operator in a
  formula (n – 1 for n + 1);
* lists alternatives where the claim says "always" or "only" ("it can be positive, negative
  or zero" against "always positive");
* turns an order round (A faster than B against B faster than A; first X, later Y against
  first Y, later X).

A unit that mentions both a claim's term and an alternative to it ("the power of a convex
lens is positive and that of a concave lens is negative") is read in order: only a
substitution in the aligned word sequences counts, and without one it says nothing either way
(its clauses, which carry the sentence's subject, decide).

The verdict weighs the best conflicting unit against the best clean one by the share of the
claim's content words each holds: *contradicted* when a conflicting unit holds at least
``ContradictionThresholds.conflict`` of them and at least as many as any clean unit;
*supported* when a clean unit holds ``supported`` of them; otherwise *not stated* (thresholds:
``bench/contradiction_calibration.py``). All lexical and deterministic: no embedder, no model.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from tutorapp.core.validation.asides import readings
from tutorapp.core.validation.attributed import attributed_against
from tutorapp.core.validation.beliefs import believed_only
from tutorapp.core.validation.cases import given_only, stands_in_case
from tutorapp.core.validation.clauses import (
    CONTRAST,
    LEADING_CONTRAST,
    claim_clauses,
    conceded,
    parallel,
    reasoned,
)
from tutorapp.core.validation.conditions import condition, condition_after, framed
from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.identities import named_by_equation, only_other_maths, writes
from tutorapp.core.validation.labelled import role_against
from tutorapp.core.validation.lawbook import Passages, first_law
from tutorapp.core.validation.laws import outweighed
from tutorapp.core.validation.lived import lived_otherwise
from tutorapp.core.validation.names_crossed import names_crossed_against
from tutorapp.core.validation.naming import lowercase_names, named_first
from tutorapp.core.validation.placing import another_item, other_functions, other_numbers
from tutorapp.core.validation.quoting import correction
from tutorapp.core.validation.reciprocal import related_against
from tutorapp.core.validation.referents import POINTING_REACH, refers_to
from tutorapp.core.validation.relations import stated, written_against
from tutorapp.core.validation.respelling import known_words, respelt
from tutorapp.core.validation.rivals import weighed_against
from tutorapp.core.validation.roled import crossed_roles
from tutorapp.core.validation.sides import equated, maths_written, side_against
from tutorapp.core.validation.slots import another_in_slot, copies
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.structured import structure_against
from tutorapp.core.validation.subjects import subject_against
from tutorapp.core.validation.substitution import Adjacent, adjacent_pairs, misplaced_pair
from tutorapp.core.validation.terms import Term, content, said_once, terms
from tutorapp.core.validation.units import Unit, units
from tutorapp.core.validation.verdicts import ContradictionThresholds, Judgement, Verdict
from tutorapp.core.validation.weighing import (
    SUBJECT_WORDS,
    Comparison,
    another_thing,
    aside,
    bar_weight,
    comparative,
    compare,
    off_subject,
    other_subject_only,
    outnumbered,
    predicated_elsewhere,
    rank,
    said_of_another,
    stems,
    turned_over,
    unkinded,
)
from tutorapp.core.validation.worked import Keep, denies_setting, opening_equation, setting_out

_OUR_COUNTRY = re.compile(r"\b(?:the|our|this)\s+country\b", re.IGNORECASE)
_SIGNS = str.maketrans({"\u2126": "Ω", "\u212a": "K", "\u212b": "Å"})
_HINDI = re.compile(r"[\u0900-\u097F]")


# -- judging claims against one question's passages ---------------------------------------


#: How much a claim word no passage uses counts against the share a conflicting unit holds.
ABSENT_WEIGHT = 0.5
_ANGLE = "∠"


class ContradictionChecker:
    """Judges claims against a fixed set of passages (one question's sources); ``lead_ins``:
    the text on before each passage, where a worked example sets out its case; ``posed``:
    the passages that are the book's exercises, read with what their questions give."""

    def __init__(
        self,
        passages: Sequence[str],
        thresholds: ContradictionThresholds | None = None,
        lead_ins: Sequence[str] = (),
        posed: frozenset[int] = frozenset(),
    ) -> None:
        self.thresholds = thresholds or ContradictionThresholds()
        # (the text layer's ohm sign U+2126 is the letter the checks and a student write)
        passages = [text.translate(_SIGNS) for text in passages]
        self._leads = [*lead_ins, *[""] * (len(passages) - len(lead_ins))]
        self._posed = posed
        read = [units(text, posed=index in posed) for index, text in enumerate(passages)]
        self._units = [(index, unit) for index, found in enumerate(read) for unit in found]
        # sentences that set two statements side by side ("roots grow downwards while shoots
        # grow upwards"): holding the claim's words across both halves is no support
        self._contrasted = {
            unit.display
            for _, unit in self._units
            if unit.compound and CONTRAST.search(unit.display)
        }
        seen = [t for _, unit in self._units for t in unit.terms]
        self._vocabulary = {t.stem for t in seen}
        self.names = {t.stem for t in seen if t.proper}
        self._stated: frozenset[object] | None = None  # the passages' written relations
        self._words: dict[int, set[str]] = {}  # each passage's words
        self._all_words: dict[int, set[str]] = {}  # …and its captions' (``_mentioned``)
        self._texts = list(passages)
        self._known: frozenset[str] | None = None  # the passages' words, as written
        self._read = [unit.read for _, unit in self._units]  # "He [Erasmus] …" filled in
        self._adjacent: Adjacent | None = None
        self._copies: list[tuple[int, Unit]] | None = None  # "A copy of this …" read with before
        self._equations: list[tuple[int, Unit]] | None = None  # sentences that write "="
        self._contrasts = False  # the claim being judged sets two statements side by side
        for index, unit in self._units:
            self._words.setdefault(index, set()).update(t.stem for t in unit.terms)
        self._book = Passages(
            units=self._units,
            texts=self._texts,
            read=self._read,
            words=self._words,
            names=self.names,
            claim_terms=self.claim_terms,
        )

    def _mentioned(self, index: int) -> set[str]:
        """The words passage ``index`` uses anywhere, its captions too ("Fig. 9 – J.V.
        Schley, L'Imprimerie, 1739." names what "This is one of the many images …" shows)."""
        if index not in self._all_words:
            self._all_words[index] = self._words[index] | {
                t.stem for t in terms(self._texts[index])
            }
        return self._all_words[index]

    def _frames(self, names: set[str], index: int) -> bool:
        """Passage ``index`` names all of ``names`` (India also as "the country" or "our
        country", as the books call it)."""
        missing = names - self._words[index]
        if missing == {"india"} and _OUR_COUNTRY.search(self._texts[index]):
            return True
        return not missing

    def claim_terms(self, claim: str) -> tuple[Term, ...]:
        """The claim's terms; a capitalised first word counts as a name when the passages
        use it as one or never mention it ("Euclid first …"); one in lower case when they use
        it only as a name ("gutenberg's press …"); so does a lower-case state ("kerala")."""
        lower = lowercase_names(claim)  # "kerala", "tamil nadu"
        seq = tuple(replace(t, proper=True) if t.stem in lower else t for t in terms(claim))
        if not seq or seq[0].marker or seq[0].number:
            return seq
        named = named_first(claim, seq[0].stem, self.names, self._vocabulary, self._texts)
        return (Term(seq[0].stem, proper=True), *seq[1:]) if named else seq

    def judge(self, claim: str) -> Judgement:
        """The verdict on ``claim``; a claim of several clauses ("shoots bend away from light
        while roots bend towards it") is contradicted when one of them is. The checks of one
        kind of claim decide first: a law, a worked example, a reason, a quotation's author."""
        if self._known is None:
            self._known = known_words(self._texts)
        claim = respelt(said_once(claim.translate(_SIGNS)), self._known)  # ("populer" → …)
        # (a claim that sets two statements side by side is held by a sentence that does)
        self._contrasts = bool(CONTRAST.search(claim) or LEADING_CONTRAST.match(claim))
        law = first_law(claim, self._book)
        if law is not None:
            return law
        judged = self._worded(claim)
        if maths_written(judged, claim, self._units):
            judged = Judgement(verdict=Verdict.NOT_STATED, evidence=None)
        if not judged.contradicted:
            # (a name in the book's slot, where nothing else found a conflict)
            if self._copies is None:
                self._copies = copies(self._texts)  # read once
            paired = [*self._units, *self._copies]
            slot = another_in_slot(claim, self.claim_terms(claim), paired, self._texts)
            judged = slot or judged
        judged = outweighed(judged, claim, self._units, self._read) or judged
        if believed_only(claim, judged):
            # ("people who thought resources were free gifts …" against "They are not.")
            return Judgement(verdict=Verdict.NOT_STATED, evidence=None)
        return judged

    def _worded(self, claim: str) -> Judgement:
        opening = opening_equation(claim)
        if opening is not None:
            # what the claim says of the equation it opens with, where the book writes it
            keep, said = opening
            checker = self.within(keep)
            return checker._judge(checker.claim_terms(said))
        if self._equations is None:
            self._equations = equated(self._texts)  # (read once)
        sided = side_against(claim, self._equations)
        if sided is not None:
            # (the book writes the claim's very left side equal to something else: "2 × (1+2+…
            # +10) = 10 × 10" against "Namely, 2 × (1 + 2 + … + 10) = 10 × 11.", not the sum
            # written twice above it that word overlap finds nearer; heldout70 fp70-05)
            return sided
        # (what the book says of the very same subject: ``subjects.py``)
        subject = subject_against(claim, self.claim_terms(claim), self._units, self._texts)
        if subject is not None:
            return subject
        named = named_by_equation(claim)
        claim_seq = self.claim_terms(claim)
        whole = self._judge(claim_seq)
        if whole.contradicted and self._halves_hold(claim):
            whole = Judgement(verdict=Verdict.NOT_STATED, evidence=None)
        split = condition(claim)
        if whole.contradicted and split is not None and given_only(whole, *split):
            whole = self._judge(terms(split[1]))  # (what it says, in a case the book does not set)
        if whole.contradicted and not self._misaligned(whole, named):
            # "When X, Y": what Y says where the book speaks of X, not a sentence on another
            # thing with X's words ("when we focus sunlight … with a convex lens, the bright
            # spot is … virtual" against "… the image of the Sun … of the concave mirror")
            return (split and self._conditional(claim)) or whole
        stems_said = {t.stem for t in content(claim_seq)}
        parts = [
            *claim_clauses(claim),
            *map(self.claim_terms, readings(claim)),
            *conceded(claim),  # ("even though the new wire has …, its resistance …")
        ]
        for n, part in enumerate([*parts, *reasoned(claim)]):
            if len({t.stem for t in content(part)}) <= self.thresholds.min_terms:
                continue  # too little alone ("and it has a last term"; a word twice is one)
            judged = self._judge(part)
            if (
                judged.contradicted
                and not self._misaligned(judged, named)
                and not judged.only_opposites_of(stems_said)
                # (a claim or its reason alone: denied outright, not by a word the whole says)
                and (n < len(parts) or judged.denied_outright(stems_said))
            ):
                return judged
        found = (
            self._named_by_equation(claim)
            or self._crossed(claim)
            or self._misplaced(claim)
            or self._conditional(claim)
            or self._framed(claim)
            or self._written(claim)
            # ("the wood engravers … were rich" against "Poor wood engravers …")
            or attributed_against(claim, self._units)
            or role_against(claim, self._texts)  # ("OO′ is the incident ray": ``labelled.py``)
            or related_against(claim, self._units)  # (another's reciprocal: ``reciprocal.py``)
            # (uses crossed, a false "only", "in series with", another panel's words, another
            # count, "always" against "if …, can": ``structured.py``)
            or structure_against(claim, self._units)
            or lived_otherwise(claim, self._texts)  # (a caption's "(1868–1938)": ``lived.py``)
            # (two names given each other's deeds: ``names_crossed.py``)
            or names_crossed_against(self.claim_terms(claim), self._units)
        )
        if found is not None:
            return found
        return Judgement(verdict=Verdict.NOT_STATED, evidence=None) if whole.contradicted else whole

    def _halves_hold(self, claim: str) -> bool:
        """A claim of two statements side by side that neither of them contradicts: the
        whole's conflict is one half's value read against the other's sentence ("lines
        parallel to the x-axis have an inclination of 0° and vertical lines have an
        inclination of 90°" against "… parallel to x-axis … have inclination of 0°")."""
        halves = parallel(claim, same_subject=True)
        return len(halves) == 2 and not any(
            self._judge(self.claim_terms(half)).contradicted for half in halves
        )

    @property
    def units(self) -> list[tuple[int, Unit]]:
        """The units read, each with its passage's index."""
        return list(self._units)

    def within(self, keep: Keep) -> ContradictionChecker:
        """A checker over the same passages that reads only the units ``keep`` allows."""
        checker = ContradictionChecker(self._texts, self.thresholds, self._leads, self._posed)
        read = [
            f"{lead} {text}".strip() for lead, text in zip(self._leads, self._texts, strict=True)
        ]
        checker._units = [(i, u) for i, u in self._units if keep(read[i], u.display)]
        return checker

    def _misaligned(self, judged: Judgement, named: tuple[str, str] | None) -> bool:
        """Only operators differ in a claim about what an equation names: the claim's maths
        was aligned with other maths ("the equation 2x² – 4x + 3 = 0 has no real roots"
        against "… = – 8 < 0", or the discriminant of Example 9's equation against Example
        7's working); what it says of the equation is read where the book writes it
        (``_named_by_equation``, ``_framed``)."""
        return (
            named is not None
            and judged.evidence is not None
            and judged.source is not None
            and all(x.kind is ConflictKind.FORMULA for x in judged.evidence.conflicts)
        )

    def _named_by_equation(self, claim: str) -> Judgement | None:
        """Contradicted, without the equation that names what it speaks of, by a passage
        that writes that equation: "471 is the 94th term of the sequence sn = 5n – 2" by
        "… we can conclude that 471 is not a term of the sequence" after "sn = 5n – 2"."""
        named = named_by_equation(claim)
        if named is None:
            return None
        rest, equation = named
        writing = [i for i, text in enumerate(self._texts) if writes(text, equation)]
        if not writing:
            return None
        judged = ContradictionChecker([self._texts[i] for i in writing], self.thresholds)
        found = judged._worded(rest)
        if not found.contradicted or found.source is None or found.evidence is None:
            return None
        conflicts = found.evidence.conflicts
        if only_other_maths(rest, conflicts):
            return None  # the claim's maths is set apart: what is left of it is no formula
        return replace(found, source=writing[found.source])

    def _crossed(self, claim: str) -> Judgement | None:
        """Contradicted by a sentence that gives the claim's words other roles
        (``pairing.py``): pairs them otherwise ("gustatory receptors detect taste while
        olfactory receptors detect smell" against the claim with the two swapped), has two of
        them in each other's places, gives its cause as the effect, says what the claim
        says of another subject (``substitution.py``), says its cause does the opposite
        to its effect (``effects.py``), gives its deed to another name (``roles.py``), or
        says of its subject what the book sets aside ("instead of …": ``setaside.py``), or
        gives its number in another unit of the same kind (``measures.py``)."""
        return crossed_roles(claim, self.claim_terms(claim), self._units, self.thresholds.conflict)

    def _misplaced(self, claim: str) -> Judgement | None:
        """Contradicted by two adjacent parallel sentences (``substitution.misplaced_pair``)."""
        if self._adjacent is None and any(t.proper for t in terms(claim)):
            self._adjacent = adjacent_pairs(self._texts)  # read once
        words = {t.stem for t in content(self.claim_terms(claim))}
        return misplaced_pair(claim, self._adjacent or [], words)

    def _conditional(self, claim: str) -> Judgement | None:
        """ "When X, Y": Y judged alone, contradicted only by a passage that also speaks of X
        (most of its words): "the heart beats faster" on the page about adrenaline — or, also
        for "Y when X", by a sentence that says Y's opposite holds whatever X is ("will always
        give a … diminished image, irrespective of the position of the object")."""
        split = condition(claim)
        after = split is None
        split = split or condition_after(claim)
        if split is None:
            return None
        when, said = split
        then = terms(said)
        if len(content(then)) <= self.thresholds.min_terms:
            return None
        judged = self._judge(then)
        if judged.verdict is Verdict.NOT_STATED:  # (a statement the book holds stays held)
            judged = self._crossed(said) or judged
        if not judged.contradicted or judged.source is None:
            return None
        case = {t.stem for t in content(terms(when))}
        passage = self._words[judged.source]
        if _ANGLE in self._texts[judged.source]:
            passage = passage | {stem("angle")}  # ("As ∠A gets larger …" speaks of angle A)
        if _HINDI.search(when) and case & passage:
            # (a Hindi setting, "… का रेखाचित्र बनाते समय", is read across the passages: the
            # practical's name stands on the page before its steps; heldout71 fp71-08)
            passage = passage.union(*self._words.values())
        whole = {t.stem for t in content(self.claim_terms(claim))}
        stands = stands_in_case(judged, case, passage, case_after=after, said=whole)
        return judged if stands else None

    def _framed(self, claim: str) -> Judgement | None:
        """Contradicted, in what it says, by a sentence about the setting it names
        (``conditions.framed``): "In the flower bed with 23 rose plants …, there are 9 rows" by "…
        So, there are 10 rows in the flower bed"; "the discriminant of x² + 7x – 60 = 0 in the
        example of the pole … is negative" by "The discriminant is … = 289 > 0"; read only
        where the book sets that example out (``worked.setting_out``)."""
        split = framed(claim)
        if split is None:
            return None
        setting, saids = split
        keep = setting_out(setting)
        if keep is None:
            return None
        checker = self.within(keep)
        for said in saids:
            if len(content(terms(said))) < self.thresholds.min_terms:
                continue
            found = checker._judge(checker.claim_terms(said))
            if (over := turned_over(checker.claim_terms(said), checker._units)) is not None:
                found = Judgement(verdict=Verdict.CONTRADICTED, evidence=over[0], source=over[1])
            evidence = found.evidence
            if found.contradicted and evidence is not None and denies_setting(evidence.conflicts):
                return found
        return None

    def _written(self, claim: str) -> Judgement | None:
        """Contradicted by the passages' written maths ("a ≠ 0" against "a can be 0", "the
        nth term … = a + (n – 1) d" against "… equal to a + nd"): a sentence holding the
        claim's words that relates the same symbol or quantity otherwise, when no passage
        writes it the claim's way."""
        words = {t.stem for t in content(self.claim_terms(claim))}
        if not words or not re.search(r"\d|[=≠<>+]", claim):
            return None
        if self._stated is None:
            self._stated = stated(list(dict.fromkeys(u.display for _, u in self._units)))
        return written_against(claim, words, self._units, self._stated, self.thresholds.conflict)

    def _judge(self, claim_terms: tuple[Term, ...]) -> Judgement:
        said = frozenset(t.stem for t in content(claim_terms))
        limits = self.thresholds
        if len(content(claim_terms)) < limits.min_terms or not self._units:
            return Judgement(verdict=Verdict.NOT_STATED, evidence=None)
        clean: list[tuple[Comparison, int]] = []
        conflicting: list[tuple[Comparison, int]] = []
        for index, unit in self._units:
            # the claim's words this passage never mentions ("New York" on the Rio page)
            result = compare(claim_terms, unit, said - self._mentioned(index))
            if result.matched == 0:
                continue
            if not result.conflicts and unit.display.rstrip().endswith("?"):
                continue  # the book asking "is it enough to know only d?" states nothing
            (conflicting if result.conflicts else clean).append((result, index))
        if not self._contrasts:
            # (a sentence of two contrasted statements holds a claim only in one of them:
            # "While the first volume … is unavailable, the second one is available in the
            # National Library of France" does not hold "the first volume … is kept in the
            # National Library of France"; heldout71 fp71-04)
            clean = [c for c in clean if not LEADING_CONTRAST.match(c[0].unit.display)]
        words = [t.stem for t in content(claim_terms)]
        # (a subject the passages speak of is judged by what they say of it)
        spoken = bool(words) and words[0] in self._vocabulary
        voiced = bool(set(words[:SUBJECT_WORDS]) & self._vocabulary)  # ("mining minerals")
        # (a passage that never names India when the claim speaks of it is about another country;
        # only India, the books' own: other names are spelt variously, "La Géométrie/Géométry")
        framed = {t.stem for t in claim_terms if t.proper and t.stem == "india"}
        # (a word no passage uses at all — a student's "yrs" — weighs half: no sentence holds it)
        absent = len(said - self._vocabulary)
        scale = len(said) / (len(said) - ABSENT_WEIGHT * absent) if said else 1.0
        strong = [
            c
            for c in conflicting
            if c[0].matched * bar_weight(c[0], claim_terms, scale) >= limits.conflict
            and not (spoken and other_subject_only(c[0], claim_terms))
            and not (voiced and off_subject(c[0], claim_terms))
            and not said_of_another(c[0])
            and not another_thing(c[0], claim_terms)
            and not another_item(claim_terms, c[0].unit.terms, c[0].conflicts)
            and not unkinded(c[0], claim_terms, self._words[c[1]])
            and not aside(c[0], words, refers_to(self._texts, c, words[0], POINTING_REACH))
            and (
                self._frames(framed, c[1])
                or any(x.kind is ConflictKind.ENTITY for x in c[0].conflicts)
            )
        ]
        subject = [c for c in strong if words[0] in stems(c[0].unit)]
        rivals = weighed_against(
            strong, clean, claim_terms, texts=self._texts, contrasted=self._contrasted
        )
        strong = [
            c
            for c in strong
            if not predicated_elsewhere(c[0], [r[0] for r in rivals])
            and not outnumbered(c[0], [r[0] for r in rivals], claim_terms)
        ]
        best_clean = max(rivals or clean, key=lambda c: rank(c[0]), default=None)
        level = max((c[0].matched for c in rivals), default=0.0)
        if strong and max(c[0].matched for c in strong) >= level:
            # the correction to quote: one about the claim's own subject (``quoting``)
            chosen = correction(strong, subject, claim_terms, words)
            return Judgement(verdict=Verdict.CONTRADICTED, evidence=chosen[0], source=chosen[1])
        compared = comparative(claim_terms)
        if compared is not None and best_clean and compared not in stems(best_clean[0].unit):
            # "light travels faster in glass than in air" is not what "… in air … It reduces
            # considerably in glass" says: a comparison is supported only where it is made
            best_clean = None
        # ("around 150 of them still survive" is not what "no more than 50 have survived"
        # says: a claim's numbers are supported only where they are given)
        if (
            best_clean
            and best_clean[0].matched >= limits.supported
            and not other_numbers(claim_terms, best_clean[0].unit.terms)
            and not other_functions(claim_terms, best_clean[0].unit.terms)
        ):
            return Judgement(
                verdict=Verdict.SUPPORTED, evidence=best_clean[0], source=best_clean[1]
            )
        return Judgement(
            verdict=Verdict.NOT_STATED,
            evidence=best_clean[0] if best_clean else None,
            source=best_clean[1] if best_clean else None,
        )
