"""Runs the real ``tutorapp`` command line in a child process with the fast hashing embedder.

``python -m tests.cli_runner ARGS…`` behaves like ``python -m tutorapp ARGS…`` (same entry
point, same exit codes) except that the library embeds with ``HashingEmbedder``, so tests and
the attack bench can run many CLI processes (and kill them) in seconds.
"""

from __future__ import annotations

from tests.doubles import HashingEmbedder
from tutorapp import __main__ as entry
from tutorapp import app

if __name__ == "__main__":
    app.default_embedder = HashingEmbedder
    entry.main()
