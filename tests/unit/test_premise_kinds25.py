"""False premises (and their true twins) of kinds first met in the unseen set heldout25: a
name in the book's slot written in lower case ("a marathi paper" for "a Gujarati
newspaper", "the cactus family" for "the Mimosa family", "a church door in rome"), a sentence
that points back five words in ("A printed copy of this …"), numbers in words ("Ninety Five
Theses"), negative powers of ten as the text layer has them ("10–3"), and premises written
as students text them ("whats", "coz", "frnd", "… right, so …", "?? pls check")."""

from __future__ import annotations

from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import Verdict

MIMOSA = (
    "When we touch the leaves of a chhui-mui (the ‘sensitive’ or ‘touch-me-not’ plant of the "
    "Mimosa family), they begin to fold up and droop."
)
SAMACHAR = (
    "From 1822, two Persian newspapers were published. In the same year, a Gujarati "
    "newspaper, the Bombay Samachar, made its appearance."
)
SIERPINSKI = (
    "Wacław Sierpiński (1882 – 1969) was a Polish mathematician known for his numerous "
    "contributions to mathematics, including the Sierpiński gasket."
)
LUTHER = (
    "In 1517, the religious reformer Martin Luther wrote Ninety Five Theses criticising many "
    "of the practices and rituals of the Roman Catholic Church. A printed copy of this was "
    "posted on a church door in Wittenberg."
)
SUMS = (
    "So, the number of terms is either 4 or 13. In this case, the sum of the first 4 terms = "
    "the sum of the first 13 terms = 78.",
    "To find S24, we have n = 24, a = 5, d = 2. Therefore, S24 = 672 So, sum of first 24 "
    "terms of the list of numbers is 672.",
)


def _verdict(texts: str | tuple[str, ...], claim: str) -> Verdict:
    passages = [texts] if isinstance(texts, str) else list(texts)
    return ContradictionChecker(passages, None).judge(claim).verdict


def test_a_family_the_book_names_otherwise_is_contradicted() -> None:
    assert _verdict(MIMOSA, "chhui-mui is from the cactus family") is Verdict.CONTRADICTED
    assert _verdict(MIMOSA, "chhui-mui is from the mimosa family") is Verdict.SUPPORTED


def test_a_language_in_lower_case_before_a_compound_noun_is_a_name() -> None:
    # "paper" is the "newspaper"'s; "marathi" a language's name by its ending
    claim = "the bombay samachar of 1822 was a marathi paper"
    assert _verdict(SAMACHAR, claim) is Verdict.CONTRADICTED
    assert _verdict(SAMACHAR, claim.replace("marathi", "gujarati")) is not Verdict.CONTRADICTED


def test_a_nationality_before_the_same_noun_is_contradicted() -> None:
    assert _verdict(SIERPINSKI, "sierpinski was a french mathematician") is Verdict.CONTRADICTED
    assert _verdict(SIERPINSKI, "sierpinski was a polish mathematician") is Verdict.SUPPORTED


def test_a_word_that_only_rates_is_no_name() -> None:
    claim = "sierpinski was a famous mathematician"
    assert _verdict(SIERPINSKI, claim) is not Verdict.CONTRADICTED


def test_a_place_after_the_same_two_words_is_contradicted() -> None:
    claim = "luther's 95 theses were put up on a church door in rome in 1517"
    assert _verdict(LUTHER, claim) is Verdict.CONTRADICTED
    twin = "luther's 95 theses were put up on a church door in wittenberg in 1517"
    assert _verdict(LUTHER, twin) is not Verdict.CONTRADICTED


def test_one_word_before_is_too_little_a_frame() -> None:
    table = "Nature of employment Organised Place of work In offices and factories"
    claim = "workers in offices are organised into trade unions"
    assert _verdict(table, claim) is not Verdict.CONTRADICTED


def test_a_copy_of_this_is_read_with_the_sentence_before_for_its_place_only() -> None:
    # (for the place it gives; as a unit of its own, "… Luther … criticising … printed" would
    # say that Luther criticised printing)
    displays = [u.display for u in units(LUTHER)]
    assert not any("Ninety Five Theses" in d and "Wittenberg" in d for d in displays)
    grateful = "Deeply grateful to print, Luther said, 'Printing is the ultimate gift of God'."
    assert _verdict((LUTHER, grateful), "Martin Luther criticised printing") is not (
        Verdict.SUPPORTED
    )
    assert _verdict((LUTHER, grateful), "Martin Luther praised printing") is not (
        Verdict.CONTRADICTED
    )


def test_numbers_in_words_make_one_number() -> None:
    assert [t.stem for t in terms("Ninety Five Theses") if t.number] == ["95"]
    assert [t.stem for t in terms("ninety-five theses") if t.number] == ["95"]
    assert [t.stem for t in terms("thirty years and five days") if t.number] == ["30", "5"]


def test_a_negative_power_of_ten_reads_as_the_text_layer_writes_it() -> None:
    said = [t.stem for t in terms("1 mA is 10^-3 A")]
    book = [t.stem for t in terms("(1 mA = 10–3 A)")]
    assert said[-1] == book[-1] == "103"
    assert [t.stem for t in terms("x^2 + 10^2") if t.number] == ["2", "10", "2"]


