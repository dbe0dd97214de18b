"""``tutorapp pack export | import | show``: library packs in a terminal."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TextIO

from tutorapp.cli_render import IngestPrinter
from tutorapp.core.events import IngestEvent, IngestFinished
from tutorapp.core.library import Library
from tutorapp.core.pack.events import (
    PackBookDone,
    PackFinished,
    PackOpened,
    PackOutcome,
    PackProgress,
    PackStage,
)
from tutorapp.core.pack.export import export_pack
from tutorapp.core.pack.importer import import_pack
from tutorapp.core.pack.manifest import Manifest
from tutorapp.core.pack.reader import PackReader

EXIT_OK, EXIT_FAILED, EXIT_INTERRUPTED = 0, 1, 130

_STAGES = {
    PackStage.WRITING: "writing",
    PackStage.CHECKING: "checking",
    PackStage.COPYING: "copying the PDF of",
    PackStage.STORING: "storing passages",
}
_MARKS = {
    PackOutcome.EXPORTED: "✓",
    PackOutcome.ADDED: "+ added",
    PackOutcome.REPLACED: "↻ replaced",
    PackOutcome.UNCHANGED: "= unchanged",
}


def add_pack_commands(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:  # type: ignore[type-arg]
    pack = sub.add_parser(
        "pack", parents=[common], help="copy indexed books to other laptops (library packs)"
    )
    actions = pack.add_subparsers(dest="pack_command", metavar="ACTION", required=True)
    export = actions.add_parser("export", parents=[common], help="write books to a pack file")
    export.add_argument("file", type=Path, metavar="FILE", help="the pack to write (.tutorpack)")
    export.add_argument(
        "--book",
        dest="books",
        action="append",
        default=[],
        metavar="ID",
        help="only this book (repeat for more; default: all)",
    )
    importing = actions.add_parser("import", parents=[common], help="add the books of a pack")
    importing.add_argument("file", type=Path, metavar="FILE")
    importing.add_argument(
        "--reindex",
        action="store_true",
        help="re-index the PDFs inside on this computer (for a pack from another search model)",
    )
    show = actions.add_parser("show", parents=[common], help="list a pack's books and check it")
    show.add_argument("file", type=Path, metavar="FILE")
    show.add_argument("--json", action="store_true", help="the manifest as JSON")


def run_pack(library: Library, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if args.pack_command == "export":
        printer = PackPrinter(out)
        for exported in export_pack(library, args.file, args.books):
            printer.show(exported)
        return EXIT_OK
    if args.pack_command == "import":
        printer = PackPrinter(out)
        try:
            for event in import_pack(library, args.file, reindex=args.reindex):
                printer.show(event)
        except KeyboardInterrupt:
            printer.end_status()
            message = (
                "Stopped. Books already re-indexed are kept; run the same command again to finish."
                if args.reindex
                else "Stopped: nothing was imported."
            )
            print(message, file=err)
            return EXIT_INTERRUPTED
        return EXIT_FAILED if printer.failed else EXIT_OK
    return _show(args.file, args.json, out)


def _show(path: Path, as_json: bool, out: TextIO) -> int:
    with PackReader(path) as pack:
        for _ in pack.verify():
            pass
        manifest = pack.manifest
    if as_json:
        json.dump(manifest.to_json(), out, ensure_ascii=False, indent=2)
        out.write("\n")
        return EXIT_OK
    print(describe(manifest, path.name), file=out)
    for book in manifest.books:
        counts = f"{book.pages} pages · {book.chunks} passages"
        print(f"  {book.id}: {book.label} · {counts} · {book.source_file}", file=out)
    print("Every file matches its checksum.", file=out)
    return EXIT_OK


def describe(manifest: Manifest, name: str) -> str:
    """``books.tutorpack: 13 books, 17.8 MB, made 2026-11-24 by TutorApp 0.1.0 (…)``."""
    made = manifest.created_at.replace("T", " ")[:16]
    return (
        f"{name}: {len(manifest.books)} book(s), {megabytes(manifest.size)}, made {made} UTC by "
        f"TutorApp {manifest.app_version} (search model {manifest.embedder.id})."
    )


def megabytes(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


class PackPrinter:
    """Prints pack (and, for ``--reindex``, ingest) events; progress in place on a terminal."""

    def __init__(self, out: TextIO) -> None:
        self._out = out
        self._tty = out.isatty()
        self._open = False
        self._ingest = IngestPrinter(out)
        self.failed = False

    def show(self, event: object) -> None:
        match event:
            case PackOpened(manifest=None, books=books, path=path):
                self._line(f"Exporting {books} book(s) to {path}…")
            case PackOpened(manifest=Manifest() as manifest, path=path):
                self._line(describe(manifest, Path(path).name))
            case PackProgress(stage=stage, done=done, total=total, book_id=book_id):
                share = f"{100 * done // total}%" if total else ""
                self._status(f"  {_STAGES[stage]} {book_id or ''} {share}".rstrip())
            case PackBookDone(book_id=book_id, label=label, outcome=outcome, replaced_id=other):
                note = f" (it was here as {other})" if other else ""
                self._line(f"  {_MARKS[outcome]} {book_id}: {label}{note}")
            case PackFinished() as done:
                self._line(_summary(done))
            case IngestFinished(failed=failed) as finished:
                self.failed = failed > 0
                self._ingest.show(finished)
            case _ if isinstance(event, IngestEvent):
                self.end_status()
                self._ingest.show(event)

    def end_status(self) -> None:
        if self._open:
            self._out.write("\r\x1b[2K")
            self._out.flush()
            self._open = False

    def _status(self, text: str) -> None:
        if self._tty:
            self._out.write("\r\x1b[2K" + text[:160])
            self._out.flush()
            self._open = True

    def _line(self, text: str) -> None:
        self.end_status()
        print(text, file=self._out, flush=True)


def _summary(done: PackFinished) -> str:
    seconds = f"{done.seconds:.1f} s"
    if done.exported:
        return (
            f"Done in {seconds}: {done.exported} book(s), {megabytes(done.size_bytes)} in "
            f"{done.path}.\nOn each laptop: File → Import books…, or "
            f"`tutorapp pack import {Path(done.path).name}`."
        )
    return (
        f"Done in {seconds}: {done.added} added, {done.replaced} replaced, "
        f"{done.unchanged} already here."
    )
