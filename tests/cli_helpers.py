"""Helpers for the command-line tests: ``cli(...)`` runs ``tutorapp`` in-process and returns
(exit code, stdout, stderr); ``fast_embedder`` patches the hashing embedder into the app's
graph (import it into a test module to apply it to every test there); ``WATER_PAGES`` is a
three-page chapter about the water cycle."""

from __future__ import annotations

import io

import pytest

from tests.doubles import HashingEmbedder
from tutorapp import app
from tutorapp.cli import run

WATER_PAGES = [
    "Evaporation turns liquid water into water vapour when the sun heats the sea.",
    "Condensation forms clouds. Tiny droplets join together around dust in the cold air.",
    "Precipitation brings water back to the ground as rain, snow or hail from the clouds.",
]


@pytest.fixture(autouse=True)
def fast_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app, "default_embedder", HashingEmbedder)


def cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(args), out=out, err=err)
    return code, out.getvalue(), err.getvalue()
