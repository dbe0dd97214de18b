"""Facts about the machine that sizing decisions need (no third-party imports)."""

from __future__ import annotations

import os


def physical_cores() -> int:
    """Threads for CPU inference: the physical cores (hyper-threads do not help matmuls)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            cores = {line for line in handle if line.startswith("core id")}
        if cores:
            return len(cores)
    except OSError:
        pass
    return max(1, (os.cpu_count() or 2) // 2)
