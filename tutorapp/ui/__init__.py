"""The thin Qt shell (arrives with the window issue)."""
