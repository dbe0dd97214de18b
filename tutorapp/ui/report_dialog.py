"""Teacher → Class report: questions per chapter and the ones the books could not answer.

Shows this computer's questions, or — after *Combine laptops' files…* — the questions of the
files exported on each laptop of a lab. Saves the report (CSV, JSON or text) and exports this
computer's questions for the teacher. Never shows or saves an answer or any reasoning. File
choosers and message boxes are small functions that tests replace.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QTime
from PySide6.QtWidgets import (
    QCheckBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.errors import TutorError
from tutorapp.core.history import History
from tutorapp.core.report.build import ChapterStats, ClassReport, QuestionRecord, build_report
from tutorapp.core.report.exchange import laptop_id, merge, write_questions
from tutorapp.core.report.records import history_records
from tutorapp.core.report.render import day, render_csv, render_json, render_text
from tutorapp.ui.i18n import QT_TRANSLATE_NOOP
from tutorapp.ui.labels import book_label
from tutorapp.ui.placement import fit_size

translate = QCoreApplication.translate
QUESTION_FILTER = QT_TRANSLATE_NOOP(
    "ClassReportDialog", "TutorApp question files (*.json);;All files (*)"
)
SAVE_FILTERS = {
    QT_TRANSLATE_NOOP("ClassReportDialog", "Spreadsheet (*.csv)"): render_csv,
    QT_TRANSLATE_NOOP("ClassReportDialog", "JSON (*.json)"): render_json,
    QT_TRANSLATE_NOOP("ClassReportDialog", "Text (*.txt)"): render_text,
}


def heading(report: ClassReport) -> str:
    """``12 question(s) from 3 laptops, 2026-11-01 to 2026-11-20: 9 answered, 3 not answered
    by the books.`` (the window's words for ``render.heading``)."""
    laptops = report.laptops if report.laptops > 1 else None
    if report.asked == 0 and report.small_talk == 0:
        if report.since is None:
            text = (
                translate("ClassReportDialog", "No questions from {laptops} laptops.")
                if laptops
                else translate("ClassReportDialog", "No questions.")
            )
        elif laptops:
            text = translate(
                "ClassReportDialog", "No questions since {since} from {laptops} laptops."
            )
        else:
            text = translate("ClassReportDialog", "No questions since {since}.")
        return text.format(since=day(report.since), laptops=laptops)
    if laptops:
        text = translate(
            "ClassReportDialog",
            "{asked} question(s) from {laptops} laptops, {first} to {last}: {answered} "
            "answered, {refused} not answered by the books.",
        )
    else:
        text = translate(
            "ClassReportDialog",
            "{asked} question(s), {first} to {last}: {answered} answered, {refused} not "
            "answered by the books.",
        )
    return text.format(
        asked=report.asked,
        laptops=laptops,
        first=day(report.first_asked),
        last=day(report.last_asked),
        answered=report.answered,
        refused=report.refused,
    )


def chapter_text(stats: ChapterStats) -> str:
    if stats.chapter is None:
        return translate("ClassReportDialog", "No chapter found (asked when no book was near)")
    return book_label(stats.chapter.meta)


class ClassReportDialog(QDialog):
    """``local`` reads this computer's questions; ``laptop`` is its id (for exports)."""

    def __init__(
        self,
        local: Callable[[], list[QuestionRecord]],
        laptop: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Class report"))
        fit_size(self, (980, 600))
        self._local = local
        self._laptop = laptop
        self.files: list[Path] = []  # empty: this computer's questions
        self.report: ClassReport | None = None
        self._records: list[QuestionRecord] = []
        self.source = QLabel(self)
        self.source.setWordWrap(True)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(self.tr("Summary"))
        self.all_time = QCheckBox(self.tr("All questions"), self)
        self.all_time.setChecked(True)
        self.since = QDateEdit(QDate.currentDate().addDays(-30), self)
        self.since.setCalendarPopup(True)
        self.since.setDisplayFormat("d MMM yyyy")
        self.since.setAccessibleName(self.tr("Questions asked since"))
        self.since.setEnabled(False)
        self.all_time.toggled.connect(self._all_time_toggled)
        self.since.dateChanged.connect(lambda _date: self.refresh())
        self.tree = QTreeWidget(self)
        columns = [
            self.tr("Chapter / question not answered"),
            self.tr("Asked"),
            self.tr("Answered"),
            self.tr("Not answered"),
        ]
        self.tree.setHeaderLabels(columns)
        self.tree.setAccessibleName(self.tr("Questions per chapter"))
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the chapter names
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.combine_button = QPushButton(self.tr("Combine laptops' files…"), self)
        self.combine_button.setToolTip(
            self.tr("Files made on each laptop with “Export this computer's questions…”")
        )
        self.combine_button.clicked.connect(self.combine)
        self.local_button = QPushButton(self.tr("This computer"), self)
        self.local_button.clicked.connect(lambda: self.show_files([]))
        self.save_button = QPushButton(self.tr("&Save report…"), self)
        self.save_button.clicked.connect(self.save)
        self.export_button = QPushButton(self.tr("&Export this computer's questions…"), self)
        self.export_button.clicked.connect(self.export)
        self._build()
        self.show_files([])

    def _build(self) -> None:
        since_row = QHBoxLayout()
        since_row.addWidget(QLabel(self.tr("Asked since:"), self))
        since_row.addWidget(self.since)
        since_row.addWidget(self.all_time)
        since_row.addStretch(1)
        actions = QHBoxLayout()
        buttons = (self.combine_button, self.local_button, self.save_button, self.export_button)
        for button in buttons:
            actions.addWidget(button)
        actions.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        note = QLabel(
            self.tr(
                "Only the questions are counted — never the answers or the tutor's scratch work. "
                "Questions stay on each computer until you export them."
            ),
            self,
        )
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        for widget in (self.source, self.summary):
            layout.addWidget(widget)
        layout.addLayout(since_row)
        layout.addWidget(self.tree, 1)
        layout.addWidget(note)
        layout.addLayout(actions)
        layout.addWidget(close)

    # -- showing -------------------------------------------------------------------------

    def _all_time_toggled(self, on: bool) -> None:
        self.since.setEnabled(not on)
        self.refresh()

    def since_timestamp(self) -> float | None:
        if self.all_time.isChecked():
            return None
        return float(QDateTime(self.since.date(), QTime(0, 0)).toSecsSinceEpoch())

    def show_files(self, files: Sequence[Path]) -> bool:
        """Show the questions of ``files`` (merged), or of this computer when empty."""
        try:
            records = merge(files) if files else self._local()
        except TutorError as exc:
            warn(self, str(exc))
            return False
        self.files = list(files)
        self._records = records
        self.local_button.setVisible(bool(files))
        self.export_button.setVisible(not files)
        names = ", ".join(p.name for p in files)
        if files:
            self.source.setText(self.tr("<b>Laptops' files:</b> {names}").format(names=names))
        else:
            self.source.setText("<b>{}</b>".format(self.tr("This computer")))
        self.refresh()
        return True

    def refresh(self) -> None:
        report = build_report(self._records, self.since_timestamp())
        self.report = report
        self.summary.setText(heading(report))
        self.tree.clear()
        for stats in report.chapters:
            row = QTreeWidgetItem(
                self.tree,
                [chapter_text(stats), str(stats.asked), str(stats.answered), str(stats.refused)],
            )
            for unanswered in stats.unanswered:
                times = f"{unanswered.count}×" if unanswered.count > 1 else ""
                child = QTreeWidgetItem(row, [f"“{unanswered.question}”", "", "", times])
                when = QDateTime.fromSecsSinceEpoch(int(unanswered.last_asked))
                asked = QLocale().toString(when, QLocale.FormatType.ShortFormat)
                child.setToolTip(0, self.tr("last asked {time}").format(time=asked))
        self.tree.expandAll()
        self.save_button.setEnabled(bool(report.chapters))

    # -- actions -------------------------------------------------------------------------

    def combine(self) -> None:
        files = choose_question_files(self)
        if files:
            self.show_files(files)

    def save(self) -> None:
        if self.report is None:
            return
        chosen = choose_report_path(self)
        if chosen is None:
            return
        path, render = chosen
        try:
            path.write_text(render(self.report), encoding="utf-8")
        except OSError as exc:
            warn(
                self,
                self.tr("The report could not be saved to {path} ({error}).").format(
                    path=path, error=exc.strerror or exc
                ),
            )

    def export(self) -> None:
        path = choose_export_path(self)
        if path is None:
            return
        try:
            records = self._local()
            write_questions(records, path, self._laptop)
        except TutorError as exc:
            warn(self, str(exc))
            return
        self.summary.setText(
            self.tr(
                "{n} question(s) written to {path}. Copy the file to the teacher's computer and "
                "use “Combine laptops' files…”."
            ).format(n=len(records), path=path)
        )


def show_class_report(parent: QWidget, history: History) -> None:
    """Teacher → Class report over ``history`` (read on the calling, owning thread)."""
    try:
        laptop = laptop_id(history.path.parent)
    except TutorError as exc:
        warn(parent, str(exc))
        return
    ClassReportDialog(lambda: history_records(history.entries(limit=None)), laptop, parent).exec()


# -- dialogs (tests replace these) -----------------------------------------------------------


def choose_question_files(parent: QWidget) -> list[Path]:
    names, _ = QFileDialog.getOpenFileNames(
        parent,
        translate("ClassReportDialog", "Combine laptops' question files"),
        str(Path.home()),
        translate("ClassReportDialog", QUESTION_FILTER),
    )
    return [Path(name) for name in names]


def choose_report_path(parent: QWidget) -> tuple[Path, Callable[[ClassReport], str]] | None:
    filters = {
        translate("ClassReportDialog", shown): render for shown, render in SAVE_FILTERS.items()
    }
    name, chosen = QFileDialog.getSaveFileName(
        parent,
        translate("ClassReportDialog", "Save the class report"),
        str(Path.home() / "class-report.csv"),
        ";;".join(filters),
    )
    if not name:
        return None
    return Path(name), filters.get(chosen, render_csv)


def choose_export_path(parent: QWidget) -> Path | None:
    name, _ = QFileDialog.getSaveFileName(
        parent,
        translate("ClassReportDialog", "Export this computer's questions"),
        str(Path.home() / "questions.json"),
        translate("ClassReportDialog", QUESTION_FILTER),
    )
    return Path(name) if name else None


def warn(parent: QWidget, text: str) -> None:
    QMessageBox.warning(parent, "TutorApp", text)
