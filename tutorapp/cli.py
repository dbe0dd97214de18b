"""The command line: ``tutorapp ingest | library [remove|reindex] | search | ask | eval | pack |
report | serve`` over the same core as the window (``ask`` and ``eval`` are rendered by
``cli_answer``, ``pack`` by ``cli_pack``, ``report`` by ``cli_report``, ``serve`` by
``cli_serve``). With ``--server URL --code CODE`` (or ``$TUTORAPP_SERVER`` /
``$TUTORAPP_CODE``) the library and the model are the teacher's lab server's; the pipeline is
the same.

Errors a user can cause print one clear line and exit non-zero; anything else is logged
with its traceback and reported with the log file's name — never a traceback on screen.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import NoReturn, TextIO, cast

from tutorapp import __version__
from tutorapp.cli_answer import add_answer_commands, answer_settings, run_ask, run_eval
from tutorapp.cli_pack import add_pack_commands, run_pack
from tutorapp.cli_render import IngestPrinter, book_json, hit_json, print_books, print_hits
from tutorapp.cli_repair import repair_before_ingest, repair_command, warn_if_damaged
from tutorapp.cli_report import add_report_command, run_report
from tutorapp.cli_serve import add_serve_command, run_serve
from tutorapp.cli_streams import SafeStream
from tutorapp.core.errors import LabReadOnlyError, ModelMissingError, TutorError
from tutorapp.core.events import IngestEvent, IngestFinished
from tutorapp.core.failures import user_error
from tutorapp.core.library import Library
from tutorapp.core.limits import scope_problem
from tutorapp.core.textsafe import shown
from tutorapp.core.types import Scope
from tutorapp.display_check import window_problem
from tutorapp.logsetup import configure_logging
from tutorapp.paths import Home, resolve_home

log = logging.getLogger(__name__)

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_BUG, EXIT_INTERRUPTED = 0, 1, 2, 70, 130


class _Parser(argparse.ArgumentParser):
    """Usage errors in one line that says where to look, instead of the whole usage text."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: {message}. See `{self.prog} --help`.\n")


