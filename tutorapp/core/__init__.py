"""The Qt-free core: ingest, the library, retrieval, generation, validation and the answer
pipeline. Nothing here imports PySide6 (``tests/unit/test_layering.py`` checks)."""
