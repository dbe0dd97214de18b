"""The BM25 lexical index (bm25s) over every passage of the visible books.

It is derived data: rebuilt from the catalog's passage texts whenever the set of visible book
versions changes, saved under ``<library>/lexical/<stamp>/`` with a ``CURRENT`` pointer
written atomically, so a crash mid-save leaves the previous index in use. A reader whose
stamp does not match the catalog rebuilds in memory instead of trusting a stale file.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import shutil
import unicodedata
from collections.abc import Collection, Iterable, Sequence
from pathlib import Path

import numpy as np

from tutorapp.core.ingest.tables import ROW_SOURCE, SENTENCE_END

log = logging.getLogger(__name__)

_TOKEN = re.compile(r"[0-9a-z\u0900-\u097f]+")
_STOPWORDS = frozenset(
    """a an and are as at be been being but by can could did do does for from had has have
    how i if in into is it its may me more most my no not of on or our s should so such than
    that the their them then there these they this those to was we were what when where which
    while who whom why will with would you your also about explain tell define give
    """.split()
)
#: Hindi function and question words: no evidence that a passage is about the question.
HINDI_STOPWORDS = frozenset(
    """का की के है हैं में से को और क्या कितना कितनी कितने कैसे कैसा कैसी होता होती होते
    किस किसे किसने किन कौन एक पर ने यह वह ये वे तो भी इस उस इन उन हो था थी थे लिए साथ
    जो कि या नहीं जाता जाती जाते कहाँ कहां कहते क्यों कब बताइए बताओ समझाइए द्वारा अपने
    हम हमें आप तथा एवं अथवा""".split()
)
_JOINERS = re.compile("[\u200c\u200d]")
#: Part of every stamp. Bump it when the passages under the same book keys change (chunker
#: version 2, passage kinds: a rebuild reuses keys like "jesc111@1" with other passages under
#: the same ids, and a stale index was loaded — "state ohm's law" scored 0 on its page).
#: 4: a table's column labels are indexed once per passage (``indexed_text``).
_INDEX_VERSION = "4"
# a cell's column label in a table row as the ingest writes it ("Position of the image: …")
_CELL_LABEL = re.compile(r"(^|;\s)([^:;.!?]{1,40}):\s")


def indexed_text(text: str) -> str:
    """What the index reads of a passage: a table's column labels (and the table a row is
    from) once, as the table prints them, not again on every row (``ingest.tables`` writes
    a row as "Position of the object: …; Position of the image: …; Nature of the image: …").
    Repeated on each row, their "image" put the concave mirror's table above the page that
    answers "why does a concave lens always form a real image?"."""
    seen: set[str] = set()

    def once(match: re.Match[str]) -> str:
        label = " ".join(match.group(2).lower().split())
        if label in seen:
            return match.group(1)
        seen.add(label)
        return match.group(0)

    def once_source(match: re.Match[str]) -> str:
        key = " ".join(match.group(0).lower().split())
        if key in seen:
            return ""
        seen.add(key)
        return match.group(0)

    sentences = []
    for sentence in SENTENCE_END.split(text):
        if "; " in sentence and len(_CELL_LABEL.findall(sentence)) >= 2:
            sentences.append(ROW_SOURCE.sub(once_source, _CELL_LABEL.sub(once, sentence)))
        else:
            sentences.append(sentence)
    return " ".join(sentences)


def tokenize(text: str) -> list[str]:
    """Lower-cased word tokens with English and Hindi stopwords removed, English plurals
    folded, and Hindi spelling variants folded (nukta dropped, candrabindu as anusvara)."""
    text = unicodedata.normalize("NFKC", _JOINERS.sub("", text)).lower()
    tokens = []
    for token in _TOKEN.findall(text):
        if token in _STOPWORDS or token in HINDI_STOPWORDS:
            continue
        if len(token) == 1 and not token.isdigit():
            continue
        tokens.append(_fold(token))
    return tokens


def _fold(token: str) -> str:
    if not token.isascii():
        return token.replace("\u093c", "").replace("\u0901", "\u0902")
    if len(token) <= 3 or token.isdigit():
        return token
    if token.endswith("ies") and len(token) > 4:
        return token[:-3] + "y"
    if token.endswith("s") and not token.endswith(("ss", "us", "is")):
        return token[:-1]
    return token


#: At most how many passages hold a word ``LexicalIndex.rare_holders`` reads as a name.
RARE_HOLDERS = 2
#: The fewest letters of such a word (a short one is more often a typo: "rite", "wat").
RARE_LETTERS = 5


def stamp_for(doc_keys: Iterable[str]) -> str:
    """Identifies a set of book versions; the index is valid only for the set it was built on."""
    joined = "\n".join(sorted(doc_keys)) + f"\nv{_INDEX_VERSION}"
    return hashlib.sha256(joined.encode()).hexdigest()[:16]


class LexicalIndex:
    """BM25 over passages (ids ``"<doc_key>#<n>"``)."""

    def __init__(self, stamp: str, ids: Sequence[str], retriever: object | None) -> None:
        self.stamp = stamp
        self.ids = list(ids)
        self._retriever = retriever
        keys = [i.rsplit("#", 1)[0] for i in self.ids]
        self._key_codes = {key: code for code, key in enumerate(dict.fromkeys(keys))}
        self._row_codes = np.array([self._key_codes[k] for k in keys], dtype=np.int32)

    @classmethod
    def build(cls, stamp: str, passages: Iterable[tuple[str, str]]) -> LexicalIndex:
        import bm25s  # noqa: PLC0415

        ids: list[str] = []
        corpus: list[list[str]] = []
        for chunk_id, text in passages:
            ids.append(chunk_id)
            corpus.append(tokenize(indexed_text(text)))
        if not ids:
            return cls(stamp, [], None)
        retriever = bm25s.BM25()
        retriever.index(corpus, show_progress=False)
        return cls(stamp, ids, retriever)

    def scores(self, query: str, doc_keys: Collection[str]) -> dict[str, float]:
        """Positive BM25 scores of the passages of the given book versions, by passage id."""
        if self._retriever is None or not doc_keys:
            return {}
        vocab: dict[str, int] = self._retriever.vocab_dict  # type: ignore[attr-defined]
        tokens = [t for t in tokenize(query) if t in vocab]
        if not tokens:
            return {}
        codes = [self._key_codes[k] for k in doc_keys if k in self._key_codes]
        mask = None
        if len(codes) < len(self._key_codes):  # no mask at all when every book is searched
            mask = np.isin(self._row_codes, codes).astype(np.float32)
        scores = self._retriever.get_scores(tokens, weight_mask=mask)  # type: ignore[attr-defined]
        scores = np.asarray(scores, dtype=np.float32)
        return {self.ids[i]: float(scores[i]) for i in np.flatnonzero(scores > 0)}

    def rare_holders(self, query: str, doc_keys: Collection[str]) -> dict[str, float]:
        """The passages of the given book versions that hold a word of ``query`` no more than
        ``RARE_HOLDERS`` of them hold (a name: "Liber embadorum"), each with its BM25 score
        for the query; {} when the query has no such word. Reciprocal-rank fusion gives a
        passage that BM25 alone ranks first no more than one vote: with a dense ranking that
        never reaches it, "Who wrote 'Liber embadorum' …?" searched the print-culture chapter's
        "wrote … published" passages and missed the one book that names it (heldout68
        ft68-11). ``Library.search`` ranks these passages as a third list."""
        if self._retriever is None or not doc_keys:
            return {}
        held: set[str] = set()
        for token in dict.fromkeys(tokenize(query)):
            if len(token) < RARE_LETTERS or not token.isascii() or not token.isalpha():
                continue
            holders = self.scores(token, doc_keys)
            if 0 < len(holders) <= RARE_HOLDERS:
                held |= set(holders)
        if not held:
            return {}
        scores = self.scores(query, doc_keys)
        return {chunk_id: scores.get(chunk_id, 0.0) for chunk_id in sorted(held)}

    def vocabulary(self) -> list[str]:
        """Every token of the indexed passages."""
        if self._retriever is None:
            return []
        return list(self._retriever.vocab_dict)  # type: ignore[attr-defined]

    def holds(self, words: str, doc_keys: Collection[str]) -> bool:
        """Whether a passage of the given book versions has every word of ``words``."""
        tokens = tokenize(words)
        if not tokens:
            return False
        held: set[str] | None = None
        for token in tokens:
            found = set(self.scores(token, doc_keys))
            held = found if held is None else held & found
            if not held:
                return False
        return bool(held)

    # -- persistence ---------------------------------------------------------------------

    def save(self, folder: Path) -> None:
        """Write under ``folder/<stamp>`` and switch ``folder/CURRENT`` to it atomically."""
        target = folder / self.stamp
        tmp = folder / f".{self.stamp}.{os.getpid()}.tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        (tmp / "ids.json").write_text(json.dumps(self.ids), encoding="utf-8")
        if self._retriever is not None:
            self._retriever.save(str(tmp / "bm25"), show_progress=False)  # type: ignore[attr-defined]
        shutil.rmtree(target, ignore_errors=True)
        tmp.rename(target)
        pointer = folder / ".CURRENT.tmp"
        pointer.write_text(self.stamp, encoding="utf-8")
        os.replace(pointer, folder / "CURRENT")
        for old in folder.iterdir():
            if old.is_dir() and old.name != self.stamp:
                shutil.rmtree(old, ignore_errors=True)

    @classmethod
    def load(cls, folder: Path) -> LexicalIndex | None:
        """The saved index, or None when there is none or it cannot be read."""
        if not (folder / "CURRENT").exists():
            return None
        try:
            stamp = (folder / "CURRENT").read_text(encoding="utf-8").strip()
            ids = json.loads((folder / stamp / "ids.json").read_text(encoding="utf-8"))
            retriever = None
            if ids:
                import bm25s  # noqa: PLC0415

                retriever = bm25s.BM25.load(str(folder / stamp / "bm25"))
                _check_loaded(retriever, len(ids))
            return cls(stamp, ids, retriever)
        except Exception as exc:  # damaged files: any error from json, numpy or bm25s
            log.warning("lexical index in %s unreadable (%r); it will be rebuilt", folder, exc)
            return None


def _check_loaded(retriever: object, documents: int) -> None:
    """A loaded index must fit its ids (files from different saves, or damaged ones)."""
    scores = getattr(retriever, "scores", None)
    vocab = getattr(retriever, "vocab_dict", None)
    if not isinstance(scores, dict) or not isinstance(vocab, dict):
        raise ValueError("incomplete BM25 index")
    if int(scores.get("num_docs", -1)) != documents:
        raise ValueError(f"BM25 index of {scores.get('num_docs')} passages for {documents} ids")
    if len(scores["indptr"]) != len(vocab) + 1 and len(scores["indptr"]) != len(vocab):
        raise ValueError("BM25 index does not match its vocabulary")
