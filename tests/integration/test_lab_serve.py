"""``tutorapp serve`` for real: Chroma's server, llama.cpp's server with SmolLM2, the gateway.

One server per module (started as the teacher would, ``tutorapp --home H serve``, on a free
loopback port) over the sample chapter indexed with the real embedder. Students ask through
``tutorapp --server URL --code CODE`` in a child process, or through the core API in this
process; those tests are marked ``loopback`` and may connect to the gateway's port only.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import REPO, LoopbackAllowance
from tests.models import smollm2_path
from tutorapp.app import embedder_for, open_library
from tutorapp.core.errors import LabServerError
from tutorapp.core.events import AnswerDelta, Finished
from tutorapp.core.generation.engine import CancelToken, ChatMessage, GenerationConfig
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.remote.connect import connect_lab
from tutorapp.core.results import Status
from tutorapp.core.settings import AnswerSettings
from tutorapp.paths import Home, resources_dir

pytestmark = pytest.mark.slow

CODE = "WATR-2345"
QUESTION = "What is evaporation?"


@dataclass(frozen=True)
class LabServer:
    home: Path
    url: str
    port: int
    process: subprocess.Popen[bytes]
    output: Path

    def state(self) -> dict[str, object]:
        data: dict[str, object] = json.loads((self.home / "lab-server.json").read_text())
        return data

    def model_pid(self) -> int | None:
        """The model server's process id (None while it is being restarted)."""
        servers = self.state()["servers"]
        assert isinstance(servers, dict)
        return int(servers["model-1"]) if "model-1" in servers else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TUTORAPP_")}
    env |= {"PYTHONPATH": str(REPO), "TUTORAPP_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    return env


def tutorapp(home: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tutorapp", "--home", str(home), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=_env(home),
        check=False,
    )


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    home = tmp_path_factory.mktemp("teacher")
    library = open_library(Home(home))
    try:
        list(library.ingest([resources_dir() / "sample" / "sample_chapter.pdf"]))
        assert len(library.books()) == 1
    finally:
        library.close()
    port = _free_port()
    output = home / "serve.out"
    with output.open("wb") as sink:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tutorapp",
                "--home",
                str(home),
                "serve",
                "--port",
                str(port),
                "--code",
                CODE,
                "--model",
                str(smollm2_path()),
                "--slots",
                "1",
                "--threads",
                "1",
            ],
            stdout=sink,
            stderr=subprocess.STDOUT,
            env=_env(home),
        )
    server = LabServer(home, f"http://127.0.0.1:{port}", port, process, output)
    deadline = time.monotonic() + 90
    while not (home / "lab-server.json").exists():
        assert process.poll() is None, output.read_text()
        assert time.monotonic() < deadline, output.read_text()
        time.sleep(0.1)
    try:
        yield server
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
        process.wait(30)


def test_the_teacher_sees_the_address_and_the_code(lab: LabServer) -> None:
    printed = lab.output.read_text()
    assert f"Students enter:  {lab.url}" in printed
    assert f"Class code:      {CODE}" in printed
    assert "Only this machine can connect" in printed  # loopback by default
    busy = tutorapp(lab.home, "library", "remove", "sample-chapter")
    assert busy.returncode == 1
    assert "serving the class" in busy.stderr and "Traceback" not in busy.stderr


