"""The prompt's fixed prefix, evaluated once per model and prompt version and kept on disk.

Every question's prompt starts with the same system rules and worked examples (~350 tokens).
llama.cpp keeps them in its KV cache between questions of one run; this file keeps them
between runs, so the first question after a launch does not evaluate them either.

llama-cpp-python's own ``Llama.save_state()`` is not used: its ``LlamaState`` carries a copy
of the Python-side logits array (up to ``n_batch`` × vocabulary floats — ~200 MB for
Qwen2.5's 151,936-token vocabulary, mostly unused memory when ``logits_all`` is off) next to
the KV state, and the only way to store it is pickle, which must never read a file from disk.
We store llama.cpp's state of sequence 0 (``llama_state_seq_get_data``: the KV cells, no
logits; ~10 MB for the 1.5B model's prefix) in our own format, little-endian:

    8 bytes   magic  b"TUTORKV1"
    4 bytes   header length H (unsigned)
    H bytes   header, UTF-8 JSON: the ``StateKey`` fields, ``n_tokens``, ``state_bytes`` and
              ``sha256`` (hex digest of the token and state bytes that follow)
    4·n bytes the prefix's token ids (int32)
    the rest  the state bytes

A file is used only when every header field matches the running model and prompt, its
tokens equal the prefix just tokenized and its digest holds; anything else (absent, stale,
truncated, damaged) is reported as ``None`` with the reason logged at INFO, and the caller
evaluates the prefix again and rewrites the file (atomically: a temporary file renamed).
"""

from __future__ import annotations

import ctypes
import hashlib
import json
import logging
import os
import struct
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

MAGIC = b"TUTORKV1"
SUFFIX = ".kvstate"
_LENGTH = struct.Struct("<I")
_MAX_HEADER = 64 * 1024
#: Files of other prefixes (another prompt version, thinking on/off) kept per model.
KEEP_FILES = 4


class PrefixWarmth(StrEnum):
    """How the fixed prefix got into the model."""

    CACHED = "cached"  # the context already held it
    RESTORED = "restored"  # read back from the state file
    COMPUTED = "computed"  # evaluated now (and saved for the next launch)


@dataclass(frozen=True, kw_only=True)
class StateKey:
    """What a saved state is only valid for."""

    model: str  # file name
    model_size: int
    model_mtime_ns: int
    llama_cpp: str  # llama-cpp-python's version (its state layout may change)
    n_ctx: int
    prompt_version: str

    @classmethod
    def for_model(cls, path: Path, llama_cpp: str, n_ctx: int, prompt_version: str) -> StateKey:
        stat = path.stat()
        return cls(
            model=path.name,
            model_size=stat.st_size,
            model_mtime_ns=stat.st_mtime_ns,
            llama_cpp=llama_cpp,
            n_ctx=n_ctx,
            prompt_version=prompt_version,
        )


def state_path(folder: Path, key: StateKey, tokens: Sequence[int]) -> Path:
    """Where the state of ``tokens`` under ``key`` is kept (one file per prefix)."""
    digest = hashlib.sha256(json.dumps(asdict(key), sort_keys=True).encode("utf-8"))
    digest.update(_token_bytes(tokens))
    stem = Path(key.model).stem
    return folder / f"{stem}-prompt{key.prompt_version}-{digest.hexdigest()[:16]}{SUFFIX}"


def _token_bytes(tokens: Sequence[int]) -> bytes:
    return struct.pack(f"<{len(tokens)}i", *tokens)


def write_state(path: Path, key: StateKey, tokens: Sequence[int], state: bytes) -> None:
    """Write the file atomically; drop the oldest other files of this model beyond
    ``KEEP_FILES``. Raises ``OSError`` (the caller logs it and carries on)."""
    token_bytes = _token_bytes(tokens)
    header = {
        **asdict(key),
        "n_tokens": len(tokens),
        "state_bytes": len(state),
        "sha256": hashlib.sha256(token_bytes + state).hexdigest(),
    }
    raw_header = json.dumps(header, sort_keys=True).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with temporary.open("wb") as out:
            out.write(MAGIC + _LENGTH.pack(len(raw_header)) + raw_header)
            out.write(token_bytes)
            out.write(state)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)
    _prune(path, key)


