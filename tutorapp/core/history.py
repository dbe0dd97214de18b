"""Questions and their answers, kept across restarts (SQLite in the home folder).

Only ``AnswerResult`` is stored (as its ``ask --json`` shape) — it has no reasoning field, so
reasoning cannot reach disk through here — and read back with ``AnswerResult.from_json``.
Whoever consumes a ``Finished`` event records it (the window, ``tutorapp ask``); one thread
owns a ``History`` (its SQLite connection is not shared).
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from tutorapp.core.results import AnswerResult, Status

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
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(path, timeout=30, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript(_SCHEMA)

    def add(self, result: AnswerResult) -> int:
        row = (
            time.time(),
            result.question,
            result.status.value,
            json.dumps(result.to_json(), ensure_ascii=False),
        )
        cursor = self._db.execute(
            "INSERT INTO history(asked_at, question, status, result_json) VALUES (?, ?, ?, ?)", row
        )
        return int(cursor.lastrowid or 0)

    def entries(self, limit: int = 200) -> list[HistoryEntry]:
        rows = self._db.execute(
            "SELECT id, asked_at, question, status, result_json FROM history "
            "ORDER BY id DESC LIMIT ?",
            (limit,),
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
