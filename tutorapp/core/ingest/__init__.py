"""Turning PDFs into cleaned pages, metadata and chunks, and storing them as atomic books."""
