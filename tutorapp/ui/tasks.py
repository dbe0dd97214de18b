"""Background work for the window: widgets start work here and never own threads.

``EventPump`` runs a callable that returns an iterator (ingest, asking a question, loading a
model) on its own long-lived worker ``QThread`` and re-emits every yielded event on the UI
thread, in order. Events are delivered in batches at most ``interval_ms`` apart (~20 UI updates
a second), so a fast stream of progress or tokens costs one repaint per batch, not one per
event. ``cancel()`` sets a flag that the worker checks between events; it then closes the
iterator (a generator's ``finally`` blocks run on the worker thread that ran it).

Each run ends with ``finished``; a failure first emits ``failed(message)``: a ``TutorError``'s
own message, or, for anything else (a bug), a generic message after the traceback is logged.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QThread,
    QTimer,
    Signal,
    Slot,
)

from tutorapp.core.errors import TutorError
from tutorapp.ui.i18n import QT_TRANSLATE_NOOP

log = logging.getLogger(__name__)

Work = Callable[[], Iterator[object]]

#: Shown when the work raised something that is not a ``TutorError`` (the caller may replace it
#: with one naming the log file).
BUG_MESSAGE = QT_TRANSLATE_NOOP(
    "EventPump", "Something went wrong inside TutorApp. The details were written to its log file."
)

#: Worker threads that did not stop in time at shutdown: kept referenced so that Qt never
#: destroys a running thread.
_STRAGGLERS: list[tuple[QThread, QObject]] = []


@dataclass(frozen=True)
class _Done:
    """End of a run (queued after its last event)."""

    error: str | None
    cancelled: bool


class _Worker(QObject):
    """Lives on the worker thread; runs one piece of work at a time from its event loop."""

    wake = Signal()  # the buffer went from empty to non-empty (queued to the UI thread)

    def __init__(self, bug_message: str) -> None:
        super().__init__()
        self.cancel_flag = threading.Event()
        self._bug_message = bug_message
        self._lock = threading.Lock()
        self._buffer: list[object] = []
        self._wake_pending = False

    @Slot(object)
    def run(self, work: Work) -> None:
        error: str | None = None
        iterator: Iterator[object] | None = None
        try:
            iterator = iter(work())
            for item in iterator:
                if self.cancel_flag.is_set():
                    break
                self._push(item)
        except TutorError as exc:
            log.info("background work stopped: %s", exc)
            error = str(exc)
        except Exception:
            log.exception("background work failed")
            error = QCoreApplication.translate("EventPump", self._bug_message)
        finally:
            close = getattr(iterator, "close", None)
            if callable(close):
                try:
                    close()
                except Exception:
                    log.exception("closing the background work failed")
            self._push(_Done(error, self.cancel_flag.is_set()))

    def _push(self, item: object) -> None:
        with self._lock:
            self._buffer.append(item)
            if self._wake_pending:
                return
            self._wake_pending = True
        self.wake.emit()

    def take(self) -> list[object]:
        with self._lock:
            items, self._buffer = self._buffer, []
            self._wake_pending = False
        return items


class _Starter(QObject):
    """Sends work to the worker thread through a queued signal."""

    go = Signal(object)


class EventPump(QObject):
    """Runs ``fn() -> Iterator[event]`` off the UI thread, one run at a time.

    Signals (all emitted on the UI thread): ``event(object)`` per yielded item, in order;
    ``failed(str)`` when the run raised; ``finished()`` at the end of every run, including a
    failed or cancelled one; ``running_changed(bool)``.
    """

    # Named like the window expects; it shadows QObject.event() only as a Python attribute
    # (Qt's C++ event dispatch is unaffected, as the tests show).
    event = Signal(object)  # type: ignore[assignment]
    failed = Signal(str)
    finished = Signal()
    running_changed = Signal(bool)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        interval_ms: int = 50,
        bug_message: str = BUG_MESSAGE,
        name: str = "tutorapp-worker",
    ) -> None:
        super().__init__(parent)
        self._interval_ms = interval_ms
        self._bug_message = bug_message
        self._name = name
        self._thread: QThread | None = None
        self._worker: _Worker | None = None
        self._safety_net: _SafetyNet | None = None
        self._starter = _Starter()
        self._running = False
        self._cancelled = False
        self._closed = False
        self._last_flush = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._flush)

    # -- state -----------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        """True from ``start`` until ``finished`` has been emitted."""
        return self._running

    @property
    def cancelled(self) -> bool:
        """Whether the current (or last) run was cancelled; read it in ``finished``."""
        return self._cancelled

    @property
    def is_shut_down(self) -> bool:
        return self._closed

    @property
    def thread_alive(self) -> bool:
        return self._thread is not None and self._thread.isRunning()

    # -- control ---------------------------------------------------------------------------

    def start(self, fn: Work) -> None:
        """Run ``fn`` (and iterate what it returns) on the worker thread."""
        if self._closed:
            raise RuntimeError("this EventPump has been shut down")
        if self._running:
            raise RuntimeError("this EventPump is already running; wait for finished")
        worker = self._ensure_thread()
        worker.cancel_flag.clear()
        self._cancelled = False
        self._running = True
        self.running_changed.emit(True)
        self._starter.go.emit(fn)

    def cancel(self) -> None:
        """Stop after the event being produced now; events already produced still arrive."""
        if self._running and self._worker is not None:
            self._cancelled = True
            self._worker.cancel_flag.set()

    def shutdown(self, timeout_ms: int = 10_000, last: Callable[[], None] | None = None) -> bool:
        """Cancel, stop and join the worker thread; no signals are emitted afterwards.

        ``last`` runs on the worker thread after the current work has stopped (e.g. closing
        the model that thread owns). Returns False if the thread was still busy after
        ``timeout_ms`` (it is then left to finish on its own, never destroyed while running).
        """
        self._closed = True
        self._timer.stop()
        thread, worker = self._thread, self._worker
        if thread is None or worker is None:
            if last is not None:
                last()  # no worker thread was ever started: nothing else can hold the resource
            return True
        if self._safety_net is not None:
            self._safety_net.armed = False
        worker.cancel_flag.set()
        if last is not None:
            done = threading.Event()
            self._starter.go.emit(_final_work(last, done))
            if not done.wait(max(0, timeout_ms) / 1000):
                log.warning("background thread %s did not finish its last job", self._name)
        thread.quit()
        stopped = thread.wait(max(0, timeout_ms))
        if not stopped:
            log.warning("background thread %s still busy after %d ms", self._name, timeout_ms)
            _keep_until_finished(thread, worker)
        self._thread = self._worker = None
        self._running = False
        return bool(stopped)

    # -- internals -------------------------------------------------------------------------

    def _ensure_thread(self) -> _Worker:
        if self._worker is not None:
            return self._worker
        thread = QThread(self)  # deleted with the pump, after the safety net has stopped it
        thread.setObjectName(self._name)
        worker = _Worker(self._bug_message)
        worker.moveToThread(thread)
        self._starter.go.connect(worker.run)
        worker.wake.connect(self._on_wake)
        thread.start()
        self._thread, self._worker = thread, worker
        # Safety net: a pump deleted without shutdown stops its thread first (Qt aborts the
        # process when a running QThread is destroyed).
        net = self._safety_net = _SafetyNet(thread, worker)
        # a plain function: PySide may hold a bound method of a non-QObject only weakly
        self.destroyed.connect(lambda: net.fire())  # noqa: PLW0108
        return worker

    @Slot()
    def _on_wake(self) -> None:
        if self._closed or self._timer.isActive():
            return
        due = self._last_flush + self._interval_ms / 1000 - time.monotonic()
        self._timer.start(max(0, int(due * 1000)))

    @Slot()
    def _flush(self) -> None:
        worker = self._worker
        if worker is None or self._closed:
            return
        self._last_flush = time.monotonic()
        for item in worker.take():
            if self.is_shut_down:  # a handler may shut the pump down mid-batch
                return
            if isinstance(item, _Done):
                self._running = False
                self._cancelled = item.cancelled
                if item.error is not None:
                    self.failed.emit(item.error)
                self.running_changed.emit(False)
                self.finished.emit()
            else:
                self.event.emit(item)


def _final_work(last: Callable[[], None], done: threading.Event) -> Work:
    """``last`` as a pump job that signals ``done`` whatever happens."""

    def work() -> Iterator[object]:
        try:
            last()
        except Exception:
            log.exception("the last job of a background thread failed")
        finally:
            done.set()
        return iter(())

    return work


class _SafetyNet:
    """Stops the worker thread when its pump is deleted without ``shutdown``."""

    def __init__(self, thread: QThread, worker: _Worker) -> None:
        self.thread, self.worker, self.armed = thread, worker, True
        self.cancel_flag = worker.cancel_flag

    def fire(self) -> None:
        if not self.armed or not shiboken6.isValid(self.thread):
            return
        self.armed = False
        self.cancel_flag.set()
        self.thread.quit()
        if not self.thread.wait(5_000):
            _keep_until_finished(self.thread, self.worker)


def _keep_until_finished(thread: QThread, worker: _Worker) -> None:
    """Detach a thread that would not stop from its pump and keep it referenced for good (it
    only happens when closing the app during an uninterruptible step, such as a model load)."""
    thread.setParent(None)
    _STRAGGLERS.append((thread, worker))
