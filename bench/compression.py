"""Does compressing the passages keep what the answer needs? (no answer model needed)

    .venv/bin/python bench/compression.py [--home DIR] [--budget 280] [--model PATH]

For every dev-set item with key facts (``shared/eval/dev.jsonl``): retrieve and choose the
passages as the pipeline does, note which key facts the chosen passages hold, compress them
for the question (``core/generation/compress.py``) and check which key facts survive. Prints
the share of items whose key facts all survive (and at least one), among the items whose
chosen passages held one; and the new prompt tokens per question before and after — counted
with the answer model's own tokenizer (loaded vocabulary-only) on the real chat prompt, minus
the fixed prefix the model keeps cached — next to our estimate. Without ``--home`` the corpus
is ingested into a temporary folder first.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import answer_checker, open_library  # noqa: E402
from tutorapp.core.evaluation import normalise  # noqa: E402
from tutorapp.core.generation.compress import compress, estimate_tokens  # noqa: E402
from tutorapp.core.generation.engine import ChatMessage, default_model_path  # noqa: E402
from tutorapp.core.generation.prompts import build_messages, fixed_prefix  # noqa: E402
from tutorapp.core.generation.sources import select_sources  # noqa: E402
from tutorapp.core.retrieval.memo import MemoEmbedder  # noqa: E402
from tutorapp.core.settings import AnswerSettings  # noqa: E402
from tutorapp.core.types import Source  # noqa: E402
from tutorapp.core.validation.extractive import best_sentences  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

# ../shared next to the checkout (a worktree sits one level deeper)
SHARED = next((p / "shared" for p in ROOT.parents if (p / "shared").is_dir()), ROOT / "shared")
CORPUS = SHARED / "corpus" / "ncert"
DEV = SHARED / "eval" / "dev.jsonl"


class Tokens:
    """The answer model's tokenizer and chat template (vocabulary only: no weights)."""

    def __init__(self, model: Path) -> None:
        import llama_cpp
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        self.vocab: Any = llama_cpp.Llama(model_path=str(model), vocab_only=True, verbose=False)
        self.format = Jinja2ChatFormatter(
            template=self.vocab.metadata["tokenizer.chat_template"], eos_token="", bos_token=""
        )
        prefix = fixed_prefix()
        probes = [
            self.prompt([*prefix.messages, ChatMessage("user", prefix.lead + w)])
            for w in ("Alpha", "Omega")
        ]
        self.prefix = 0
        for a, b in zip(*probes, strict=False):
            if a != b:
                break
            self.prefix += 1

    def prompt(self, messages: list[ChatMessage]) -> list[int]:
        rendered = self.format(messages=[{"role": m.role, "content": m.content} for m in messages])
        tokens: list[int] = self.vocab.tokenize(
            rendered.prompt.encode(), add_bos=False, special=True
        )
        return tokens

    def new(self, messages: list[ChatMessage]) -> int:
        """Prompt tokens evaluated for this question (the fixed prefix is cached)."""
        return len(self.prompt(messages)) - self.prefix

    def count(self, text: str) -> int:
        return len(self.vocab.tokenize(text.encode(), add_bos=False, special=False))


def facts_in(facts: list[str], sources: list[Source]) -> set[str]:
    text = normalise(" ".join(s.text for s in sources))
    return {f for f in facts if normalise(f) in text}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--home", type=Path)
    parser.add_argument("--model", type=Path)
    parser.add_argument("--budget", type=int, default=AnswerSettings().max_source_tokens)
    parser.add_argument("--verbose", action="store_true", help="print what each item lost")
    parser.add_argument(
        "--words-only", action="store_true", help="rank sentences by words alone (no embedder)"
    )
    args = parser.parse_args()
    settings = AnswerSettings()
    items = [json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines() if line]
    tokens = Tokens(args.model or default_model_path())
    with tempfile.TemporaryDirectory(prefix="tutorapp-compression-") as tmp:
        library = open_library(Home(args.home or Path(tmp)))
        if not args.home:
            list(library.ingest([CORPUS]))
        checker = answer_checker(library)  # what the pipeline compares sentences with
        checker.embed(["warm up"])
        held, all_kept, one_kept = 0, 0, 0
        in_scope = [0, 0]  # items of kind in_scope: held a key fact, kept them all
        before, after, estimated, real, seconds = [], [], [], [], []
        for item in items:
            if not item["key_facts"] or item["expected"] == "refuse":
                continue
            question = item["question"]
            hits = library.search(question, k=settings.k)
            whole = select_sources(hits, settings.max_sources, settings.max_source_words)
            embedder = MemoEmbedder(checker)
            started = time.perf_counter()
            extracts = best_sentences(question, whole, embedder)
            shown = compress(
                question,
                whole,
                args.budget,
                keep=[e.sentence for e in extracts],
                embedder=None if args.words_only else embedder,
            )
            seconds.append(time.perf_counter() - started)
            school_class = next(
                (s.hit.book.meta.school_class for s in whole if s.hit.book.meta.school_class), None
            )
            before.append(tokens.new(build_messages(question, whole, school_class)))
            after.append(tokens.new(build_messages(question, shown, school_class)))
            block = "\n\n".join(s.text for s in shown)
            estimated.append(estimate_tokens(block))
            real.append(tokens.count(block))
            present = facts_in(item["key_facts"], whole)
            if not present:
                print(f"{item['id']}: no key fact in the chosen passages (retrieval, not us)")
                continue
            kept = facts_in(sorted(present), shown)
            held += 1
            all_kept += kept == present
            if item["kind"] == "in_scope":
                in_scope[0] += 1
                in_scope[1] += kept == present
            one_kept += bool(kept)
            mark = "ok " if kept == present else "LOST" if not kept else "part"
            print(
                f"{item['id']}: {mark} {sorted(kept)} of {sorted(present)}; new prompt tokens "
                f"{before[-1]} → {after[-1]}"
            )
            if args.verbose and kept != present:
                for s in shown:
                    print(f"    [{s.n}] {s.text[:300]}")
        med = statistics.median
        print(f"\nbudget {args.budget} estimated tokens for the passages")
        print(
            f"key facts kept: all of them {all_kept}/{held} ({all_kept / max(1, held):.0%}), "
            f"at least one {one_kept}/{held} ({one_kept / max(1, held):.0%})"
        )
        print(
            f"in_scope items: all key facts kept {in_scope[1]}/{in_scope[0]} "
            f"({in_scope[1] / max(1, in_scope[0]):.0%})"
        )
        print(
            f"new prompt tokens per question: median {med(before):.0f} → {med(after):.0f} "
            f"(max {max(before)} → {max(after)}; Qwen2.5 tokenizer, fixed prefix "
            f"{tokens.prefix} tokens cached)"
        )
        ratio = [e / r for e, r in zip(estimated, real, strict=True) if r]
        print(
            f"token estimate / real for the shown passages: median {med(ratio):.2f}, "
            f"min {min(ratio):.2f}, max {max(ratio):.2f}"
        )
        print(f"preview + compression: median {med(seconds) * 1000:.0f} ms (shared machine)")
        library.close()


if __name__ == "__main__":
    main()
