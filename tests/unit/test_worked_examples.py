"""A worked example cut by a passage boundary is made whole, a formula the book does not give
fails its sentence (and the calculations that use it), and an answer to a problem the book
works out keeps to the book's numbers — or becomes the book's own solution."""

from __future__ import annotations

from dataclasses import replace

from tests.unit.test_answer_quality import hit, validator
from tutorapp.core.results import ValidationPath
from tutorapp.core.retrieval.examples import complete_examples, join_overlapping
from tutorapp.core.types import Chunk, PassageKind, Source
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.formulas import formula_findings, formulas
from tutorapp.core.validation.policy import cite
from tutorapp.core.validation.split import split_answer

K = PassageKind
QUESTION = "How many terms of the AP 24, 21, 18, ... do we need to add to get a sum of 78?"
PART_1 = (
    "Therefore, a20 = 10 + (20 – 1) × 10 = 200, i.e. 20th term is 200. Example 13 : How many "
    "terms of the AP : 24, 21, 18, . . . must be taken so that their sum is 78? Solution : "
    "Here, a = 24, d = 21 – 24 = –3, Sn = 78. We need to find n. We know that Sn = [ ] 2 ( 1) 2 "
    "+ − n a n d"
)
PART_2 = (
    "We need to find n. We know that Sn = [ ] 2 ( 1) 2 + − n a n d So, 78 = [ ] 48 ( 1)( 3) 2 + "
    "− − n n = [ ] 51 3 2 − n n or 3n2 – 51n + 156 = 0 or n2 – 17n + 52 = 0 or (n – 4)(n – 13) "
    "= 0 or n = 4 or 13 Both values of n are admissible. So, the number of terms is either 4 or "
    "13. Remarks: 1. In this case, the sum of the first 4 terms = the sum of the first 13 terms."
)
PART_3 = (
    "So, the number of terms is either 4 or 13. Remarks: 1. In this case, the sum of the first "
    "4 terms = the sum of the first 13 terms. Example 14 : Find the sum of the first 1000 "
    "positive integers. Solution : Let S = 1 + 2 + 3 + . . . + 1000"
)
WRONG = (
    "The formula for the sum of the first n terms of an AP is Sₙ = [2n(1 + n)] / 2 [1]. "
    "Here, a = 24, d = -3, and Sₙ = 78 [1].\nSₙ = [2(24)(1 + 24)] / 2 [1]\n"
    "Sₙ = [2(24)(25)] / 2 [1]\nSₙ = [600] / 2 [1]"
)


def _pieces() -> list[Chunk]:
    first = hit(PART_1, 69, 66, K.EXAMPLE).chunk
    return [
        first,
        replace(first, id="jess101@1#00070", ordinal=70, text=PART_2, char_end=600),
        replace(first, id="jess101@1#00071", ordinal=71, text=PART_3, char_end=900),
    ]


def _following(chunks: list[Chunk]):  # type: ignore[no-untyped-def]
    def after(chunk: Chunk) -> list[Chunk]:
        return [c for c in chunks if c.ordinal > chunk.ordinal][:2]

    return after


def test_overlapping_passages_join_without_repeating_the_overlap() -> None:
    assert join_overlapping("A b c. We need n.", "We need n. So n = 4.") == (
        "A b c. We need n. So n = 4."
    )
    assert join_overlapping("One.", "Two.") == "One. Two."


def test_a_cut_example_is_joined_with_its_rest_up_to_the_next_example() -> None:
    chunks = _pieces()
    hits = [hit(PART_1, 69, 66, K.EXAMPLE), replace(hit(PART_2, 70, 66, K.EXAMPLE))]
    hits[1] = replace(hits[1], chunk=chunks[1])
    whole = complete_examples(hits, _following(chunks))
    assert len(whole) == 1  # the second passage is inside the joined one
    text = whole[0].chunk.text
    assert "either 4 or 13" in text and text.count("We need to find n") == 1
    assert "Example 14" not in text and whole[0].chunk.char_end == 900


