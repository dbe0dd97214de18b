"""Hindi words the premise checks read against each other: how a patient is fed and what
drives a machine (contrasts), long against little time, "only after" against "before and
after", "one and the same" read as a word, and Devanagari digits read as numbers."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

# lehh102 p. 38, p. 35; lehh202 p. 162, p. 161 (as the library's OCR has them)
FEEDING = "भोजन देने के तरीके --- रोगी को भोजन देने का सबसे सही तरीका मुँह से भोजन खिलाना है।"
SURGERY = (
    "जिन मरीज़ों को सर्जरी करानी होती है, उन्हें सर्जरी से पहले और बाद में पोषण हस्तक्षेप / पूरक "
    "आहार की आवश्यकता होती है।"
)
SINGER = (
    "वर्ष 1859 में ‘इसाक सिंगर' ने सिलाई मशीन को पैरों से चलाने के लिए पाँव-चक्की (ट्रेडल) विकसित "
    "की, जिसने कपड़े को सिलने के लिए हाथों को मुक्त कर दिया।"
)
FADS = "अस्थायी फ़ैशन (फ़ैड्स) कम समय के लिए होते हैं और एक ही बार आकर चले जाते हैं।"


@pytest.mark.parametrize(
    ("claim", "passage", "right"),
    [
        (
            "मरीज़ को भोजन देने का सबसे सही तरीका नली या ड्रिप से देना होता है",
            FEEDING,
            "मरीज़ को भोजन देने का सबसे सही तरीका मुँह से खिलाना होता है",
        ),
        (
            "सर्जरी वाले मरीज़ को पोषण हस्तक्षेप या पूरक आहार सिर्फ़ ऑपरेशन के बाद ही चाहिए होता है",
            SURGERY,
            "सर्जरी वाले मरीज़ को पोषण हस्तक्षेप या पूरक आहार ऑपरेशन से पहले और बाद में चाहिए होता है",
        ),
        (
            "1859 में इसाक सिंगर ने बिजली से चलने वाली सिलाई मशीन बनाई थी",
            SINGER,
            "1859 में इसाक सिंगर ने पैरों से चलने वाली सिलाई मशीन की पाँव-चक्की बनाई थी",
        ),
        (
            "फ़ैड्स यानी अस्थायी फ़ैशन लंबे समय तक चलते हैं",
            FADS,
            "फ़ैड्स यानी अस्थायी फ़ैशन कम समय के लिए होते हैं",
        ),
    ],
)
def test_a_hindi_claim_the_book_denies_is_contradicted(
    claim: str, passage: str, right: str
) -> None:
    checker = ContradictionChecker([passage])
    assert checker.judge(claim).verdict is Verdict.CONTRADICTED
    assert not checker.judge(right).contradicted


def test_one_and_the_same_is_one_word() -> None:
    stems = [t.stem for t in terms("जिनका एक ही ब्रांड होता है")]
    assert "एकह" in stems and "ब्रांड" in stems


def test_devanagari_digits_are_numbers() -> None:
    numbers = [t.stem for t in terms("धड़ का अंतिम भाग - ४ सिरों के थोड़ा ऊपर") if t.number]
    assert numbers == ["4"]


def test_a_years_long_programme_is_counted_in_years() -> None:
    # lehh202 p. 168: "दो वर्षीय" (two-year) is a count of years, as "तीन साल" is
    book = "फ़ैशन व्यापार से संबंधित उपाधियाँ दो वर्षीय स्नातकोत्तर कार्यक्रम हैं।"
    judged = ContradictionChecker([book]).judge(
        "फैशन व्यापार से संबंधित उपाधियाँ तीन साल का कार्यक्रम होती हैं"
    )
    assert judged.verdict is Verdict.CONTRADICTED and judged.evidence is not None
    assert [str(c) for c in judged.evidence.conflicts] == ["number: '3' vs '2'"]
    said = ContradictionChecker([book]).judge("फैशन व्यापार से संबंधित उपाधियाँ दो साल का कार्यक्रम होती हैं")
    assert not said.contradicted
