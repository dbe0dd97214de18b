"""Reading a pack file: its manifest, every file's checksum, a book's data and its PDF.

Anything wrong with the file — not a zip, cut short, a flipped byte, a missing or extra
member, a checksum that does not match — becomes one ``PackError`` line; zip and JSON
exceptions never escape. Every file is checked again as it is used (a USB stick can change
its mind between two reads).
"""

from __future__ import annotations

import hashlib
import logging
import os
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType

from tutorapp.core.errors import PackError
from tutorapp.core.pack.bookdata import BookRecord, data_digest, decode_book, sha256
from tutorapp.core.pack.events import PackProgress, PackStage
from tutorapp.core.pack.manifest import (
    DATA_PARTS,
    MANIFEST,
    Manifest,
    PackBook,
    Part,
    damaged,
    not_a_pack,
    parse_manifest,
)
from tutorapp.core.pdfstore import partial_path

log = logging.getLogger(__name__)

_BLOCK = 1 << 20
_ZIP_MAGIC = b"PK\x03\x04"
#: What zipfile, zlib and the file system raise for a damaged or truncated archive.
_READ_ERRORS = (
    zipfile.BadZipFile,
    zlib.error,
    EOFError,
    ValueError,
    NotImplementedError,
    RuntimeError,
    KeyError,
)


def cut_short(name: str) -> str:
    return (
        f"{name} is incomplete or damaged (it may have been cut short while copying). "
        "Nothing was imported; copy the pack again from the computer it was made on."
    )


class PackReader:
    """An open pack. Use as a context manager; the constructor reads and checks the manifest."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.name = path.name
        if not path.is_file():
            raise PackError(f"{path}: no such file. Check the path.")
        try:
            with path.open("rb") as handle:
                magic = handle.read(len(_ZIP_MAGIC))
        except OSError as exc:
            raise PackError(f"{path} cannot be read ({exc.strerror}).") from exc
        if magic != _ZIP_MAGIC:
            raise PackError(not_a_pack(self.name))
        try:
            self._zip = zipfile.ZipFile(path)
        except (*_READ_ERRORS, OSError):
            raise PackError(cut_short(self.name)) from None
        try:
            self.manifest = self._open_manifest()
        except BaseException:
            self._zip.close()
            raise

    def _open_manifest(self) -> Manifest:
        infos = {info.filename: info for info in self._zip.infolist()}
        if MANIFEST not in infos:
            raise PackError(not_a_pack(self.name))
        manifest = parse_manifest(self._read(MANIFEST), self.name)
        expected = {MANIFEST}
        for book in manifest.books:
            for part, entry in book.files.items():
                member = book.member(part)
                expected.add(member)
                info = infos.get(member)
                if info is None:
                    raise PackError(damaged(self.name, f"{member} is missing"))
                if info.file_size != entry.size:
                    raise PackError(damaged(self.name, f"{member} has the wrong size"))
        extra = sorted(set(infos) - expected)
        if extra:
            listed = ", ".join(extra[:3])
            what = f"it holds files its manifest does not list ({listed})"
            raise PackError(damaged(self.name, what))
        return manifest

    def __enter__(self) -> PackReader:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        self._zip.close()

    # -- checking --------------------------------------------------------------------------

    def verify(self) -> Iterator[PackProgress]:
        """Check every file against its sha256 (progress in bytes); raise on the first error."""
        total = self.manifest.size
        done = 0
        for book in self.manifest.books:
            for part in Part:
                digest = hashlib.sha256()
                for block in self._blocks(book.member(part)):
                    digest.update(block)
                    done += len(block)
                    yield PackProgress(
                        stage=PackStage.CHECKING, done=done, total=total, book_id=book.id
                    )
                self._expect(book, part, digest.hexdigest())
            data = data_digest({part: book.files[part].sha256 for part in DATA_PARTS})
            if data != book.data_sha256:
                what = f"the data of {book.id} does not match its checksum"
                raise PackError(damaged(self.name, what))
        yield PackProgress(stage=PackStage.CHECKING, done=total, total=total)

    def _expect(self, book: PackBook, part: Part, digest: str) -> None:
        if digest != book.files[part].sha256:
            what = f"{book.member(part)} does not match its checksum (changed or corrupted)"
            raise PackError(damaged(self.name, what))

    # -- reading ---------------------------------------------------------------------------

    def read_book(self, book: PackBook, key: str, dim: int) -> BookRecord:
        """The book's data, to be stored as version ``key`` (checked again as it is read)."""
        files = {}
        for part in DATA_PARTS:
            blob = self._read(book.member(part))
            self._expect(book, part, sha256(blob))
            files[part] = blob
        try:
            record = decode_book(files, key, dim)
        except (KeyError, TypeError, ValueError, UnicodeDecodeError) as exc:
            what = f"the data of {book.id} is malformed ({exc})"
            raise PackError(damaged(self.name, what)) from None
        if record.pdf_sha256 != book.pdf_sha256 or len(record.chunks) != book.chunks:
            raise PackError(damaged(self.name, f"the data of {book.id} contradicts the manifest"))
        return record

    def book_json(self, book: PackBook) -> bytes:
        blob = self._read(book.member(Part.BOOK))
        self._expect(book, Part.BOOK, sha256(blob))
        return blob

    def copy_pdf(self, book: PackBook, target: Path) -> Iterator[int]:
        """Write the book's PDF to ``target`` (atomically; yields bytes done). A file already
        there with the right checksum is kept."""
        if target.is_file() and _file_sha256(target) == book.pdf_sha256:
            yield book.files[Part.PDF].size
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = partial_path(target)
        digest = hashlib.sha256()
        done = 0
        try:
            with partial.open("wb") as out:
                for block in self._blocks(book.member(Part.PDF)):
                    digest.update(block)
                    out.write(block)
                    done += len(block)
                    yield done
                out.flush()
                os.fsync(out.fileno())
            self._expect(book, Part.PDF, digest.hexdigest())
            os.replace(partial, target)
        finally:
            partial.unlink(missing_ok=True)

    def _read(self, member: str) -> bytes:
        return b"".join(self._blocks(member))

    def _blocks(self, member: str) -> Iterator[bytes]:
        try:
            with self._zip.open(member) as handle:
                while block := handle.read(_BLOCK):
                    yield block
        except _READ_ERRORS as exc:
            log.info("reading %s from %s failed: %s", member, self.path, exc)
            if "CRC" in str(exc):
                what = f"{member} was changed or corrupted (its zip checksum does not match)"
                raise PackError(damaged(self.name, what)) from None
            raise PackError(cut_short(self.name)) from None
        except OSError as exc:
            raise PackError(f"{self.path} cannot be read ({exc.strerror or exc}).") from exc


def _file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(_BLOCK):
            digest.update(block)
    return digest.hexdigest()