def _prune(kept: Path, key: StateKey) -> None:
    stem = Path(key.model).stem
    others = sorted(
        (p for p in kept.parent.glob(f"{stem}-prompt*{SUFFIX}") if p != kept),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    for old in others[KEEP_FILES - 1 :]:
        try:
            old.unlink()
        except OSError as exc:
            log.info("could not remove the old prompt state %s: %s", old, exc)


def read_state(path: Path, key: StateKey, tokens: Sequence[int]) -> bytes | None:
    """The state bytes saved for exactly ``tokens`` under ``key``, or ``None`` (logged)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        log.info("no saved prompt state yet (%s): evaluating the prompt prefix", path.name)
        return None
    except OSError as exc:
        log.info("cannot read the saved prompt state %s (%s): rebuilding it", path, exc)
        return None
    why, state = _parse(raw, key, tokens)
    if state is None:
        log.info("the saved prompt state %s is %s: rebuilding it", path.name, why)
    return state


def _parse(raw: bytes, key: StateKey, tokens: Sequence[int]) -> tuple[str, bytes | None]:
    head = len(MAGIC) + _LENGTH.size
    if len(raw) < head or not raw.startswith(MAGIC):
        return "not a TutorApp prompt state file", None
    (size,) = _LENGTH.unpack_from(raw, len(MAGIC))
    if size > _MAX_HEADER or len(raw) < head + size:
        return "truncated", None
    try:
        header = json.loads(raw[head : head + size].decode("utf-8"))
    except ValueError:
        return "damaged (unreadable header)", None
    if not isinstance(header, dict):
        return "damaged (unreadable header)", None
    if any(header.get(name) != value for name, value in asdict(key).items()):
        return "for another model, engine or prompt version", None
    token_bytes = _token_bytes(tokens)
    if header.get("n_tokens") != len(tokens):
        return "for another prompt prefix", None
    body = raw[head + size :]
    if len(body) != len(token_bytes) + header.get("state_bytes", -1):
        return "truncated", None
    if body[: len(token_bytes)] != token_bytes:
        return "for another prompt prefix", None
    if hashlib.sha256(body).hexdigest() != header.get("sha256"):
        return "damaged (checksum mismatch)", None
    return "", body[len(token_bytes) :]


# --- llama.cpp's sequence state (the caller holds the model) --------------------------------


def common_prefix(a: Sequence[int], b: Sequence[int]) -> list[int]:
    """The longest common start of two token lists."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return list(a[:n])


def holds(llama: Any, tokens: Sequence[int]) -> bool:
    """The context already holds ``tokens`` at its start (evaluated, in the KV cache)."""
    n = len(tokens)
    return int(llama.n_tokens) >= n > 0 and [int(t) for t in llama.input_ids[:n]] == list(tokens)


def capture(llama: Any) -> bytes:
    """llama.cpp's state of sequence 0 (its KV cells; no logits)."""
    import llama_cpp  # noqa: PLC0415 - the model is loaded, so the library is

    ctx = llama.ctx
    size = int(llama_cpp.llama_state_seq_get_size(ctx, 0))
    buffer = (ctypes.c_uint8 * size)()
    written = int(llama_cpp.llama_state_seq_get_data(ctx, buffer, size, 0))
    return ctypes.string_at(buffer, written)


def restore(llama: Any, tokens: Sequence[int], state: bytes) -> bool:
    """Put ``state`` (captured after evaluating ``tokens``) back into the context and tell
    llama-cpp-python which tokens it holds; ``False`` (context emptied) if llama.cpp refuses."""
    import llama_cpp  # noqa: PLC0415

    llama.reset()  # n_tokens = 0; the next decode re-checks the prefix
    llama_cpp.llama_memory_clear(llama_cpp.llama_get_memory(llama.ctx), True)
    buffer = (ctypes.c_uint8 * len(state)).from_buffer_copy(state)
    read = int(llama_cpp.llama_state_seq_set_data(llama.ctx, buffer, len(state), 0))
    if read != len(state):
        llama_cpp.llama_memory_clear(llama_cpp.llama_get_memory(llama.ctx), True)
        return False
    llama.input_ids[: len(tokens)] = tokens
    llama.n_tokens = len(tokens)
    return True


def evaluate(llama: Any, tokens: Sequence[int]) -> None:
    """Evaluate ``tokens`` from an empty context."""
    llama.reset()
    llama.eval(list(tokens))


def warm(
    llama: Any, tokens: Sequence[int], path: Path | None, key: StateKey | None
) -> PrefixWarmth:
    """Get ``tokens`` into the context: already there, restored from ``path``, or evaluated
    now and saved there (``path`` None: nothing is kept on disk)."""
    if holds(llama, tokens):
        return PrefixWarmth.CACHED
    started = time.perf_counter()
    if path is not None and key is not None:
        state = read_state(path, key, tokens)
        if state is not None and restore(llama, tokens, state):
            log.info(
                "restored the %d-token prompt prefix in %.2f s (%.1f MB)",
                len(tokens),
                time.perf_counter() - started,
                len(state) / 1e6,
            )
            return PrefixWarmth.RESTORED
        if state is not None:
            log.info("llama.cpp did not accept the saved prompt state %s: rebuilding it", path)
    evaluate(llama, tokens)
    log.info(
        "evaluated the %d-token prompt prefix in %.1f s", len(tokens), time.perf_counter() - started
    )
    if path is not None and key is not None:
        try:
            write_state(path, key, tokens, capture(llama))
        except OSError as exc:
            log.info("could not save the prompt state in %s: %s", path.parent, exc)
    return PrefixWarmth.COMPUTED
