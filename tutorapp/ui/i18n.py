"""The interface language: English (the texts in the code) or Hindi (``resources/i18n``).

``set_language`` installs (or removes) TutorApp's ``QTranslator`` on the application; Qt then
sends every widget a ``LanguageChange`` event and each relabels itself in ``retranslate``, so
a change in Settings needs no restart. The translator is a child of the application (found
by its object name), not a module global. Answers, book titles and the core's messages are
not translated here: only the window's own words.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from tutorapp.core.preferences import Preferences
from tutorapp.paths import resources_dir

log = logging.getLogger(__name__)

#: What the Settings dialog lists, each language in its own script.
LANGUAGE_NAMES = {"en": "English", "hi": "हिन्दी"}
_TRANSLATOR = "tutorapp-translator"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation under ``context`` (``lupdate`` finds it) and returns it
    unchanged; ``translate(context, text)`` shows it in the interface language later. Typed,
    unlike PySide6's own."""
    del context
    return text


def qm_file(language: str, folder: Path | None = None) -> Path:
    """The compiled translation of ``language`` (``resources/i18n/tutorapp_hi.qm``)."""
    return (folder or resources_dir() / "i18n") / f"tutorapp_{language}.qm"


def chosen_language(prefs: Preferences, system: QLocale | None = None) -> str:
    """The language ``prefs`` ask for; until one is chosen in Settings, Hindi on a computer
    set to Hindi and English otherwise."""
    if prefs.language is not None:
        return prefs.language
    locale = system if system is not None else QLocale.system()
    return "hi" if locale.language() == QLocale.Language.Hindi else "en"


def current_language(app: QCoreApplication) -> str:
    """The language the window speaks now."""
    translator = app.findChild(QTranslator, _TRANSLATOR)
    return translator.language().split("_")[0] if translator is not None else "en"


def set_language(app: QCoreApplication, language: str, folder: Path | None = None) -> str:
    """Speak ``language`` from now on (open widgets relabel themselves); the language in
    effect, which stays English when the translation file is missing or unreadable."""
    if language == current_language(app):
        return language
    old = app.findChild(QTranslator, _TRANSLATOR)
    translator: QTranslator | None = None
    if language != "en":
        translator = QTranslator(app)
        path = qm_file(language, folder)
        if not translator.load(str(path)):
            log.info("no interface translation at %s: the window stays in English", path)
            translator.deleteLater()
            return current_language(app)
        translator.setObjectName(_TRANSLATOR)
    if old is not None:
        old.setObjectName("")
        app.removeTranslator(old)
        old.deleteLater()
    if translator is not None:
        app.installTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.Hindi if translator else QLocale.Language.English))
    log.info("interface language: %s", language if translator else "en")
    return language if translator else "en"
