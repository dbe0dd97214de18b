"""The lab's model server arguments: a random key that begins with "-" is still the key."""

from __future__ import annotations

import argparse
from pathlib import Path

from tutorapp.lab.serve import ServeOptions, _model_args


def test_a_key_that_begins_with_a_dash_is_read_as_the_key(tmp_path: Path) -> None:
    options = ServeOptions(model=tmp_path / "model.gguf")
    args = _model_args(options, 8081, "-Xy_z-key", 2)
    parser = argparse.ArgumentParser()
    for name in ("--model", "--host", "--port", "--api_key", "--interrupt_requests", "--n_ctx"):
        parser.add_argument(name)
    for name in ("--n_threads", "--n_threads_batch", "--use_mlock", "--verbose"):
        parser.add_argument(name)
    parsed = parser.parse_args(args)
    assert parsed.api_key == "-Xy_z-key"
    assert parsed.port == "8081"
