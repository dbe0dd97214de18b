"""A hostile-input corpus for ``tutorapp ingest``: damaged, odd, huge and tricky files.

``make_corpus(root, full=...)`` writes the files and returns a ``Corpus``: a folder of files
to add (``corpus.batch``) plus paths that must be named on the command line (``explicit``:
FIFOs, symlink loops, names too long to create…). Every item carries a unique ``token`` in
its file name, so its one line of ``ingest`` output can be found, and what a careful app
should do with it (``expect``). The fast variant (``full=False``, ~40 files, a few seconds
to write) runs in the normal suite; the full one (≥ 100 files, with byte flips of the real
NCERT chapters when ``shared/corpus`` is present) in a ``slow`` test and ``bench/attack.py``.

Everything is seeded: the same call writes the same files (except the AES-encrypted one).
"""

from __future__ import annotations

import os
import random
import shutil
import stat
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import pymupdf

from tests.pdfgen import (
    make_encrypted,
    make_image_only,
    make_ncert_like,
    zero_page_pdf_bytes,
)

#: added: a ✓ line; refused: a ✗ line; kept: ✓ or = (a copy of a file already added);
#: either: ✓ or ✗ (damaged files that may still hold some readable pages).
Expect = Literal["added", "refused", "kept", "either"]

#: Bigger than any file ingest accepts (``files.MAX_PDF_BYTES``); written sparse.
HUGE_BYTES = 5 * 1024**3


@dataclass(frozen=True)
class Hostile:
    token: str  # unique, in the file's name: its line of output contains it
    kind: str  # category (the bench table groups by it)
    path: Path
    expect: Expect
    explicit: bool  # named on the command line rather than found in the batch folder


@dataclass
class Corpus:
    root: Path
    batch: Path
    items: list[Hostile] = field(default_factory=list)

    def argv(self) -> list[str]:
        """``ingest`` arguments, relative to ``root`` (run with it as the working folder, so
        names starting with a dash stay arguments): the batch folder, then every explicit
        path."""
        explicit = [os.path.relpath(i.path, self.root) for i in self.items if i.explicit]
        return [os.path.relpath(self.batch, self.root), *explicit]

    def expected_books(self) -> int:
        return sum(i.expect == "added" for i in self.items)


# -- raw PDF building ------------------------------------------------------------------------


