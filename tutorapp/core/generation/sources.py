"""Choosing the passages the model sees, and which of them an answer drew on.

Overlapping chunks of one page repeat sentences; showing both wastes the small model's
context (and prefill time, the main cost on a laptop), so near-duplicates are skipped and
the total is capped. Citations come from the ``[n]`` markers the model wrote when they
point at real sources; otherwise from word overlap between the answer and each source.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.types import Hit, Source
from tutorapp.core.validation.split import MARKER, marker_numbers


def _overlap(a: set[str], b: set[str]) -> float:
    return len(a & b) / max(1, min(len(a), len(b)))


#: A passage's last words, a heading whose text is all in the next passage.
_OPEN_HEADING = re.compile(r"\b(?:Activity|ACTIVITY|Example|EXAMPLE)\s+\d+(?:\.\d+)?\s*$")


def follow_on(hits: Sequence[Hit], leaders: int = 2) -> list[Hit]:
    """``hits`` with the passage that directly follows each of the ``leaders`` best moved up
    next to it, when search found that passage too. Books break text at page ends: "You
    already know the laws of reflection." ends one page, "Let us recall these laws – (i)…"
    starts the next, and the second ranks lower although it holds the answer. A passage that
    ends on an activity's or example's heading ("… through each resistor. Activity 11.4")
    leads wherever it ranks: its steps are all in the next."""
    ordered = list(hits)
    opening = [h for h in ordered[leaders:] if _OPEN_HEADING.search(h.chunk.text)]
    for leader in [*ordered[:leaders], *opening]:
        chunk = leader.chunk
        below = ordered[ordered.index(leader) + 1 :]
        follower = next(
            (
                h
                for h in below
                if h.chunk.book_id == chunk.book_id and h.chunk.ordinal == chunk.ordinal + 1
            ),
            None,
        )
        if follower is None:
            continue
        ordered.remove(follower)
        ordered.insert(ordered.index(leader) + 1, follower)
    return ordered


def _opens(heading: Hit, hit: Hit) -> bool:
    """``hit`` is the passage after ``heading``, which ends on the heading of its text."""
    return (
        hit.chunk.book_id == heading.chunk.book_id
        and hit.chunk.ordinal == heading.chunk.ordinal + 1
        and _OPEN_HEADING.search(heading.chunk.text) is not None
    )


def select_sources(hits: Sequence[Hit], max_sources: int = 4, max_words: int = 520) -> list[Source]:
    """The best hits (each leader followed by the passage after it, when found), skipping
    near-duplicates, within a word budget (at least one). A passage that ends on a heading
    and the passage after it, which holds its text, count as one."""
    chosen: list[Hit] = []
    seen: list[set[str]] = []
    words = 0
    counted = 0
    for hit in follow_on(hits):
        tokens = set(tokenize(hit.chunk.text))
        if any(_overlap(tokens, other) > 0.6 for other in seen):
            continue
        size = len(hit.chunk.text.split())
        if chosen and words + size > max_words:
            continue
        continues = bool(chosen) and _opens(chosen[-1], hit)
        if counted == max_sources and not continues:
            break
        chosen.append(hit)
        seen.append(tokens)
        words += size
        counted += 0 if continues else 1
    return [Source(n, hit) for n, hit in enumerate(chosen, start=1)]


def cited_numbers(answer: str, sources: Sequence[Source]) -> list[int]:
    """Source numbers the answer cites with ``[n]`` markers that exist, in order of use."""
    valid = {s.n for s in sources}
    found = marker_numbers(answer)
    return list(dict.fromkeys(n for n in found if n in valid))


def strip_markers(answer: str, sources: Sequence[Source]) -> str:
    """Remove ``[n]`` markers that point at no source (they would mislead the reader)."""
    valid = {s.n for s in sources}

    def keep(match: re.Match[str]) -> str:
        numbers = [n for n in marker_numbers(match.group(0)) if n in valid]
        return " " + "".join(f"[{n}]" for n in dict.fromkeys(numbers)) if numbers else ""

    kept = re.sub(r"\s+([.,;])", r"\1", MARKER.sub(keep, answer))
    return re.sub(r"[\s,;]+(?=[.!?]\s*$)", "", re.sub(r"(?<=[.!?]),+", "", kept)).strip()


def assign_citations(answer: str, sources: Sequence[Source], limit: int = 3) -> list[Source]:
    """The sources an answer drew on: its valid markers, else the best word overlaps."""
    by_n = {s.n: s for s in sources}
    marked = cited_numbers(answer, sources)
    if marked:
        return [by_n[n] for n in marked]
    words = set(tokenize(answer))
    if not words or not sources:
        return []
    scored = sorted(
        ((len(words & set(tokenize(s.text))) / len(words), s) for s in sources),
        key=lambda item: (-item[0], item[1].n),
    )
    best = [s for score, s in scored if score >= 0.3][:limit]
    return best or [scored[0][1]]


def quote_for(passage: str, answer: str) -> str:
    """The sentence of ``passage`` that shares the most words with ``answer``: what the viewer
    highlights when a student opens the citation (a passage is several sentences; the answer
    usually drew on one). The whole passage when nothing is shared."""
    words = set(tokenize(answer))
    best, best_score = passage, 0.0
    for sentence in split_sentences(passage):
        own = set(tokenize(sentence))
        score = len(words & own) / max(1, len(own)) ** 0.5  # long sentences share more by chance
        if score > best_score:
            best, best_score = sentence, score
    return best
