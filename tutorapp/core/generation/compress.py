"""Query-focused compression of the passages the model reads: the sentences that matter for
this question, within a token budget, never a cut sentence.

Prefill is most of the wait on a laptop (~100 prompt tokens a second on 2 cores), so the
model is shown, of each chosen passage, only what bears on the question. Each sentence is
scored by the question's content words it holds, weighted by how rare each word is among the
passages' sentences (and, given an embedder, by its cosine with the question), with a small
bonus for a better-ranked passage and for a definition of an asked word, and a penalty for
questions, exercises and "in this chapter we shall…" lines. The best are taken first, each
with its context: the sentence before it when that one introduces it ("…these laws –") or
carries a definition or formula, the sentence after it when that one carries a definition or
formula, continues it ("Also, …", "Such APs…") or when the kept sentence is itself a
definition, formula or introduction; and the rest of a worked example's solution (into the
next passage when that is the page's continuation). Sentences keep their book order; a gap is
shown as "…". A passage with nothing kept is dropped and the rest renumbered. Sentences the
caller must keep (the textbook preview) go first.

Token counts are estimated without the model's tokenizer (``estimate_tokens``, fitted to
Qwen2.5's on the corpus: ~4 characters a token for English words, one a digit, about one a
Devanagari character).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace

import numpy as np

from tutorapp.core.generation.prompts import describe
from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.types import Source
from tutorapp.core.validation.extractive import is_prompt, stems

GAP = "…"
#: The prompt's frame around one passage: "[Source n] <description>\n<<<\n…\n>>>\n\n".
_FRAME_TOKENS = 8
_RANK_BONUS = 0.06  # the best-ranked passage's sentences over the last one's
_DEFINITION_BONUS = 0.1  # a definition holding an asked word
_PROMPT_FACTOR = 0.5  # questions, exercises, a chapter's plan

_DEFINITION = re.compile(
    r"\b(?:is|are|was|were)(?: also)? (?:called|known as|defined as|termed|named)\b"
    r"|\bis said to be\b"
    r"|\bmeans\b|\bwe call\b|\brefers? to\b|\bdenoted by\b|\bi\.\s?e\.|\bdefin"
    r"|कहलात|कहते हैं|कहा जाता|अर्थात|यानी",
    re.IGNORECASE,
)
_FORMULA = re.compile(r"[=≠≤≥∝√×÷]|\d\s*[+\-–−/^]\s*\d|\bformula\b|सूत्र", re.IGNORECASE)
_INTRODUCES = re.compile(r"[:–—-]\s*$")
_CONTINUES = re.compile(
    r"^(?:also|such|this|these|those|it|they|its|their|he|she|his|her|thus|so|hence|therefore"
    r"|that|here"
    r"|however|but|then|both|each|इस|इसे|इसी|यह|ये|वह|वे|ऐसे|ऐसी|अतः|इसलिए)\b",
    re.IGNORECASE,
)
_SOLUTION = re.compile(r"^\s*(?:example\s*\d|solution\b|उदाहरण|हल\s*[:：])", re.IGNORECASE)
_NEXT_EXAMPLE = re.compile(r"^\s*(?:example\s*\d|उदाहरण)", re.IGNORECASE)


def estimate_tokens(text: str) -> int:
    """Roughly how many tokens a Qwen2.5-style tokenizer makes of ``text``: a least-squares
    fit per kind of character over the 13 corpus chapters' sentences (within ±12 % for 80 %
    of them, English and Hindi; ``bench/compression.py`` prints the check)."""
    counts = dict.fromkeys(_TOKENS_PER_CHAR, 0)
    for ch in text:
        counts[_kind(ch)] += 1
    return math.ceil(sum(_TOKENS_PER_CHAR[k] * n for k, n in counts.items()))


_TOKENS_PER_CHAR = {
    "letter": 0.094,  # ASCII letters: English words are mostly one token
    "digit": 1.08,  # numbers are split into digits
    "space": 0.68,
    "punctuation": 0.82,
    "devanagari": 1.02,
    "joiner": 1.7,  # zero-width (non-)joiners inside Hindi words
    "other": 0.92,  # symbols, Greek, private-use glyphs of maths fonts
}


def _kind(ch: str) -> str:
    if ch.isascii():
        if ch.isalpha():
            return "letter"
        if ch.isdigit():
            return "digit"
        return "space" if ch.isspace() else "punctuation"
    code = ord(ch)
    if 0x0900 <= code <= 0x097F or 0xA8E0 <= code <= 0xA8FF:
        return "devanagari"
    return "joiner" if code in (0x200C, 0x200D) else "other"


@dataclass(frozen=True)
class _Sentence:
    source: int  # index into the sources
    position: int
    text: str
    tokens: int


def _carries_content(text: str) -> bool:
    return bool(_DEFINITION.search(text) or _FORMULA.search(text))


class _Picker:
    """Keeps sentences within the budget, paying each passage's frame once."""

    def __init__(self, rows: list[list[_Sentence]], sources: Sequence[Source], budget: int) -> None:
        self.rows = rows
        self.sources = sources
        self.kept: set[tuple[int, int]] = set()
        self.used = 0
        self.budget = budget
        self._frames = [_FRAME_TOKENS + estimate_tokens(describe(s.hit)) for s in sources]

    def cost(self, group: Sequence[_Sentence]) -> int:
        new = [s for s in group if (s.source, s.position) not in self.kept]
        opened = {j for j, _ in self.kept}
        frames = {s.source for s in new} - opened
        return sum(s.tokens + 1 for s in new) + sum(self._frames[i] for i in frames)

    def take(self, s: _Sentence, force: bool = False) -> bool:
        if (s.source, s.position) in self.kept:
            return True
        if not any(ch.isalpha() for ch in s.text):
            return False  # "2." left of a numbered list, a lone formula number
        cost = self.cost([s])
        if not force and self.used + cost > self.budget:
            return False
        self.kept.add((s.source, s.position))
        self.used += cost
        return True

    def context(self, s: _Sentence) -> list[_Sentence]:
        """The sentences that should come with ``s`` (see the module's docstring)."""
        row = self.rows[s.source]
        group: list[_Sentence] = []
        if s.position > 0 and not _SOLUTION.match(s.text):  # an example starts afresh
            before = row[s.position - 1]
            if _INTRODUCES.search(before.text) or _carries_content(before.text):
                group.append(before)
        if s.position + 1 < len(row):
            after = row[s.position + 1]
            if (
                _INTRODUCES.search(s.text)
                or _carries_content(s.text)
                or _carries_content(after.text)
                or _CONTINUES.match(after.text)
            ):
                group.append(after)
        return group

    def solution(self, s: _Sentence) -> list[_Sentence]:
        """The steps after an "Example n" / "Solution" sentence, up to the next example, into
        the next passage when it continues this one's page."""
        if not _SOLUTION.match(s.text):
            return []
        steps: list[_Sentence] = []
        source, start = s.source, s.position + 1
        while True:
            for follower in self.rows[source][start:]:
                if _NEXT_EXAMPLE.match(follower.text):
                    return steps
                steps.append(follower)
            following = self._continuation(source)
            if following is None:
                return steps
            source, start = following, 0

    def _continuation(self, index: int) -> int | None:
        chunk = self.sources[index].hit.chunk
        for j, other in enumerate(self.sources):
            c = other.hit.chunk
            if c.book_id == chunk.book_id and c.ordinal == chunk.ordinal + 1:
                return j
        return None


