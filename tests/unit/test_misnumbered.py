"""A number the very page backing a sentence gives as another (``checks.misnumbered``)."""

from __future__ import annotations

from tests.doubles import HashingEmbedder
from tests.unit.test_validation_policy import source
from tutorapp.core.validation import checks
from tutorapp.core.validation.quality import Refute, assess
from tutorapp.core.validation.split import split_answer
from tutorapp.core.validation.support import SupportAligner, SupportThresholds

EDUCATION = (
    "If these children are to attend schools, we will require more buildings, more teachers "
    "and other staff. A study conducted by the erstwhile Planning Commission (now known as "
    "NITI Aayog) estimates that nearly 20 lakh jobs can be created in the education sector "
    "alone."
)
TOURISM = (
    "For example, the same study by the Planning Commission says that if tourism as a sector "
    "is improved, every year we can give additional employment to more than 35 lakh people."
)
WRONG = (
    "The study estimates that if schools receive additional funding, they can create jobs "
    "for more than 35 lakh people."
)
RIGHT = "The study estimates that nearly 20 lakh jobs can be created in the education sector."


def test_a_number_its_own_page_gives_as_another_is_caught() -> None:
    found = checks.misnumbered(split_answer(WRONG), [[EDUCATION]], [EDUCATION, TOURISM])
    assert [(f.check, f.sentence) for f in found] == [("contradicted", 0)]
    assert "35" in found[0].detail and "20" in found[0].detail


def test_read_against_every_passage_the_same_sentence_is_only_not_stated() -> None:
    # why the check is needed: the tourism sentence holds as many of its words
    assert checks.contradicted(split_answer(WRONG), [EDUCATION, TOURISM]) == []


def test_the_page_s_own_number_passes() -> None:
    assert checks.misnumbered(split_answer(RIGHT), [[EDUCATION]], [EDUCATION, TOURISM]) == []


def test_a_sentence_another_passage_states_as_written_passes() -> None:
    said = (
        "The same study says that if tourism is improved, every year we can give additional "
        "employment to more than 35 lakh people."
    )
    # backed (wrongly) by the education page alone, but the tourism page says it outright
    assert checks.misnumbered(split_answer(said), [[EDUCATION]], [EDUCATION, TOURISM]) == []


def test_sentences_without_numbers_or_backing_or_already_wrong_are_left() -> None:
    plain = "The study says that more teachers and other staff will be needed."
    assert checks.misnumbered(split_answer(plain), [[EDUCATION]], [EDUCATION]) == []
    assert checks.misnumbered(split_answer(WRONG), [[]], [EDUCATION, TOURISM]) == []
    assert checks.misnumbered(split_answer(WRONG), [[EDUCATION]], [EDUCATION], skip=[0]) == []


def test_assess_fails_the_sentence_its_page_gives_another_number_for() -> None:
    sources = [source(EDUCATION, 1, 29)]  # the tourism sentence retrieved, not shown
    also = Refute(passages=(TOURISM,))
    # (the hashing embedder scores lower than the library's: looser limits let the words
    # the sentence shares with its page back it, as they did in the app)
    loose = SupportThresholds(combined=0.4, lexical_floor=0.3, semantic_floor=0.3)
    aligner = SupportAligner(HashingEmbedder(), loose)
    question = "Why would schools need so many more people?"
    right = assess(f"{RIGHT} [1]", question, sources, aligner, refute=also)
    assert right.good(0)
    wrong = assess(f"{WRONG} [1]", question, sources, aligner, refute=also)
    assert not wrong.good(0)
    assert "contradicted" in [f.check for f in wrong.findings if f.sentence == 0]
