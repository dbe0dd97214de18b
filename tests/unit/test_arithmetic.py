"""The arithmetic checker: steps evaluated exactly (fractions over an ast, never eval)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tutorapp.core.validation.arithmetic import check_arithmetic, evaluate


def test_expressions_are_evaluated_exactly() -> None:
    assert evaluate("2 + (10 – 1) × 5") == 47
    assert evaluate("0.5 A × 600 s") == 300
    assert evaluate("₹ (8000 + 500)") == 8500
    assert evaluate("11(16 – 105)") == -979
    assert evaluate("1.6 × 10–8 × 10") == Fraction(16, 10**8)  # a flattened superscript
    assert evaluate("1/3 + 1/6") == Fraction(1, 2)
    assert evaluate("2^10") == 1024 and evaluate("3²") == 9


def test_text_that_is_not_arithmetic_is_not_evaluated() -> None:
    for text in ("a + (n – 1) d", "V/I", "__import__('os')", "2 +", "(3", "9 ** 99999", "1/0"):
        assert evaluate(text) is None, text


def test_right_steps_pass() -> None:
    for answer in (
        "So, a10 = 2 + (10 – 1) × 5 = 2 + 45 = 47. The 10th term is 47.",
        "Q = It = 0.5 A × 600 s = 300 C",
        "I = 840 W/220 V = 3.82 A; R = V/I = 220 V/3.82 A = 57.60 Ω",  # the book rounds
        "S = 11(16 – 105) = 11(–89) = – 979",
        "t = 10 min = 600 s",  # a conversion, not a step
    ):
        checked = check_arithmetic(answer)
        assert checked.answer == answer and not checked.slips, answer


def test_a_wrong_result_is_corrected_with_its_repeats() -> None:
    checked = check_arithmetic(
        "So, a10 = 2 + (10 – 1) × 5 = 2 + 45 = 48. Therefore, the 10th term is 48."
    )
    assert checked.answer == (
        "So, a10 = 2 + (10 – 1) × 5 = 2 + 45 = 47. Therefore, the 10th term is 47."
    )
    assert checked.notes() == ["2 + 45 = 47 (not 48)"] and not checked.unfixable
    assert Fraction(47) in checked.verified


def test_a_number_from_the_question_is_not_replaced_elsewhere() -> None:
    checked = check_arithmetic("2 + 27 = 30, and the question gave 30 apples.", frozenset({"30"}))
    assert checked.answer == "2 + 27 = 29, and the question gave 30 apples."


def test_a_wrong_step_that_is_not_a_plain_number_is_reported() -> None:
    checked = check_arithmetic("2 + (10 - 1) × 5 = 2 + 54")
    assert [(s.left, s.right, s.value, s.fixed) for s in checked.unfixable] == [
        ("2 + (10 - 1) × 5", "2 + 54", 47, False)
    ]


def test_formulas_with_letters_are_left_alone() -> None:
    for answer in (
        "i.e., n – 1 = 24 or n = 25",
        "x = 12 m, so 2x + 1 = 25 m",
        "an = a + (n – 1) d",
    ):
        assert not check_arithmetic(answer).slips, answer


@given(st.integers(-999, 999), st.integers(-999, 999), st.sampled_from(["+", "-", "×"]))
@settings(deadline=None)  # a busy shared machine: timing is not what this checks
def test_any_sum_written_right_passes_and_written_wrong_is_fixed(a: int, b: int, op: str) -> None:
    value = a + b if op == "+" else a - b if op == "-" else a * b
    right = f"We get {a} {op} ({b}) = {value}."
    assert not check_arithmetic(right).slips
    wrong = check_arithmetic(f"We get {a} {op} ({b}) = {value + 1}.")
    assert wrong.answer == right


def test_a_value_read_off_the_answer_s_own_formula_in_n_is_checked() -> None:
    answer = (
        "The number of TV sets made in the nth year is aₙ = 600 + (n − 3) × 25 [1]. So the "
        "number of TV sets made in the 10th year is 2475 [1]."
    )
    checked = check_arithmetic(answer)
    assert "10th year is 775 [1]" in checked.answer
    assert checked.notes() == ["600 + (10 − 3) × 25 = 775 (not 2475)"]
    assert "a₁₀ = 32" in check_arithmetic("Here aₙ = 5 + (n - 1)3, so a₁₀ = 30.").answer
    assert "5th term is 11" in check_arithmetic("Here aₙ = 2n + 1. So the 5th term is 12.").answer


def test_a_value_that_agrees_or_another_letter_s_formula_is_left_alone() -> None:
    for answer in (
        "Here aₙ = 2n + 1, so the 5th term is 11.",
        "Sₙ = n(2n + 1). The 10th term a₁₀ = 19.",  # a sum's formula says nothing of a term
        "aₙ = a + (n − 1)d, so the 10th term is 5.",  # letters besides n: no number
    ):
        checked = check_arithmetic(answer)
        assert checked.answer == answer and not checked.slips


def test_a_square_the_text_layer_flattened_is_a_square() -> None:
    # the books write (– 4)2 for (−4)²; a model copies it
    assert evaluate("(– 4)2 – (4 × 2 × 3)") == -8
    assert not check_arithmetic("The discriminant is (– 4)2 – (4 × 2 × 3) = – 8 [1].").slips
    wrong = check_arithmetic("So, 78 = (24)2 – 17(24) + 52 [1].")
    assert wrong.unfixable  # 576 – 408 + 52 is 220


def test_a_right_step_verifies_its_numbers_only_when_it_works_from_known_ones() -> None:
    # (heldout64 ft64-12: a sum of numbers the model made up is right, and grounds nothing)
    book = frozenset({"10", "40", "30", "20", "60", "12"})
    made_up = check_arithmetic("R″ = R3 + R4 + R5 = 20 Ω + 35 Ω + 45 Ω = 100 Ω", book)
    assert not made_up.slips and Fraction(100) not in made_up.verified
    worked = check_arithmetic("R = R1 + R2 + R3 = 30 Ω + 20 Ω + 60 Ω = 110 Ω", book)
    assert Fraction(110) in worked.verified
    # (a number one step from the given ones is known too: the 20th term's 19)
    term = check_arithmetic("a20 = 3 + 19 × 5 = 98", frozenset({"3", "5", "20", "1"}))
    assert Fraction(98) in term.verified
    # (and a result verified before is known to the steps after it)
    chain = check_arithmetic("R = 30 Ω + 20 Ω = 50 Ω, and 50 Ω + 60 Ω = 110 Ω", book)
    assert Fraction(110) in chain.verified