def compress(
    question: str,
    sources: Sequence[Source],
    budget: int,
    *,
    keep: Collection[str] = (),
    evidence: Collection[str] = (),
    embedder: Embedder | None = None,
) -> list[Source]:
    """``sources`` cut to the sentences that matter for ``question`` within ``budget``
    estimated tokens (the passages' text and their frames in the prompt), renumbered from 1.

    ``keep``: sentences (as the preview shows them, spacing aside) to keep first.
    ``evidence``: the book's sentences a correction quotes, kept before all, over the budget
    if need be (the correction cites their passage).
    ``embedder``: also rank by cosine with the question (else by words alone). When no
    sentence fits the budget, the best one is kept whole.
    """
    if budget <= 0 or not sources:
        return list(sources)
    rows = [
        [
            _Sentence(i, p, text, estimate_tokens(text))
            for p, text in enumerate(" ".join(raw.split()) for raw in split_sentences(s.text))
        ]
        for i, s in enumerate(sources)
    ]
    flat = [s for row in rows for s in row]
    picker = _Picker(rows, sources, budget)
    if not flat or picker.cost(flat) <= budget:
        return [replace(s, n=n) for n, s in enumerate(sources, start=1)]
    must = _holding(flat, evidence)
    first = [s for s in _holding(flat, keep) if s not in must]
    shown: set[str] = set()  # overlapping passages repeat sentences: show each once
    for s in must:
        picker.take(s, force=True)
        shown.add(s.text.casefold())
    ranked = _ranked(question, flat, len(sources), embedder)
    for s in [*first, *ranked]:
        if s.text.casefold() in shown or not picker.take(s):
            continue
        shown.add(s.text.casefold())
        for extra in picker.context(s):
            picker.take(extra)
        for step in picker.solution(s):  # a step too long to fit is skipped, not the rest
            picker.take(step)
        if picker.used >= budget:
            break
    if not picker.kept:  # every sentence is longer than the budget: the best one, whole
        picker.take((first or ranked)[0], force=True)
    return _assemble(sources, rows, picker.kept)