def _parser() -> argparse.ArgumentParser:
    common = _Parser(add_help=False)
    common.add_argument(
        "--home",
        metavar="DIR",
        default=argparse.SUPPRESS,
        help="data folder (default: $TUTORAPP_HOME, else your user data folder)",
    )
    lab = _Parser(add_help=False)
    lab.add_argument(
        "--server",
        metavar="URL",
        default=argparse.SUPPRESS,
        help="ask the teacher's lab server instead of this laptop (default: $TUTORAPP_SERVER)",
    )
    lab.add_argument(
        "--code",
        metavar="CODE",
        default=argparse.SUPPRESS,
        help="the lab server's class code (default: $TUTORAPP_CODE)",
    )
    client = _Parser(add_help=False, parents=[common, lab])
    parser = _Parser(
        prog="tutorapp",
        description="Offline NCERT tutor. With no command, opens the window.",
        parents=[client],
    )
    parser.add_argument("--version", action="version", version=f"tutorapp {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="drive the window once (sample chapter, two questions, a citation) and report",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    ingest = sub.add_parser("ingest", parents=[client], help="add PDF files or folders")
    ingest.add_argument("paths", nargs="+", metavar="PATH", help="PDF files or folders")

    library = sub.add_parser("library", parents=[client], help="list, remove or re-index books")
    library.add_argument("--json", action="store_true", help="machine-readable output")
    library_sub = library.add_subparsers(dest="library_command", metavar="ACTION")
    library_sub.add_parser(
        "repair",
        parents=[client],
        help="check the library and rebuild what is damaged (no PDFs needed)",
    )
    remove = library_sub.add_parser("remove", parents=[client], help="remove a book")
    remove.add_argument("book", metavar="BOOK", help="book id (see `tutorapp library`)")
    reindex = library_sub.add_parser(
        "reindex", parents=[client], help="rebuild books from their original PDFs"
    )
    reindex.add_argument("books", nargs="*", metavar="BOOK", help="book ids (default: all)")

    search = sub.add_parser("search", parents=[client], help="find passages by meaning")
    search.add_argument("query", metavar="QUERY")
    search.add_argument("-k", type=int, default=5, metavar="N", help="passages to show (5)")
    search.add_argument("--json", action="store_true", help="machine-readable output")
    search.add_argument("--class", dest="school_class", type=int, metavar="N")
    search.add_argument("--subject", metavar="S")
    search.add_argument("--book", metavar="ID")
    add_answer_commands(sub, client)
    add_pack_commands(sub, common)
    add_report_command(sub, common)
    add_serve_command(sub, common)
    return parser


def run(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run one command; returns the exit code."""
    out = cast(TextIO, SafeStream(out or sys.stdout))  # a closed pipe ends output, not the work
    err = cast(TextIO, SafeStream(err or sys.stderr))
    parser = _parser()
    args = parser.parse_args(argv)
    chosen = getattr(args, "home", None)
    if chosen is not None and not chosen.strip():
        err.write(
            "--home needs a folder (it was empty). Give one, e.g. --home ~/TutorApp, or leave "
            "--home out to use the default data folder.\n"
        )
        return EXIT_USAGE
    home = resolve_home(chosen)
    try:
        home.ensure()
        configure_logging(home.log_file)
    except OSError as exc:
        print(
            f"The data folder {home.root} cannot be used ({exc.strerror}). "
            "Choose another with --home DIR.",
            file=err,
        )
        return EXIT_FAILED
    if args.command is None:
        return _window(home, args.self_test, err)
    log.info("command: %s (home %s)", args.command, home.root)
    try:
        return _dispatch(args, home, out, err)
    except KeyboardInterrupt:
        print(
            "\nStopped. Finished books are saved; run the same command again to finish the rest.",
            file=err,
        )
        return EXIT_INTERRUPTED
    except Exception as exc:
        problem = user_error(exc, home.root, _DOING.get(args.command, "the command"))
        if problem is None:
            log.exception("unexpected error in command %s", args.command)
            print(
                f"Something went wrong inside TutorApp (a bug, not your mistake). Details were "
                f"written to {home.log_file}.",
                file=err,
            )
            return EXIT_BUG
        log.info("user-facing error: %s", problem, exc_info=problem is not exc)
        err.write(f"{shown(str(problem), None)}\n")
        return EXIT_FAILED


#: What the command was doing, for a message about a full disk.
_DOING = {
    "ingest": "adding books",
    "library": "changing the library",
    "search": "the search",
    "ask": "the answer",
    "eval": "the evaluation",
}


def _window(home: Home, self_test: bool, err: TextIO) -> int:
    from tutorapp.app import run_window  # noqa: PLC0415 - keeps the CLI free of Qt

    log.info("window (home %s)", home.root)
    problem = window_problem()  # before Qt, which would abort the process
    if problem is not None:
        log.info("no window: %s", problem)
        err.write(problem + "\n")
        return EXIT_FAILED
    try:
        return run_window(home, self_test)
    except ModelMissingError as exc:
        print(str(exc), file=err)
        return EXIT_FAILED
    except Exception:
        log.exception("unexpected error in the window")
        print(
            f"Something went wrong inside TutorApp (a bug, not your mistake). Details were "
            f"written to {home.log_file}.",
            file=err,
        )
        return EXIT_BUG


def _dispatch(args: argparse.Namespace, home: Home, out: TextIO, err: TextIO) -> int:
    from tutorapp.app import (  # noqa: PLC0415 - keeps --help fast
        build_pipeline,
        has_local_model,
        lab_target,
        open_history,
        open_lab,
        open_library,
        preferences_file,
    )
    from tutorapp.core.preferences import load_preferences  # noqa: PLC0415

    if args.command == "serve":
        return run_serve(args, home, out)
    hint = _FALLBACK_HINT if has_local_model() else ""
    lab = lab_target(getattr(args, "server", None), getattr(args, "code", None), hint)
    if lab is not None and _changes_library(args):
        raise LabReadOnlyError(
            f"With --server, the books come from the lab server at {lab.url}, and only the "
            "teacher can change them: add, remove, repair, re-index or pack books on the "
            "teacher's machine."
        )
    if args.command == "library" and args.library_command == "repair":
        return repair_command(home, out)
    if args.command in ("ask", "eval"):
        prefs = load_preferences(preferences_file(home))
        settings = answer_settings(args, prefs.answer_settings())
        pipeline = build_pipeline(home, prefs, model=args.model, settings=settings, lab=lab)
        try:
            if args.command == "ask":
                history = open_history(home) if prefs.keep_history else None
                try:
                    return run_ask(pipeline, history, args, out, err)
                finally:
                    if history is not None:
                        history.close()
            return run_eval(pipeline, args, out)
        finally:
            try:
                pipeline.close_model()
            finally:
                pipeline.close()
    if args.command == "report":
        history = open_history(home)
        try:
            return run_report(history, args, out)
        finally:
            history.close()
    library = open_lab(home, lab).library if lab is not None else open_library(home)
    try:
        if args.command == "library" and args.library_command == "reindex":
            return _reindex(library, args.books, out)
        if args.command == "library" and args.library_command == "remove":
            book = library.remove(args.book)
            print(f"Removed {book.id} ({book.source_file}).", file=out)
            return EXIT_OK
        if args.command == "ingest":
            return _ingest(library, [Path(p) for p in args.paths], out)
        if args.command == "library":
            books = library.books()
            if args.json:
                json.dump([book_json(b) for b in books], out, ensure_ascii=False, indent=2)
                out.write("\n")
            else:
                print_books(books, out, home)
            if library.outdated is not None:
                print(
                    f"These books were indexed with another search model or text splitter "
                    f"({library.outdated}); they cannot be searched until you run "
                    "`tutorapp library reindex`.",
                    file=err,
                )
                return EXIT_FAILED
            warn_if_damaged(library, err)
            return EXIT_OK
        if args.command == "pack":
            return run_pack(library, args, out, err)
        if args.command == "search":
            if args.k < 1:
                raise TutorError("-k must be at least 1.")
            scope = Scope(school_class=args.school_class, subject=args.subject, book_id=args.book)
            problem = scope_problem(scope, library.books())
            if problem is not None and library.books():
                raise TutorError(problem)
            hits = library.search(args.query, k=args.k, scope=scope)
            if args.json:
                json.dump([hit_json(h) for h in hits], out, ensure_ascii=False, indent=2)
                out.write("\n")
            else:
                print_hits(hits, out, empty_library=not library.books())
            return EXIT_OK
        raise AssertionError(args.command)  # pragma: no cover - argparse limits the choices
    finally:
        library.close()


_FALLBACK_HINT = (
    "To answer with this laptop's own model instead, run the same command without --server."
)


def _changes_library(args: argparse.Namespace) -> bool:
    return args.command in ("ingest", "pack") or (
        args.command == "library" and args.library_command in ("remove", "reindex", "repair")
    )


def _ingest(library: Library, paths: list[Path], out: TextIO, force: bool = False) -> int:
    if library.outdated is None:
        repair_before_ingest(library, out)  # a lost index must not read as "unchanged"
    return _show_ingest(library.ingest(paths, force=force), out)


def _show_ingest(events: Iterable[IngestEvent], out: TextIO) -> int:
    printer = IngestPrinter(out)
    failed = 0
    for event in events:
        printer.show(event)
        if isinstance(event, IngestFinished):
            failed = event.failed
    return EXIT_FAILED if failed else EXIT_OK


def _reindex(library: Library, book_ids: list[str], out: TextIO) -> int:
    if library.outdated is not None:
        print(
            f"The search model or text splitter changed ({library.outdated}): rebuilding the "
            "whole library from the original PDFs.",
            file=out,
        )
    elif not library.books():
        print("The library is empty: nothing to re-index.", file=out)
        return EXIT_OK
    return _show_ingest(library.rebuild(book_ids), out)
