"""The Qt-free core: ingest, retrieval and (later) generation. Nothing here imports PySide6."""
