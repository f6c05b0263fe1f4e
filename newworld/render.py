"""Headless pictures and paint benchmarks of the game window (``newworld-cli render`` / ``bench-paint``).

A tool, not a part of the window: it plays the game's moves through the
controller (computer players choose them on copies of the game) and then
looks at the window the way a player would.
"""

from __future__ import annotations

import contextlib
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eve")


QUIET = ("This plugin does not support propagateSizeHints()",)  # harmless chatter of the offscreen platform


def _quiet_qt_messages() -> None:
    """Drop the offscreen platform's propagateSizeHints() warning; every other message still shows."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    previous: list[Any] = []

    def handler(kind: QtMsgType, context: Any, message: str) -> None:
        if message in QUIET:
            return
        if previous and previous[0] is not None:
            previous[0](kind, context, message)
        else:
            sys.stderr.write(message + "\n")

    previous.append(qInstallMessageHandler(handler))


def _app(language: str | None = None) -> Any:
    """The application, with the translation for ``language`` installed when one is given (else
    :func:`~newworld.words.languages.requested_language`'s, when the application is made)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from newworld.narration import install

    app = QApplication.instance()
    if app is None:
        _quiet_qt_messages()
        app = QApplication(["newworld-render"])
        install(app, language)
    elif language is not None:
        install(app, language)
    return app


@contextlib.contextmanager
def _scratch_home() -> Iterator[Path]:
    """A temporary folder for the window's settings (and NEWWORLD_HOME unless one is set), removed after."""
    with tempfile.TemporaryDirectory(prefix="newworld-render-") as folder:
        own_home = "NEWWORLD_HOME" not in os.environ
        if own_home:
            os.environ["NEWWORLD_HOME"] = folder
        try:
            yield Path(folder)
        finally:
            if own_home:
                os.environ.pop("NEWWORLD_HOME", None)


def build_window(seed: int, turns: int, players: int, size: tuple[int, int], level: str = "random",
                 folder: Path | None = None, language: str | None = None) -> Any:
    """A window (never shown on a screen) after ``turns`` turns played through the controller.

    ``level`` "random": every seat is human and plays uniformly random moves (fast, for the
    paint benchmark). Another level: the first seat is a human who plays like a computer of
    that level, the others are computer players of that level, and the picture is taken when
    it is the human seat's turn again, so the hand shows the drawn card.
    """
    app = _app(language)
    from PySide6.QtCore import QSettings

    from newworld.ai.base import RandomPlayer, make_player
    from newworld.controller.controller import GameController
    from newworld.controller.seats import Seat
    from newworld.gui.mainwindow import MainWindow
    from newworld.gui.palette import PLAYER_COLOURS

    scratch = None
    if folder is None:  # removed with the window object
        scratch = tempfile.TemporaryDirectory(prefix="newworld-render-")
        folder = Path(scratch.name)
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation_speed", 0)
    settings.setValue("computer_pace", 0)  # instant: a picture shows no steps
    controller = GameController(autosave=False, ai_delay_ms=0)
    window = MainWindow(controller, settings)
    if scratch is not None:
        window.destroyed.connect(lambda *_args: scratch.cleanup())
    window.show_dialogs = window.game_screen.show_dialogs = False
    window.game_screen.ask_order = False
    window.resize(*size)
    rng = random.Random(seed)
    if level == "random":
        seats = [Seat(NAMES[i], PLAYER_COLOURS[i]) for i in range(players)]
        window.start_game(seats, seed)
        game = controller.game
        assert game is not None
        for _ in range(turns):
            if game.is_over:
                break
            controller.play_move(RandomPlayer(rng.randrange(1 << 30)).choose(game.copy()))
    else:
        controller.computers.move_time = 0.3  # Hard thinks briefly
        seats = [Seat(NAMES[0], PLAYER_COLOURS[0])]
        seats += [Seat(NAMES[i], PLAYER_COLOURS[i], "computer", level) for i in range(1, players)]
        window.start_game(seats, seed)
        game = controller.game
        assert game is not None
        deadline = time.monotonic() + 600
        while not game.is_over and time.monotonic() < deadline:
            if controller.is_human_turn():
                if len(game.moves) >= turns:
                    break
                player = make_player(level, seed=rng.randrange(1 << 30), move_time=controller.computers.move_time)
                controller.play_move(player.choose(game.copy()))
            else:
                app.processEvents()
                time.sleep(0.001)
    window.show()
    app.processEvents()
    window.game_screen.fit_board()
    window.game_screen.show_notice("", 0)
    app.processEvents()
    return window


def render(seed: int, turns: int, players: int, out: str, size: tuple[int, int], level: str = "medium",
           zoom: float | None = None, centre: tuple[int, int] | None = None, hint: bool = False,
           scoring: bool = False, language: str | None = None) -> str:
    """Save a picture of the window; ``zoom`` (1.0: a card is 100 pixels) around the cell ``centre``
    (column, row; the middle of the board if not given) for a close-up, else the whole board; ``hint``:
    with the hint's ghost for the player's turn; ``scoring``: play on until a building scores and take
    the picture as it glows and its points float up (as a step of a computer's turn shows it)."""
    with _scratch_home() as folder:
        window = build_window(seed, turns, players, size, level, folder, language)
        if scoring:
            centre = _show_a_scoring(window, seed) or centre
        return _render(window, out, zoom, centre, hint)


def _show_a_scoring(window: Any, seed: int) -> tuple[int, int] | None:
    """Random moves for whoever is to play until one scores; the scored building's middle cell (None: none)."""
    from newworld.ai.base import RandomPlayer

    app, c = _app(), window.controller
    c.computers.delay_ms = 0
    window.scene.anim_ms = 350
    scored: list[Any] = []
    window.game_screen.pacer.buildingScored.connect(scored.append)
    rng = random.Random(seed)
    deadline = time.monotonic() + 120
    while not scored and not c.game.is_over and time.monotonic() < deadline:
        if c.is_human_turn():
            c.play_move(RandomPlayer(rng.randrange(1 << 30)).choose(c.game.copy()))
        app.processEvents()
    if not scored:
        return None
    until = time.monotonic() + 0.45  # the points on their way up, the building still aglow
    while time.monotonic() < until:
        app.processEvents()
        time.sleep(0.01)
    cells = scored[0].cells
    return cells[len(cells) // 2] if cells else None


def _render(window: Any, out: str, zoom: float | None, centre: tuple[int, int] | None, hint: bool = False) -> str:
    from newworld.gui.painters import paint_pending_pictures

    if hint:
        window.game_screen.show_hint()  # worked out in a worker process: wait for the ghost
        deadline = time.monotonic() + 30
        while window.game_screen.hint.move is None and time.monotonic() < deadline:
            _app().processEvents()
            time.sleep(0.01)
    if zoom is not None:
        from newworld.gui.geometry import cell_centre

        view = window.view
        view.zoom_by(zoom / view.transform().m11())
        if centre is None:
            cols, top, bottom = window.scene.extent
            centre = (cols // 2, (top + bottom) // 2)
        view.centerOn(cell_centre(*centre))
    _app().processEvents()
    window.grab()  # the board asks for its pictures at this size...
    paint_pending_pictures()  # ...and gets them all before the picture is taken
    pix = window.grab()
    if not pix.save(out):
        raise OSError(f"cannot write {out}")
    window.close()
    return out


def bench_paint(seed: int = 3, repeats: int = 20, size: tuple[int, int] = (1400, 900)) -> dict[str, Any]:
    """Full repaints of the board view with every card placed, at several zoom levels."""
    with _scratch_home() as folder:
        return _bench_paint(build_window(seed, 200, 3, size, folder=folder), repeats)


def _bench_paint(window: Any, repeats: int) -> dict[str, Any]:
    from PySide6.QtGui import QImage, QPainter

    from newworld.gui.painters import paint_pending_pictures

    view = window.view
    vp = view.viewport()
    results: dict[str, Any] = {"cards": len(window.scene.cards), "zooms": {}}
    window.game_screen.fit_board()
    fit = view.transform().m11()
    zooms = (("fit", fit), ("0.25", 0.25), ("0.5", 0.5), ("0.75", 0.75), ("1.0", 1.0), ("1.3", 1.3), ("2.0", 2.0),
             ("4.0", 4.0))
    for label, zoom in zooms:
        view.zoom_by(zoom / view.transform().m11())
        img = QImage(vp.size(), QImage.Format.Format_ARGB32_Premultiplied)
        times = []
        for i in range(repeats + 2):
            p = QPainter(img)
            t0 = time.perf_counter()
            view.render(p, source=vp.rect(), target=img.rect().toRectF())
            p.end()
            if i >= 2:  # the first paints fill the pixmap caches
                times.append((time.perf_counter() - t0) * 1000)
            else:  # (which the window does in idle moments, between frames)
                paint_pending_pictures()
        results["zooms"][label] = {"scale": round(view.transform().m11(), 3),
                                   "median_ms": round(statistics.median(times), 2),
                                   "max_ms": round(max(times), 2)}
    window.close()
    return results
