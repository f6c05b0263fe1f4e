"""``newworld --self-test``: a check of the installed app that needs no screen.

It plays one complete game between computer players (a short time per move;
Hard searches in worker processes, as in the window, so the bundle's
multiprocessing is checked), checks the result against the rules' invariants, checks that
the bundled resources load, and, when Qt is present, that an offscreen
``QApplication`` can be created and can paint the icon (and a card, when the
game window's art module provides a painter). It prints one line and returns
0 when everything passed, 1 otherwise.

The same module carries the start-up probe used by ``packaging/build.py`` to
time launch-to-first-window: with ``NEWWORLD_STARTUP_PROBE=1`` in the
environment, :func:`install_startup_probe` makes the app print
``startup-probe: first-window <epoch seconds>`` when its first top-level
window is painted, and quit.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from typing import Any

PROBE_ENV = "NEWWORLD_STARTUP_PROBE"
PROBE_TAG = "startup-probe: first-window"

DEFAULT_LEVELS = ("hard", "medium", "easy")
MOVE_TIME = 0.02  # seconds per computer move: keeps the self-test at a few seconds
MOVE_DEADLINE = 0.5  # hard cap per move of the players in this process, through their cancel flag
SEARCH_WORKERS = 2  # Hard's worker processes


class _Deadline:
    """A cancel flag that turns on after ``seconds``."""

    def __init__(self, seconds: float) -> None:
        self.until = time.monotonic() + seconds

    def is_set(self) -> bool:
        return time.monotonic() >= self.until


class SelfTestError(Exception):
    pass


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SelfTestError(message)


# --- the parts ---------------------------------------------------------------


def check_resources() -> str:
    from newworld.engine import default_catalog
    from newworld.resources import resource_dir, resource_path, rules_path

    folder = resource_dir()
    _check(folder.is_dir(), f"resource folder {folder} missing")
    catalog = default_catalog()
    deck = len(catalog.full_deck())
    _check(deck > 0, "the catalog has no cards")  # the whole game below checks that every card is played
    _check(len(catalog.starting_spaces) == 10, f"catalog has {len(catalog.starting_spaces)} starting spaces")
    icon = resource_path("icons/newworld.svg")
    _check(icon.is_file(), f"icon {icon} missing")
    parts = [f"{len(catalog.types)} card types"]
    rules = rules_path()  # the Rules dialog shows it
    _check(len(rules.read_text(encoding="utf-8")) > 500, f"{rules} looks empty")
    parts.append("rules text")
    parts.append(check_sounds())
    return ", ".join(parts)


def check_sounds() -> str:
    """Decode every sound as the game plays it (miniaudio): present, not silent, short."""
    from newworld.audio import RATE, SOUND_NAMES, decode_all

    sounds = decode_all()
    for name in SOUND_NAMES:
        samples = sounds[name]
        _check(0 < len(samples) <= 2 * RATE, f"sound {name}: {len(samples)} samples")
        _check(max(map(abs, samples)) > 1000, f"sound {name} is silent")
    return f"{len(sounds)} sounds"


def check_imports() -> str:
    """Import every module of the app (in a bundle this catches a module left out)."""
    import importlib
    import pkgutil

    import newworld

    names = sorted(m.name for m in pkgutil.walk_packages(newworld.__path__, "newworld.")
                   if not m.name.startswith("newworld.selftest"))
    failed = []
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as exc:  # noqa: BLE001 - report every module that fails
            failed.append(f"{name} ({type(exc).__name__}: {exc})")
    _check(not failed, "modules fail to import: " + "; ".join(failed))
    _check("newworld.app" in names, "newworld.app is missing")
    return f"{len(names)} modules"


def play_game(players: int = 3, seed: int = 7, levels: Sequence[str] = DEFAULT_LEVELS) -> dict[str, Any]:
    """Play one whole game between computer players and check it; return a summary."""
    from newworld.ai import make_player
    from newworld.ai.pool import SearchPool
    from newworld.engine import Game

    game = Game(players, seed=seed)
    seats = [make_player(levels[i % len(levels)], seed=seed + i, move_time=MOVE_TIME, workers=SEARCH_WORKERS)
             for i in range(players)]
    deck = len(game.catalog.full_deck())
    limit = deck + 5
    pool = SearchPool()
    searched = 0
    try:
        while not game.is_over:
            _check(game.turn <= limit, f"game still running after {limit} turns")
            seat = seats[game.current_player]
            if seat.level in ("hard", "expert"):  # in worker processes, bounded by its move time
                move = pool.choose(seat, game)
                searched += 1
            else:
                move = seat.choose(game.copy(), cancel=_Deadline(MOVE_DEADLINE))
            _check(game.is_legal(move), f"turn {game.turn}: {seat.level} player chose an illegal move {move}")
            game.push(move)
        workers = len(pool.pids())
    finally:
        pool.close()
    _check(not searched or workers == SEARCH_WORKERS, f"{workers} search processes, expected {SEARCH_WORKERS}")

    core = game.core
    placed, discarded = len(core.cards), len(core.discarded)
    _check(placed + discarded == deck, f"{placed} placed + {discarded} discarded != {deck} cards")
    _check(len(game.placed_cards()) == placed, "placed_cards() disagrees with the core")
    accounted = game.settlers_accounted()
    _check(all(n == 6 for n in accounted), f"settlers accounted for {accounted}, expected 6 each")
    final = game.final_score()
    from_events = [0] * players
    for event in game.score_events():
        for p in event.players:
            from_events[p] += event.points_of(p)
    _check(tuple(from_events) == final.totals, f"score events sum to {from_events}, final totals {final.totals}")
    _check(final.totals == game.scores, f"final totals {final.totals} != score track {game.scores}")
    _check(bool(final.winners), "no winner")
    return {
        "players": players, "seed": seed, "levels": [s.level for s in seats], "turns": game.turn,
        "placed": placed, "discarded": discarded, "totals": final.totals, "winners": final.winners,
        "searched": searched, "workers": workers,
    }


def check_network_and_stats(cert: str | None = None, key: str | None = None) -> str:
    """Host a network game on loopback as the window's Host does, play it to the end with two computer players
    over their own connections (wss:// too when a certificate is given), and record it in a statistics database
    in a temporary folder. In the bundle this loads OpenSSL and SQLite from the system."""
    import asyncio
    import random
    import sqlite3
    import ssl
    import tempfile
    from pathlib import Path

    from newworld.net.netplay import play_game as play_network_game
    from newworld.net.service import ServerThread
    from newworld.savegame.storage import load
    from newworld.stats.record import saved_record
    from newworld.stats.store import StatsStore

    ssl.create_default_context()  # OpenSSL and the system's certificate paths
    parts = [ssl.OPENSSL_VERSION.rsplit(" ", 3)[0]]
    schemes: list[tuple[ssl.SSLContext | None, ssl.SSLContext | None]] = [(None, None)]
    if cert and key:
        server_side = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        server_side.load_cert_chain(cert, key)
        schemes.append((server_side, ssl.create_default_context(cafile=cert)))
    with tempfile.TemporaryDirectory(prefix="newworld-selftest-") as folder:
        with StatsStore.open(Path(folder) / "stats.sqlite") as store:
            for number, (served, trusted) in enumerate(schemes):
                server = ServerThread(Path(folder) / f"server{number}", context=served)
                url = server.start()
                try:
                    result = asyncio.run(asyncio.wait_for(play_network_game(
                        url, 2, ("random",), 0.0, random.Random(number), trusted), timeout=60))
                finally:
                    server.stop()
                _check(result["finished"] and result["digests_agree"], f"network game {result['code']}: {result}")
                _check(server.server is not None, "the server did not start")
                assert server.server is not None
                saved = load(server.server.store.game_path(result["code"]))
                _check(saved.game.is_over, f"the network game {result['code']} did not finish")
                _check(store.record(saved_record(saved)), f"the network game {result['code']} was not recorded")
                parts.append(f"{url.split(':')[0]}:// game {result['code']} played")
            _check(store.game_count() == len(schemes), f"{store.game_count()} games in the statistics")
        parts.append(f"{len(schemes)} recorded in SQLite {sqlite3.sqlite_version}")
    return ", ".join(parts)


def check_qt() -> str:
    """Create an offscreen QApplication (unless one exists) and paint into images."""
    try:
        from PySide6.QtCore import QByteArray, Qt
        from PySide6.QtGui import QGuiApplication, QImage, QPainter
    except ImportError as exc:  # pragma: no cover - PySide6 is a dependency
        raise SelfTestError(f"PySide6 missing: {exc}") from exc

    app = QGuiApplication.instance()
    if app is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        try:
            from PySide6.QtWidgets import QApplication

            app = QApplication([sys.argv[0] if sys.argv else "newworld", "-platform", "offscreen"])
        except ImportError:
            app = QGuiApplication([sys.argv[0] if sys.argv else "newworld", "-platform", "offscreen"])
    _check(app is not None, "no QApplication")
    parts = [f"Qt {QGuiApplication.platformName()}"]

    from newworld.resources import resource_path

    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    try:
        from PySide6.QtSvg import QSvgRenderer

        renderer = QSvgRenderer(QByteArray(resource_path("icons/newworld.svg").read_bytes()))
        _check(renderer.isValid(), "the SVG icon does not parse")
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        _check(_opaque_pixels(image) > 64 * 64 // 4, "the painted icon is (nearly) empty")
        parts.append("icon painted")
    except ImportError:
        parts.append("QtSvg missing")
    png = resource_path("icons/newworld-48.png")
    if png.is_file():
        loaded = QImage(str(png))
        _check(not loaded.isNull() and loaded.width() == 48, f"{png.name} does not load")

    from newworld.engine import default_catalog
    from newworld.gui.painters import card_pixmap

    picture = card_pixmap(default_catalog().types[0], 0, 128).toImage()
    _check(not picture.isNull(), "the card painter returned no picture")
    _check(_distinct_colours(picture) > 3, "the painted card is blank")
    parts.append("card painted")
    return ", ".join(parts)


# Text the app shows in the languages it will be translated to (German, French, Spanish, Polish).
SAMPLE_TEXT = "Straße, Été, Año, Zażółć gęślą jaźń"


def check_text() -> str:
    """The text features the app uses work without ICU's data (the bundle carries a stub).

    Locale number formats and day names (Qt's own tables), case mapping, font
    measuring of accented text, and comparing names (the app sorts no text;
    Qt's file dialogs do, and without ICU data Qt's collator compares by code
    point: not locale-aware, but in order).
    """
    import functools

    from PySide6.QtCore import QCollator, QLocale
    from PySide6.QtGui import QFont, QFontMetrics

    german = QLocale(QLocale.Language.German, QLocale.Country.Germany)
    number = german.toString(1234.5, "f", 1)
    _check(number == "1.234,5", f"German number format gives {number!r}")
    for name in ("fr_FR", "es_ES", "pl_PL"):
        locale = QLocale(name)
        _check(locale.toString(1234.5, "f", 1).endswith(",5"), f"{name} number format")
        _check(bool(locale.dayName(1)), f"{name} has no day names")
    _check(SAMPLE_TEXT.upper() == "STRASSE, ÉTÉ, AÑO, ZAŻÓŁĆ GĘŚLĄ JAŹŃ", "case mapping")
    _check(QFontMetrics(QFont()).horizontalAdvance(SAMPLE_TEXT) > 0, "accented text has no width")
    collator = QCollator(german)  # Qt's file dialogs sort names with it
    words = sorted(["b", "a", "c"], key=functools.cmp_to_key(collator.compare))
    _check(words == ["a", "b", "c"], f"sorting gives {words}")
    return "text OK"


def _opaque_pixels(image: Any) -> int:
    step = max(1, image.width() // 32)
    count = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            if image.pixelColor(x, y).alpha() > 0:
                count += step * step
    return count


def _distinct_colours(image: Any) -> int:
    step = max(1, image.width() // 16)
    seen = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen.add(image.pixel(x, y))
    return len(seen)


# --- the start-up probe --------------------------------------------------------


def startup_probe_requested() -> bool:
    return os.environ.get(PROBE_ENV, "") not in ("", "0")


def install_startup_probe(app: Any) -> bool:
    """With ``NEWWORLD_STARTUP_PROBE`` set: quit ``app`` once a top-level window has painted.

    Prints ``startup-probe: first-window <time.time()>`` first. Returns whether
    the probe was installed. Call it once the QApplication exists (the bundle's
    runtime hook does this from ``QApplication.exec``).
    """
    if not startup_probe_requested() or getattr(app, "_newworld_probe", None) is not None:
        return False
    from PySide6.QtCore import QEvent, QObject, QTimer

    class _Probe(QObject):
        done = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
            if not self.done and event.type() in (QEvent.Type.Paint, QEvent.Type.Expose):
                is_window = getattr(watched, "isWindow", None)
                if is_window is not None and is_window() and watched.isVisible():  # type: ignore[attr-defined]
                    self.finish(found=True)
            return False

        def finish(self, found: bool) -> None:
            self.done = True
            timeout.stop()
            app.removeEventFilter(self)
            if found:
                print(f"{PROBE_TAG} {time.time():.4f}", flush=True)
            QTimer.singleShot(0, app.quit)

    probe = _Probe(app)
    app.installEventFilter(probe)
    app._newworld_probe = probe
    # Never hang a measurement: give up after a while.
    timeout = QTimer(probe)
    timeout.setSingleShot(True)
    timeout.timeout.connect(lambda: probe.finish(found=False))
    timeout.start(int(float(os.environ.get("NEWWORLD_STARTUP_PROBE_TIMEOUT", "30")) * 1000))
    return True


# --- the command ------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """Run the self-test; print one line; return 0 on success, 1 on failure."""
    from newworld import __version__
    from newworld.native import engine_name

    args_in = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="newworld --self-test", add_help=True)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--no-qt", action="store_true", help="skip the Qt part")
    parser.add_argument("--no-net", action="store_true", help="skip the network game and the statistics")
    parser.add_argument("--cert", help="a TLS certificate (PEM): play over wss:// too, trusting it")
    parser.add_argument("--key", help="the certificate's private key (PEM)")
    args, _unknown = parser.parse_known_args([a for a in args_in if a != "--self-test"])

    start = time.perf_counter()
    parts: list[str] = []
    try:
        parts.append("resources OK (" + check_resources() + ")")
        parts.append(f"{engine_name()} engine")
        game = play_game(args.players, args.seed)
        totals = "/".join(str(t) for t in game["totals"])
        parts.insert(0, (
            f"{game['players']} players ({', '.join(game['levels'])}), seed {game['seed']}, "
            f"{game['turns']} turns, {game['placed']} placed + {game['discarded']} discarded, "
            f"scores {totals}, settlers 6 each"
            + (f", {game['searched']} moves searched in {game['workers']} worker processes" if game["searched"] else "")
        ))
        if not args.no_net:
            parts.append("network and statistics OK (" + check_network_and_stats(args.cert, args.key) + ")")
        if not args.no_qt:
            parts.append(check_qt())
            parts.append(check_text())
            parts.append("imports OK (" + check_imports() + ")")
    except Exception as exc:  # noqa: BLE001 - any failure is a failed self-test
        seconds = time.perf_counter() - start
        print(f"New World {__version__} self-test FAILED after {seconds:.2f} s: {type(exc).__name__}: {exc}",
              flush=True)
        return 1
    seconds = time.perf_counter() - start
    print(f"New World {__version__} self-test OK: {'; '.join(parts)}; {seconds:.2f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
