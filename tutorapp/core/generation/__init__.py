"""Answer generation: the local GGUF model engine, prompts and stream handling."""
