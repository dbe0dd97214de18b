"""Per-laptop question files (``report --export``) and merging them (``report --merge``).

A file holds this laptop's questions — wording, time, outcome, nearest chapter — and nothing
else: no answers, no passages, no reasoning. Each laptop has a random id (kept in
``<home>/laptop-id``) so merging the same file twice, or two exports of one laptop, counts
every question once.

    {"format": "tutorapp-questions", "format_version": 1, "app_version": "0.1.0",
     "exported_at": "2026-11-24T10:00:00+00:00", "laptop": {"id": "…", "name": "lab-pc-07"},
     "questions": [{"entry": 12, "asked_at": 1795470000.5, "question": "…",
                    "status": "refused_low_confidence", "chapter": {…} or null}]}
"""

from __future__ import annotations

import json
import os
import socket
import uuid
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path

from tutorapp import __version__
from tutorapp.core.errors import ReportError
from tutorapp.core.report.build import QuestionRecord
from tutorapp.core.results import Status
from tutorapp.core.types import ChapterRef

FORMAT = "tutorapp-questions"
FORMAT_VERSION = 1
LAPTOP_ID_FILE = "laptop-id"


def laptop_id(home: Path) -> str:
    """This data folder's random id (created on first use)."""
    path = home / LAPTOP_ID_FILE
    try:
        existing = path.read_text(encoding="utf-8").strip()
    except OSError:
        existing = ""
    if existing:
        return existing
    new = uuid.uuid4().hex
    temp = path.with_name(f".{LAPTOP_ID_FILE}.{os.getpid()}.tmp")
    try:
        temp.write_text(new + "\n", encoding="utf-8")
        os.replace(temp, path)
    except OSError as exc:
        raise ReportError(
            f"The data folder {home} cannot be written ({exc.strerror or exc}), so this "
            "computer's questions cannot be labelled for the teacher. Check its permissions."
        ) from exc
    return new


def write_questions(records: Sequence[QuestionRecord], path: Path, laptop: str) -> None:
    """Write this laptop's ``records`` to ``path`` (atomically)."""
    data = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "laptop": {"id": laptop, "name": socket.gethostname()},
        "questions": [
            {
                "entry": r.entry,
                "asked_at": r.asked_at,
                "question": r.question,
                "status": r.status.value,
                "chapter": None if r.chapter is None else r.chapter.to_json(),
            }
            for r in records
        ],
    }
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        temp.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(temp, path)
    except OSError as exc:
        temp.unlink(missing_ok=True)
        raise ReportError(
            f"The questions could not be written to {path} ({exc.strerror or exc}). "
            "Choose another place."
        ) from exc


def read_questions(path: Path) -> list[QuestionRecord]:
    """The questions in one laptop's file; ``ReportError`` (one line) for anything else."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ReportError(f"{path}: no such file. Check the path.") from None
    except (OSError, UnicodeDecodeError, ValueError):
        raise ReportError(_not_ours(path)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReportError(_not_ours(path))
    version = data.get("format_version")
    if not isinstance(version, int) or version > FORMAT_VERSION:
        raise ReportError(
            f"{path.name} was written by a newer TutorApp (format {version}). Update TutorApp "
            "on this computer to read it."
        )
    try:
        laptop = data["laptop"]["id"]
        if not isinstance(laptop, str) or not laptop:
            raise ValueError("no laptop id")
        return [_record(laptop, item) for item in data["questions"]]
    except (KeyError, TypeError, ValueError) as exc:
        raise ReportError(
            f"{path.name} is damaged ({exc}). Export it again on its laptop "
            "(`tutorapp report --export FILE` or Teacher → Class report)."
        ) from None


def merge(files: Iterable[Path]) -> list[QuestionRecord]:
    """Every question of every file, once (a laptop's question is known by its entry)."""
    seen: dict[tuple[str, int], QuestionRecord] = {}
    for path in files:
        for record in read_questions(path):
            seen.setdefault((record.laptop, record.entry), record)
    return list(seen.values())


def _record(laptop: str, item: object) -> QuestionRecord:
    if not isinstance(item, dict):
        raise TypeError("a question must be an object")
    entry, asked_at, question = item["entry"], item["asked_at"], item["question"]
    if not isinstance(entry, int) or not isinstance(question, str):
        raise TypeError("bad question entry")
    if not isinstance(asked_at, int | float) or isinstance(asked_at, bool):
        raise TypeError("bad time")
    chapter = item.get("chapter")
    return QuestionRecord(
        laptop=laptop,
        entry=entry,
        asked_at=float(asked_at),
        question=question,
        status=Status(item["status"]),
        chapter=None if chapter is None else ChapterRef.from_json(chapter),
    )


def _not_ours(path: Path) -> str:
    return (
        f"{path.name} is not a TutorApp question file. Make one on each laptop with "
        "`tutorapp report --export FILE` (or Teacher → Class report → Export this laptop's "
        "questions…)."
    )
