"""User-facing failures. Anything that is not a ``TutorError`` is a bug and is logged as one.

Every message says what happened and what the user can do about it.
"""

from __future__ import annotations


class TutorError(Exception):
    """A failure the user caused or can fix; ``str(err)`` is shown to them as is."""


class BadPdfError(TutorError):
    """One file could not be read as a textbook PDF."""


class LibraryBusyError(TutorError):
    """Another process is writing to the same library."""


class LibraryVersionError(TutorError):
    """The library on disk was built with another embedder or chunker."""


class BookNotFoundError(TutorError):
    """A book id that is not in the library."""


class ModelMissingError(TutorError):
    """A model file is missing or unreadable."""


class InputPathError(TutorError):
    """A path given on the command line does not exist or cannot be read."""


class PromptTooLongError(TutorError):
    """The question (with its sources) does not fit the model's context."""


class LibraryDamagedError(TutorError):
    """The catalog (the list of books and their passages) is missing or cannot be read."""


class StoreDamagedError(TutorError):
    """The vector store cannot be opened or disagrees with the catalog; repair rebuilds it."""


class DiskFullError(TutorError):
    """A write failed because the disk (or the user's quota) is full."""


class StoreIdentityError(StoreDamagedError):
    """The vector store was built with another embedder or chunker than its catalog."""


class PackError(TutorError):
    """A library pack cannot be written or read: damaged, cut short, or not a pack at all."""


class PackMismatchError(PackError):
    """A pack made with another search model or chunker: its vectors cannot be used here."""


class ReportError(TutorError):
    """A class-report question file cannot be written or read."""


class LabServerError(TutorError):
    """The lab server (``tutorapp serve`` on the teacher's machine) cannot be used now."""


class ClassCodeError(LabServerError):
    """The lab server refused the class code."""


class LabReadOnlyError(LabServerError):
    """A student's TutorApp tried to change the teacher's library."""


class LabCatalogChangedError(LabServerError):
    """The teacher's library changed after this TutorApp connected to the lab server."""
