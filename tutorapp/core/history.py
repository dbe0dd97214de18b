"""Questions and their answers, kept across restarts (SQLite in the home folder).

Only ``AnswerResult`` is stored (as its ``ask --json`` shape) — it has no reasoning field, so
reasoning cannot reach disk through here — and read back with ``AnswerResult.from_json``.
The textbook preview is a live aid and is not stored: the stored answer is the final one
(when the tutor's explanation did not hold up, that is the preview's sentences).
Whoever consumes a ``Finished`` event records it (the window, ``tutorapp ask``); one thread
owns a ``History`` (its SQLite connection is not shared).
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import time
from dataclasses import dataclass, replace
from pathlib import Path

from tutorapp.core.failures import disk_full, is_disk_full
from tutorapp.core.results import AnswerResult, Status

log = logging.getLogger(__name__)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS history(
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    asked_at REAL NOT NULL,
    question TEXT NOT NULL,
    status TEXT NOT NULL,
    result_json TEXT NOT NULL
);
"""


@dataclass(frozen=True, kw_only=True)
class HistoryEntry:
    id: int
    asked_at: float  # seconds since the epoch
    result: AnswerResult

    @property
    def question(self) -> str:
        return self.result.question

    @property
    def status(self) -> Status:
        return self.result.status


class History:
    def __init__(self, path: Path) -> None:
        """Open (or create) the history; a damaged file is set aside (``.damaged``) and a new
        one started, so a broken history never stops the tutor."""
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        try:
            self._db = self._open(path)
        except sqlite3.DatabaseError as exc:
            if is_disk_full(exc):
                raise disk_full(path.parent, "opening the history") from exc
            log.warning("history %s unreadable (%s): set aside, starting a new one", path, exc)
            for suffix in ("", "-wal", "-shm"):
                part = path.with_name(path.name + suffix)
                if part.exists():
                    os.replace(part, path.with_name(f"{path.name}.damaged{suffix}"))
            self._db = self._open(path)

    @staticmethod
    def _open(path: Path) -> sqlite3.Connection:
        db = sqlite3.connect(path, timeout=30, isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.executescript(_SCHEMA)
            db.execute("SELECT COUNT(*) FROM history").fetchone()
        except sqlite3.Error:
            db.close()
            raise
        return db

    def add(self, result: AnswerResult) -> int:
        """Save an answer; ``DiskFullError`` when the disk is full (the answer stands)."""
        stored = replace(result, preview=())
        row = (
            time.time(),
            result.question,
            result.status.value,
            json.dumps(stored.to_json(), ensure_ascii=False),
        )
        try:
            cursor = self._db.execute(
                "INSERT INTO history(asked_at, question, status, result_json) VALUES (?, ?, ?, ?)",
                row,
            )
        except sqlite3.Error as exc:
            if is_disk_full(exc):
                raise disk_full(self.path.parent, "saving the answer to the history") from exc
            raise
        return int(cursor.lastrowid or 0)

    def entries(self, limit: int | None = 200, since: float | None = None) -> list[HistoryEntry]:
        """The latest ``limit`` entries (all when None) asked at ``since`` or later, newest
        first."""
        rows = self._db.execute(
            "SELECT id, asked_at, question, status, result_json FROM history "
            "WHERE asked_at >= ? ORDER BY id DESC LIMIT ?",
            (since if since is not None else float("-inf"), -1 if limit is None else limit),
        ).fetchall()
        entries = []
        for entry_id, asked_at, question, status, stored in rows:
            try:
                raw = json.loads(stored)
            except ValueError:
                raw = None
            if not isinstance(raw, dict):  # a damaged row still lists its question
                raw = {"question": question, "status": status, "answer": ""}
            result = AnswerResult.from_json(raw)
            entries.append(HistoryEntry(id=entry_id, asked_at=asked_at, result=result))
        return entries

    def clear(self) -> None:
        self._db.execute("DELETE FROM history")
        self._db.execute("VACUUM")

    def close(self) -> None:
        self._db.close()
