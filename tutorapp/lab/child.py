"""Entry point of the servers ``tutorapp serve`` supervises: ``chroma`` or ``model``.

``python -m tutorapp.lab.child chroma --path DIR --host 127.0.0.1 --port N`` runs Chroma's
own server (``chroma run``, from the chromadb package); ``… model --model FILE --port N …``
runs llama-cpp-python's OpenAI-compatible server (``python -m llama_cpp.server``). The frozen
app runs the same through ``tutorapp --lab-child KIND …``.

Each child watches its standard input, a pipe from the supervisor: when the supervisor is
gone — stopped, crashed or killed — the pipe closes and the child exits at once, so a class
server never outlives its window or terminal.
"""

from __future__ import annotations

import os
import runpy
import sys
import threading
from collections.abc import Sequence

KINDS = ("chroma", "model")


def _exit_with_parent() -> None:
    def watch() -> None:
        try:
            while sys.stdin.buffer.read(1):
                pass
        except (OSError, ValueError):
            pass
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def main(argv: Sequence[str]) -> None:
    if not argv or argv[0] not in KINDS:
        sys.exit(f"usage: python -m tutorapp.lab.child {{{','.join(KINDS)}}} ARGS…")
    kind, args = argv[0], list(argv[1:])
    _exit_with_parent()
    if kind == "chroma":
        os.environ["ANONYMIZED_TELEMETRY"] = "False"
        from chromadb.cli.cli import app  # noqa: PLC0415 - only in this child

        sys.argv = ["chroma", "run", *args]
        app()
    else:
        sys.argv = ["llama_cpp.server", *args]
        runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main(sys.argv[1:])
