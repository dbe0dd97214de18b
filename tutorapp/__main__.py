"""Entry point: ``python -m tutorapp`` and the ``tutorapp`` console script."""

from __future__ import annotations

import multiprocessing
import sys


def main() -> None:
    multiprocessing.freeze_support()  # first: the frozen app re-enters here for child processes
    from tutorapp.cli import run  # noqa: PLC0415 - after freeze_support, by design

    sys.exit(run(sys.argv[1:]))


if __name__ == "__main__":
    main()
