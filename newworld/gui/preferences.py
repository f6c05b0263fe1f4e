"""The Preferences dialog: speeds, board aids, practice, cores, sound and notifications, language, size."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QSlider,
    QSpinBox,
    QWidget,
)

from newworld.gui.dialogs import run_once
from newworld.gui.pacing import PACES
from newworld.gui.sounds import CuePreferences
from newworld.narration import messages

if TYPE_CHECKING:
    from newworld.gui.mainwindow import MainWindow


class PreferencesDialog(QDialog):
    """The preferences. Language and interface size are read at start-up: the dialog reads them from
    and, when accepted, saves them to ``start`` (the window's settings), and says they apply next time."""

    def __init__(self, speed: int, outline: bool, colourblind: bool, parent: QWidget | None = None,
                 practice_undo: bool = False, pace: int = 1, *, cores: tuple[int, int] = (1, 1),
                 start: QSettings | None = None, cues: CuePreferences | None = None) -> None:
        super().__init__(parent)
        from newworld.gui.settings import UI_SCALES, read_language, read_ui_scale
        from newworld.narration import available_languages, language_name

        self.start = start
        language, ui_scale = (read_language(start), read_ui_scale(start)) if start is not None else ("", 100)

        self.setWindowTitle(self.tr("Preferences"))
        form = QFormLayout(self)
        form.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        form.addRow(self._speeds(speed, pace))
        self.outline = QCheckBox(self.tr("Outline the cells where the card fits"))
        self.outline.setChecked(outline)
        form.addRow(self.outline)
        self.colourblind = QCheckBox(self.tr("Colour-blind friendly player colours with shape marks"))
        self.colourblind.setChecked(colourblind)
        form.addRow(self.colourblind)
        self.practice_undo = QCheckBox(self.tr("Practice: let me take back turns the computers have answered\n"
                                               "(the final table says so)"))
        self.practice_undo.setToolTip(self.tr("Otherwise a turn is final once a computer has played after it, "
                                              "so undo never shows the cards they drew."))
        self.practice_undo.setChecked(practice_undo)
        form.addRow(self.practice_undo)
        self.ai_cores = QSpinBox()
        self.ai_cores.setRange(1, max(1, cores[1]))  # (the cores Hard uses now, the machine's cores)
        self.ai_cores.setValue(cores[0])
        self.ai_cores.setToolTip(self.tr("Hard searches on this many processor cores; Expert always uses all of them"))
        form.addRow(self.tr("Cores for the Hard computer player:"), self.ai_cores)
        form.addRow(self._cues(cues or CuePreferences()))
        self.language = QComboBox()
        self.language.addItem(self.tr("The system's language"), "")
        for code in available_languages():
            self.language.addItem(language_name(code), code)
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        self.language.setAccessibleName(self.tr("Language"))
        form.addRow(self.tr("&Language:"), self.language)
        self.ui_scale = QComboBox()
        for scale in UI_SCALES:
            self.ui_scale.addItem(self.tr("{percent} %").format(percent=scale), scale)
        self.ui_scale.setCurrentIndex(max(0, self.ui_scale.findData(ui_scale)))
        self.ui_scale.setAccessibleName(self.tr("Interface size"))
        form.addRow(self.tr("&Interface size:"), self.ui_scale)
        note = QLabel(self.tr("A new language or interface size applies when New World starts next time."))
        note.setWordWrap(True)
        form.addRow(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        if self.start is not None:
            from newworld.gui.settings import write_start_preferences

            write_start_preferences(self.start, self.chosen_language(), self.chosen_ui_scale())
        super().accept()

    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def chosen_ui_scale(self) -> int:
        return int(self.ui_scale.currentData())

    def _speeds(self, speed: int, pace: int) -> QGroupBox:
        """The two speeds together, each named for what it paces: the pieces gliding, and a computer's turn."""
        text = messages()
        box = QGroupBox(text.speed_group())
        inner = QFormLayout(box)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(0, 4)
        self.speed.setValue(speed)
        off, slow = text.movement_ends()
        row = QHBoxLayout()
        row.addWidget(QLabel(off))
        row.addWidget(self.speed, 1)
        row.addWidget(QLabel(slow))
        self.speed.setToolTip(text.movement_help())
        self.speed.setAccessibleName(text.movement_label().rstrip(": "))  # the slider's row label is not its buddy
        inner.addRow(text.movement_label(), row)
        self.pace = QComboBox()  # the index is the pace's index in pacing.PACES
        self.pace.addItems([text.pace(p) for p in PACES])
        self.pace.setCurrentIndex(pace)
        self.pace.setToolTip(text.pace_help())
        inner.addRow(text.pace_label(), self.pace)
        return box

    def _cues(self, cues: CuePreferences) -> QGroupBox:
        """Sound (on or off, how loud) and the desktop notification for "your turn"."""
        box = QGroupBox(self.tr("Sound and notifications"))
        inner = QFormLayout(box)
        self.sound = QCheckBox(self.tr("Sound effects (M turns them on and off)"))
        self.sound.setChecked(cues.sound)
        inner.addRow(self.sound)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(cues.volume)
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume.setEnabled(cues.sound)
        self.sound.toggled.connect(self.volume.setEnabled)
        inner.addRow(self.tr("Volume:"), self.volume)
        self.notify = QCheckBox(self.tr("When it is my turn and the window is in the background,\n"
                                        "say so in a desktop notification"))
        self.notify.setChecked(cues.notify)
        inner.addRow(self.notify)
        return box

    def chosen_cues(self) -> CuePreferences:
        return CuePreferences(self.sound.isChecked(), self.volume.value(), self.notify.isChecked())


def edit_preferences(window: MainWindow) -> None:
    """Game → Preferences: the dialog, then each choice applied to the window and kept in its settings."""
    dlg = PreferencesDialog(window.speed, window.outline, window.game_screen.colourblind, window,
                            practice_undo=window.controller.practice_undo, pace=window.pace,
                            cores=window.controller.computers.cores_choice(), start=window.settings,
                            cues=window.cues.preferences)
    if run_once(dlg) != PreferencesDialog.DialogCode.Accepted:
        return
    window.cues.choose(dlg.chosen_cues(), window.settings)
    window.controller.practice_undo = dlg.practice_undo.isChecked()
    window.settings.setValue("practice_undo", "true" if window.controller.practice_undo else "false")
    window.settings.setValue("ai_cores", dlg.ai_cores.value())
    window.controller.computers.set_cores(dlg.ai_cores.value())
    window.speed = dlg.speed.value()
    window.pace = dlg.pace.currentIndex()
    window.settings.setValue("computer_pace", window.pace)
    window.outline = dlg.outline.isChecked()
    window.game_screen.colourblind = dlg.colourblind.isChecked()
    window.settings.setValue("animation_speed", window.speed)
    window.settings.setValue("outline_legal", "true" if window.outline else "false")
    window.settings.setValue("colourblind", "true" if window.game_screen.colourblind else "false")
    window.apply_preferences()
    window.controller.gameStarted.emit()  # show the game again in the new colours
