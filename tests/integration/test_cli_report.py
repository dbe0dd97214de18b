"""``tutorapp report``: questions asked with ``tutorapp ask`` (scripted model), per chapter;
two laptops' exports merged; the setting that keeps no questions."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from tests.doubles_generation import ScriptedGenerator
from tests.integration.test_cli_ask import cli, scripted
from tutorapp.app import open_history
from tutorapp.paths import Home

__all__ = ["scripted"]  # the fixture: a library with one chapter, a scripted model

AP = "Mathematics · Class 10 · Ch 5"


def _ask_a_lesson(generator: ScriptedGenerator, *home: str) -> None:
    generator.enqueue(["It is the fixed number added to each term [1]."])
    assert cli(*home, "ask", "What is the common difference?")[0] == 0
    for question in ("Who won the FIFA world cup in 2022?", "who won the fifa world cup in 2022"):
        assert cli(*home, "ask", question)[0] == 0
    assert cli(*home, "ask", "hello")[0] == 0


def test_the_report_counts_this_laptops_questions_per_chapter(
    scripted: ScriptedGenerator,
) -> None:
    _ask_a_lesson(scripted)
    code, out, _ = cli("report")
    assert code == 0
    assert out.startswith("Class report — 3 question(s)")
    assert f"{AP}" in out and "3 question(s), 2 not answered" in out
    assert "world cup in 2022' (2×)" in out
    assert "1 greeting(s) or small talk" in out
    assert "fixed number added" not in out  # never an answer

    data = json.loads(cli("report", "--json")[1])
    [chapter] = data["chapters"]
    assert chapter["chapter"]["book_id"] == "jemh105"
    assert (chapter["asked"], chapter["answered"], chapter["not_answered"]) == (3, 1, 2)
    assert (
        chapter["unanswered"][0]["count"] == 2 and chapter["unanswered"][0]["refused_at_gate"] == 2
    )

    rows = list(csv.DictReader(io.StringIO(cli("report", "--csv")[1])))
    assert rows[0]["chapter_title"] and rows[0]["not_answered"] == "2"

    assert json.loads(cli("report", "--json", "--since", "2999-01-01")[1])["asked"] == 0
    code, _, err = cli("report", "--since", "last week")
    assert code == 1 and "give a date like" in err


def test_the_ask_json_names_the_nearest_chapter(scripted: ScriptedGenerator) -> None:
    data = json.loads(cli("ask", "Who won the FIFA world cup in 2022?", "--json")[1])
    assert data["status"] == "refused_out_of_scope"
    assert data["nearest_chapter"]["book_id"] == "jemh105"
    assert data["nearest_chapter"]["class"] == 10 and data["nearest_chapter"]["chapter"] == 5


def test_two_laptops_exported_and_merged(
    scripted: ScriptedGenerator, tmp_path: Path, isolated_home: Path
) -> None:
    _ask_a_lesson(scripted)
    other = tmp_path / "laptop-2"
    pdf = tmp_path / "pdfs" / "jemh105.pdf"
    assert cli("--home", str(other), "ingest", str(pdf))[0] == 0
    _ask_a_lesson(scripted, "--home", str(other))

    one, two = tmp_path / "one.json", tmp_path / "two.json"
    code, out, _ = cli("report", "--export", str(one))
    assert code == 0 and "Wrote 4 question(s)" in out
    assert cli("--home", str(other), "report", "--export", str(two))[0] == 0
    exported = json.loads(one.read_text(encoding="utf-8"))
    assert "answer" not in exported["questions"][0] and exported["laptop"]["id"]

    code, out, _ = cli("report", "--merge", str(one), str(two), str(one), "--json")
    merged = json.loads(out)
    assert code == 0 and merged["laptops"] == 2 and merged["asked"] == 6
    assert merged["chapters"][0]["unanswered"][0]["count"] == 4

    bad = tmp_path / "notes.json"
    bad.write_text('{"hello": 1}', encoding="utf-8")
    code, _, err = cli("report", "--merge", str(one), str(bad))
    assert code == 1 and len(err.strip().splitlines()) == 1
    assert "notes.json is not a TutorApp question file" in err


def test_questions_are_not_kept_when_the_setting_is_off(
    scripted: ScriptedGenerator, isolated_home: Path
) -> None:
    (isolated_home / "preferences.json").write_text('{"keep_history": false}', encoding="utf-8")
    _ask_a_lesson(scripted)
    history = open_history(Home(isolated_home))
    assert history.entries() == []
    history.close()
    assert cli("report")[1] == "Class report — No questions.\n"
