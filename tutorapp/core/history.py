"""Questions and their answers, kept across restarts (SQLite in the home folder).

Only ``AnswerResult`` is stored — it has no reasoning field, so reasoning cannot reach disk
through here.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from tutorapp.core.results import AnswerResult, JsonValue

_SCHEMA = """
CREATE TABLE IF NOT EXISTS history(
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    asked_at REAL NOT NULL,
    question TEXT NOT NULL,
    status TEXT NOT NULL,
    result_json TEXT NOT NULL
);
"""


@dataclass(frozen=True)
class HistoryEntry:
    id: int
    asked_at: float
    question: str
    status: str
    result: dict[str, JsonValue]  # the ``ask --json`` shape


class History:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript(_SCHEMA)

    def add(self, result: AnswerResult) -> int:
        cursor = self._db.execute(
            "INSERT INTO history(asked_at, question, status, result_json) VALUES (?, ?, ?, ?)",
            (time.time(), result.question, result.status.value,
             json.dumps(result.to_json(), ensure_ascii=False)),
        )  # fmt: skip
        return int(cursor.lastrowid or 0)

    def entries(self, limit: int = 200) -> list[HistoryEntry]:
        rows = self._db.execute(
            "SELECT id, asked_at, question, status, result_json FROM history "
            "ORDER BY id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [HistoryEntry(r[0], r[1], r[2], r[3], json.loads(r[4])) for r in rows]

    def clear(self) -> None:
        self._db.execute("DELETE FROM history")
        self._db.execute("VACUUM")

    def close(self) -> None:
        self._db.close()