def test_a_student_asks_through_the_server_and_gets_a_checked_answer(lab: LabServer) -> None:
    student = lab.home.parent / "student-cli"
    done = tutorapp(student, "--server", lab.url, "--code", CODE.lower(), "ask", QUESTION, "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["status"] == "answered", result
    assert result["citations"] and result["citations"][0]["source_file"] == "sample_chapter.pdf"
    assert result["validation"]["path"] in ("accept", "trimmed", "retried", "extractive")
    assert result["model"] == smollm2_path().name
    assert result["tokens"]["prompt"] > 0


def test_a_wrong_class_code_is_refused_with_a_clear_message(lab: LabServer) -> None:
    student = lab.home.parent / "student-wrong"
    refused = tutorapp(student, "--server", lab.url, "--code", "NOPE-NOPE", "ask", QUESTION)
    assert refused.returncode == 1
    assert "did not accept the class code" in refused.stderr
    assert "Traceback" not in refused.stderr


def test_a_student_cannot_add_or_remove_books(lab: LabServer, tmp_path: Path) -> None:
    student = tmp_path / "student"
    pdf = resources_dir() / "sample" / "sample_chapter.pdf"
    for args in (("ingest", str(pdf)), ("library", "remove", "sample-chapter")):
        refused = tutorapp(student, "--server", lab.url, "--code", CODE, *args)
        assert refused.returncode == 1
        assert "teacher's machine" in refused.stderr, refused.stderr
    listed = tutorapp(student, "--server", lab.url, "--code", CODE, "library", "--json")
    assert [b["id"] for b in json.loads(listed.stdout)] == ["sample-chapter"]


@pytest.mark.loopback
def test_chromas_own_client_is_refused_writes(lab: LabServer, loopback: LoopbackAllowance) -> None:
    import chromadb
    from chromadb.config import Settings

    loopback.allow(lab.port)
    client = chromadb.HttpClient(
        host="127.0.0.1",
        port=lab.port,
        headers={"Authorization": f"Bearer {CODE}"},
        settings=Settings(anonymized_telemetry=False),
    )
    try:
        collection = client.get_collection("passages")
        count = collection.count()
        assert count > 0
        with pytest.raises(Exception, match="teacher's machine"):
            collection.add(ids=["x"], embeddings=[[0.0] * 384])
        with pytest.raises(Exception, match="teacher's machine"):
            collection.delete(ids=collection.get(limit=1)["ids"])
        with pytest.raises(Exception, match="teacher's machine"):
            client.delete_collection("passages")
        assert collection.count() == count
    finally:
        client.close()
        # chromadb 1.5.9's HTTP client never closes its sessions (its own and its admin's)
        for owner in (client, client._admin_client):  # type: ignore[attr-defined]
            owner._server._session.close()
    assert {host for host, _ in loopback.attempts} == {"127.0.0.1"}


@pytest.mark.loopback
def test_lab_mode_streams_and_connects_only_to_the_server(
    lab: LabServer, loopback: LoopbackAllowance, tmp_path: Path
) -> None:
    loopback.allow(lab.port)
    session = connect_lab(tmp_path / "lab", lab.url, CODE, embedder_for)
    quick = AnswerSettings(max_tokens=64, max_continuations=0)  # SmolLM2: plumbing only
    pipeline = Pipeline(session.library, session.model, quick)
    try:
        events = list(pipeline.ask(QUESTION))
    finally:
        session.close()
    deltas = [e for e in events if isinstance(e, AnswerDelta) and e.channel == "answer"]
    assert len(deltas) > 1  # streamed, piece by piece
    result = next(e.result for e in events if isinstance(e, Finished))
    assert result.status is Status.ANSWERED and result.citations
    assert loopback.attempts and set(loopback.attempts) == {("127.0.0.1", lab.port)}


@pytest.mark.loopback
def test_stop_frees_the_slot_at_once(
    lab: LabServer, loopback: LoopbackAllowance, tmp_path: Path
) -> None:
    loopback.allow(lab.port)
    session = connect_lab(tmp_path / "lab", lab.url, CODE, embedder_for)
    long = [ChatMessage("user", "Write a very long story about rivers, with many chapters.")]
    try:
        cancel = CancelToken()
        stream = session.model.stream(long, GenerationConfig(max_tokens=1000), cancel)
        assert isinstance(next(stream), str)
        cancel.cancel()
        rest = list(stream)
        assert rest[-1].finish_reason == "cancelled"  # type: ignore[union-attr]
        # With one slot, the next answer starts at once: the stopped one no longer holds it.
        started = time.monotonic()
        again = session.model.stream(long, GenerationConfig(max_tokens=2), CancelToken())
        assert isinstance(next(again), str)
        list(again)
        assert time.monotonic() - started < 20
    finally:
        session.close()


@pytest.mark.loopback
def test_killing_the_model_server_mid_answer_gives_a_clear_message(
    lab: LabServer, loopback: LoopbackAllowance, tmp_path: Path
) -> None:
    loopback.allow(lab.port)
    session = connect_lab(tmp_path / "lab", lab.url, CODE, embedder_for)
    long = [ChatMessage("user", "Write a very long story about rivers, with many chapters.")]
    try:
        stream = session.model.stream(long, GenerationConfig(max_tokens=1000), CancelToken())
        assert isinstance(next(stream), str)
        killed = lab.model_pid()
        assert killed is not None
        os.kill(killed, signal.SIGKILL)
        started = time.monotonic()
        with pytest.raises(LabServerError, match="stopped while answering"):
            list(stream)
        assert time.monotonic() - started < 30  # a message, not a hang
        # The server starts the model again by itself; the next question is answered.
        deadline = time.monotonic() + 60
        while lab.model_pid() in (killed, None):
            assert time.monotonic() < deadline, lab.output.read_text()
            time.sleep(0.2)
        again = list(session.model.stream(long, GenerationConfig(max_tokens=3), CancelToken()))
        assert again[-1].finish_reason in ("stop", "length")  # type: ignore[union-attr]
    finally:
        session.close()
    assert "model server 1 stopped" in lab.output.read_text()


def test_ctrl_c_stops_both_servers_and_frees_the_library(lab: LabServer) -> None:
    pids = [int(p) for p in lab.state()["servers"].values()]  # type: ignore[union-attr]
    lab.process.send_signal(signal.SIGINT)
    assert lab.process.wait(30) == 0
    assert "Stopped. The library can be changed again." in lab.output.read_text()
    assert not (lab.home / "lab-server.json").exists()
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
    listed = tutorapp(lab.home, "library", "--json")
    assert listed.returncode == 0
