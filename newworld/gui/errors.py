"""What the player sees of an unexpected error: one box that says so, where the log is, and the details.

:class:`ErrorReporter` takes the details from :func:`newworld.logs.install_excepthook`
(from any thread) and shows :class:`ErrorDialog` in the GUI thread. It shows one box
at a time; errors while it is open go to the log only. Nothing else happens: the
game, its undo history and its autosave stay as they were.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QtMsgType, Signal, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from newworld.narration import messages

if TYPE_CHECKING:
    from newworld.gui.mainwindow import MainWindow

log = logging.getLogger(__name__)

_QT_LEVELS = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
              QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}


class ErrorDialog(QDialog):
    """"Something went wrong": the log file's path, the details, Copy details, Close."""

    def __init__(self, details: str, log_path: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New World: something went wrong"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.details = details
        lay = QVBoxLayout(self)
        heading = QLabel(self.tr("Something went wrong"))
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        heading.setFont(font)
        lay.addWidget(heading)
        where = (self.tr("The details are in the log file<br><b>{path}</b>").format(path=_html(str(log_path)))
                 if log_path is not None else self.tr("The log file could not be written; the details are below."))
        text = QLabel(self.tr("New World met an unexpected error. Your game goes on as it was, and it is still "
                              "autosaved after every turn.<br><br>{where}<br><br>Please send them with a "
                              "description of what you did when you report the problem.").format(where=where))
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(text)
        self.text = QPlainTextEdit(details)
        self.text.setReadOnly(True)
        self.text.setMaximumHeight(160)
        lay.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = buttons.addButton(self.tr("Copy details"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(560, 420)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details)
        self.copy_button.setText(self.tr("Copied"))


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class ErrorReporter(QObject):
    """Shows :class:`ErrorDialog` for details sent by :meth:`report` from any thread."""

    _reported = Signal(str)

    def __init__(self, log_path: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.log_path = log_path
        self.dialog: ErrorDialog | None = None
        self.shown = 0
        self._reported.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def report(self, details: str) -> None:
        """Thread-safe: the box comes up in the GUI thread."""
        self._reported.emit(details)

    def _show(self, details: str) -> None:
        if self.dialog is not None:
            return  # one box at a time; every error is in the log
        dialog = ErrorDialog(details, self.log_path, QApplication.activeWindow())
        dialog.finished.connect(self._closed)
        self.dialog = dialog
        self.shown += 1
        dialog.show()

    def _closed(self, _obj: Any = None) -> None:
        self.dialog = None


class AutosaveWarning(QObject):
    """Says an autosave failure once (the controller does not repeat it), in a box that does not stop
    the game; "" (autosave works again) closes it. The text is kept in the window's ``last_warning``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.box: QMessageBox | None = None

    def show_problem(self, problem: str) -> None:
        if self.box is not None:
            self.box.close()
            self.box = None
        status = self.window.statusBar()
        if not problem:
            status.showMessage(messages().autosave_works(), 8000)
            return
        text = messages().autosave_problem(problem)
        self.window.last_warning = text
        status.showMessage(messages().autosave_failed(problem), 8000)
        if not self.window.show_dialogs:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Autosave failed"), text, QMessageBox.StandardButton.Ok,
                          self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.destroyed.connect(lambda _obj=None: setattr(self, "box", None))
        self.box = box
        box.show()


def log_qt_messages() -> None:
    """Qt's own warnings go to the log too (the packaged app has no console)."""
    qt_log = logging.getLogger("qt")

    def handler(kind: QtMsgType, _context: Any, message: str) -> None:
        qt_log.log(_QT_LEVELS.get(kind, logging.WARNING), "%s", message)

    qInstallMessageHandler(handler)