def test_a_finished_example_or_one_pages_away_is_left_alone() -> None:
    chunks = _pieces()
    body = hit("Plain text about resources.", 5, 3)
    assert complete_examples([body], _following(chunks)) == (body,)
    first = hit(PART_1, 69, 66, K.EXAMPLE)
    pages_away = [chunks[0], replace(chunks[1], page_index=67)]
    assert complete_examples([first], _following(pages_away))[0].chunk.text == PART_1
    next_page = [chunks[0], replace(chunks[1], page_index=66)]  # a solution runs on overleaf
    assert "either 4 or 13" in complete_examples([first], _following(next_page))[0].chunk.text


def test_formulas_are_read_from_flattened_pdf_text() -> None:
    assert ("Sn", "[ ] 2 ( 1) 2 + − n a n d") in formulas(PART_1)
    assert ("V", "IR") in formulas("or V = IR so that")
    assert formulas("aₙ = a + (n − 1)d is the nth term") == [("an", "a + (n − 1)d")]


def test_a_formula_the_book_does_not_give_fails_with_its_calculations() -> None:
    findings = formula_findings(split_answer(WRONG), [PART_2])
    assert sorted({f.sentence for f in findings}) == [0, 2, 3, 4]
    right = "The sum is Sₙ = n/2 [2a + (n − 1)d] [1]. The nth term is aₙ = a + (n − 1)d [1]."
    assert formula_findings(split_answer(right), [PART_2, "an = a + (n – 1) d"]) == []
    # The same formula written the other way round, or with n given, is the book's.
    book = ["lens formula 1/v − 1/u = 1/f (10.1)", "We have an = a + (n – 1) d"]
    same = "So 1/f = 1/v − 1/u [1]. Then a₁₀ = a + 9d = 2 + 45 = 47 [1]. I = 0.5 A [1]."
    assert formula_findings(split_answer(same), book) == []
    # Asked for a formula, one the sources do not have is not from the books (a GP's sum,
    # asked of a chapter that gives only its nth term) ...
    gp = "The sum of n terms of a GP is Sₙ = a(rⁿ − 1)/(r − 1) [1]."
    asked = "What is the formula for the sum of the first n terms of a GP?"
    found = formula_findings(split_answer(gp), ["an = a r^(n-1)"], asked)
    assert [f.sentence for f in found] == [0]
    # ... elsewhere, a formula for a quantity the sources give none for (their text layer
    # garbles fractions) is left to the support check.
    slope = "The slope is m = (y2 − y1)/(x2 − x1) [1]."
    garbled = ["is given by 2 1 1 2 y y m x x , . x x − − = = ≠ − −", "Thus, m = tan θ"]
    assert formula_findings(split_answer(slope), garbled, "what is the slope of a line") == []


def test_an_answer_that_leaves_the_book_s_solution_becomes_that_solution() -> None:
    chunks = _pieces()
    whole = complete_examples([hit(PART_1, 69, 66, K.EXAMPLE)], _following(chunks))
    sources = [Source(1, whole[0])]
    verdict = validator().judge(WRONG, QUESTION, sources)
    shown = " ".join(s.text for s in verdict.sentences) if verdict.usable else ""
    assert "600" not in shown and "2n(1 + n)" not in shown
    if not verdict.usable:
        extracted = validator().extract(QUESTION, sources)
        assert extracted is not None and extracted.path is ValidationPath.EXTRACTIVE
        shown = cite(extracted, sources).answer
    assert "either 4 or 13" in shown and "Remarks" not in shown


def test_a_right_answer_to_the_book_s_problem_keeps_its_sentence_and_gains_the_steps() -> None:
    chunks = _pieces()
    whole = complete_examples([hit(PART_1, 69, 66, K.EXAMPLE)], _following(chunks))
    sources = [Source(1, whole[0])]
    verdict = validator().judge("The number of terms is either 4 or 13 [1].", QUESTION, sources)
    assert verdict.usable and verdict.path is not ValidationPath.EXTRACTIVE
    shown = cite(verdict, sources).answer
    assert shown.startswith("The number of terms is either 4 or 13 [1].")
    assert "3n2 – 51n + 156 = 0" in shown


START = (
    "Thus, the pole has to be erected at a distance of 5m from the gate B. Example 9 : Find the "
    "discriminant of the equation 3x2 – 2x + 1 3 = 0 and hence find the nature of its roots. "
    "Solution : Here a = 3, b = – 2 and 1 3 c = ."
)
MIDDLE = (
    "Therefore, discriminant b2 – 4ac = (– 2)2 – 4 × 3 × 1 3 = 4 – 4 = 0. Hence, the given "
    "quadratic equation has two equal real roots."
)


