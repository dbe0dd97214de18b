"""Hindi premises read by the word checks: inflections and spellings folded (a light Hindi
stemmer in ``stems``), Hindi number words counted, and a twin that says "कम वसा" where the
book says "निम्न वसा" not taken for a contradiction (premises_heldout47 ft47-17, whose "कम" was
set against the book's "अधिक समय तक")."""

from __future__ import annotations

import pytest

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.validation.negation import polarity
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

STUDY = (
    "42,000 महिलाओं के एक अन्य डॉक्टरी अध्ययन में पाया गया कि जो महिलाएँ खूब फल, सब्ज़ियाँ, पूर्ण "
    "अनाज, निम्न वसा के दुग्ध उत्पाद और बिना चरबी का माँस खाने वाली थीं वे अधिक समय तक जीवित रहीं।"
)
CYCLE = (
    "फ़ैशन चक्र के पाँच स्तर होते हैं: परिचय, बढ़ती लोकप्रियता, चरम, घटती लोकप्रियता और "
    "अस्वीकृति। हर फ़ैशन इन स्तरों से होकर गुज़रता है।"
)
JEANS = "महिलाओं ने 1950 के दशक तक जींस पहनना शुरू नहीं किया था।"


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("महिलाएँ", "महिलाओं"),  # plural endings
        ("पहनती", "पहनना"),  # verb endings
        ("ज़्यादा", "ज्यादा"),  # nukta written or not
        ("ज़्यादा", "अधिक"),  # one thing, two words
        ("निम्न", "कम"),
        ("महँगा", "महंगा"),  # candrabindu or anusvara
        ("लड़कियों", "लड़की"),
    ],
)
def test_hindi_words_of_one_meaning_fold_alike(first: str, second: str) -> None:
    assert stem(first) == stem(second)


def test_hindi_stems_keep_two_letters_and_english_is_untouched() -> None:
    assert stem("ना") == "ना" and stem("कम") == "कम"
    assert stem("करता") == "कर"  # "कर" (two letters) is left of "करता"
    assert stem("printing") == "print" and stem("giving") == "give"


def test_hindi_number_words_are_numbers_and_ek_is_not() -> None:
    counted = [t.stem for t in terms("फ़ैशन चक्र के पाँच स्तर होते हैं") if t.number]
    assert counted == ["5"]
    assert not [t for t in terms("एक अध्ययन में पाया गया") if t.number]


def test_a_wrong_count_in_hindi_is_contradicted_and_the_right_one_is_not() -> None:
    checker = PremiseChecker()
    wrong = checker.check("फ़ैशन चक्र में तीन स्तर होते हैं, है ना? वे कौन-से हैं?", [CYCLE])
    assert wrong is not None and wrong.verdict is Verdict.CONTRADICTED
    assert wrong.conflicts == ("number: '3' vs '5'",)
    right = checker.check("फ़ैशन चक्र के पाँच स्तर होते हैं, है ना?", [CYCLE])
    assert right is not None and right.verdict is Verdict.SUPPORTED


def test_low_fat_said_in_other_words_is_no_contradiction() -> None:
    checker = PremiseChecker()
    twin = checker.check(
        "मेरी कॉपी में लिखा है कि 42,000 महिलाओं वाले अध्ययन में जो महिलाएँ खूब फल, सब्ज़ियाँ, पूर्ण "
        "अनाज, कम वसा वाले दूध उत्पाद और बिना चरबी का माँस खाती थीं, वे ज़्यादा समय तक जीवित रहीं, "
        "है ना?",
        [STUDY],
    )
    assert twin is None or twin.verdict is not Verdict.CONTRADICTED


def test_a_decade_the_book_denies_is_contradicted_in_other_inflections() -> None:
    # "महिलाएँ … पहनती आ रही हैं" against the book's "महिलाओं ने … पहनना शुरू नहीं किया था"
    check = PremiseChecker().check("महिलाएँ तो 1920 के दशक से ही जींस पहनती आ रही हैं, है ना?", [JEANS])
    assert check is not None and check.verdict is Verdict.CONTRADICTED


