"""The passages an answer cites, and the textbook preview's sentences: self-contained records
(no live library objects) that survive the round trip through history."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutorapp.core.format import citation_label
from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.jsonfields import (
    JsonObject,
    get_int,
    get_opt_int,
    get_opt_str,
    get_str,
    get_strings,
)
from tutorapp.core.types import BookMeta, Hit, PassageKind


@dataclass(frozen=True, kw_only=True)
class Citation:
    """A passage the answer drew on, numbered as in the answer's ``[n]`` markers.

    Self-contained (no live library objects), so it survives the round trip through history.
    """

    n: int
    book_id: str
    source_path: str
    title: str
    chapter_title: str | None
    school_class: int | None
    subject: str | None
    chapter: int | None
    language: str
    page_index: int  # 0-based PDF page
    printed_page: int | None  # the number printed on the page
    text: str  # the whole passage (passages of one page cited together: all of them)
    chunk_id: str
    kind: PassageKind = PassageKind.BODY  # what the passage is (body text, exercise…)
    chunk_ids: tuple[str, ...] = ()  # every passage cited under this number (chunk_id first)

    @classmethod
    def from_hit(cls, n: int, hit: Hit) -> Citation:
        book, chunk, meta = hit.book, hit.chunk, hit.book.meta
        return cls(
            n=n,
            book_id=book.id,
            source_path=book.source_path,
            title=meta.title,
            chapter_title=meta.chapter_title,
            school_class=meta.school_class,
            subject=meta.subject,
            chapter=meta.chapter,
            language=meta.language,
            page_index=chunk.page_index,
            printed_page=chunk.printed_page,
            text=chunk.text,
            chunk_id=chunk.id,
            kind=chunk.kind,
            chunk_ids=(chunk.id,),
        )

    @classmethod
    def from_hits(cls, n: int, hits: Sequence[Hit]) -> Citation:
        """One citation for passages of one page: the first one's, with the sentences the
        others add (passages of a page overlap) and all their chunk ids."""
        first = cls.from_hit(n, hits[0])
        if len(hits) == 1:
            return first
        sentences = list(split_sentences(first.text))
        seen = {" ".join(s.split()) for s in sentences}
        for hit in hits[1:]:
            for sentence in split_sentences(hit.chunk.text):
                if " ".join(sentence.split()) not in seen:
                    seen.add(" ".join(sentence.split()))
                    sentences.append(sentence)
        ids = tuple(dict.fromkeys(h.chunk.id for h in hits))
        return replace(first, text=" ".join(sentences), chunk_ids=ids)

    @property
    def source_file(self) -> str:
        """The PDF's file name (no folder)."""
        return self.source_path.replace("\\", "/").rsplit("/", 1)[-1]

    @property
    def meta(self) -> BookMeta:
        return BookMeta(
            title=self.title,
            chapter_title=self.chapter_title,
            school_class=self.school_class,
            subject=self.subject,
            language=self.language,
            chapter=self.chapter,
        )

    @property
    def label(self) -> str:
        """``Mathematics · Class 10 · Ch 5 Arithmetic Progressions · p. 53``."""
        return citation_label(self.meta, self.printed_page, self.page_index)

    def to_json(self) -> JsonObject:
        return {
            "n": self.n,
            "book_id": self.book_id,
            "source_file": self.source_file,
            "source_path": self.source_path,
            "title": self.title,
            "class": self.school_class,
            "subject": self.subject,
            "chapter": self.chapter,
            "chapter_title": self.chapter_title,
            "language": self.language,
            "page_index": self.page_index,
            "printed_page": self.printed_page,
            "label": self.label,
            "text": self.text,
            "chunk_id": self.chunk_id,
            "chunk_ids": list(self.chunk_ids or (self.chunk_id,)),
            "kind": self.kind.value,
        }

    @classmethod
    def from_json(cls, raw: JsonObject) -> Citation:
        return cls(
            n=get_int(raw, "n"),
            book_id=get_str(raw, "book_id"),
            source_path=get_str(raw, "source_path") or get_str(raw, "source_file"),
            title=get_str(raw, "title"),
            chapter_title=get_opt_str(raw, "chapter_title"),
            school_class=get_opt_int(raw, "class"),
            subject=get_opt_str(raw, "subject"),
            chapter=get_opt_int(raw, "chapter"),
            language=get_str(raw, "language", "en"),
            page_index=get_int(raw, "page_index"),
            printed_page=get_opt_int(raw, "printed_page"),
            text=get_str(raw, "text"),
            chunk_id=get_str(raw, "chunk_id"),
            kind=PassageKind.parse(raw.get("kind")),
            chunk_ids=get_strings(raw, "chunk_ids") or ((get_str(raw, "chunk_id"),)),
        )


@dataclass(frozen=True, kw_only=True)
class PreviewSentence:
    """One sentence of the textbook preview: the book's own words, shown as soon as the
    passages are found, with the page they are printed on."""

    text: str
    book_id: str
    source_file: str
    page_index: int  # 0-based PDF page
    printed_page: int | None
    label: str  # ``Mathematics · Class 10 · Ch 5 Arithmetic Progressions · p. 53``

    @classmethod
    def from_hit(cls, text: str, hit: Hit) -> PreviewSentence:
        chunk = hit.chunk
        return cls(
            text=text,
            book_id=hit.book.id,
            source_file=hit.book.source_file,
            page_index=chunk.page_index,
            printed_page=chunk.printed_page,
            label=citation_label(hit.book.meta, chunk.printed_page, chunk.page_index),
        )

    def to_json(self) -> JsonObject:
        return {
            "text": self.text,
            "book_id": self.book_id,
            "source_file": self.source_file,
            "printed_page": self.printed_page,
            "page_index": self.page_index,
            "label": self.label,
        }

    @classmethod
    def from_json(cls, raw: JsonObject) -> PreviewSentence:
        return cls(
            text=get_str(raw, "text"),
            book_id=get_str(raw, "book_id"),
            source_file=get_str(raw, "source_file"),
            page_index=get_int(raw, "page_index"),
            printed_page=get_opt_int(raw, "printed_page"),
            label=get_str(raw, "label"),
        )
