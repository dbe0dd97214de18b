"""``tutorapp serve``: the teacher's machine answers the class.

Holds the library's writer lock for as long as it serves (Chroma's server reads the same
folder; a second writer would silently lose vectors), snapshots the catalog, starts Chroma's
server and one llama.cpp server per slot on loopback, and puts the gateway on the address
the teacher chose. Prints what students enter, a status line now and then, and one line for
each server it had to restart. Ctrl-C, closing the terminal or ``SIGTERM`` stop everything.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import secrets
import signal
import socket
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from tutorapp import __version__
from tutorapp.core.errors import TutorError
from tutorapp.core.hardware import physical_cores
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.lock import WriterLock
from tutorapp.core.remote.protocol import DEFAULT_PORT, PROTOCOL, CatalogSnapshot, ServerInfo
from tutorapp.lab.children import ChildSpec, Supervisor
from tutorapp.lab.gateway import BookFile, Gateway, GatewayConfig
from tutorapp.lab.monitor import STATE_FILE, Monitor
from tutorapp.lab.network import (
    LOOPBACK,
    check_code,
    free_port,
    lan_addresses,
    new_code,
    resolve_host,
)
from tutorapp.lab.served_model import ServedModel
from tutorapp.paths import Home

log = logging.getLogger(__name__)


@dataclass(frozen=True, kw_only=True)
class ServeOptions:
    """What the teacher chose; ``None`` means the default."""

    model: Path
    host: str | None = None
    port: int = DEFAULT_PORT
    code: str | None = None
    slots: int | None = None
    threads: int | None = None  # per slot
    n_ctx: int = 4096
    #: The identities (search model, dimension, chunker) this app's students can search with.
    accepted: Sequence[Mapping[str, str]] = field(default_factory=list)


@dataclass(frozen=True, kw_only=True)
class Serving:
    """A running lab server: what students enter."""

    url: str
    code: str


def default_slots(cores: int) -> tuple[int, int]:
    """Slots and threads per slot for a machine with ``cores`` physical cores: one slot per
    core, one thread each.

    llama-cpp-python's server answers one request at a time, so parallel answers need one
    server per slot. Single-threaded slots never wait for each other: with two threads per
    answer, llama.cpp's threads meet at a barrier after every step, and on a busy machine one
    descheduled thread stalls the other (bench/lab_load.py on a shared 2-core machine: 2 slots
    x 1 thread gave 5x the total tokens/s of 1 slot x 2 threads with 4 students). The model's
    weights are mapped once and shared; each slot adds its context (~120 MB for the 1.5B model).
    """
    return max(1, cores), 1


def serve(
    home: Home,
    options: ServeOptions,
    out: TextIO,
    *,
    on_ready: Callable[[Serving], None] | None = None,
    stop: threading.Event | None = None,
) -> int:
    """Serve until Ctrl-C (or ``stop`` is set); returns the exit code."""
    _check_server_parts()
    host = resolve_host(options.host)
    code = check_code(options.code) if options.code else new_code()
    _check_port_free(host, options.port)
    cores = physical_cores()
    slots, threads = default_slots(cores)
    slots = options.slots or slots
    threads = options.threads or max(1, cores // slots)  # fewer slots: more threads each
    if not 1 <= slots <= 32:
        raise TutorError("--slots must be between 1 and 32.")
    with WriterLock(home.library_dir, "serving the class (tutorapp serve)"):
        snapshot = _snapshot(home.library_dir, options.accepted)
        model = ServedModel(options.model, options.n_ctx, slots)
        try:
            plan = _Plan(
                home=home,
                options=options,
                host=host,
                code=code,
                slots=slots,
                threads=threads,
                snapshot=snapshot,
                model=model,
                out=out,
            )
            return _run(plan, on_ready, stop)
        finally:
            model.close()


@dataclass(frozen=True, kw_only=True)
class _Plan:
    """Everything decided before the servers start."""

    home: Home
    options: ServeOptions
    host: str
    code: str
    slots: int
    threads: int
    snapshot: CatalogSnapshot
    model: ServedModel
    out: TextIO

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.options.port}"

    def report(self, line: str) -> None:
        self.out.write(f"{time.strftime('%H:%M:%S')}  {line}\n")
        self.out.flush()


def _run(
    plan: _Plan, on_ready: Callable[[Serving], None] | None, stop: threading.Event | None
) -> int:
    import uvicorn  # noqa: PLC0415 - only the teacher's server needs it

    home, options, out, snapshot, model = (
        plan.home,
        plan.options,
        plan.out,
        plan.snapshot,
        plan.model,
    )
    host, code, slots, threads = plan.host, plan.code, plan.slots, plan.threads
    slot_key = secrets.token_urlsafe(24)
    chroma_port = free_port()
    chroma = ChildSpec(
        name="chroma",
        title="library server (Chroma)",
        kind="chroma",
        args=_chroma_args(home, chroma_port),
        port=chroma_port,
        health_path="/api/v2/heartbeat",
    )
    models = []
    for n in range(1, slots + 1):
        port = free_port()
        models.append(
            ChildSpec(
                name=f"model-{n}",
                title=f"model server {n}",
                kind="model",
                args=_model_args(options, port, slot_key, threads),
                port=port,
                health_path="/v1/models",
                health_headers={"Authorization": f"Bearer {slot_key}"},
            )
        )

    out.write(f"Starting the library server and {slots} model server(s)…\n")
    out.flush()
    _log_uvicorn_to_our_file()
    supervisor = Supervisor([chroma, *models], home.logs_dir, plan.report)
    supervisor.start()
    try:
        info = ServerInfo(
            protocol=PROTOCOL,
            app_version=__version__,
            identity=snapshot.identity,
            catalog_version=snapshot.version,
            books=len(snapshot.books),
            model=model.info,
        )
        books = {b.id: BookFile(path=Path(b.source_path), sha256=b.sha256) for b in snapshot.books}
        gateway = Gateway(
            GatewayConfig(
                code=code,
                info=info,
                catalog=snapshot.encode(),
                books=books,
                chroma_url=chroma.url,
                slot_urls=[m.url for m in models],
                slot_key=slot_key,
                count_tokens=lambda text, prompt: model.count(text, prompt=prompt),
            )
        )
        config = uvicorn.Config(
            gateway.app,
            host=host,
            port=options.port,
            log_config=None,
            access_log=False,
            lifespan="on",
            timeout_graceful_shutdown=3,
        )
        server = uvicorn.Server(config)
        url = plan.url
        _print_banner(plan)
        ready = None if on_ready is None else (lambda: on_ready(Serving(url=url, code=code)))
        monitor = Monitor(
            server=server,
            stats=gateway.stats,
            supervisor=supervisor,
            url=url,
            state_file=home.root / STATE_FILE,
            report=plan.report,
            stop=stop or threading.Event(),
            on_ready=ready,
        )
        monitor.start()
        try:
            _run_until_stopped(server)
        finally:
            monitor.finish()
        if not server.started:
            raise TutorError(
                f"The lab server could not listen on {url} (is another program using port "
                f"{options.port}?). Choose another port with --port."
            )
    finally:
        out.write("Stopping the model and library servers…\n")
        out.flush()
        supervisor.stop()
    out.write("Stopped. The library can be changed again.\n")
    out.flush()
    return 0


def _check_server_parts() -> None:
    """The web server and both servers' packages are here (an installer may leave them out)."""
    needed = ("uvicorn", "starlette", "chromadb.cli", "llama_cpp.server")
    missing = []
    for name in needed:
        try:
            found = importlib.util.find_spec(name) is not None
        except ImportError:
            found = False
        if not found:
            missing.append(name)
    if missing:
        raise TutorError(
            "This TutorApp was installed without the lab server (missing: "
            f"{', '.join(missing)}). Serve the class from a TutorApp set up with ./run, or from "
            "an installer built with the lab server."
        )


