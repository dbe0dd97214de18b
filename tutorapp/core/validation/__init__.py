"""Checking an answer after generation: every sentence supported by a source, or it goes."""
