"""PyInstaller runtime hook for TutorApp: runs inside the frozen app before its first import.

1. The Hugging Face libraries are told to stay offline from the very first import (the app
   says so again before loading the embedder).
2. llama.cpp has no run-time CPU dispatch in llama-cpp-python builds, so the bundle carries
   two builds of its libraries: ``llama_cpp/lib`` for x86-64-v3 CPUs (AVX, AVX2, FMA, F16C,
   BMI2: Intel 2013+ Core, AMD 2015+) and, when ``build.py`` made it, ``llama_cpp/lib-compat``
   whose CPU backend needs only SSE4.2 (Celeron, Pentium Silver, Atom and older Core CPUs).
   On a CPU that lacks any of the former's instructions, llama-cpp-python is pointed at the
   latter (``LLAMA_CPP_LIB_PATH``) instead of dying with "Illegal instruction" at the first
   question. ``TUTORAPP_LLAMA_CPU=compat`` or ``=fast`` forces the choice (for testing).

Importable without side effects outside a frozen app, so the tests can check the choice.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

FAST_CPU_FLAGS = frozenset({"avx", "avx2", "fma", "f16c", "bmi2"})
CPU_ENV = "TUTORAPP_LLAMA_CPU"
LIB_ENV = "LLAMA_CPP_LIB_PATH"  # read by llama-cpp-python when it loads libllama
OFFLINE_ENV = ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_DATASETS_OFFLINE")
_PF_AVX2_INSTRUCTIONS_AVAILABLE = 40  # winnt.h


def linux_cpu_flags(cpuinfo: str) -> frozenset[str] | None:
    """The instruction-set flags of the first CPU in ``/proc/cpuinfo`` text; None if absent."""
    for line in cpuinfo.splitlines():
        if line.startswith("flags"):
            return frozenset(line.partition(":")[2].split())
    return None


def cpu_runs_fast_build() -> bool | None:
    """Whether this CPU can run the x86-64-v3 build; None when it cannot be told."""
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as handle:
                flags = linux_cpu_flags(handle.read())
        except OSError:
            return None
        return None if flags is None else flags >= FAST_CPU_FLAGS
    if sys.platform == "win32":
        import ctypes  # noqa: PLC0415 - Windows only

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined,unused-ignore]
        return bool(kernel32.IsProcessorFeaturePresent(_PF_AVX2_INSTRUCTIONS_AVAILABLE))
    return None  # macOS builds are made on and for the machine's own architecture


def choose_llama_lib(bundle: str, environ: Mapping[str, str], fast: bool | None) -> str | None:
    """The folder llama-cpp-python should load from; None keeps its own ``llama_cpp/lib``."""
    if environ.get(LIB_ENV):
        return None  # the user chose
    compat = os.path.join(bundle, "llama_cpp", "lib-compat")
    if not os.path.isdir(compat):
        return None
    choice = environ.get(CPU_ENV, "auto").strip().lower()
    if choice == "compat" or (choice not in ("fast", "compat") and fast is False):
        return compat
    return None


def _configure() -> None:
    for name in OFFLINE_ENV:
        os.environ[name] = "1"
    bundle = getattr(sys, "_MEIPASS", None)
    if not bundle:
        return
    forced = os.environ.get(CPU_ENV, "auto").strip().lower() in ("fast", "compat")
    folder = choose_llama_lib(bundle, os.environ, None if forced else cpu_runs_fast_build())
    if folder:
        os.environ[LIB_ENV] = folder


if getattr(sys, "frozen", False):
    _configure()
