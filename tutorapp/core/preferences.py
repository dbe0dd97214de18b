"""The window's settings, kept in ``<home>/preferences.json`` (written atomically).

A damaged or hand-edited file never stops the app: unknown keys are ignored and a bad value
falls back to its default (logged at INFO).
"""

from __future__ import annotations

import json
import logging
import os
import types
import typing
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from tutorapp.core.retrieval.gate import DEFAULT_PRESET, PRESETS
from tutorapp.core.settings import AnswerSettings

log = logging.getLogger(__name__)
THEMES = ("light", "dark")
#: Interface languages (the window's own words; answers follow the question's language).
LANGUAGES = ("en", "hi")


@dataclass(frozen=True, kw_only=True)
class Preferences:
    model: str | None = None  # a .gguf path; None: the default model in models/
    preset: str = DEFAULT_PRESET
    threads: int | None = None  # None: the physical cores
    think_in_tags: bool = False
    mark_unsupported: bool = False
    font_size: int = 11
    theme: str = "light"
    #: Keep questions and answers in <home>/history.sqlite3 (the History tab, the class report).
    keep_history: bool = True
    lab_server: str | None = None  # the teacher's lab server (address); None: this laptop
    lab_code: str | None = None  # its class code
    #: The window's language ("en" or "hi"); None: not chosen yet, Hindi when the computer
    #: is set to Hindi, English otherwise.
    language: str | None = None

    def valid(self) -> Preferences:
        """The same preferences with every out-of-range value reset to its default."""
        default = Preferences()
        fixed = self
        if self.preset not in PRESETS:
            fixed = replace(fixed, preset=default.preset)
        if self.theme not in THEMES:
            fixed = replace(fixed, theme=default.theme)
        if not 8 <= self.font_size <= 28:
            fixed = replace(fixed, font_size=default.font_size)
        if self.threads is not None and not 1 <= self.threads <= 64:
            fixed = replace(fixed, threads=None)
        if self.language is not None and self.language not in LANGUAGES:
            fixed = replace(fixed, language=None)
        return fixed

    def answer_settings(self, base: AnswerSettings | None = None) -> AnswerSettings:
        return replace(
            base or AnswerSettings(),
            preset=self.preset,
            think_in_tags=self.think_in_tags,
            mark_unsupported=self.mark_unsupported,
        )


def load_preferences(path: Path) -> Preferences:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Preferences()
    except (OSError, ValueError) as exc:
        log.info("ignoring unreadable preferences %s: %s", path, exc)
        return Preferences()
    if not isinstance(raw, dict):
        return Preferences()
    kinds = typing.get_type_hints(Preferences)
    values: dict[str, object] = {}
    for name, value in raw.items():
        if name in kinds and _fits(kinds[name], value):
            values[name] = value
        elif name in kinds:
            log.info("ignoring preference %s=%r (wrong type)", name, value)
    return Preferences(**values).valid()  # type: ignore[arg-type]


def save_preferences(path: Path, prefs: Preferences) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_suffix(".json.tmp")
    temp.write_text(json.dumps(asdict(prefs), indent=2), encoding="utf-8")
    os.replace(temp, path)


def _fits(kind: object, value: object) -> bool:
    """Whether a JSON value has the field's declared type (``int`` excludes ``bool``)."""
    union = typing.get_origin(kind) in (typing.Union, types.UnionType)
    options = typing.get_args(kind) if union else (kind,)
    for option in options:
        if option is type(None) and value is None:
            return True
        if option is bool and isinstance(value, bool):
            return True
        if option is int and isinstance(value, int) and not isinstance(value, bool):
            return True
        if option in (str, float) and isinstance(value, option):
            return True
    return False