def raw_pdf(objects: list[bytes], *, root: int = 1, trailer_extra: bytes = b"") -> bytes:
    """A PDF from numbered object bodies (object n is ``objects[n-1]``) with a correct xref."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root %d 0 R %s>>\n" % (len(objects) + 1, root, trailer_extra)
    out += b"startxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)


def stream(data: bytes, extra: bytes = b"", *, deflate: bool = False) -> bytes:
    if deflate:
        data = zlib.compress(data)
        extra += b" /Filter /FlateDecode"
    return b"<< /Length %d %s>>\nstream\n%s\nendstream" % (len(data), extra, data)


def text_content(lines: list[str]) -> bytes:
    ops = [b"BT /F1 11 Tf 60 780 Td 14 TL"]
    ops += [b"(%s) '" % line.replace("(", "").replace(")", "").encode("latin-1") for line in lines]
    ops.append(b"ET")
    return b"\n".join(ops)


PAGE_LINES = [
    "Water evaporates from seas and rivers when the sun heats them.",
    "The vapour rises, cools and condenses into tiny droplets that form clouds.",
    "When the droplets join and grow heavy they fall back as rain, snow or hail.",
    "This never-ending movement of water is called the water cycle.",
]


def one_page_objects(resources: bytes = b"", page_extra: bytes = b"") -> list[bytes]:
    """Catalog, pages, one text page, a base-14 font and its content: objects 1-5."""
    return [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R"
        b" >> %s>> /Contents 5 0 R %s>>" % (resources, page_extra),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        stream(text_content(PAGE_LINES)),
    ]


# -- the corpus --------------------------------------------------------------------------------


class _Writer:
    def __init__(self, root: Path, seed: int) -> None:
        self.corpus = Corpus(root, root / "batch")
        self.explicit_dir = root / "explicit"
        self.scratch = root / "scratch"
        for folder in (self.corpus.batch, self.explicit_dir, self.scratch):
            folder.mkdir(parents=True, exist_ok=True)
        self.rng = random.Random(seed)
        self._n = 0

    def token(self) -> str:
        self._n += 1
        return f"h{self._n:03d}"

    def add(self, kind: str, name: str, expect: Expect, *, explicit: bool = False) -> Path:
        """Reserve ``<token>-<name>`` and record it; the caller writes the file."""
        token = self.token()
        folder = self.explicit_dir if explicit else self.corpus.batch
        path = folder / f"{token}-{name}"
        self.corpus.items.append(Hostile(token, kind, path, expect, explicit))
        return path

    def bytes_file(self, kind: str, name: str, data: bytes, expect: Expect) -> Path:
        path = self.add(kind, name, expect)
        path.write_bytes(data)
        return path


def _good(scratch: Path, code: str, n_pages: int = 6, **options: object) -> bytes:
    path = make_ncert_like(scratch / "good", code, n_pages=n_pages, **options)
    return path.read_bytes()


def _uncompressed(data: bytes) -> bytes:
    with pymupdf.open(stream=data, filetype="pdf") as doc:
        out: bytes = doc.tobytes(garbage=0, deflate=False, no_new_id=True)
    return out


def _flip(data: bytes, rng: random.Random, count: int, lo: float = 0.0, hi: float = 1.0) -> bytes:
    out = bytearray(data)
    start, end = int(len(out) * lo), max(int(len(out) * hi), int(len(out) * lo) + 1)
    for _ in range(count):
        at = rng.randrange(max(start, 9), end)  # keep "%PDF-1.x" so the header check passes
        out[at] ^= 1 << rng.randrange(8) if rng.random() < 0.5 else rng.randrange(1, 256)
    return bytes(out)


def _with_catalog_key(data: bytes, key: str, value: str) -> bytes:
    with pymupdf.open(stream=data, filetype="pdf") as doc:
        doc.xref_set_key(doc.pdf_catalog(), key, value)
        out: bytes = doc.tobytes(garbage=0, no_new_id=True)
    return out


def _with_attachment(data: bytes, payload: bytes, name: str) -> bytes:
    with pymupdf.open(stream=data, filetype="pdf") as doc:
        doc.embfile_add(name, payload, filename=name)
        out: bytes = doc.tobytes(garbage=0, no_new_id=True)
    return out


def _with_title(data: bytes, title: str) -> bytes:
    with pymupdf.open(stream=data, filetype="pdf") as doc:
        doc.set_metadata({"title": title})
        out: bytes = doc.tobytes(garbage=0, no_new_id=True)
    return out


def _many_pages(n: int) -> bytes:
    doc = pymupdf.open()
    for i in range(n):
        page = doc.new_page()
        page.insert_text((60, 80), f"Page {i + 1}. " + PAGE_LINES[i % len(PAGE_LINES)])
    out: bytes = doc.tobytes(garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return out


def _bomb(megabytes: int) -> bytes:
    """One page whose content stream inflates to ``megabytes`` MB of spaces."""
    squeeze = zlib.compressobj(9)
    block = b" " * (1 << 20)
    data = b"".join(squeeze.compress(block) for _ in range(megabytes)) + squeeze.flush()
    objects = one_page_objects()
    objects[4] = b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream" % (
        len(data),
        data,
    )
    return raw_pdf(objects)


def _nested_arrays(depth: int) -> bytes:
    deep = b"[" * depth + b"]" * depth
    return raw_pdf(one_page_objects(page_extra=b"/Deep " + deep))


def _deep_page_tree(depth: int) -> bytes:
    """Pages inside Pages ``depth`` levels deep, one text page at the bottom."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>"]
    for level in range(depth):
        number = 2 + level
        parent = b"" if level == 0 else b"/Parent %d 0 R " % (number - 1)
        objects.append(b"<< /Type /Pages %s/Kids [%d 0 R] /Count 1 >>" % (parent, number + 1))
    page = 2 + depth
    objects.append(
        b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 %d 0 R"
        b" >> >> /Contents %d 0 R >>" % (page - 1, page + 1, page + 2)
    )
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    objects.append(stream(text_content(PAGE_LINES)))
    return raw_pdf(objects)


def _page_tree_loop() -> bytes:
    """The page tree lists itself among its kids."""
    objects = one_page_objects()
    objects[1] = b"<< /Type /Pages /Kids [3 0 R 2 0 R] /Count 2 >>"
    return raw_pdf(objects)