def _preceding(chunks: list[Chunk]):  # type: ignore[no-untyped-def]
    def before(chunk: Chunk) -> list[Chunk]:
        return [c for c in reversed(chunks) if c.ordinal < chunk.ordinal][:2]

    return before


def test_a_hit_inside_an_example_gets_the_example_s_start() -> None:
    first = hit(START, 46, 8, K.EXAMPLE).chunk
    second = replace(first, id="jemh104@1#00047", ordinal=47, text=MIDDLE, char_start=300)
    inside = hit(MIDDLE, 46, 8, K.EXAMPLE)
    inside = replace(inside, chunk=second)
    (whole,) = complete_examples([inside], _following([first, second]), _preceding([first, second]))
    assert whole.chunk.text.startswith("Example 9 : Find the discriminant of the equation")
    assert whole.chunk.text.endswith("two equal real roots.")
    # the statement's equation now sits with its working: "negative" is read against "= 0"
    claim = "The discriminant of 3x² – 2x + 1/3 = 0 is negative"
    assert ContradictionChecker([whole.chunk.text]).judge(claim).contradicted
    assert not ContradictionChecker([whole.chunk.text]).judge(claim[:-8] + "zero").contradicted


def test_a_hit_that_starts_its_example_or_another_page_keeps_its_text() -> None:
    first = hit(START, 46, 8, K.EXAMPLE).chunk
    second = replace(first, id="jemh104@1#00047", ordinal=47, text=MIDDLE, page_index=9)
    inside = replace(hit(MIDDLE, 47, 9, K.EXAMPLE), chunk=second)
    (kept,) = complete_examples([inside], _following([first, second]), _preceding([first, second]))
    assert kept.chunk.text == MIDDLE


def test_two_hits_made_the_same_example_keep_one() -> None:
    # heldout53 fp53-09: the example's start and its middle were both hits; joined, each was
    # "inside" the other, and both were dropped
    opening = START[START.index("Example 9") :]
    first = hit(opening, 46, 8, K.EXAMPLE).chunk
    second = replace(first, id="jemh104@1#00047", ordinal=47, text=MIDDLE, char_start=300)
    start = replace(hit(opening, 46, 8, K.EXAMPLE), chunk=first)
    inside = replace(hit(MIDDLE, 46, 8, K.EXAMPLE), chunk=second)
    chunks = [first, second]
    kept = complete_examples([inside, start], _following(chunks), _preceding(chunks))
    assert len(kept) == 1 and kept[0].chunk.id == second.id  # (the first of the two)
    assert kept[0].chunk.text.startswith("Example 9 : Find the discriminant")
    assert kept[0].chunk.text.endswith("two equal real roots.")


EXAMPLE_13 = (
    "Example 13 : How many terms of the AP : 24, 21, 18, . . . must be taken so that their sum "
    "is 78? Solution : Here, a = 24, d = 21 – 24 = –3, Sn = 78. We need to find n. We know "
    "that Sn = [ ] 2 ( 1) 2 + − n a n d So, 78 = [ ] 48 ( 1)( 3) 2 + − − n n = [ ] 51 3 2 − n n "
    "or 3n2 – 51n + 156 = 0 or n2 – 17n + 52 = 0 or (n – 4)(n – 13) = 0 or n = 4 or 13 Both "
    "values of n are admissible."
)
EXAMPLE_12 = (
    "Example 12 : Find the sum of first 24 terms of the list of numbers whose nth term is given "
    "by an = 3 + 2n. Solution : As an = 3 + 2n, so, a1 = 3 + 2 = 5 and the list is 5, 7, 9, "
    "11, . . . Here, first term a = 5 and d = 2."
)


def test_a_sign_turned_in_the_named_example_s_working_contradicts_it() -> None:
    # (heldout63 fp63-04: the setting told in brackets, what is said read in that example)
    checker = ContradictionChecker([EXAMPLE_12, EXAMPLE_13])
    said = "in example 13 (AP 24, 21, 18, … with sum 78) the book gets n² – 17n – 52 = 0"
    judged = checker.judge(said)
    assert judged.contradicted and judged.source == 1
    assert not checker.judge(said.replace("– 52", "+ 52")).contradicted
