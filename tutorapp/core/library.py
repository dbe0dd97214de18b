"""The textbook library: the catalog, the vector store and the lexical index kept in step.

Readers (``books``, ``search``) need no lock and see only books whose every passage is
stored. Writers (``ingest``, ``remove``, ``rebuild``) take the single-writer lock.

A library records what its vectors depend on (embedding model, chunker). Opened with other
ones it is ``outdated``: books are still listed, but searching or adding says so, and
``rebuild`` re-indexes every book from its PDF — the one re-index policy the CLI and the
window share.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np

from tutorapp.core.errors import (
    BookNotFoundError,
    LibraryVersionError,
    StoreDamagedError,
    TutorError,
)
from tutorapp.core.events import IngestEvent
from tutorapp.core.failures import is_disk_full
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.ingest.chunk import CHUNKER_VERSION
from tutorapp.core.ingest.indexer import Indexer
from tutorapp.core.ingest.ocr import OcrSettings
from tutorapp.core.lock import WriterLock
from tutorapp.core.pdfstore import prune
from tutorapp.core.repair import backup_catalog, check_store, finish_removals
from tutorapp.core.retrieval.balance import (
    LanguageCentroids,
    balanced,
    profile_for,
)
from tutorapp.core.retrieval.dual import DualEmbedder
from tutorapp.core.retrieval.dual_search import DualSearch, Glossed, dual_profile
from tutorapp.core.retrieval.embedder import Embedder, Vectors
from tutorapp.core.retrieval.exact import MAX_PASSAGES, ExactIndex
from tutorapp.core.retrieval.gate import is_devanagari
from tutorapp.core.retrieval.glossary import hindi_gloss, search_gloss, subject_pairs
from tutorapp.core.retrieval.lexical import LexicalIndex, stamp_for, tokenize
from tutorapp.core.retrieval.search import rank
from tutorapp.core.retrieval.store import VectorStore
from tutorapp.core.retrieval.transliterate import Bridge
from tutorapp.core.types import Book, BookMeta, Chunk, Hit, Scope

log = logging.getLogger(__name__)


def library_identity(embedder: Embedder) -> dict[str, str]:
    """What the stored vectors depend on; a library built with other values must be rebuilt."""
    return {"embedder": embedder.model_id, "dim": str(embedder.dim), "chunker": CHUNKER_VERSION}


class Library:
    """Facade over one library folder. Build it with ``app.open_library`` (or tests' doubles).

    Shared by threads: the catalog keeps a connection per thread, the embedder serialises its
    use, the store opens once under a lock.
    """

    def __init__(
        self, folder: Path, catalog: Catalog, store: VectorStore, embedder: Embedder
    ) -> None:
        self.folder = folder
        self.catalog = catalog
        self.store = store
        self.embedder = embedder
        self._lexical: LexicalIndex | None = None
        self._store_checked = False
        self._centroids: LanguageCentroids | None = None
        self._exact: ExactIndex | None = None
        self._bridge: tuple[str, Bridge, frozenset[str]] | None = None
        self.outdated: str | None = self._check_identity()

    def close(self) -> None:
        self.catalog.close()

    def _check_identity(self) -> str | None:
        """What changed since the library was built (``None``: nothing, or a new library)."""
        identity = library_identity(self.embedder)
        stored = {key: self.catalog.get_meta(key) for key in identity}
        if all(value is None for value in stored.values()):
            for key, value in identity.items():
                self.catalog.set_meta(key, value)
            return None
        changed = [f"{k}: {stored[k]} → {v}" for k, v in identity.items() if stored[k] != v]
        return ", ".join(changed) or None

    def _require_current(self) -> None:
        if self.outdated is not None:
            raise LibraryVersionError(
                f"This library was built with a different search model or chunker "
                f"({self.outdated}). Rebuild it from the original PDFs: `tutorapp library "
                "reindex`, or Rebuild in the window's library."
            )

    def writer_lock(self, purpose: str) -> WriterLock:
        return WriterLock(self.folder, purpose)

    # -- reading -------------------------------------------------------------------------

    def books(self) -> list[Book]:
        return self.catalog.ready_books()

    def book(self, book_id: str) -> Book:
        book = self.catalog.book(book_id)
        if book is None:
            known = ", ".join(b.id for b in self.books()) or "none yet"
            raise BookNotFoundError(
                f"There is no book '{book_id}' in the library (books: {known}). "
                "`tutorapp library` lists them."
            )
        return book

    def book_passages(self, book: Book) -> list[Chunk]:
        """Every passage of ``book``'s version ``book`` names, in the book's order."""
        self._require_current()
        return self.catalog.chunks_of(f"{book.id}@{book.generation}")

    def printed_pages(self, book_id: str) -> dict[int, int]:
        """The number printed on each PDF page of a book (0-based page index → number), for
        the pages where it is known; empty for a book that is not listed."""
        return {
            page.index: page.printed_page
            for page in self.catalog.pages_of(book_id)
            if page.printed_page is not None
        }

    def rare_holding(self, query: str) -> frozenset[str]:
        """The ids of the visible passages that hold a word of ``query`` few passages hold
        (``LexicalIndex.rare_holders``: a name such as "Bezbaruah")."""
        self._require_current()
        doc_keys = [f"{b.id}@{b.generation}" for b in self.books()]
        return frozenset(self.lexical_index().rare_holders(query, doc_keys))

    def search(self, query: str, k: int = 5, scope: Scope | None = None) -> list[Hit]:
        """The ``k`` passages that best match ``query`` among visible books in ``scope``."""
        self._require_current()
        every = self.books()
        books = {b.id: b for b in every if scope is None or scope.admits(b)}
        if not books or not query.strip() or k <= 0:
            return []
        self.verify_store()
        doc_keys = [f"{b.id}@{b.generation}" for b in books.values()]
        vector = self.embedder.embed_queries([query])[0]
        depth = max(4 * k, 20)
        profile = profile_for(self.embedder.model_id)
        language = "hi" if is_devanagari(query) else "en"
        languages = {b.meta.language for b in books.values()}
        # Unfiltered (fast) when every stored vector belongs to a book being searched.
        everything = len(books) == len(every) and not self.catalog.has_hidden_versions()
        gloss = ""
        vectors_of = self.store.vectors
        if isinstance(self.embedder, DualEmbedder):
            exact = self.exact_index()
            index = exact if exact is not None else self.store
            searcher = DualSearch(self.embedder, index, self.language_centroids)
            vectors_of = index.vectors
            gloss = search_gloss(query, self._names) if language == "hi" else ""
            glossed = self.embedder.english.embed_queries([gloss])[0] if gloss else None
            dense = searcher.dense(
                vector,
                language,
                list(books.values()),
                depth,
                Glossed(vector=glossed, english_first=self._english_first(query, books))
                if glossed is not None
                else None,
                everything=everything,
            )
            vector = searcher.scoring_vector(vector, language)
            profile = dual_profile(language)
        elif profile.balance_languages and len(languages) > 1:
            dense = self._balanced_dense(vector, list(books.values()), depth)
        else:
            dense = self.store.query(vector, depth, None if everything else doc_keys)
        lexical = self._lexical_scores(query, language, list(books.values()), gloss)
        rare = self.lexical_index().rare_holders(query, doc_keys)
        if rare:  # (a name few passages hold ranks them a third time: ``rare_holders``)
            lexical = [*([lexical] if isinstance(lexical, dict) else lexical), rare]
        ranked = rank(vector, dense, lexical, k, vectors_of, profile.lexical_weight)
        chunks = self.catalog.chunks_by_id([r.chunk_id for r in ranked])
        hits = []
        for result in ranked:
            found = chunks.get(result.chunk_id)
            if found is None or found[0].book_id not in books:
                continue  # the book changed between the two reads; skip the stale passage
            chunk = found[0]
            hits.append(
                Hit(
                    chunk=chunk,
                    book=books[chunk.book_id],
                    score=result.score,
                    dense_score=result.dense,
                    lexical_score=result.lexical,
                )
            )
        return hits

    def _lexical_scores(
        self, query: str, language: str, books: Sequence[Book], gloss: str
    ) -> dict[str, float] | list[dict[str, float]]:
        """BM25 scores of the passages of ``books`` for ``query``; in a dual library, each
        language's passages are also scored with the question's subject terms in that
        language (``glossary``), one map per language (ranked separately: ``search.rank``)."""
        index = self.lexical_index()
        keys: dict[str, list[str]] = {}
        for book in books:
            keys.setdefault(book.meta.language, []).append(f"{book.id}@{book.generation}")
        if not isinstance(self.embedder, DualEmbedder) or (len(keys) == 1 and not gloss):
            return index.scores(query, [k for ks in keys.values() for k in ks])
        translated = {"en": gloss} if language == "hi" else {"hi": hindi_gloss(query)}
        per_language = []
        for passage_language, doc_keys in keys.items():
            scores = index.scores(query, doc_keys)
            terms = translated.get(passage_language, "")
            for chunk_id, score in (index.scores(terms, doc_keys) if terms else {}).items():
                scores[chunk_id] = max(scores.get(chunk_id, 0.0), score)
            per_language.append(scores)
        if language == "hi":
            return {chunk_id: s for scores in per_language for chunk_id, s in scores.items()}
        return per_language

    def _names(self, word: str) -> list[str]:
        """The English books' words that sound like a Hindi word no Hindi passage uses (a
        name or a loanword: मार्टिन → martin; ``transliterate``)."""
        index = self.lexical_index()
        if self._bridge is None or self._bridge[0] != index.stamp:
            vocabulary = index.vocabulary()
            latin = Bridge.of(w for w in vocabulary if w.isascii() and w.isalpha())
            hindi = frozenset(w for w in vocabulary if not w.isascii())
            self._bridge = (index.stamp, latin, hindi)
        _, latin, hindi = self._bridge
        tokens = tokenize(word)
        if not tokens or any(token in hindi or token.isascii() for token in tokens):
            return []
        return latin.words_for(word)

    def _english_first(self, question: str, books: dict[str, Book]) -> bool:
        """A Hindi question whose subject terms the Hindi books never use (समांतर श्रेढ़ी in
        a library whose Hindi books are about food and fashion) is about the English ones
        (one unused term is not enough: आधार, रेखा are everyday words too)."""
        hindi = [f"{b.id}@{b.generation}" for b in books.values() if b.meta.language == "hi"]
        english = [f"{b.id}@{b.generation}" for b in books.values() if b.meta.language != "hi"]
        index = self.lexical_index()
        # (a term the English books do not use either says nothing of which books it is about:
        # "फ़ैड" (fad) of the fashion book, which writes "फ़ैड्स"; heldout72 fp72-19)
        pairs = subject_pairs(question)
        used = any(index.holds(en, english) for _, en in pairs)
        return used and not any(index.holds(term, hindi) for term, _ in pairs)

    def verify_store(self) -> None:
        """Once per library object: ``StoreDamagedError`` (saying what to do) when the vector
        store is damaged or misses passages of visible books — never silently weaker answers."""
        if self._store_checked:
            return
        report = check_store(self.catalog, self.store)
        if report.missing:
            raise StoreDamagedError(report.advice())
        self._store_checked = True

    def _balanced_dense(
        self, vector: Vectors, books: list[Book], depth: int
    ) -> list[tuple[str, float]]:
        """The best passages of each language, ranked on one scale (see ``balance``)."""
        keys: dict[str, list[str]] = {}
        for book in books:
            keys.setdefault(book.meta.language, []).append(f"{book.id}@{book.generation}")
        per_language = {lang: self.store.query(vector, depth, ks) for lang, ks in keys.items()}
        return balanced(per_language, self.language_centroids().pull(vector))[:depth]

    def language_centroids(self) -> LanguageCentroids:
        """Mean passage vector per language of the visible books (cached until they change)."""
        every = self.books()
        stamp = stamp_for(f"{b.id}@{b.generation}" for b in every)
        if self._centroids is not None and self._centroids.stamp == stamp:
            return self._centroids
        exact = self.exact_index()
        if exact is not None and exact.stamp == stamp:
            language = {f"{b.id}@{b.generation}": b.meta.language for b in every}
            self._centroids = LanguageCentroids(stamp, exact.centroids(language))
            return self._centroids
        ids: dict[str, list[str]] = {}
        for lang, chunk_ids in self._visible_passages(every).items():
            ids.setdefault(lang, []).extend(chunk_ids)
        self._centroids = LanguageCentroids.build(stamp, ids, self.store.vectors)
        return self._centroids

    def exact_index(self) -> ExactIndex | None:
        """The visible passages' vectors in memory for exact search (``exact``), cached until
        the visible books change; ``None`` for a library over ``MAX_PASSAGES``."""
        every = self.books()
        stamp = stamp_for(f"{b.id}@{b.generation}" for b in every)
        if self._exact is not None and self._exact.stamp == stamp:
            return self._exact
        ids = [i for chunk_ids in self._visible_passages(every).values() for i in chunk_ids]
        if len(ids) > MAX_PASSAGES:
            return None
        self._exact = ExactIndex.build(stamp, ids, self.store.vectors)
        return self._exact

    def _visible_passages(self, every: Sequence[Book]) -> dict[str, list[str]]:
        """The ready passages' ids of the visible books, by language."""
        language = {b.id: b.meta.language for b in every}
        ids: dict[str, list[str]] = {}
        for chunk_id, _ in self.catalog.ready_passages():
            book_id = chunk_id.split("@", 1)[0]
            if book_id in language:
                ids.setdefault(language[book_id], []).append(chunk_id)
        return ids

    def passages(self, chunk_ids: Sequence[str], query: str) -> list[Hit]:
        """The visible passages with these ids, in that order, as hits for ``query`` (their
        dense score is the cosine with it): what a follow-up question favours."""
        self._require_current()
        ids = list(dict.fromkeys(chunk_ids))
        books = {b.id: b for b in self.books()}
        found = self.catalog.chunks_by_id(ids)
        if not ids or not found:
            return []
        vector = self.embedder.embed_queries([query])[0]
        if isinstance(self.embedder, DualEmbedder):  # the half that scores the question
            language = "hi" if is_devanagari(query) else "en"
            vector = DualSearch.scoring(self.embedder, vector, language)
        vectors = self.store.vectors(ids)
        hits = []
        for chunk_id in ids:
            chunk, key = found.get(chunk_id, (None, ""))
            book = books.get(chunk.book_id) if chunk is not None else None
            if chunk is None or book is None or key != f"{book.id}@{book.generation}":
                continue  # the book was removed or re-indexed since
            if chunk_id not in vectors:
                continue
            dense = float(np.dot(vectors[chunk_id], vector))
            hits.append(
                Hit(chunk=chunk, book=book, score=1.0, dense_score=dense, lexical_score=0.0)
            )
        return hits

    def following(self, chunk: Chunk, count: int) -> list[Chunk]:
        """Up to ``count`` passages that come right after ``chunk`` in its book version (the
        rest of a worked example cut at a passage boundary), in order; fewer at the end."""
        return self._neighbours(chunk, range(1, count + 1))

    def preceding(self, chunk: Chunk, count: int) -> list[Chunk]:
        """Up to ``count`` passages that come right before ``chunk`` in its book version (the
        start of a worked example the chunk opens inside), nearest first."""
        return self._neighbours(chunk, range(-1, -count - 1, -1))

    def _neighbours(self, chunk: Chunk, steps: range) -> list[Chunk]:
        """The passages ``steps`` away from ``chunk`` in its book version, in that order, up
        to the first that does not exist."""
        key, _, ordinal = chunk.id.rpartition("#")
        if not key or not ordinal.isdigit():
            return []
        places = [int(ordinal) + step for step in steps if int(ordinal) + step >= 0]
        ids = [f"{key}#{place:0{len(ordinal)}d}" for place in places]
        found = self.catalog.chunks_by_id(ids) if ids else {}
        out = []
        for chunk_id in ids:
            if chunk_id not in found:
                break
            out.append(found[chunk_id][0])
        return out

    def lexical_index(self) -> LexicalIndex:
        """The BM25 index for the visible books: cached, loaded, or rebuilt in memory."""
        stamp = stamp_for(f"{b.id}@{b.generation}" for b in self.books())
        if self._lexical is not None and self._lexical.stamp == stamp:
            return self._lexical
        loaded = LexicalIndex.load(self.folder / "lexical")
        if loaded is None or loaded.stamp != stamp:
            loaded = LexicalIndex.build(stamp, self.catalog.ready_passages())
        self._lexical = loaded
        return loaded

    # -- writing -------------------------------------------------------------------------

    def ingest(
        self, paths: Sequence[Path], force: bool = False, ocr: OcrSettings | None = None
    ) -> Iterator[IngestEvent]:
        """Add or update books from PDF files and folders; see ``ingest.indexer``.

        ``force`` rebuilds books even from unchanged files (``library reindex``); ``ocr``
        says when and how garbled pages are read from their images.
        """
        self._require_current()
        indexer = Indexer(
            catalog=self.catalog, store=self.store, embedder=self.embedder, force=force, ocr=ocr
        )
        with self.writer_lock("adding books"):
            finished = yield from indexer.run(paths)
            self.save_lexical()
            backup_catalog(self.catalog, self.folder)
        yield finished

    def rebuild(self, book_ids: Sequence[str] = ()) -> Iterator[IngestEvent]:
        """Re-index books from their original PDFs (all of them when ``book_ids`` is empty).

        An outdated library (built with another embedder or chunker) is rebuilt whole: its
        vectors and passages are dropped first, so old and new vectors never mix. Every PDF
        must still be where it was added; otherwise nothing is dropped and the error names
        the missing files.
        """
        if self.outdated is None:
            books = [self.book(b) for b in book_ids] if book_ids else self.books()
            if books:
                yield from self.ingest([Path(b.source_path) for b in books], force=True)
            return
        sources = [Path(b.source_path) for b in self.catalog.ready_books()]
        missing = [str(s) for s in sources if not s.is_file()]
        if missing:
            raise TutorError(
                "The library must be rebuilt for the new search model, but these PDFs are no "
                f"longer where they were added: {', '.join(missing)}. Put them back (or "
                "remove those books), then rebuild again."
            )
        with self.writer_lock("rebuilding the library"):
            log.info("rebuilding the library (%s): %d books", self.outdated, len(sources))
            self.store.reset()
            self.catalog.clear()
            for key, value in library_identity(self.embedder).items():
                self.catalog.set_meta(key, value)
            self.outdated = None
            self._lexical = None
        yield from self.ingest(sources)

    def remove(self, book_id: str) -> Book:
        """Remove a book: hidden at once, then its vectors and rows are deleted."""
        with self.writer_lock("removing a book"):
            finish_removals(self.catalog, self.store)  # what a crash interrupted first
            book = self.book(book_id)
            self.catalog.retire(book_id)  # from here on the book is gone for readers
            try:
                finish_removals(self.catalog, self.store)
                self.save_lexical()
            except Exception as exc:
                if not is_disk_full(exc):
                    raise
                log.warning("removed %s; its vectors go with the next change: %s", book_id, exc)
            backup_catalog(self.catalog, self.folder)
            self.prune_pdfs()
            log.info("removed book %s (%s)", book_id, book.source_path)
            return book

    def update_meta(self, book_id: str, meta: BookMeta) -> Book:
        """Correct a book's class, subject or titles (the window's edit dialog)."""
        with self.writer_lock("editing a book"):
            self.book(book_id)
            self.catalog.update_meta(book_id, meta)
            backup_catalog(self.catalog, self.folder)
            return self.book(book_id)

    def prune_pdfs(self) -> None:
        """Delete PDFs imported from packs that no book version uses any more (writer only;
        not during an ingest, whose files are not in the catalog until they are read)."""
        prune(self.folder, self.catalog.source_paths())

    def save_lexical(self) -> None:
        """Rebuild and save the BM25 index if the visible books changed (writer only)."""
        index = self.lexical_index()
        current = self.folder / "lexical" / "CURRENT"
        try:
            saved = current.read_text(encoding="utf-8").strip()
        except OSError:
            saved = ""
        if saved != index.stamp:
            try:
                index.save(self.folder / "lexical")
            except OSError as exc:  # e.g. a full disk: searches rebuild it in memory
                log.warning("lexical index not saved (%s); it is rebuilt when needed", exc)