def test_a_hindi_full_stop_is_no_part_of_the_word_before_it() -> None:
    said = [t.stem for t in terms("इनमें गैस बनाने वाले खाद्य पदार्थ नहीं होते। वे नरम हैं॥")]
    assert all("।" not in s and "॥" not in s for s in said)
    assert [t.stem for t in terms("पदार्थ।")] == [t.stem for t in terms("पदार्थ")]


SOFT = (
    "(ii) नरम आहार-नरम परंतु ठोस भोजन पदार्थ उपलब्ध कराता है, जो हलके पकाए जाते हैं। "
    "इनमें अधिक रेशेदार या गैस बनाने वाले खाद्य पदार्थ नहीं होते।"
)
CROQUIS = "फ़ैशन-चित्र के पूरे साइज़ में 8 से 10 सिर के बराबर का माप होता है।"


def test_a_hindi_compound_is_read_as_its_words() -> None:
    assert [t.stem for t in terms("फ़ैशन-चित्र")] == [t.stem for t in terms("फ़ैशन चित्र")]
    # (a phrase and a doubling stay one word; English compounds are unchanged)
    assert [t.stem for t in terms("कम-से-कम")] == ["कमसेकम"]
    assert len(terms("अलग-अलग")) == 1
    assert len(terms("single-unit store")) == 2


def test_a_hindi_denial_covers_the_clause_it_closes() -> None:
    negated, plain = polarity(terms("इनमें अधिक रेशेदार या गैस बनाने वाले खाद्य पदार्थ नहीं होते।"))
    assert {stem("रेशेदार"), stem("गैस"), stem("पदार्थ")} <= negated
    assert not plain
    # "बिना" denies the word after it alone: the meat is eaten, without its fat
    negated, plain = polarity(terms("बिना चरबी का माँस खाने वाली महिलाएँ"))
    assert negated == {stem("चरबी")}
    assert stem("माँस") in plain


def test_what_the_book_says_soft_diets_leave_out_is_contradicted() -> None:
    checker = PremiseChecker()
    wrong = checker.check(
        "नरम आहार में ज़्यादा रेशेदार और गैस बनाने वाली चीज़ें दी जाती हैं ताकि पेट ठीक से साफ़ हो, "
        "है ना? नरम आहार के कुछ उदाहरण क्या हैं?",
        [SOFT],
    )
    assert wrong is not None and wrong.verdict is Verdict.CONTRADICTED
    # (the purpose after "ताकि" is the student's reason, not part of what is checked)
    assert "ताकि" not in wrong.claim
    twin = checker.check("नरम आहार में ज़्यादा रेशेदार या गैस बनाने वाली चीज़ें नहीं होतीं, है ना?", [SOFT])
    assert twin is not None and twin.verdict is Verdict.SUPPORTED


def test_a_figure_the_book_gives_in_a_hyphenated_phrase_is_checked() -> None:
    checker = PremiseChecker()
    wrong = checker.check(
        "फ़ैशन चित्र पूरे साइज़ में सिर्फ़ 5 सिर के बराबर लंबा बनाया जाता है, है ना?", [CROQUIS]
    )
    assert wrong is not None and wrong.verdict is Verdict.CONTRADICTED
    twin = checker.check("फ़ैशन चित्र पूरे साइज़ में 8 से 10 सिर के बराबर होता है, है ना?", [CROQUIS])
    assert twin is None or twin.verdict is not Verdict.CONTRADICTED


def test_the_first_is_not_the_last() -> None:
    check = PremiseChecker().check(
        "फ़ैशन व्यापार का सबसे पहला घटक विक्रय होता है ना, उसके बाद विनिर्माण, क्रय और संवर्धन "
        "आते हैं? तो कुछ बनने या खरीदने से पहले ही व्यापारी सामान बेचता कैसे है?",
        [
            "विक्रय, फ़ैशन व्यापार का अंतिम घटक विक्रय है। एक फ़ैशन व्यापारी जो एक डिज़ाइनर के साथ "
            "काम करता है, दुकानों को फ़ैशन की वस्तुएँ बेचने के लिए उत्तरदायी होता है।"
        ],
    )
    assert check is not None and check.contradicted
    assert check.evidence == "विक्रय, फ़ैशन व्यापार का अंतिम घटक विक्रय है।"