def test_a_sum_the_book_works_out_otherwise_is_contradicted() -> None:
    assert _verdict(SUMS, "sum of first 24 terms = 624") is Verdict.CONTRADICTED


def test_a_word_said_twice_is_one_word_of_a_clause() -> None:
    texts = (
        "It is also common to find many organised sector enterprises in the unorganised "
        "sector. They are called organised because they have some formal processes and "
        "procedures."
    )
    claim = "the organised sector called 'organised' because it has formal processes and procedures"
    assert _verdict(texts, claim) is not Verdict.CONTRADICTED


def test_premises_as_students_text_them() -> None:
    cases = {
        "if a, b, c are in AP then b is the geometric mean of a and c. whats the formula for b?": (
            "if a, b, c are in AP then b is the geometric mean of a and c"
        ),
        "1 mA is 10^-6 A, so what would 1 microampere be then?": "1 mA is 10^-6 A",
        "black soil is rich in phosphorus right, so do farmers need phosphate?": (
            "black soil is rich in phosphorus"
        ),
        "frnd told me a poor conductor resists current more than an insulator. then why?": (
            "a poor conductor resists current more than an insulator"
        ),
        "for an = 3 + 2n, so sum of first 24 terms = 624?? pls check": (
            "sum of first 24 terms = 624"
        ),
    }
    for question, claim in cases.items():
        found = presupposition(question)
        assert found is not None, question
        assert found.claim.rstrip(".") == claim, question


def test_a_reason_offered_in_a_yes_no_question_is_a_claim() -> None:
    found = presupposition(
        "is the organised sector called 'organised' coz its workers are in trade unions? "
        "which laws apply"
    )
    assert found is not None and found.form is PremiseForm.TAG
    assert found.claim.endswith("because its workers are in trade unions")


def test_a_remark_after_the_question_is_no_part_of_it() -> None:
    found = presupposition(
        "how does a sharp shadow prove that light travels in straight lines? thats what our "
        "tuition sir said"
    )
    assert found is not None and found.form is PremiseForm.HOW
    assert found.claim.endswith("light travels in straight lines")


def test_a_direction_is_no_tag() -> None:
    found = presupposition("the image moves to the right, so what happens next?")
    assert found is not None and found.claim.endswith("to the right")


ALLUVIAL = (
    "Soils in the drier areas are more alkaline and can be productive after proper treatment "
    "and irrigation."
)


def test_a_degree_the_book_gives_to_the_other_side_contradicts_the_comparison() -> None:
    claim = "alluvial soil is more alkaline in the wetter areas than in the drier ones"
    assert _verdict(ALLUVIAL, claim) is Verdict.CONTRADICTED
    twin = "alluvial soil is more alkaline in the drier areas than in the wetter ones"
    assert _verdict(ALLUVIAL, twin) is not Verdict.CONTRADICTED


def test_a_name_right_before_the_same_noun_after_another_word() -> None:
    texts = (
        "Lakshminath Bezbaruah wrote about the Assamese language. He was a doyen of modern "
        "Assamese literature."
    )
    claim = "lakshminath bezbaruah was a doyen of modern bengali literature"
    assert _verdict(texts, claim) is Verdict.CONTRADICTED
    assert _verdict(texts, claim.replace("bengali", "assamese")) is not Verdict.CONTRADICTED


def test_a_name_before_a_verb_is_a_doer_not_a_modifier() -> None:
    texts = (
        "Buddhist missionaries from China introduced hand-printing technology into Japan "
        "around AD 768-770."
    )
    claim = "Chinese monks introduced hand-printing technology into Japan"
    assert _verdict(texts, claim) is not Verdict.CONTRADICTED


def test_a_case_the_books_either_or_leaves_out() -> None:
    texts = (
        "When we think about more than one line in a plane, then we find that these lines "
        "are either intersecting or parallel."
    )
    assert _verdict(texts, "lines in a plane can be intersecting, parallel or skew") is (
        Verdict.CONTRADICTED
    )
    assert _verdict(texts, "lines in a plane are either intersecting or parallel") is (
        Verdict.SUPPORTED
    )


def test_a_sharp_shadow_is_no_blurry_one() -> None:
    texts = (
        "The fact that a small source of light casts a sharp shadow of an opaque object points "
        "to this straight-line path of light."
    )
    claim = "a small source of light casts a blurry shadow of an opaque object"
    assert _verdict(texts, claim) is Verdict.CONTRADICTED


def test_a_students_trig_is_trigonometric() -> None:
    texts = "We have defined six trigonometric ratios of an acute angle."
    assert _verdict(texts, "there are only 3 trig ratios of an acute angle") is (
        Verdict.CONTRADICTED
    )
    assert _verdict(texts, "there are 6 trig ratios of an acute angle") is Verdict.SUPPORTED


def test_a_comma_in_brackets_does_not_end_the_claim() -> None:
    found = presupposition(
        "since there are only 3 trig ratios (sin, cos, tan), if we know one can we find the rest?"
    )
    assert found is not None and found.claim == "there are only 3 trig ratios (sin, cos, tan)"


def test_such_as_points_back_to_nothing() -> None:
    texts = (
        "Cotton prices will fall. Farmers buy many goods such as tractors, pumpsets, "
        "electricity, pesticides and fertilisers."
    )
    displays = [u.display for u in units(texts)]
    assert not any("fall" in d and "pumpsets" in d for d in displays)
