"""Support alignment, the quality score, the policy (accept / trim / retry / extract) and
citations from the alignment — with the hashing embedder (shared words → similar vectors)."""

from __future__ import annotations

from tests.doubles import HashingEmbedder
from tutorapp.core.results import ValidationPath
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Book, BookMeta, Chunk, Hit, Source
from tutorapp.core.validation.continuation import ContinuationFilter
from tutorapp.core.validation.policy import Validator, agreed, cite
from tutorapp.core.validation.quality import assess
from tutorapp.core.validation.split import split_answer
from tutorapp.core.validation.support import SupportAligner

BOOK = Book(
    id="jesc111",
    meta=BookMeta(
        title="Science",
        chapter_title="Electricity",
        school_class=10,
        subject="Science",
        language="en",
        part=1,
        chapter=11,
    ),
    source_path="/b/jesc111.pdf",
    sha256="s",
    pages=24,
    first_printed_page=171,
    last_printed_page=194,
    chunks=87,
    indexed_at=0.0,
    generation=1,
)
OHM = (
    "Ohm's law states that the electric current through a metallic wire is directly "
    "proportional to the potential difference across its ends, provided its temperature "
    "remains the same. The constant of proportionality is called the resistance."
)
CHARGE = (
    "The SI unit of electric charge is the coulomb. One coulomb is nearly equivalent to the "
    "charge contained in 6 x 10^18 electrons."
)
QUESTION = "What does Ohm's law say about current and potential difference?"
SUPPORTED = (
    "Ohm's law says the current through a metallic wire is directly proportional to the "
    "potential difference across its ends [1]."
)
OUTSIDE = "Georg Ohm was a German physicist who published his law in 1827 in Berlin."
OHM_TOO = "The constant of proportionality is called the resistance [2]."


def source(text: str, n: int, page: int) -> Source:
    chunk = Chunk(
        id=f"jesc111@1#{n:05d}",
        book_id="jesc111",
        ordinal=n,
        page_index=page - 171,
        printed_page=page,
        char_start=0,
        char_end=len(text),
        text=text,
    )
    return Source(n, Hit(chunk=chunk, book=BOOK, score=1.0, dense_score=0.7, lexical_score=3.0))


SOURCES = [source(CHARGE, 1, 172), source(OHM, 2, 176)]


def validator(**changes: object) -> Validator:
    return Validator(HashingEmbedder(), AnswerSettings(**changes))  # type: ignore[arg-type]


def test_a_sentence_from_the_sources_is_supported_by_the_right_one() -> None:
    aligner = SupportAligner(HashingEmbedder())
    support, findings = aligner.align(split_answer(SUPPORTED + " " + OUTSIDE), SOURCES)
    assert support[0].supported and support[0].sources[0] == 2
    assert not support[1].supported and support[1].sources == ()
    assert [(f.check, f.sentence) for f in findings] == [("wrong_source", 0)]


def test_a_source_number_that_does_not_exist_is_a_finding() -> None:
    aligner = SupportAligner(HashingEmbedder())
    _, findings = aligner.align(split_answer(SUPPORTED.replace("[1]", "[7]")), SOURCES)
    assert [f.check for f in findings] == ["fake_source"]


def test_quality_is_the_share_of_good_words_less_penalties() -> None:
    aligner = SupportAligner(HashingEmbedder())
    good = assess(SUPPORTED.replace("[1]", "[2]"), QUESTION, SOURCES, aligner)
    assert good.quality == 1.0 and good.checks_fired == ()
    mixed = assess(f"{SUPPORTED.replace('[1]', '[2]')} {OUTSIDE}", QUESTION, SOURCES, aligner)
    assert 0.3 < mixed.quality < 0.7
    assert "unsupported_sentence" in mixed.checks_fired
    wrong = assess(SUPPORTED, QUESTION, SOURCES, aligner)  # cites [1], the charge passage
    assert "wrong_source" in wrong.checks_fired and wrong.quality == 0.95


def test_a_sentence_citing_only_a_passage_that_does_not_support_it_is_recited() -> None:
    """wrong_source: the sentence stands, cited to the passage that supports it (the model's
    marker is never shown), and the check stays on record so confidence is capped."""
    verdict = validator().judge(SUPPORTED, QUESTION, SOURCES)  # cites [1], the charge passage
    assert verdict.usable and "wrong_source" in verdict.checks
    cited = cite(verdict, SOURCES)
    assert cited.answer.endswith("across its ends [1].")
    assert [s.hit.chunk.text for _, group in cited.sources for s in group] == [OHM]
    both = validator().judge(SUPPORTED.replace("[1]", "[1][2]"), QUESTION, SOURCES)
    assert both.path is ValidationPath.ACCEPT and "wrong_source" not in both.checks


def test_a_sentence_no_passage_supports_fails_whatever_it_cites() -> None:
    verdict = validator().judge(OUTSIDE.rstrip(".") + " [2].", QUESTION, SOURCES)
    assert not verdict.usable


def test_a_supported_answer_is_accepted_and_cited_from_the_alignment() -> None:
    verdict = validator().judge(SUPPORTED.replace("[1]", ""), QUESTION, SOURCES)
    assert verdict.path is ValidationPath.ACCEPT
    cited = cite(verdict, SOURCES)
    # the model wrote no marker; the alignment cites the Ohm passage (source 2), shown as [1]
    assert cited.answer.endswith("across its ends [1].")
    assert [(k, [s.n for s in group]) for k, group in cited.sources] == [(1, [2])]
    assert cited.sentences[0].supported and cited.sentences[0].sources == (1,)