def _holding(flat: Sequence[_Sentence], texts: Collection[str]) -> list[_Sentence]:
    """The sentences that are ``texts`` (spacing and case aside), in passage order. Cells
    quoted from a table ("Copper 1.62 × 10–8 … Silver 1.60 × 10–8") are the sentence that
    holds them all, or, where the text layer cut the table's rows apart, each that holds one."""
    wanted = {" ".join(k.split()).casefold() for k in texts}
    cells = [[p.strip() for p in k.split("…")] for k in wanted if "…" in k]
    found = [
        s
        for s in flat
        if s.text.casefold() in wanted
        or any(all(p in s.text.casefold() for p in pieces) for pieces in cells)
    ]
    for pieces in cells:
        if not any(all(p in s.text.casefold() for p in pieces) for s in flat):
            found += [
                s for s in flat if s not in found and any(p in s.text.casefold() for p in pieces)
            ]
    return found


def _prompting(text: str) -> bool:
    """A question, exercise or plan — unless it introduces content it also holds ("Let us
    recall these laws – (i) The angle of incidence…") or states a worked example."""
    if _SOLUTION.match(text) or not is_prompt(text):
        return False
    lead = re.split(r"[:–—]", text, maxsplit=1)
    return len(lead) == 1 or len(lead[1].split()) < 8


def _ranked(
    question: str, flat: Sequence[_Sentence], n_sources: int, embedder: Embedder | None
) -> list[_Sentence]:
    """The sentences, most relevant to the question first."""
    asked = stems(question)
    words = [stems(s.text) for s in flat]
    frequency = Counter(w for ws in words for w in ws & asked)
    weight = {w: math.log(1 + len(flat) / (1 + frequency[w])) for w in asked}
    total = sum(weight.values()) or 1.0
    cosines = [0.0] * len(flat)
    if embedder is not None:
        vectors = embedder.embed([question, *(s.text for s in flat)])
        cosines = [float(c) for c in np.clip(vectors[1:] @ vectors[0], 0.0, 1.0)]
    scored = []
    for s, ws, cosine in zip(flat, words, cosines, strict=True):
        coverage = sum(weight[w] for w in ws & asked) / total
        score = 0.6 * cosine + 0.4 * coverage if embedder is not None else coverage
        if n_sources > 1:
            score += _RANK_BONUS * (1 - s.source / (n_sources - 1))
        if ws & asked and _DEFINITION.search(s.text):
            score += _DEFINITION_BONUS
        if _prompting(s.text):
            score *= _PROMPT_FACTOR
        scored.append((score, s))
    scored.sort(key=lambda item: (-item[0], item[1].source, item[1].position))
    return [s for _, s in scored]


def _assemble(
    sources: Sequence[Source], rows: Sequence[Sequence[_Sentence]], kept: set[tuple[int, int]]
) -> list[Source]:
    out: list[Source] = []
    for i, (source, row) in enumerate(zip(sources, rows, strict=True)):
        positions = sorted(p for (j, p) in kept if j == i)
        if not positions:
            continue
        parts: list[str] = []
        for k, p in enumerate(positions):
            if k and p != positions[k - 1] + 1:
                parts.append(GAP)
            parts.append(row[p].text)
        out.append(Source(len(out) + 1, source.hit, shown=" ".join(parts)))
    return out
