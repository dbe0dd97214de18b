"""Hindi answers: the textbook's sentences with a Hindi lead-in, against the model's own Hindi.

    .venv/bin/python bench/hindi_answers.py --home HOME [--limit N] [--no-model]

For the dev set's Hindi items (``../shared/eval/dev.jsonl``) and the Hindi search sets
(``tests/data/hindi_search.jsonl``: hi-hi, hi-en answerable, hi-out not), each question is
asked through the pipeline (a library built with the dual index: ``tutorapp ingest``), which
answers Hindi questions with the book's sentences (``core/hindi_answer.py``): status, whether
a gold page is cited, whether the item's evidence phrase is in the answer or its citations,
and the time. Then, unless ``--no-model``, the bundled answer model is asked the first
``--limit`` answerable questions from the same passages with "answer in simple Hindi": its
answer is printed with the share of Devanagari letters, and each of its sentences' best e5
cosine with a sentence of the passages (what a support check for Hindi would read), for a
reader to judge. Timings: shared machine; medians.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from tutorapp.app import build_pipeline  # noqa: E402
from tutorapp.core.events import Finished  # noqa: E402
from tutorapp.core.generation.attempt import run_attempt  # noqa: E402
from tutorapp.core.generation.engine import CancelToken, GenerationConfig  # noqa: E402
from tutorapp.core.generation.prompts import build_messages  # noqa: E402
from tutorapp.core.generation.sources import select_sources  # noqa: E402
from tutorapp.core.hindi_answer import multilingual_of  # noqa: E402
from tutorapp.core.ingest.sentences import split_sentences  # noqa: E402
from tutorapp.core.preferences import Preferences  # noqa: E402
from tutorapp.core.results import AnswerResult  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

SHARED = Path(os.environ.get("TUTORAPP_SHARED") or ROOT.parent / "shared")
DEV = SHARED / "eval" / "dev.jsonl"
SETS = ROOT / "tests" / "data" / "hindi_search.jsonl"
ASK_HINDI = " (Answer in simple Hindi, in Devanagari script.)"


def items() -> list[dict[str, object]]:
    found = []
    for line in DEV.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        if item.get("lang") == "hi":
            found.append(item)
    for line in SETS.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        if str(item["set"]).startswith("hi-"):
            found.append(item)
    return found


def gold_cited(result: AnswerResult, gold: list[dict[str, object]]) -> bool:
    return any(
        c.source_file == g["file"]
        and c.printed_page is not None
        and abs(c.printed_page - int(str(g["printed_page"]))) <= 1
        for c in result.citations
        for g in gold
    )


def devanagari_share(text: str) -> float:
    letters = [c for c in text if c.isalpha()]
    return sum("\u0900" <= c <= "\u097f" for c in letters) / max(1, len(letters))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--home", type=Path, required=True)
    parser.add_argument("--limit", type=int, default=6, help="questions for the model")
    parser.add_argument("--no-model", action="store_true")
    args = parser.parse_args()
    pipeline = build_pipeline(Home(args.home), Preferences())
    pipeline.library.search("warm up", k=1)
    pipeline.library.search("पानी", k=1)
    by_set: dict[str, list[bool]] = {}
    times: dict[str, list[float]] = {}
    answerable = []
    for item in items():
        kind = str(item.get("set") or f"dev-{item['kind']}")
        expected_answer = bool(item.get("gold"))
        started = time.perf_counter()
        events = list(pipeline.ask(str(item["question"])))
        seconds = time.perf_counter() - started
        result = next(e.result for e in events if isinstance(e, Finished))
        gold = list(item.get("gold") or [])  # type: ignore[call-overload]
        cited = gold_cited(result, gold) if gold else False
        evidence = str(item.get("evidence", ""))
        held = " ".join([result.answer, *(c.text for c in result.citations)])
        ok = (
            (result.status.value == "answered" and cited)
            if expected_answer
            else (result.status.refused)
        )
        by_set.setdefault(kind, []).append(ok)
        times.setdefault(result.status.value, []).append(seconds)
        print(
            f"{'ok ' if ok else 'BAD'} {item['id']:<8} {result.status.value:<24} "
            f"{seconds:5.1f} s gold {'y' if cited else 'n'} "
            f"evidence {'y' if evidence and evidence in held else '-'}  {item['question']}"
        )
        if expected_answer and result.status.value == "answered":
            answerable.append(item)
    print("book sentences with a Hindi lead-in (no model):")
    for kind, oks in sorted(by_set.items()):
        print(f"  {kind:<18} {sum(oks)}/{len(oks)}")
    for status, values in sorted(times.items()):
        print(f"  {status:<24} median {statistics.median(values):.2f} s (n={len(values)})")
    if args.no_model:
        return
    multilingual = multilingual_of(pipeline.library.embedder)
    assert multilingual is not None, "build the library with the dual index or e5"
    generator = pipeline.generator
    generator.load()
    print(f"the model's own Hindi ({generator.model_id}), first {args.limit} answered items:")
    for item in answerable[: args.limit]:
        question = str(item["question"])
        hits = pipeline.library.search(question, k=pipeline.settings.k)
        sources = select_sources(hits, pipeline.settings.max_sources, 520)
        messages = build_messages(question + ASK_HINDI, sources)
        config = GenerationConfig(max_tokens=pipeline.settings.max_tokens, temperature=0.0)
        started = time.perf_counter()
        attempt = yield_last(
            run_attempt(generator, messages, config, CancelToken(), started=started)
        )
        seconds = time.perf_counter() - started
        answer = attempt.answer.strip()
        book = [s for src in sources for s in split_sentences(src.text) if len(s.split()) > 3]
        said = [s for s in split_sentences(answer) if s.strip()]
        best: list[float] = []
        if said and book:
            said_v = multilingual.embed_queries(said)
            book_v = multilingual.embed(book)
            best = [float(x) for x in np.max(said_v @ book_v.T, axis=1)]
        print(f"--- {item['id']} {question} ({seconds:.0f} s)")
        rounded = [round(b, 3) for b in best]
        share = devanagari_share(answer)
        print(f"    Devanagari share {share:.2f}; best e5 cosine per sentence {rounded}")
        print("    " + answer.replace("\n", "\n    "))
    generator.close()


def yield_last(gen):  # type: ignore[no-untyped-def]
    """Run a generator to its end and give its return value."""
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


if __name__ == "__main__":
    main()
