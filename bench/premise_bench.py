"""Chooses the premise-check mechanism by measurement (prints figures, never fails).

    .venv/bin/python bench/premise_bench.py --home DIR [--model PATH] [--no-model] [--limit N]
        [--data bench/data/premises_heldout4.jsonl] [-v]

For each question of ``bench/data/premises.jsonl`` (false premises ``fp-*`` with the book's
correcting page, and their true-premise twins ``tp-*``; ``--data`` takes a held-out set,
whose false premises are the items expected to be answered with a correction) it retrieves
the passages as the pipeline does and judges the question's presupposition two ways:

* **checks** — ``Planner.checked`` as the pipeline runs it: ``PremiseChecker`` (deterministic
  negation / opposite / contrast / name / number / quantifier checks against the passage
  sentences); timed per question;
* **model** — a second, short call to the answer model on a lean prompt: the claim and the
  three passage sentences that share most of its words, answered with ``TRUE``, ``FALSE n``
  or ``NOT STATED``; timed per call (prefill dominates).

A false premise counts as caught when the verdict is *contradicted* and the sentence given
as the correction lies on a gold page (±1); a true premise raises a false alarm when it is
called contradicted (or, for the checks, "not stated" aloud). Prints caught / alarms / median
latency for checks, model, and checks-then-model.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import answer_checker, default_model_path, open_library  # noqa: E402
from tutorapp.core.answering import Plan  # noqa: E402
from tutorapp.core.generation.engine import (  # noqa: E402
    CancelToken,
    ChatMessage,
    GenerationConfig,
)
from tutorapp.core.generation.llama import LlamaGenerator  # noqa: E402
from tutorapp.core.planning import Planner  # noqa: E402
from tutorapp.core.premise_judge import nearest  # noqa: E402
from tutorapp.core.presupposition import presupposition  # noqa: E402
from tutorapp.core.retrieval.ranking import checked_hits  # noqa: E402
from tutorapp.core.settings import AnswerSettings  # noqa: E402
from tutorapp.core.types import Hit  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

DATA = ROOT / "bench" / "data" / "premises.jsonl"

LEAN = (
    "You check statements against a textbook. Reply with exactly one of: TRUE, FALSE n "
    "(n = the number of the sentence that shows it is false), NOT STATED."
)


@dataclass
class Outcome:
    verdict: str  # contradicted / supported / not_stated / none
    page_ok: bool
    ms: float
    claim: str = ""
    evidence: str = ""


def on_gold(item: dict[str, object], hit: Hit | None) -> bool:
    if hit is None:
        return False
    gold = item["gold"]
    assert isinstance(gold, list)
    return any(
        g["file"] == f"{hit.book.id}.pdf"
        and hit.chunk.printed_page is not None
        and abs(g["printed_page"] - hit.chunk.printed_page) <= 1
        for g in gold
    )


def checks(item: dict[str, object], plan: Plan, planner: Planner) -> tuple[Outcome, list[Hit]]:
    """``Planner.checked`` as the pipeline runs it, timed; and the hits its source indexes."""
    started = time.perf_counter()
    checked = planner.checked(plan)
    ms = (time.perf_counter() - started) * 1000
    hits = list(checked_hits(checked.hits, checked.asks, checked.question))
    found = checked.premise
    if found is None:
        return Outcome("none", False, ms), hits
    hit = hits[found.source] if found.source is not None else None
    page = f"p{hit.chunk.printed_page} " if hit is not None else ""
    evidence = f"{page}{found.quote or ''}"
    # "not stated" counts only when the answer says so (no passage comes near the claim)
    verdict = found.verdict.value if found.unstated or found.verdict != "not_stated" else "near"
    return Outcome(verdict, on_gold(item, hit), ms, found.claim, evidence), hits


def nearest_sentences(claim: str, hits: list[Hit], count: int = 3) -> list[tuple[int, str]]:
    """The passage sentences that share most of the claim's words (passage index,
    sentence), each once: what the model is shown (``premise_judge.nearest``)."""
    return [(n.source, n.text) for n in nearest(claim, [h.chunk.text for h in hits], count)]


def model_check(item: dict[str, object], hits: list[Hit], model: LlamaGenerator) -> Outcome:
    found = presupposition(str(item["question"]))
    if found is None:
        return Outcome("none", False, 0.0)
    shown = nearest_sentences(found.claim, hits)
    lines = "\n".join(f"{n}. {text}" for n, (_, text) in enumerate(shown, start=1))
    messages = [
        ChatMessage("system", LEAN),
        ChatMessage("user", f"Textbook sentences:\n{lines}\n\nStatement: {found.claim}"),
    ]
    started = time.perf_counter()
    reply = "".join(
        piece
        for piece in model.stream(
            messages, GenerationConfig(max_tokens=6, temperature=0.0), CancelToken()
        )
        if isinstance(piece, str)
    )
    ms = (time.perf_counter() - started) * 1000
    text = reply.strip().upper()
    if text.startswith("FALSE"):
        number = re.search(r"\d", text)
        pick = int(number.group(0)) - 1 if number else 0
        hit = hits[shown[pick][0]] if 0 <= pick < len(shown) else None
        return Outcome("contradicted", on_gold(item, hit), ms)
    if text.startswith("TRUE"):
        return Outcome("supported", False, ms)
    return Outcome("not_stated", False, ms)


def _false_premise(item: dict[str, object]) -> bool:
    """A false-premise item (``fp-*`` or, in the held-out sets, any whose answer must correct
    it); the rest are their true twins."""
    return item.get("expected") == "answer_with_correction" or str(item["id"]).startswith("fp")


def report(name: str, rows: list[tuple[dict[str, object], Outcome]]) -> None:
    false = [(i, o) for i, o in rows if _false_premise(i)]
    true = [(i, o) for i, o in rows if not _false_premise(i)]
    caught = sum(o.verdict == "contradicted" and o.page_ok for _, o in false)
    flagged = sum(o.verdict == "contradicted" for _, o in false)
    alarms = sum(o.verdict in ("contradicted", "not_stated") for _, o in true)
    times = [o.ms for _, o in rows if o.ms]
    median = statistics.median(times) if times else 0.0
    print(
        f"{name:<18} false premises caught on a gold page {caught}/{len(false)} "
        f"(contradicted {flagged}); true premises flagged {alarms}/{len(true)}; "
        f"median {median:.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--model", type=Path)
    parser.add_argument("--no-model", action="store_true")
    parser.add_argument("--limit", type=int)
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    items = [json.loads(line) for line in args.data.read_text().splitlines() if line.strip()]
    items = items[: args.limit] if args.limit else items
    library = open_library(Home(args.home))
    settings = AnswerSettings()
    planner = Planner(library=library, checker=answer_checker(library), settings=settings)
    model = None
    if not args.no_model:
        model = LlamaGenerator(args.model or default_model_path())
        model.load()
    by_checks, by_model, combined = [], [], []
    for item in items:
        plan = planner.plan(item["question"], None)
        mine, hits = checks(item, plan, planner)
        by_checks.append((item, mine))
        if model is not None:
            theirs = model_check(item, hits, model)
            by_model.append((item, theirs))
            both = mine if mine.verdict == "contradicted" else theirs
            combined.append((item, Outcome(both.verdict, both.page_ok, mine.ms + theirs.ms)))
            if args.verbose:
                print(item["id"], mine.verdict, mine.page_ok, "| model", theirs.verdict)
        elif args.verbose:
            shown = f"{mine.claim!r} | {mine.evidence[:150]}"
            print(item["id"], mine.verdict, mine.page_ok, shown)
    library.close()
    print("shared machine; medians per question")
    report("checks", by_checks)
    if model is not None:
        report("model (lean call)", by_model)
        report("checks, then model", combined)
        model.close()


if __name__ == "__main__":
    main()