def _chroma_args(home: Home, port: int) -> tuple[str, ...]:
    vectors = str(home.library_dir / "vectors")
    return ("--path", vectors, "--host", LOOPBACK, "--port", str(port))


def _model_args(options: ServeOptions, port: int, key: str, threads: int) -> tuple[str, ...]:
    """llama-cpp-python's server on loopback, behind its own key, one answer at a time and
    never interrupted by the next request (its default would cut answers off)."""
    settings = {
        "--model": str(options.model),
        "--host": LOOPBACK,
        "--port": str(port),
        "--api_key": key,
        "--interrupt_requests": "False",
        "--n_ctx": str(options.n_ctx),
        "--n_threads": str(threads),
        "--n_threads_batch": str(threads),
        "--use_mlock": "False",
        "--verbose": "False",
    }
    # "--name=value": a key drawn at random may begin with "-", which argparse would read
    # as an option of its own ("argument --api_key: expected one argument")
    return tuple(f"{name}={value}" for name, value in settings.items())


def _snapshot(library_dir: Path, accepted: Sequence[Mapping[str, str]]) -> CatalogSnapshot:
    catalog_file = library_dir / "catalog.sqlite3"
    if not catalog_file.is_file():
        raise TutorError(
            f"There is no library in {library_dir.parent} yet: add books first "
            "(`tutorapp ingest PATH…`), then serve them."
        )
    catalog = Catalog(catalog_file)
    try:
        books = catalog.ready_books()
        if not books:
            raise TutorError(
                "The library has no books yet: add books first (`tutorapp ingest PATH…`), "
                "then serve them."
            )
        identity = {k: catalog.get_meta(k) or "" for k in ("embedder", "dim", "chunker")}
        if accepted and identity not in [dict(a) for a in accepted]:
            raise TutorError(
                "This library was built with a search model or chunker this TutorApp does not "
                f"search with ({', '.join(f'{k}: {v}' for k, v in identity.items())}); students "
                "could not search it. Run `tutorapp library reindex` first."
            )
        chunks = [c for b in books for c in catalog.chunks_of(f"{b.id}@{b.generation}")]
        hidden = [p.doc_key for p in catalog.pending()] + catalog.retired()
    finally:
        catalog.close()
    return CatalogSnapshot(
        identity=identity, books=tuple(books), chunks=tuple(chunks), hidden=tuple(hidden)
    )


