"""PyInstaller's entry script for TutorApp: the same ``main`` as ``python -m tutorapp``.

It lives in a folder of its own because PyInstaller searches the entry script's folder for
modules first; ``packaging/`` holds ``build.py``, which would shadow the ``build`` package.
``main`` calls ``multiprocessing.freeze_support()`` before anything else, which is how the
frozen executable serves as the PDF-extraction child process too.
"""

from tutorapp.__main__ import main

if __name__ == "__main__":
    main()
