"""The log never breaks a command: odd names are escaped, an unwritable log goes quiet."""

from __future__ import annotations

import errno
import logging
import os
from pathlib import Path
from typing import Any

import pytest

from tutorapp.logsetup import close_logging, configure_logging


def test_undecodable_names_are_written_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log_file = tmp_path / "logs" / "tutorapp.log"
    configure_logging(log_file)
    name = os.fsdecode(b"caf\xe9.pdf")
    logging.getLogger("tutorapp.test").info("reading %s", name)
    close_logging()
    assert "reading caf\\udce9.pdf" in log_file.read_text(encoding="utf-8")
    assert capsys.readouterr().err == ""


class _FullDisk:
    def seek(self, *_args: int) -> int:
        return 0

    def tell(self) -> int:
        return 0

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        return None

    def close(self) -> None:
        return None


def test_a_log_that_cannot_be_written_says_so_once_and_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    log_file = tmp_path / "logs" / "tutorapp.log"
    configure_logging(log_file)
    [handler] = [
        h for h in logging.getLogger("tutorapp").handlers if isinstance(h, logging.FileHandler)
    ]

    def full_disk(*_args: Any) -> _FullDisk:
        return _FullDisk()

    monkeypatch.setattr(handler, "_open", full_disk)
    logger = logging.getLogger("tutorapp.test")
    for n in range(116):
        logger.info("record %d", n)
    close_logging()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "could not write its log file" in err
    assert "No space left on device" in err and "Traceback" not in err