def _check_port_free(host: str, port: int) -> None:
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        if os.name != "nt":  # as uvicorn binds: connections of a server just stopped are fine
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as exc:
            raise TutorError(
                f"Port {port} on {host} is in use ({exc.strerror}); is a lab server already "
                "running? Stop it, or choose another port with --port."
            ) from None


def _print_banner(plan: _Plan) -> None:
    snapshot, slots, threads = plan.snapshot, plan.slots, plan.threads
    lines = [
        "",
        f"TutorApp lab server: {len(snapshot.books)} books, {len(snapshot.chunks)} passages",
        f"  Students enter:  {plan.url}",
        f"  Class code:      {plan.code}",
        f"  Model:           {plan.model.info.model_id} — {slots} answer(s) at a time, "
        f"{threads} thread(s) each",
        f"  Logs:            {plan.home.logs_dir}",
    ]
    if plan.host == LOOPBACK:
        others = ", ".join(lan_addresses()) or "none found"
        lines.append(
            "  Only this machine can connect. To serve the class, run again with --host lan "
            f"(this machine's school-network addresses: {others})."
        )
    lines += [
        "While this runs, books cannot be added, removed or edited. Press Ctrl-C to stop.",
        "",
    ]
    plan.out.write("\n".join(lines) + "\n")
    plan.out.flush()


def _log_uvicorn_to_our_file() -> None:
    """The gateway's web server logs (errors, start, stop) into TutorApp's log file."""
    ours = logging.getLogger("tutorapp").handlers
    for name in ("uvicorn", "uvicorn.error"):
        logger = logging.getLogger(name)
        for handler in ours:
            if handler not in logger.handlers:
                logger.addHandler(handler)
        logger.propagate = False
        logger.setLevel(logging.INFO)


_STOP_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK")


def _run_until_stopped(server: Any) -> None:
    """Run the web server on its own thread while this (main) thread owns the signals.

    Ctrl-C, ``SIGTERM``, closing the terminal (``SIGHUP``) or the console window on Windows
    (``SIGBREAK``) all ask for a graceful stop; the caller then stops the servers behind it.
    Run this way, uvicorn installs no handlers of its own (it would re-raise the signal after
    shutting down, killing the process before the servers behind it are stopped).
    """
    thread = threading.Thread(target=server.run, name="lab-gateway")
    previous: dict[int, Any] = {}

    def stop(_signum: int, _frame: object) -> None:
        server.should_exit = True

    if threading.current_thread() is threading.main_thread():
        for name in _STOP_SIGNALS:
            number = getattr(signal, name, None)
            if number is not None:
                previous[number] = signal.signal(number, stop)
    try:
        thread.start()
        while thread.is_alive():
            thread.join(0.2)
    finally:
        server.should_exit = True
        thread.join()
        for number, handler in previous.items():
            signal.signal(number, handler)
