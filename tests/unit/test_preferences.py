"""Preferences read back from JSON: every value is checked against its field's declared type."""

from __future__ import annotations

import json
from pathlib import Path

from tutorapp.core.preferences import Preferences, load_preferences, save_preferences


def test_round_trip(tmp_path: Path) -> None:
    prefs = Preferences(model="/m/x.gguf", preset="strict", threads=3, think_in_tags=True)
    save_preferences(tmp_path / "p.json", prefs)
    assert load_preferences(tmp_path / "p.json") == prefs


def test_values_of_the_wrong_type_fall_back_to_their_defaults(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text(
        json.dumps(
            {
                "model": 5,  # not a path
                "threads": True,  # a bool is not a thread count
                "think_in_tags": "yes",  # not a bool
                "font_size": 14.5,  # not an int
                "theme": None,  # not optional
                "mark_unsupported": True,  # fine
                "unknown": 1,  # ignored
            }
        ),
        encoding="utf-8",
    )
    assert load_preferences(path) == Preferences(mark_unsupported=True)


def test_optional_fields_take_null(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"model": None, "threads": None, "font_size": 12}), "utf-8")
    assert load_preferences(path) == Preferences(font_size=12)


def test_a_damaged_file_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text("{not json", encoding="utf-8")
    assert load_preferences(path) == Preferences()
    path.write_text("[1, 2]", encoding="utf-8")
    assert load_preferences(path) == Preferences()


def test_the_interface_language_is_kept_and_an_unknown_one_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    save_preferences(path, Preferences(language="hi"))
    assert load_preferences(path).language == "hi"
    path.write_text(json.dumps({"language": "fr", "font_size": 12}), "utf-8")
    assert load_preferences(path) == Preferences(font_size=12)  # not chosen: follows the computer
    assert Preferences().language is None
