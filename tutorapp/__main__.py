"""Entry point: ``python -m tutorapp``, the ``tutorapp`` console script and the frozen app."""

from __future__ import annotations

import multiprocessing
import os
import sys


def _ensure_std_streams() -> None:
    """A windowed frozen build has no console: ``sys.stdout``/``stderr`` are None there."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def main() -> None:
    multiprocessing.freeze_support()  # first: the frozen app re-enters here for child processes
    _ensure_std_streams()
    if sys.argv[1:2] == ["--lab-child"]:  # a server started by `tutorapp serve` (frozen app)
        from tutorapp.lab.child import main as lab_child  # noqa: PLC0415

        lab_child(sys.argv[2:])
        return
    from tutorapp.cli import run  # noqa: PLC0415 - after freeze_support, by design

    sys.exit(run(sys.argv[1:]))


if __name__ == "__main__":
    main()
