"""Chunking: cleaned pages → passages of whole sentences sized for a small model's context.

A chunk holds the sentences that *start* on one page (so its citation is exact); a sentence
that runs over a page break stays whole and belongs to the page where it starts. Chunks are
about ``target_words`` long and repeat the last sentence or two of the previous chunk on the
same page (``overlap_words``), so an answer that straddles a boundary is still found.

A chunk holds one kind of passage (``ingest.kinds``): body text never shares a chunk with an
exercise, a puzzle or a worked example, and a heading opens the chunk of the text it heads.
A scrap too small to stand alone (a lone "Fig. 5.1", a "?" icon) joins its neighbour.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorapp.core.ingest.kinds import Block, kind_at, label_pages
from tutorapp.core.ingest.sentences import TURNS_OUT, sentence_spans
from tutorapp.core.types import BookMeta, Chunk, Page, PassageKind

#: Bump when chunks change in a way an old index cannot serve; stored with the index so old
#: libraries are re-indexed. (A boundary moved for a rare sentence, as for ``TURNS_OUT``,
#: needs no bump: an old index still answers, and gets it when a book is added again.)
#: 2: chunks hold one kind of passage (body, exercise, example…) and record it.
CHUNKER_VERSION = "2"

_TERMINAL = tuple(".?!:;।\"'”’)")


@dataclass(frozen=True)
class ChunkConfig:
    """Sizes in words. all-MiniLM-L6-v2 reads 256 word pieces (~180 English words) at most."""

    target_words: int = 130
    max_words: int = 170
    overlap_words: int = 35
    min_words: int = 4  # pages with less text than this (covers, blank pages) give no chunk
    min_run_words: int = 8  # a run of one kind shorter than this joins its neighbour


@dataclass(frozen=True)
class _Sentence:
    start: int
    end: int
    text: str
    words: int
    kind: PassageKind = PassageKind.BODY


def _page_sentences(pages: list[Page], blocks: list[list[Block]]) -> list[list[_Sentence]]:
    """Sentences per page; a sentence cut by a page break is completed from the next page."""
    result: list[list[_Sentence]] = []
    carry_from = [0] * len(pages)  # where each page's own text starts after a carried fragment
    for i, page in enumerate(pages):
        text = page.text
        spans = [(a, b) for a, b in sentence_spans(text) if a >= carry_from[i]]
        sentences = [
            _Sentence(a, b, text[a:b], len(text[a:b].split()), kind_at(blocks[i], a))
            for a, b in spans
        ]
        if sentences and i + 1 < len(pages) and _runs_on(sentences[-1].text, pages[i + 1].text):
            nxt = pages[i + 1].text
            nxt_spans = sentence_spans(nxt)
            if nxt_spans:
                a, b = nxt_spans[0]
                last = sentences[-1]
                joined = f"{last.text} {nxt[a:b]}"
                sentences[-1] = _Sentence(
                    last.start, last.end + 1 + (b - a), joined, len(joined.split()), last.kind
                )
                carry_from[i + 1] = b
        result.append(sentences)
    return result


def _runs_on(last_sentence: str, next_page: str) -> bool:
    """True when the page ends mid-sentence and the next page continues it (lowercase start)."""
    stripped = next_page.lstrip()
    return (
        not last_sentence.rstrip().endswith(_TERMINAL) and bool(stripped) and stripped[0].islower()
    )


def _split_long(sentence: _Sentence, max_words: int) -> list[_Sentence]:
    """Cut an over-long 'sentence' (a table, an unpunctuated list) at word boundaries."""
    if sentence.words <= max_words:
        return [sentence]
    words = sentence.text.split()
    parts: list[_Sentence] = []
    offset = sentence.start
    for i in range(0, len(words), max_words):
        piece = " ".join(words[i : i + max_words])
        parts.append(
            _Sentence(offset, offset + len(piece), piece, len(piece.split()), sentence.kind)
        )
        offset += len(piece) + 1
    return parts


def _group(sentences: list[_Sentence], config: ChunkConfig) -> list[list[_Sentence]]:
    groups: list[list[_Sentence]] = []
    current: list[_Sentence] = []
    words = 0
    for sentence in sentences:
        # a sentence that turns round the one before it stays with it (see ``TURNS_OUT``)
        turning = bool(TURNS_OUT.match(sentence.text.strip()))
        if current and words + sentence.words > config.target_words and not turning:
            groups.append(current)
            overlap: list[_Sentence] = []
            kept = 0
            for previous in reversed(current):
                if kept + previous.words > config.overlap_words or len(overlap) == len(current) - 1:
                    break
                overlap.insert(0, previous)
                kept += previous.words
            current, words = overlap, kept
        current.append(sentence)
        words += sentence.words
    if current:
        groups.append(current)
    return groups


def _family(kind: PassageKind) -> PassageKind:
    return PassageKind.BODY if kind.prose else kind


def _runs(sentences: list[_Sentence], min_words: int) -> list[list[_Sentence]]:
    """A page's sentences cut where the kind of passage changes; a heading opens the run of
    the text after it; runs too small to stand alone join the one before (or after) them."""
    runs: list[list[_Sentence]] = []
    heading: list[_Sentence] = []
    for sentence in sentences:
        if sentence.kind is PassageKind.HEADING:
            heading.append(sentence)
            continue
        if runs and not heading and _family(runs[-1][-1].kind) == _family(sentence.kind):
            runs[-1].append(sentence)
        else:
            runs.append([*heading, sentence])
            heading = []
    if heading:
        runs.append(heading)  # headings with no text after them on this page
    merged: list[list[_Sentence]] = []
    for run in runs:
        if merged and sum(s.words for s in run) < min_words:
            merged[-1].extend(run)
        elif merged and sum(s.words for s in merged[-1]) < min_words:
            merged[-1] = [*merged[-1], *run]
        else:
            merged.append(run)
    return merged


def _run_kind(run: list[_Sentence]) -> PassageKind:
    """The kind of a run: its main kind (by words; headings only when nothing else)."""
    words: dict[PassageKind, int] = {}
    for sentence in run:
        if sentence.kind is not PassageKind.HEADING:
            family = _family(sentence.kind)
            words[family] = words.get(family, 0) + sentence.words
    if not words:
        return PassageKind.HEADING
    kind = max(words, key=lambda k: words[k])
    if kind is PassageKind.BODY:
        defining = sum(s.words for s in run if s.kind is PassageKind.DEFINITION)
        if 3 * defining >= sum(s.words for s in run):
            return PassageKind.DEFINITION
    return kind


def chunk_pages(
    pages: list[Page], book_id: str, key: str, config: ChunkConfig | None = None
) -> list[Chunk]:
    """Chunks for a book; ids are ``f"{key}#{ordinal:05d}"`` (stable for the same text)."""
    config = config or ChunkConfig()
    chunks: list[Chunk] = []
    blocks = label_pages([page.text for page in pages])
    for page, sentences in zip(pages, _page_sentences(pages, blocks), strict=True):
        pieces = [part for s in sentences for part in _split_long(s, config.max_words)]
        if sum(p.words for p in pieces) < config.min_words:
            continue
        for run in _runs(pieces, config.min_run_words):
            for group in _group(run, config):
                text = " ".join(s.text for s in group)
                chunks.append(
                    Chunk(
                        id=f"{key}#{len(chunks):05d}",
                        book_id=book_id,
                        ordinal=len(chunks),
                        page_index=page.index,
                        printed_page=page.printed_page,
                        char_start=group[0].start,
                        char_end=group[-1].end,
                        text=text,
                        kind=_run_kind(group),
                    )
                )
    return chunks


def embedding_text(meta: BookMeta, chunk: Chunk) -> str:
    """What the embedder sees: the chapter title gives short passages their topic."""
    return f"{meta.chapter_title}: {chunk.text}" if meta.chapter_title else chunk.text