def _xobject_recursion() -> bytes:
    """A form XObject that draws itself (and the page draws it)."""
    objects = one_page_objects(resources=b"/XObject << /X1 6 0 R >> ")
    objects[4] = stream(text_content(PAGE_LINES) + b"\n/X1 Do")
    objects.append(
        stream(
            b"/X1 Do",
            b"/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << /XObject << /X1 6 0 R"
            b" >> >> ",
        )
    )
    return raw_pdf(objects)


def _count_lie() -> bytes:
    objects = one_page_objects()
    objects[1] = b"<< /Type /Pages /Kids [3 0 R] /Count 100000000 >>"
    return raw_pdf(objects)


def _huge_mediabox() -> bytes:
    objects = one_page_objects()
    objects[2] = objects[2].replace(b"[0 0 595 842]", b"[0 0 14400000 14400000]")
    return raw_pdf(objects)


def _javascript(data: bytes) -> bytes:
    return _with_catalog_key(
        data, "OpenAction", "<< /S /JavaScript /JS (app.alert\\('Hello from the PDF'\\);) >>"
    )


def _symlink(target: str | Path, link: Path) -> None:
    link.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(target, link)


def make_corpus(
    root: Path, *, full: bool = False, seed: int = 16, real: Path | None = None
) -> Corpus:
    """Write the corpus under ``root``; ``real`` is a folder of real PDFs to damage (full)."""
    w = _Writer(root, seed)
    rng = w.rng
    batch = w.corpus.batch
    good_a = _good(w.scratch, "jesc101")
    good_b = _good(w.scratch, "jemh105", n_pages=5)
    plain = _uncompressed(good_a)

    # good files beside the bad ones: they must be added whatever happens around them
    w.bytes_file("good", "jesc101.pdf", good_a, "added")
    w.bytes_file("good", "jemh105.pdf", good_b, "added")
    w.bytes_file("duplicate", "copy-of-jesc101.pdf", good_a, "kept")

    # truncations
    cuts = [0.03, 0.25, 0.5, 0.75, 0.97]
    if full:
        cuts += [0.01, 0.1, 0.15, 0.35, 0.6, 0.85, 0.9, 0.99]
    for cut in cuts:
        w.bytes_file("truncated", f"cut-{cut:.2f}.pdf", good_a[: int(len(good_a) * cut)], "either")
    if full:
        for cut in (0.2, 0.4, 0.55, 0.7, 0.8, 0.95):
            data = good_b[: int(len(good_b) * cut)]
            w.bytes_file("truncated", f"b-cut-{cut:.2f}.pdf", data, "either")
        eof = good_a.rfind(b"startxref")
        w.bytes_file("truncated", "no-trailer.pdf", good_a[:eof], "either")
        w.bytes_file("truncated", "plain-cut-0.60.pdf", plain[: int(len(plain) * 0.6)], "either")

    # byte flips (seeded) of generated files, compressed and not
    flips = [(good_a, 1), (good_a, 16), (good_a, 256), (plain, 64)]
    if full:
        flips += [(good_a, n) for n in (2, 4, 8, 32, 64, 128, 512, 1024, 4096)]
        flips += [(plain, n) for n in (1, 8, 256, 1024)]
        flips += [(good_b, n) for n in (3, 30, 300, 5, 50, 500, 7, 70, 700)]
    for number, (data, count) in enumerate(flips):
        w.bytes_file("byte flips", f"flip{number}-{count}.pdf", _flip(data, rng, count), "either")
    if full:  # flips confined to the header, the middle and the xref
        for lo, hi in ((0.0, 0.02), (0.4, 0.6), (0.9, 1.0)):
            data = _flip(good_a, rng, 24, lo, hi)
            w.bytes_file("byte flips", f"flip-region-{lo:.1f}.pdf", data, "either")

    # zeroed ranges
    zeroed = [(0.3, 0.5)] + ([(0.0, 0.1), (0.5, 0.52), (0.8, 1.0)] if full else [])
    for lo, hi in zeroed:
        data = bytearray(good_a)
        start, end = max(int(len(data) * lo), 9), int(len(data) * hi)
        data[start:end] = bytes(end - start)
        w.bytes_file("zeroed", f"zeroed-{lo:.2f}-{hi:.2f}.pdf", bytes(data), "either")

    # real chapters, damaged (full only, when the shared corpus is present)
    if full and real is not None and real.is_dir():
        for number, source in enumerate(sorted(real.glob("*.pdf"))):
            data = source.read_bytes()
            w.bytes_file("real damaged", f"real{number}-cut.pdf", data[: len(data) // 3], "either")
            w.bytes_file("real damaged", f"real{number}-flip.pdf", _flip(data, rng, 200), "either")

    # not PDFs, empty, scanned, encrypted, zero pages
    w.bytes_file("not a pdf", "empty.pdf", b"", "refused")
    w.bytes_file("not a pdf", "notes.pdf", b"My class notes, renamed to .pdf.\n" * 40, "refused")
    w.bytes_file("not a pdf", "garbage.pdf", b"%PDF-1.7\n" + rng.randbytes(8192), "refused")
    if full:
        png = b"\x89PNG\r\n\x1a\n" + rng.randbytes(2000)
        w.bytes_file("not a pdf", "photo.pdf", png, "refused")
        w.bytes_file("not a pdf", "archive.pdf", b"PK\x03\x04" + rng.randbytes(3000), "refused")
        html = b"<html><body>%PDF-1.4 is a format</body></html>" * 10
        w.bytes_file("not a pdf", "page.pdf", html, "refused")
        w.bytes_file("not a pdf", "junk-prefix.pdf", rng.randbytes(2048) + good_a, "either")
    make_image_only(w.add("scanned", "scan.pdf", "refused"), n_pages=1, dpi=30)
    make_encrypted(w.add("encrypted", "locked.pdf", "refused"))
    if full:
        owner_only = w.add("encrypted", "owner-password-only.pdf", "added")
        make_encrypted(owner_only, user_pw="")
    w.bytes_file("zero pages", "no-pages.pdf", zero_page_pdf_bytes(), "refused")

    # huge: over the size limit (sparse, instant), an enormous title; more in full
    huge = w.add("huge", "huge.pdf", "refused")
    with huge.open("wb") as handle:
        handle.write(good_a)
        handle.truncate(HUGE_BYTES)
    title = "An extremely long title " * 21_000  # ~500,000 characters
    w.bytes_file("huge", "long-title.pdf", _with_title(good_b, title), "added")
    if full:
        w.bytes_file("huge", "many-pages.pdf", _many_pages(1500), "added")
        w.bytes_file("huge", "count-lie.pdf", _count_lie(), "either")
        w.bytes_file("huge", "mediabox.pdf", _huge_mediabox(), "either")
        w.bytes_file("huge", "bomb-300mb.pdf", _bomb(300), "either")

    # active content and attachments
    w.bytes_file("javascript", "script.pdf", _javascript(_good(w.scratch, "jess101", 3)), "added")
    attached = _with_attachment(_good(w.scratch, "jess102", 3), good_a, "inner.pdf")
    w.bytes_file("embedded files", "attachment.pdf", attached, "added")
    if full:
        exe = _with_attachment(_good(w.scratch, "jess103", 3), b"MZ" + rng.randbytes(4000), "x.exe")
        w.bytes_file("embedded files", "attached-exe.pdf", exe, "added")
        launch = _with_catalog_key(
            _good(w.scratch, "jess104", 3), "OpenAction", "<< /S /Launch /F (calc.exe) >>"
        )
        w.bytes_file("javascript", "launch-action.pdf", launch, "added")

    # deep nesting and loops in the structure
    w.bytes_file("deep nesting", "nested-arrays.pdf", _nested_arrays(50_000), "either")
    if full:
        w.bytes_file("deep nesting", "nested-arrays-1k.pdf", _nested_arrays(1_000), "either")
        w.bytes_file("deep nesting", "deep-page-tree.pdf", _deep_page_tree(400), "either")
        w.bytes_file("deep nesting", "page-tree-loop.pdf", _page_tree_loop(), "either")
        w.bytes_file("deep nesting", "xobject-loop.pdf", _xobject_recursion(), "either")

    # not regular files: FIFOs, devices, loops, folders named .pdf
    os.mkfifo(w.add("fifo", "pipe.pdf", "refused"))
    os.mkfifo(w.add("fifo", "pipe.pdf", "refused", explicit=True))
    for device in ("zero", "urandom") + (("null",) if full else ()):
        _symlink(f"/dev/{device}", w.add("device", f"{device}.pdf", "refused"))
    _symlink(f"/dev/{'zero'}", w.add("device", "zero.pdf", "refused", explicit=True))
    loop_a = w.add("symlink loop", "loop-a.pdf", "refused")
    loop_b = w.add("symlink loop", "loop-b.pdf", "refused")
    _symlink(loop_b.name, loop_a)
    _symlink(loop_a.name, loop_b)
    own = w.add("symlink loop", "self.pdf", "refused", explicit=True)
    _symlink(own.name, own)
    folder_pdf = w.add("folder named .pdf", "folder.pdf", "refused", explicit=True)
    folder_pdf.mkdir()  # explicit and empty: "no PDF files in this folder"
    inner_folder = batch / "chapters.pdf"  # inside the batch: a folder like any other
    inner_folder.mkdir()
    token = w.token()
    inside = inner_folder / f"{token}-inside-folder-pdf.pdf"
    inside.write_bytes(_good(w.scratch, "jess105", 3))
    w.corpus.items.append(Hostile(token, "folder named .pdf", inside, "added", False))
    if full:
        _symlink("/nonexistent/target.pdf", w.add("symlink loop", "dangling.pdf", "refused"))
        outside = w.scratch / "outside" / "jess106.pdf"
        outside.parent.mkdir()
        outside.write_bytes(_good(w.scratch, "jess106", 3))
        _symlink(outside, w.add("symlink", "link-to-good.pdf", "added"))
        os.mkfifo(batch / "not-a-pdf.fifo")  # not named .pdf: ignored like any other file
        if os.geteuid() != 0:  # root reads anything
            locked = w.bytes_file("permissions", "no-read.pdf", good_b, "refused")
            locked.chmod(0)

    # odd names (good content unless said otherwise)
    token = w.token()
    bad_bytes = os.fsencode(batch) + b"/" + token.encode() + b"-\xff\xfe-latin1-caf\xe9.pdf"
    Path(os.fsdecode(bad_bytes)).write_bytes(_good(w.scratch, "jess107", 3))
    bad_name = Path(os.fsdecode(bad_bytes))
    w.corpus.items.append(Hostile(token, "odd names", bad_name, "refused", False))
    long_name = w.add("odd names", "", "added")
    long_name = long_name.with_name(long_name.name + "L" * (250 - len(long_name.name)) + ".pdf")
    w.corpus.items[-1] = Hostile(w.corpus.items[-1].token, "odd names", long_name, "added", False)
    long_name.write_bytes(_good(w.scratch, "jess108", 3))
    w.add("odd names", "N" * 300 + ".pdf", "refused", explicit=True)
    deep = w.add("odd names", "deep", "refused", explicit=True)
    deep_path = deep / ("/".join(["d" * 200] * 22)) / "file.pdf"  # ~4,450 characters
    w.corpus.items[-1] = Hostile(w.corpus.items[-1].token, "odd names", deep_path, "refused", True)
    escapes = w.add("odd names", "\x1b[31mred\x1b[0m-\x07bell\x08.pdf", "added")
    escapes.write_bytes(_good(w.scratch, "jess109", 3))
    dash = w.add("odd names", "x.pdf", "added")
    dash = dash.with_name("-" + dash.name.replace("-x", "-rf"))  # "-h0NN-rf.pdf"
    w.corpus.items[-1] = Hostile(w.corpus.items[-1].token, "odd names", dash, "added", False)
    dash.write_bytes(_good(w.scratch, "jess110", 3))
    dash_explicit = w.add("odd names", "", "added", explicit=True)
    dash_explicit = dash_explicit.with_name("--" + dash_explicit.name + "help.pdf")
    w.corpus.items[-1] = Hostile(
        w.corpus.items[-1].token, "odd names", dash_explicit, "added", True
    )
    dash_explicit.write_bytes(_good(w.scratch, "jess111", 3))
    if full:
        odd = {
            "new\nline.pdf": "jess112",
            "bidi-\u202egnp.pdf": "jess113",
            "   spaces   .pdf": "jess114",
            "emoji-📚.pdf": "jess115",
            "tab\there.pdf": "jess116",
            "quote'and\"dq.pdf": "jess117",
            "del\x7fchar.pdf": "jess118",
            "c1\x9bcontrol.pdf": "jess119",
        }
        for name, code in odd.items():
            path = w.add("odd names", name, "added")
            path.write_bytes(_good(w.scratch, code, 3))
    shutil.rmtree(w.scratch / "good", ignore_errors=True)
    return w.corpus


def items_by_kind(corpus: Corpus) -> Iterator[tuple[str, list[Hostile]]]:
    kinds: dict[str, list[Hostile]] = {}
    for item in corpus.items:
        kinds.setdefault(item.kind, []).append(item)
    yield from kinds.items()


def is_special(path: Path) -> bool:
    """A FIFO, device or link: what must never be opened for reading by the app."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return True
    return not stat.S_ISREG(mode)
