"""``tutorapp serve``: the teacher's machine answers the class (see ``tutorapp.lab``)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from tutorapp.core.errors import TutorError
from tutorapp.core.remote.protocol import DEFAULT_PORT
from tutorapp.paths import Home


def add_serve_command(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:  # type: ignore[type-arg]
    serve = sub.add_parser(
        "serve",
        parents=[common],
        help="serve this library to a class: students connect with --server and --code",
        description="Serve the library in --home to the students' TutorApps (the lab server). "
        "Prints the address students enter and the class code; Ctrl-C stops it. While it "
        "runs, books cannot be added, removed or edited.",
    )
    serve.add_argument(
        "--host",
        metavar="ADDR",
        help="where students connect: 'lan' (this machine's school-network address) or an "
        "address such as 192.168.1.20 (default: only this machine)",
    )
    serve.add_argument(
        "--port", type=int, default=DEFAULT_PORT, metavar="PORT", help=f"({DEFAULT_PORT})"
    )
    serve.add_argument(
        "--code",
        dest="serve_code",
        metavar="CODE",
        help="the class code students enter (default: a new random one, like ABCD-2345)",
    )
    serve.add_argument(
        "--slots", type=int, metavar="N", help="answers at the same time (default: one per core)"
    )
    serve.add_argument("--threads", type=int, metavar="N", help="threads per answer")
    serve.add_argument("--model", type=Path, metavar="PATH", help="a .gguf chat model")


def run_serve(args: argparse.Namespace, home: Home, out: TextIO) -> int:
    from tutorapp.app import known_embedders  # noqa: PLC0415 - the composition root
    from tutorapp.core.generation.engine import default_model_path  # noqa: PLC0415
    from tutorapp.core.library import library_identity  # noqa: PLC0415
    from tutorapp.lab.serve import ServeOptions, serve  # noqa: PLC0415 - the server only

    if getattr(args, "server", None):
        raise TutorError(
            "`tutorapp serve` runs the lab server on this machine; --server is for the "
            "students' TutorApps. Leave it out."
        )
    if not 1 <= args.port <= 65535:
        raise TutorError("--port must be a number from 1 to 65535.")
    if args.threads is not None and not 1 <= args.threads <= 64:
        raise TutorError("--threads must be between 1 and 64.")
    options = ServeOptions(
        model=args.model or default_model_path(),
        host=args.host,
        port=args.port,
        code=args.serve_code or getattr(args, "code", None),
        slots=args.slots,
        threads=args.threads,
        accepted=[library_identity(e) for e in known_embedders()],
    )
    return serve(home, options, out)
