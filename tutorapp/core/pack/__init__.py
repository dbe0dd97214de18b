"""Library packs: a teacher indexes books once and copies them to every laptop of a class.

A pack is one zip file (``*.tutorpack``) holding, per book, the PDF, its catalog rows
(metadata, cleaned pages, passages) and the passages' vectors as a numpy ``.npy`` array, plus
a ``manifest.json`` with versions and a sha256 for every file. ``export`` writes one from a
library; ``importer`` adds its books to another library without re-embedding, atomically.
The format is documented in ``docs/pack-format.md`` (``format.FORMAT_VERSION``).
"""
