"""The served model's vocabulary: its chat template for the clients, token counts for the gateway.

Loaded with ``vocab_only`` (a fraction of a second, a few MB): the gateway never runs the
model itself; it counts prompt tokens to bound requests and reports usage at the end of each
stream, which llama-cpp-python's server does not do for streamed completions.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from tutorapp.core.errors import ModelMissingError
from tutorapp.core.remote.protocol import ModelInfo


class ServedModel:
    """The model file's template and tokenizer (thread-safe)."""

    def __init__(self, path: Path, n_ctx: int, slots: int) -> None:
        if not path.is_file():
            raise ModelMissingError(f"The answer model file {path} does not exist.")
        import llama_cpp  # noqa: PLC0415 - heavy native library

        from tutorapp.core.generation.llama import route_llama_logs  # noqa: PLC0415

        route_llama_logs(llama_cpp)  # llama.cpp's messages into our log, not the terminal
        try:
            self._vocab: Any = llama_cpp.Llama(model_path=str(path), vocab_only=True, verbose=False)
        except (ValueError, RuntimeError, OSError) as exc:
            raise ModelMissingError(
                f"The answer model {path.name} could not be read: it is not a valid GGUF model "
                "file. Choose another .gguf chat model with --model."
            ) from exc
        template = self._vocab.metadata.get("tokenizer.chat_template")
        if not template:
            raise ModelMissingError(
                f"The model {path.name} has no chat template, so it cannot answer questions "
                "(it is probably a base model). Choose a .gguf chat model with --model."
            )
        self._lock = threading.Lock()
        self.info = ModelInfo(
            model_id=path.name,
            chat_template=str(template),
            bos_token=self._token_text(self._vocab.token_bos()),
            eos_token=self._token_text(self._vocab.token_eos()),
            add_bos=self._adds_bos(),
            n_ctx=n_ctx,
            slots=slots,
        )

    def count(self, text: str, *, prompt: bool) -> int:
        """Tokens in ``text`` as the server tokenizes it (a prompt gets the model's BOS)."""
        with self._lock:
            return len(self._vocab.tokenize(text.encode("utf-8"), add_bos=prompt, special=prompt))

    def close(self) -> None:
        with self._lock:
            self._vocab.close()

    def _adds_bos(self) -> bool:
        """Whether tokenizing a prompt puts the BOS token first (as the model servers do)."""
        bos = self._vocab.token_bos()
        if bos < 0:
            return False
        tokens = self._vocab.tokenize(b"x", add_bos=True, special=False)
        return bool(tokens) and tokens[0] == bos

    def _token_text(self, token: int) -> str:
        if token < 0:
            return ""
        text: bytes = self._vocab.detokenize([token], special=True)
        return text.decode("utf-8", errors="replace")