def test_an_unsupported_sentence_is_dropped_when_enough_remains() -> None:
    answer = f"{SUPPORTED.replace('[1]', '[2]')} {OUTSIDE}"
    verdict = validator().judge(answer, QUESTION, SOURCES)
    assert verdict.path is ValidationPath.TRIMMED and verdict.removed == 1
    assert cite(verdict, SOURCES).answer == SUPPORTED


def test_unsupported_sentences_can_be_marked_instead() -> None:
    answer = f"{SUPPORTED.replace('[1]', '[2]')} {OUTSIDE}"
    verdict = validator(mark_unsupported=True).judge(answer, QUESTION, SOURCES)
    assert verdict.path is ValidationPath.TRIMMED
    answer = cite(verdict, SOURCES).answer
    assert answer.endswith("1827 in Berlin. [not found in your books]")
    assert [s.supported for s in cite(verdict, SOURCES).sentences] == [True, False]


def test_an_answer_mostly_from_outside_knowledge_is_sent_back() -> None:
    answer = f"{OUTSIDE} He was born in Erlangen and taught mathematics in Cologne for years."
    verdict = validator().judge(answer, QUESTION, SOURCES)
    assert verdict.path is None and not verdict.usable


def test_the_extractive_answer_quotes_the_best_source_sentences() -> None:
    verdict = validator().extract(QUESTION, SOURCES)
    assert verdict is not None and verdict.path is ValidationPath.EXTRACTIVE
    answer = cite(verdict, SOURCES).answer
    assert answer.startswith("From your textbook:\n- Ohm's law states that the electric current")
    assert "[1]" in answer and "coulomb" not in answer


def test_no_extract_when_no_source_sentence_is_close() -> None:
    assert validator().extract("Who painted the Mona Lisa in Florence?", SOURCES) is None


def test_continuation_keeps_the_completion_and_on_topic_sentences() -> None:
    follow = ContinuationFilter(HashingEmbedder(), QUESTION, [OHM])
    answer = "Ohm's law says the current through a wire is proportional to the"
    continued = (
        answer + " potential difference across its ends. The constant is called the resistance. "
        "The constant is called the resistance. Cricket is played with a bat and ball."
    )
    merged = follow.merge(answer, continued)
    assert merged.answer.endswith("its ends. The constant is called the resistance.")
    assert merged.dropped == 2 and merged.off_topic


def test_continuation_carries_list_numbering_on() -> None:
    follow = ContinuationFilter(HashingEmbedder(), QUESTION, [OHM])
    answer = "Ohm's law:\n1. The current is proportional to the potential difference.\n2. The"
    continued = answer + " temperature must remain the same.\n1. The constant is the resistance."
    merged = follow.merge(answer, continued)
    assert merged.answer.splitlines()[-1] == "3. The constant is the resistance."


def test_extracts_skip_prompts_questions_garbled_text_and_repeats() -> None:
    text = (
        "Think about how the current through a wire changes with the potential difference. "
        "Why does the current through a wire change with the potential difference? "
        "The current through a wire is proportional to the potential difference across it. "
        "The current through a wire is proportional to the potential difference across it. "
        "The current in a wire ቨ ቚ depends on the potential difference across its ends."
    )
    question = "How does the current through a wire depend on the potential difference?"
    verdict = validator().extract(question, [source(text, 1, 176)])
    assert verdict is not None
    assert [s.text for s in verdict.sentences] == [
        "The current through a wire is proportional to the potential difference across it."
    ]


def test_markers_written_after_the_full_stop_leave_no_stray_comma() -> None:
    verdict = validator().judge(SUPPORTED.replace(" [1].", ". [2], [1]"), QUESTION, SOURCES)
    assert cite(verdict, SOURCES).answer.endswith("across its ends [1].")


TALE = "He was born in Erlangen and taught mathematics in Cologne for many long years."


def test_failed_attempts_keep_the_good_sentence_both_wrote() -> None:
    first = validator().judge(f"{SUPPORTED} {OUTSIDE} {TALE}", QUESTION, SOURCES)
    second = validator().judge(
        f"{SUPPORTED.replace('[1]', '[2]')} {TALE} {OUTSIDE}", QUESTION, SOURCES
    )
    assert not first.usable and not second.usable
    both = agreed(first, second, QUESTION)
    assert both is not None and both.path is ValidationPath.TRIMMED and both.removed == 2
    assert cite(both, SOURCES).answer == SUPPORTED


def test_a_sentence_only_one_attempt_wrote_or_one_failed_is_not_agreed() -> None:
    first = validator().judge(f"{OUTSIDE} {TALE}", QUESTION, SOURCES)
    second = validator().judge(f"{SUPPORTED} {OUTSIDE} {TALE}", QUESTION, SOURCES)
    assert agreed(first, second, QUESTION) is None  # the first never wrote it
    assert agreed(second, first, QUESTION) is None
    both = validator().judge(f"{OUTSIDE} {TALE} {OUTSIDE}", QUESTION, SOURCES)
    assert agreed(both, both, QUESTION) is None  # agreed, but on unsupported sentences


def test_an_attempt_that_stands_needs_no_agreement() -> None:
    good = validator().judge(SUPPORTED, QUESTION, SOURCES)
    bad = validator().judge(f"{SUPPORTED} {OUTSIDE} {TALE}", QUESTION, SOURCES)
    assert good.usable and agreed(bad, good, QUESTION) is None
