"""The start-up prompt: last time's unfinished game with its players, turn,
scores and when it was played; still offered after a file on the command line fails to open."""

from __future__ import annotations

import datetime
import os
import time
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QDate, QLocale, QSettings, Qt, QTime, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from newworld import paths  # noqa: E402
from newworld.ai.base import RandomPlayer  # noqa: E402
from newworld.controller import ClockSetting  # noqa: E402
from newworld.controller.controller import GameController  # noqa: E402
from newworld.controller.seats import Seat  # noqa: E402
from newworld.gui.mainwindow import MainWindow  # noqa: E402
from newworld.gui.resume import ResumeDialog  # noqa: E402

ANN, HAL = Seat("Ann", "#C62828"), Seat("Hal", "#1565C0", "computer", "hard")


def autosaved_game(moves: int = 3, seed: int = 5, clock: str = "off") -> tuple[Path, GameController]:
    """A game Ann (human) plays against Hal (hard) for ``moves`` of her turns, autosaved; the
    controller is shut down (its window closed), so the game is last time's."""
    c = GameController(autosave=True, ai_delay_ms=0)
    c.computers.move_time = 0.01
    c.computers.player_factory = lambda level, seed=0, **_options: RandomPlayer(seed)
    c.new_game([ANN, HAL], seed, ClockSetting.from_str(clock))
    for _ in range(moves):
        c.play_move(RandomPlayer(c.game.turn).choose(c.game.copy()))
        deadline = time.monotonic() + 30
        while not c.is_human_turn() and time.monotonic() < deadline:  # Hal replies in his worker
            QTest.qWait(10)
    path = c.autosave_path()
    assert path is not None and path.is_file()
    c.shutdown()
    return path, c


def resume_window(qtbot, home: Path) -> MainWindow:
    controller = GameController(autosave=True, ai_delay_ms=0)
    w = MainWindow(controller, QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat))
    w.show_dialogs = w.game_screen.show_dialogs = False
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def answer_prompt(w: MainWindow, button: str, seen: dict) -> None:
    """When the prompt shows: note what it says, then click ``button`` ("resume" or "new_game")."""
    def when_shown() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ResumeDialog) or not dialog.isVisible():
            QTimer.singleShot(20, when_shown)
            return
        seen["heading"], seen["details"] = dialog.heading.text(), dialog.details.text()
        seen["rows"] = [tuple(label.text() for label in row) for row in dialog.rows]
        QTest.mouseClick(getattr(dialog, button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, when_shown)


def at_local(day: datetime.date, hour: int, minute: int) -> float:
    return datetime.datetime(day.year, day.month, day.day, hour, minute).timestamp()


def short_time(hour: int, minute: int) -> str:
    return QLocale().toString(QTime(hour, minute), QLocale.FormatType.ShortFormat)


def test_the_prompt_shows_players_turn_scores_and_when_then_resumes(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    path, first = autosaved_game()
    yesterday = datetime.date.today() - datetime.timedelta(days=1)
    played = at_local(yesterday, 21, 40)
    os.utime(path, (played, played))
    w = resume_window(qtbot, tmp_path)
    seen: dict = {}
    answer_prompt(w, "resume", seen)
    w.start_up(None)
    assert "from last time" in seen["heading"]
    assert seen["details"] == f"Turn 7 · {first.game.cards_left} cards left · played yesterday at {short_time(21, 40)}"
    scores = first.game.scores
    assert seen["rows"] == [("▶ Ann", "Human", str(scores[0])), ("Hal", "Computer · Hard", str(scores[1]))]
    game = w.controller.game
    assert game is not None and game.turn == 6 and w.controller.autosave_path() == path  # resumed, in its file
    assert game.placed_cards() == first.game.placed_cards() and len(w.scene.cards) == len(game.placed_cards())


@pytest.mark.parametrize("days_ago, words", [(0, "today at"), (9, "on ")])
def test_the_prompt_says_the_day_in_the_players_words(qtbot, tmp_path, monkeypatch, days_ago, words):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    path, _ = autosaved_game(moves=1)
    day = datetime.date.today() - datetime.timedelta(days=days_ago)
    hour = 0 if days_ago == 0 else 9  # today: a time already past
    os.utime(path, (at_local(day, hour, 5), at_local(day, hour, 5)))
    w = resume_window(qtbot, tmp_path)
    seen: dict = {}
    answer_prompt(w, "new_game", seen)
    asked: list[bool] = []
    monkeypatch.setattr(w, "new_game_dialog", lambda: asked.append(True))
    w.start_up(None)
    assert f"played {words}" in seen["details"] and short_time(hour, 5) in seen["details"]
    if days_ago:
        long_date = QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)
        assert long_date in seen["details"]
    assert asked == [True] and w.controller.game is None  # New game: the panel, nothing resumed


def test_a_failed_open_from_the_command_line_still_offers_the_resume(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    path, first = autosaved_game()
    bad = tmp_path / "typo.nwgame"
    bad.write_text("{not a game")
    w = resume_window(qtbot, tmp_path)
    seen: dict = {}
    answer_prompt(w, "resume", seen)
    w.start_up(str(bad))  # newworld typo.nwgame
    assert "typo.nwgame cannot be opened" in w.last_warning
    assert "from last time" in seen["heading"]
    assert w.controller.game is not None and w.controller.game.deck_ids == first.game.deck_ids
    assert w.controller.autosave_path() == path


def test_the_prompt_says_a_damaged_newest_autosave_and_a_future_date(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    older, _ = autosaved_game(seed=1)
    newest, _ = autosaved_game(seed=2)
    os.utime(older, (time.time() - 60, time.time() - 60))
    newest.write_bytes(newest.read_bytes()[:100])
    w = resume_window(qtbot, tmp_path)
    seen: dict = {}
    answer_prompt(w, "new_game", seen)
    assert not w.offer_resume()
    assert newest.name in w.last_warning and "kept as" in w.last_warning
    assert "from last time" in seen["heading"] and seen["details"].startswith("Turn 7 · ")
    later = time.time() + 86400
    os.utime(older, (later, later))
    answer_prompt(w, "new_game", seen)
    w.offer_resume()
    assert "from last time" not in seen["heading"] and "dated in the future" in seen["details"]


def test_the_prompt_names_the_clock_and_who_resigned(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    path, first = autosaved_game(moves=1, clock="chess:600+10")
    game = GameController(autosave=True, ai_delay_ms=0)  # Ann resigned: Medium plays on for her
    game.open(path)
    game.resign(0, "medium")
    game.shutdown()
    w = resume_window(qtbot, tmp_path)
    seen: dict = {}
    answer_prompt(w, "new_game", seen)
    w.offer_resume()
    assert seen["details"].endswith(" · Chess clock 10 min + 10 s")
    assert seen["rows"][0][1] == "Resigned · Medium"
