"""The board's rough edges: overlays under scrolling, marker hit areas, fitting rotations,
the wheel, names and colours, small windows, the computer's turn in steps, the hint ghost."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel, QWidget  # noqa: E402
from test_gui import centre_on, drag_from_hand, hand_point, vp_point  # noqa: E402
from test_gui_trial import wheel  # noqa: E402

from newworld.controller.seats import Seat  # noqa: E402
from newworld.gui import palette as art  # noqa: E402
from newworld.gui.draft import nearest_rotation  # noqa: E402
from newworld.gui.geometry import cell_centre  # noqa: E402
from newworld.gui.painters import paint_pending_pictures  # noqa: E402

ADA = Seat("Ada", art.PLAYER_COLOURS[0])
BOB = Seat("Bob", art.PLAYER_COLOURS[1])
HAL = Seat("Hal", art.PLAYER_COLOURS[2], "computer", "easy")


def start(window, qtbot, seats: list[Seat], seed: int = 7) -> None:
    window.start_game(seats, seed)
    qtbot.waitUntil(lambda: window.composer.draft.active, timeout=20000)


# --- 1: what is fixed to the screen stays put -------------------------------------------------


def shown(window) -> QImage:
    """The window's pixels as they are on the screen (the backing store, not a fresh render), once the
    pictures a zoom asked for are painted (until then a card shows its picture of another size)."""
    QApplication.processEvents()
    paint_pending_pictures()
    QApplication.processEvents()
    return window.screen().grabWindow(window.winId()).toImage()


def repainted(window) -> QImage:
    """The window's pixels after everything is painted anew."""
    window.repaint()
    return shown(window)


def clashing_pixels(a: QImage, b: QImage, tolerance: int = 2) -> int:
    """The pixels of ``a`` and ``b`` (same size and format) whose colours differ by more than ``tolerance``
    levels in some channel. Two full repaints already differ by a level at the anti-aliased rounded corners
    of the hand (a few pixels, after a zoom); a smear leaves a panel's own colours on the board."""
    if a == b:
        return 0
    rows_a, rows_b, width = a.constBits(), b.constBits(), a.bytesPerLine()
    count = 0
    for y in range(a.height()):
        row_a, row_b = rows_a[y * width:(y + 1) * width], rows_b[y * width:(y + 1) * width]
        if row_a == row_b:
            continue
        count += sum(any(abs(p - q) > tolerance for p, q in zip(row_a[x:x + 4], row_b[x:x + 4], strict=True))
                     for x in range(0, a.width() * 4, 4))
    return count


def area(window, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def test_the_hand_and_the_notice_stay_put_under_every_scroll_pan_and_zoom(window, qtbot):
    screen = window.game_screen
    start(window, qtbot, [ADA, BOB, HAL])
    screen.show_notice("Bob's turn", 60000)
    hand, bubble, view = screen.hand, screen.bubble, window.view
    assert hand.isVisible() and bubble.isVisible()
    fixed = [area(window, hand), area(window, bubble)]
    inner = [fixed[0].adjusted(12, 12, -12, -12), fixed[1].adjusted(18, 4, -18, -4)]
    board = area(window, view.viewport())
    reference = repainted(window)
    view.follow_ms = 200

    def scroll_by_bars() -> None:
        view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + 37)
        view.verticalScrollBar().setValue(view.verticalScrollBar().value() - 23)

    def follow_a_card_far_away() -> None:
        view._user_moved = 0.0
        assert view.reveal(view.visible_scene_rect().translated(900, 700).adjusted(0, 0, -600, -400))
        qtbot.waitUntil(lambda: view._reveal_anim.state() != view._reveal_anim.State.Running, timeout=3000)

    def drag_the_board() -> None:
        vp = view.viewport()
        at = QPoint(200, 200)
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        for k in range(1, 8):
            QTest.mouseMove(vp, at + QPoint(9 * k, 13 * k))
            shown(window)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at + QPoint(63, 91))

    moves = [lambda: view.centerOn(QPointF(-600, 400)), scroll_by_bars, follow_a_card_far_away,
             lambda: view.zoom_by(1.3), lambda: view.pan_by(-41, 17), drag_the_board,
             lambda: QTest.keyClick(view, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)]  # (plain arrows
    # move the keyboard's card during a turn: gui/keyboard.py)
    for move in moves:
        move()
        now = shown(window)
        assert [area(window, hand), area(window, bubble)] == fixed
        for rect in inner:  # the panels look as they did (their corners show the board) ...
            assert now.copy(rect) == reference.copy(rect)
        # ... and nothing of them smeared on the board
        assert clashing_pixels(now.copy(board), repainted(window).copy(board)) == 0


# --- 2: a settler marker takes the clicks on what it draws -------------------------------------


def test_a_click_on_the_centre_of_every_marker_of_every_card_picks_that_marker(window, qtbot, monkeypatch):
    from newworld.engine.moves import SettlerChoice
    from newworld.gui.draft import TurnDraft

    start(window, qtbot, [ADA, HAL])
    window.game_screen.fit_board()
    composer, vp, turn = window.composer, window.view.viewport(), window.scene.turn
    cell = next(iter(composer.fits))

    def every_feature(_placement) -> list[SettlerChoice]:  # more spots than a game offers: the most crowded
        return [SettlerChoice(f.kind, k) for k, f in enumerate(composer.draft.card.features)]

    monkeypatch.setattr(composer, "_settler_choices", every_feature)
    clicked = 0
    for card in window.controller.catalog.types:
        for rotation in (0, 1):
            composer.fits = {cell: (0, 1, 2, 3)}
            composer._set(TurnDraft(card, 0, 7))
            assert composer.place_at(*cell, rotation)
            QTest.mouseMove(vp, QPoint(3, 3))  # markers appearing under a resting pointer are not hovered
            for marker in list(turn.markers):
                centre = window.view.mapFromScene(marker.pos())
                QTest.mouseMove(vp, centre)
                assert marker.hover and marker.radius() > (marker.COMPACT_RADIUS if marker.compact
                                                           else marker.RADIUS), card.id
                QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
                assert composer.draft.settler == marker.choice, (card.id, rotation, marker.label)
                assert marker.selected and all(marker.zValue() < m.zValue() for m in turn.markers if m is not marker)
                clicked += 1
    assert clicked > 150
    # the hit area is the circle: just outside it, nothing is picked
    marker = turn.markers[0]
    hand = window.game_screen.hand
    assert hand.draft.settler is not None and hand.supply_text() == "6 in supply"  # the chosen one left it
    composer.choose_settler(None)
    assert hand.supply_text() == "7 in supply"
    outside = window.view.mapFromScene(marker.pos() + QPointF(0, -marker.HOVER_RADIUS - 4))
    QTest.mouseMove(vp, outside)
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, outside)
    assert composer.draft.settler is None


# --- 3: a card dropped in a rotation that does not fit turns to one that does ------------------


def test_a_card_dropped_turned_wrong_lands_in_the_nearest_fitting_rotation_and_clicks_cycle_fits(window, qtbot):
    composer, vp = window.composer, window.view.viewport()
    for seed in range(7, 60):
        start(window, qtbot, [ADA, HAL], seed)
        wrong = {cell: rots for cell, rots in composer.fits.items() if composer.draft.rotation not in rots}
        if wrong:
            break
    cell, rots = next(iter(wrong.items()))
    held = composer.draft.rotation
    centre_on(window, cell)
    target = window.view.mapFromScene(cell_centre(*cell))
    drag_from_hand(window, hand_point(window), target)
    placed = composer.draft.placement
    assert placed is not None and (placed.x, placed.y) == cell
    assert placed.rotation == nearest_rotation(rots, held) and placed.rotation in rots
    assert window.scene.turn.ghost.turn == placed.rotation and window.scene.turn.ghost.isVisible()
    seen = [placed.rotation]
    for _ in range(len(rots)):  # a click on the card lying there: the next rotation that fits
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
        seen.append(composer.draft.placement.rotation)
    assert set(seen) == set(rots) and seen[0] == seen[-1]
    QTest.keyClick(window.view, Qt.Key.Key_R)
    turned = composer.draft.placement.rotation
    assert turned in rots and (len(rots) == 1 or turned != seen[-1])


# --- 7: the wheel zooms, everywhere on the board ----------------------------------------------


def test_the_wheel_zooms_over_the_card_in_play_and_during_a_drag_and_r_or_right_click_turn_it(window, qtbot):
    composer, view, vp, hand = window.composer, window.view, window.view.viewport(), window.game_screen.hand
    for seed in range(7, 60):
        start(window, qtbot, [ADA, HAL], seed)
        many = [cell for cell, rots in composer.fits.items() if len(rots) > 1]
        if many:
            break
    cell = many[0]
    centre_on(window, cell)
    # during a drag from the hand, over the board
    QTest.mousePress(hand, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, hand_point(window))
    over = view.mapFromScene(cell_centre(*cell) + QPointF(-200, 0))
    QTest.mouseMove(hand, hand.mapFromGlobal(vp.mapToGlobal(over)))
    rotation, zoom = composer.draft.rotation, view.zoom()
    wheel(vp, over, 120)
    assert view.zoom() > zoom and composer.draft.rotation == rotation and window.game_screen.input.gesture
    QTest.mouseRelease(hand, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       hand.mapFromGlobal(vp.mapToGlobal(over)))
    # over the card lying on its cell
    centre_on(window, cell)
    target = view.mapFromScene(cell_centre(*cell))
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    placed, zoom = composer.draft.placement, view.zoom()
    assert placed is not None
    wheel(vp, target, -120)
    assert view.zoom() < zoom and composer.draft.placement == placed
    target = view.mapFromScene(cell_centre(*cell))
    QTest.mouseClick(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, target)
    turned = composer.draft.placement.rotation
    assert turned != placed.rotation and turned in composer.fits[cell]
    QTest.keyClick(view, Qt.Key.Key_R)
    assert composer.draft.placement.rotation != turned


# --- 8: names and colours -----------------------------------------------------------------------


def test_hover_texts_name_the_players_whose_settlers_are_there(window, qtbot):
    from newworld.ai.base import RandomPlayer

    c, vp = window.controller, window.view.viewport()
    window.start_game([Seat("Ada", "#D23C2C"), Seat("Bob", "#2E6FD8")], 5)
    for turn in range(40):
        c.play_move(RandomPlayer(turn).choose(c.game.copy()))
        if window.scene.settlers:
            break
    window.composer.end()
    (x, y, _feature), settler = next(iter(window.scene.settlers.items()))
    player = next(s.player for s in c.placed_settlers() if (s.x, s.y) == (x, y))
    centre_on(window, (x, y))
    for nudge in (QPointF(2, 2), QPointF(0, 0)):
        QTest.mouseMove(vp, window.view.mapFromScene(settler.pos() + nudge))
    label = window.scene.highlight.label
    assert ["Ada", "Bob"][player] in label and "P1" not in label and "P2" not in label, label


def hue_gap(a: str, b: str) -> int:
    from PySide6.QtGui import QColor

    gap = abs(QColor(a).hslHue() - QColor(b).hslHue())
    return min(gap, 360 - gap)


def test_colour_blind_mode_keeps_whose_colour_is_whose_and_adds_shapes(window, qtbot):
    seats = [Seat("You", art.PLAYER_COLOURS[1]), Seat("Ada", art.PLAYER_COLOURS[0], "computer", "easy"),
             Seat("Hal", art.PLAYER_COLOURS[2], "computer", "easy")]
    window.game_screen.colourblind = True
    start(window, qtbot, seats)
    rows = window.side.players.rows
    assert [r.colour for r in rows] == [art.COLOURBLIND_COLOURS[1], art.COLOURBLIND_COLOURS[0],
                                        art.COLOURBLIND_COLOURS[2]]
    assert all(hue_gap(r.colour, s.color) < 45 for r, s in zip(rows, seats, strict=True))  # blue stays blue ...
    assert [r.shape for r in rows] == list(art.SHAPES[:3])  # ... and gets a shape
    assert window.game_screen.hand.colour() == art.COLOURBLIND_COLOURS[1]
    # colours picked by hand: each seat the nearest free colour of the palette, no two alike
    picked = art.colourblind_colours(["#FF0000", "#EE1111", "#0000FF"])
    assert picked[0] == art.COLOURBLIND_COLOURS[0] and picked[2] == art.COLOURBLIND_COLOURS[1]
    assert len(set(picked)) == 3


# --- 11: in a small window the hand covers no cell where the card fits -------------------------


def covered(window) -> list:
    """What the hand covers of the cells where the card fits (or the card lying there) and the towns' names."""
    from newworld.gui.geometry import cell_rect

    screen, view = window.game_screen, window.view
    hand = QRect(screen.hand.mapTo(window, QPoint(0, 0)), screen.hand.size())
    d = window.composer.draft
    cells = [(d.placement.x, d.placement.y)] if d.placement else list(window.composer.fits)
    things = [(cell, cell_rect(*cell)) for cell in cells] + [
        (space.name, rect) for space, rect in window.scene.coast.labels()]
    return [name for name, rect in things
            if QRect(view.viewport().mapTo(window, view.mapFromScene(rect).boundingRect().topLeft()),
                     view.mapFromScene(rect).boundingRect().size()).intersects(hand)]


def settle(window, qtbot) -> None:
    from newworld.gui.screen import HAND_SETTLE_MS

    qtbot.wait(HAND_SETTLE_MS + 60)


def test_at_1024_by_640_the_hand_covers_no_legal_cell_and_no_town_name(window, qtbot):
    from newworld.ai.base import RandomPlayer

    window.resize(1024, 640)
    c, view, hand = window.controller, window.view, window.game_screen.hand
    start(window, qtbot, [ADA, BOB], 11)
    jamestown = next(rect for space, rect in window.scene.coast.labels() if space.name == "Jamestown")
    checked = 0
    for turn in range(45):
        window.game_screen.fit_board()
        settle(window, qtbot)
        assert covered(window) == [], (turn, "fit")
        # the player zooms in on the board's south-east: a legal cell or Jamestown's name lower right
        view.zoom_by(1.0 / view.zoom())
        vp = view.viewport().rect()
        south = max(window.composer.fits, key=lambda cell: (cell[1], -cell[0]))
        target = cell_centre(*south) if turn % 2 else jamestown.center()
        view.centerOn(target - QPointF(vp.width() / 2 - 110, vp.height() / 2 - 110))
        settle(window, qtbot)
        assert covered(window) == [], (turn, "zoomed", hand.geometry())
        checked += 1
        c.play_move(RandomPlayer(turn).choose(c.game.copy()))
        qtbot.waitUntil(lambda: window.composer.draft.active, timeout=5000)
    assert checked == 45
    # a card lying on its cell, the hand showing the settler: the card stays clear too
    cell = next(iter(window.composer.fits))
    window.composer.place_at(*cell)
    view.centerOn(QPointF(view.mapToScene(QPoint(0, 0))))
    settle(window, qtbot)
    assert hand.isVisible() and covered(window) == []
    # no corner of the board free at all: the hand docks over the end of the side panel's log, at full size
    from PySide6.QtCore import QRectF

    screen = window.game_screen
    everything = QRectF(view.mapToScene(view.viewport().rect()).boundingRect())
    from newworld.gui import screen as screen_module

    kept, screen_module.keep_clear = screen_module.keep_clear, lambda _screen: [everything]
    try:
        screen._place_hand()
    finally:
        screen_module.keep_clear = kept
    side = QRectF(window.side.geometry())
    assert side.contains(QRectF(hand.geometry())) and hand.size() == hand.SIZE
    log = window.side.log
    assert QRect(log.mapTo(screen, QPoint(0, 0)), log.size()).intersects(hand.geometry())


# --- 6: a computer's turn in steps, at the player's speed ----------------------------------------


def choose_pace_in_preferences(window, key: Qt.Key) -> None:
    """Game ▸ Preferences, the pace list one step up or down by key, OK by Enter."""

    def answer() -> None:
        dlg = QApplication.activeModalWidget()
        QTest.keyClick(dlg.pace, key)
        QTest.keyClick(dlg, Qt.Key.Key_Return)

    from PySide6.QtCore import QTimer

    QTimer.singleShot(50, answer)
    window.preferences()
    window.activateWindow()  # back from the dialog: the window's shortcuts work again


def test_a_computers_turn_shows_card_settler_and_each_scoring_a_step_apart(window, qtbot, monkeypatch):
    import time

    from newworld.gui import pacing

    screen, c = window.game_screen, window.controller
    choose_pace_in_preferences(window, Qt.Key.Key_Down)  # instant -> normal
    choose_pace_in_preferences(window, Qt.Key.Key_Down)  # normal -> slow
    assert screen.pacer.pace == "slow" and window.settings.value("computer_pace") in (2, "2")
    assert screen.view.follow_ms > 350  # the view follows gently
    step = 0.25
    monkeypatch.setitem(pacing.STEP_MS, "slow", int(step * 1000))
    seen: list[tuple[str, float, object]] = []
    for name in ("cardPlaced", "settlerPlaced", "buildingScored", "turnStarted"):
        getattr(screen.pacer, name).connect(lambda arg, name=name: seen.append((name, time.monotonic(), arg)))
    from newworld.gui.items import ScoredGlow

    window.scene.anim_ms = 60  # animations on: a scored building glows as its points float up
    glows: list[bool] = []
    screen.pacer.buildingScored.connect(
        lambda _e: glows.append(any(isinstance(i, ScoredGlow) for i in window.scene.items())))
    start(window, qtbot, [ADA, HAL], 21)
    shown_settler_late = False
    for _turn in range(30):
        composer = window.composer
        composer.place_at(*next(iter(composer.fits)))
        QTest.keyClick(window.view, Qt.Key.Key_Space)
        seen.clear()
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.composer.draft.active or c.is_over(), timeout=20000)
        if c.is_over():
            break
        computer = seen[[name for name, _t, _a in seen].index("turnStarted"):]  # Hal's turn, after mine
        names = [name for name, _t, _a in computer]
        assert names[0] == "turnStarted" and names[1] == "cardPlaced" and names[-1] == "turnStarted"
        card_at = computer[1][1]
        later = computer[2:]
        for (_a, before, _x), (_b, after, _y) in zip(computer[1:], later, strict=False):
            assert after - before >= step * 0.9  # each step waits its turn
        assert all(t - card_at >= step * 0.9 for _n, t, _a in later)
        if "settlerPlaced" in names and "buildingScored" in names:
            shown_settler_late = True
            break
    assert shown_settler_late, "no computer turn with a settler and a scoring in 30 turns"
    assert glows and all(glows)


# --- 4: the hint as a ghost, with a reason; Enter or Hint again plays it ------------------------


def test_the_hint_shows_a_ghost_with_a_reason_and_enter_or_a_second_press_plays_it(window, qtbot):
    from newworld.engine.values import ScoreEvent

    screen, c, composer = window.game_screen, window.controller, window.composer
    ghost = window.scene.turn.hint
    start(window, qtbot, [ADA, HAL], 9)
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: screen.hint.move is not None, timeout=20000)  # worked out in a worker process
    hinted = screen.hint.move
    assert hinted is not None and ghost.isVisible() and ghost.card is composer.draft.card
    assert ghost.turn == hinted.placement.rotation and ghost.pos() == cell_centre(hinted.placement.x,
                                                                                   hinted.placement.y)
    assert (ghost.settler_at is not None) == (hinted.settler is not None)
    assert ghost.reason and "Enter" in ghost.reason and ghost.label.isVisible()
    # the reason, without "Enter: play it" where the board's edge on screen would cut it, and not cut
    assert ghost.label.text in (ghost.reason, ghost.reason.split("  ·  ")[0])
    assert ghost.label.scene_rect(window.view.zoom()).left() >= window.view.visible_scene_rect().left()
    assert composer.draft.placement is None and c.game.moves == []  # shown, not played
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.game.moves) >= 1, timeout=5000)
    assert c.game.moves[0].placement == hinted.placement and c.game.moves[0].settler == hinted.settler
    assert not ghost.isVisible()
    # the player moves instead: the ghost goes; the Hint pressed twice plays it
    qtbot.waitUntil(lambda: composer.draft.active, timeout=20000)
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(ghost.isVisible, timeout=20000)
    composer.place_at(*next(iter(composer.fits)))
    assert not ghost.isVisible() and screen.hint.move is None
    composer.take_back()
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: screen.hint.move is not None, timeout=20000)
    hinted, moves = screen.hint.move, len(c.game.moves)
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: len(c.game.moves) > moves, timeout=5000)
    assert c.game.moves[moves].placement == hinted.placement
    # any source may feed the ghost; a move that completes the player's building says so, with the points
    qtbot.waitUntil(lambda: composer.draft.active, timeout=20000)
    for _turn in range(40):
        player = composer.draft.player
        for move in c.game.legal_moves():
            turn = c.preview(move)
            gain = sum(e.points_of(player) for e in turn.events if isinstance(e, ScoreEvent))
            if gain > 0:
                assert screen.hint.show_move(move)
                assert ghost.reason.startswith("Completes your ") and f": +{gain}" in ghost.reason
                return
        composer.place_at(*next(iter(composer.fits)))
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: composer.draft.active, timeout=20000)
    pytest.fail("no scoring move in 40 turns")


def test_undo_or_a_new_game_while_a_computers_turn_is_shown_leaves_the_board_as_the_game(window, qtbot):
    from test_gui import _table_in_controller, _table_of

    screen, c = window.game_screen, window.controller
    choose_pace_in_preferences(window, Qt.Key.Key_Down)  # instant -> normal
    assert screen.pacer.pace == "normal"
    c.practice_undo = True  # undo may take back turns a computer has answered
    start(window, qtbot, [ADA, HAL], 21)
    for action in ("undo", "new game"):
        for _turn in range(20):
            window.composer.place_at(*next(iter(window.composer.fits)))
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: screen.pacer.busy() or window.composer.draft.active, timeout=20000)
            if screen.pacer.busy():
                break
            assert _table_of(window) == _table_in_controller(c)
        assert screen.pacer.busy()  # Hal's turn is being shown step by step
        if action == "undo":
            moves = len(c.game.moves)
            QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            assert len(c.game.moves) < moves
        else:
            window.start_game([ADA, HAL], 5)
        qtbot.waitUntil(lambda: window.composer.draft.active and not screen.pacer.busy(), timeout=20000)
        assert _table_of(window) == _table_in_controller(c), action
        assert window.scene.columns == c.surveyors()


def test_render_command_shows_the_hint_ghost(tmp_path, monkeypatch, capsys):
    from newworld.cli import main as cli_main
    from newworld.gui.turnitems import HintItem

    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path))
    shown: list[bool] = []
    real = HintItem.show_move
    monkeypatch.setattr(HintItem, "show_move", lambda self, *a: (shown.append(True), real(self, *a))[1])
    out = tmp_path / "hint.png"
    assert cli_main(["render", "--seed", "2", "--turns", "8", "--players", "2", "--level", "random", "--hint",
                     "--zoom", "0.9", "--size", "900x640", "--out", str(out)]) == 0
    assert out.stat().st_size > 10000 and shown == [True]


def test_render_command_pictures_a_scoring_aglow(tmp_path, monkeypatch):
    from newworld.cli import main as cli_main
    from newworld.gui.items import ScoredGlow

    monkeypatch.setenv("NEWWORLD_HOME", str(tmp_path))
    glows: list[bool] = []
    real = ScoredGlow.__init__
    monkeypatch.setattr(ScoredGlow, "__init__", lambda self, *a: (glows.append(True), real(self, *a))[1])
    out = tmp_path / "scoring.png"
    assert cli_main(["render", "--seed", "4", "--turns", "4", "--players", "2", "--level", "random", "--scoring",
                     "--zoom", "0.9", "--size", "900x640", "--out", str(out)]) == 0
    assert out.stat().st_size > 10000 and glows


# --- the trial's findings: the panel and the log keep pace with the board; the end is shown, not waited


def test_the_side_panel_and_the_log_show_what_the_board_shows_step_by_step_to_the_final_table(window, qtbot,
                                                                                               monkeypatch):
    import time

    from newworld.gui import pacing
    from newworld.narration import final_lines, messages

    screen, c, side = window.game_screen, window.controller, window.side
    choose_pace_in_preferences(window, Qt.Key.Key_Down)  # instant -> normal
    step = 0.04
    monkeypatch.setitem(pacing.STEP_MS, "normal", int(step * 1000))
    hal, cy = HAL, Seat("Cy", art.PLAYER_COLOURS[1], "computer", "easy")
    board_points, mover = [0, 0], [-1]
    wrong: list[str] = []
    finals: list[tuple[float, int, str]] = []  # when, the log's length, the turn box's text

    def on_turn(player: int) -> None:
        mover[0] = player

    def on_card(_card: object) -> None:  # the card shows: the panel names its player, the log its move last
        rows = side.players.rows
        if not rows[mover[0]].active or sum(r.active for r in rows) != 1:
            wrong.append(f"turn marker not on {mover[0]}")
        if c.seats[mover[0]].name not in side.turn.status.text():
            wrong.append(f"turn box says {side.turn.status.text()!r}")
        if c.seats[mover[0]].name not in side.log.lines()[-1]:
            wrong.append(f"log runs ahead: {side.log.lines()[-1]!r}")

    def on_scored(event) -> None:  # the points show on the board: the panel has them, no more
        for p in event.players:
            board_points[p] += event.points_of(p)
        if [r.score for r in side.players.rows] != board_points:
            wrong.append(f"panel {[r.score for r in side.players.rows]} board {board_points}")
        if event.final:
            finals.append((time.monotonic(), len(side.log.lines()), side.turn.status.text()))
            if "statistics" in window.statusBar().currentMessage():
                wrong.append("the statistics note came before the end was shown")

    over: list[float] = []
    waits: list[tuple[int, int]] = []  # (how many final buildings were shown, ms) for every pause the pacer takes
    start_timer = screen.pacer._timer.start
    monkeypatch.setattr(screen.pacer._timer, "start", lambda ms: (waits.append((len(finals), ms)), start_timer(ms)))
    screen.pacer.turnStarted.connect(on_turn)
    screen.pacer.cardPlaced.connect(on_card)
    screen.pacer.buildingScored.connect(on_scored)
    screen.pacer.gameOver.connect(lambda _f: over.append(time.monotonic()))
    window.start_game([hal, cy], 3)
    qtbot.waitUntil(lambda: bool(over), timeout=240000)
    assert not wrong, wrong[:5]
    final = c.final_score()
    assert [r.score for r in side.players.rows] == list(final.totals) == board_points
    # the final scoring in brisk steps, its log lines with it, the end table right after
    assert len(finals) >= 2
    times = [when for when, _l, _t in finals]
    assert all(b - a >= pacing.FINAL_STEPS * step * 0.9 for a, b in zip(times, times[1:], strict=False))
    assert all(text == messages().prompt("final") for _w, _l, text in finals)
    assert [n for _w, n, _t in finals] == sorted({n for _w, n, _t in finals})  # a line with each building
    end_lines = final_lines(final, c.names())
    assert not any(line in side.log.lines()[:finals[-1][1]] for line in end_lines)
    assert side.log.lines()[-len(end_lines):] == end_lines and side.log.lines() == c.log_lines()
    # the end table right after the last building: one brisk pause, never a step's (counted, not timed: the
    # time the window's own handlers take on a loaded machine says nothing about the pacing)
    assert [ms for finals_shown, ms in waits if finals_shown == len(finals)] == [int(step * 1000 * pacing.FINAL_STEPS)]
    assert screen.end_dialog is not None
    # said once the end is shown (or, if the database answers later, when it does)
    qtbot.waitUntil(lambda: "statistics" in window.statusBar().currentMessage(), timeout=20000)
    assert side.turn.status.text() == messages().prompt("over")


def test_hot_seat_names_the_hand_clears_the_last_hint_and_the_banner_keeps_off_numbers_and_surveyors(window, qtbot):
    from newworld.narration import messages

    screen, view = window.game_screen, window.view
    start(window, qtbot, [ADA, BOB])
    assert screen.hand.owner == "Ada" and messages().hand_title(False, 5, "Ada") == "Ada's card — drag it"
    assert messages().hand_title(False, 5, "You") == "Your card — drag it"  # never "You's"
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint (column "), timeout=10000)
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # Ada plays the hint
    qtbot.waitUntil(lambda: window.composer.draft.active and window.composer.draft.player == 1, timeout=20000)
    assert window.statusBar().currentMessage() == ""  # Ada's hint does not linger into Bob's turn
    assert screen.hand.owner == "Bob" and screen.bubble.isVisible() and "Bob" in screen.bubble.text
    for size in ((1200, 800), (1024, 640)):
        window.resize(*size)
        QApplication.processEvents()
        screen.fit_board()
        screen.show_notice("Bob's turn", 1000)  # a notice finds its place as it shows
        banner = QRectF(screen.bubble.geometry())
        offset = QPointF(view.viewport().pos())
        marks = window.scene.labels.rows() + [s.sceneBoundingRect() for s in window.scene.surveyors]
        for mark in marks:
            assert not banner.intersects(QRectF(view.mapFromScene(mark).boundingRect()).translated(offset)), size
        assert not banner.intersects(QRectF(screen.hand.geometry().translated(-view.pos()))), size
    # one human at the screen: the hand says "Your card"
    start(window, qtbot, [ADA, HAL])
    assert screen.hand.owner == ""


def test_preferences_name_the_two_speeds_for_what_they_pace_in_one_group(window, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QSlider

    seen: dict[str, object] = {}

    def look() -> None:
        dlg = QApplication.activeModalWidget()
        group = dlg.findChild(QGroupBox)
        form = group.layout()
        assert isinstance(form, QFormLayout)
        slider, pace = group.findChild(QSlider), group.findChild(QComboBox)
        seen["title"] = group.title()
        seen["pace"] = form.labelForField(pace).text()
        seen["movements"] = [form.itemAt(0, QFormLayout.ItemRole.LabelRole).widget().text()]
        seen["ends"] = [w.text() for w in group.findChildren(QLabel) if w.text() in ("Off", "Slow")]
        seen["tips"] = (slider.toolTip(), pace.toolTip())
        seen["same"] = slider is dlg.speed and pace is dlg.pace
        QTest.keyClick(dlg, Qt.Key.Key_Escape)

    QTimer.singleShot(50, look)
    window.preferences()
    assert seen["title"] == "Speed" and seen["same"]
    assert seen["movements"] == ["Card movements:"] and seen["pace"] == "Computer's turns:"
    assert sorted(seen["ends"]) == ["Off", "Slow"]
    assert "glide" in seen["tips"][0] and "step by step" in seen["tips"][1]


def test_the_hints_reason_begins_with_a_capital_says_what_the_move_does_and_keeps_off_the_town_names(window,
                                                                                                    qtbot):
    from newworld.engine.values import ScoreEvent
    from newworld.narration import scored_name

    screen, c, view = window.game_screen, window.controller, window.view
    ghost = window.scene.turn.hint
    start(window, qtbot, [ADA, HAL], 9)
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(ghost.isVisible, timeout=10000)
    assert ghost.reason[0].isupper()
    towns = [QRectF(view.mapFromScene(rect).boundingRect()) for _space, rect in window.scene.coast.labels()]
    kinds = set()
    for move in c.game.legal_moves():  # the first card: every cell lies beside the coast
        assert screen.hint.show_move(move)
        reason = ghost.reason
        assert reason[0].isupper(), reason
        scores = any(e.points_of(0) for e in c.preview(move).events if isinstance(e, ScoreEvent))
        if move.settler is not None and not scores:
            assert reason.startswith(f"Claims the {scored_name(move.settler.kind)} with a"), reason
            kinds.add(move.settler.kind)
        elif move.settler is None and not scores:
            assert reason.startswith("Lays the card and keeps your settlers"), reason
        badge = QRectF(ghost.label.deviceTransform(view.viewportTransform()).mapRect(ghost.label.boundingRect()))
        assert not any(badge.intersects(town) for town in towns), (move, reason)
    assert len(kinds) >= 2


def board_in_sight(window) -> bool:
    """The whole board (cards, free rows, the Surveyors, the coast) and every cell where the card fits."""
    from newworld.gui.geometry import cell_rect

    view, scene = window.view, window.scene
    seen = view.visible_scene_rect().adjusted(-1, -1, 1, 1)
    marks = [s.sceneBoundingRect() for s in scene.surveyors]
    cells = [cell_rect(x, y) for x, y in window.composer.fits]
    return all(seen.contains(r) for r in [scene.whole_board(), *marks, *cells])


def test_a_resized_window_refits_the_board_unless_the_player_moved_it_and_the_rules_fit_the_window(window,
                                                                                                   qtbot):
    from PySide6.QtCore import QTimer

    view = window.view
    start(window, qtbot, [ADA, HAL], 4)
    QTest.keyClick(window, Qt.Key.Key_F)
    for size in ((1024, 640), (1400, 900), (1024, 640)):
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: window.size().width() == size[0], timeout=3000)
        QApplication.processEvents()
        assert board_in_sight(window), size
    wheel(view.viewport(), view.viewport().rect().center(), 120)  # the player zooms in: the view is theirs
    zoom = view.zoom()
    window.resize(1300, 820)
    QApplication.processEvents()
    assert view.zoom() == zoom and not view.following
    QTest.keyClick(window, Qt.Key.Key_F)
    assert view.following and board_in_sight(window)
    # the rules: within the main window (its part of the screen), centred on it
    window.resize(900, 600)
    QApplication.processEvents()
    seen = {}

    def look() -> None:
        dlg = QApplication.activeModalWidget()
        seen["rules"] = dlg.frameGeometry()
        seen["window"] = window.frameGeometry().intersected(window.screen().availableGeometry())
        dlg.reject()

    QTimer.singleShot(100, look)
    QTest.keyClick(window, Qt.Key.Key_F2)
    rules, main = seen["rules"], seen["window"]
    assert main.contains(rules), (rules, main)
    assert (rules.center() - main.center()).manhattanLength() <= 4


def what_matters_in_sight(window) -> bool:
    """The coast, the Surveyors, the card laid last and every cell where the card fits; the whole board too
    where it fits in the window's width at that zoom."""
    from newworld.gui.geometry import cell_rect

    view, scene = window.view, window.scene
    seen = view.visible_scene_rect().adjusted(-1, -1, 1, 1)
    must = [scene.what_matters(), *(s.sceneBoundingRect() for s in scene.surveyors),
            *(cell_rect(x, y) for x, y in window.composer.fits)]
    if scene.whole_board().width() <= seen.width():
        must.append(scene.whole_board())
    return all(seen.contains(r) for r in must)


def test_a_growing_board_stays_in_sight_unless_the_player_moved_the_view(window, qtbot):
    view, c, composer = window.view, window.controller, window.composer
    start(window, qtbot, [ADA, HAL], 11)
    QTest.keyClick(window, Qt.Key.Key_F)
    zoom, widened = view.zoom(), False
    for _turn in range(45):
        if c.is_over():
            break
        x, y = max(composer.fits)  # westward: the board grows
        composer.place_at(x, y)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: composer.draft.active or c.is_over(), timeout=20000)
        qtbot.waitUntil(lambda: view._widen_anim.state() != view._widen_anim.State.Running, timeout=3000)
        assert what_matters_in_sight(window), _turn
        widened = widened or view.zoom() < zoom * 0.95
    assert widened  # the board outgrew the first fit
    # the player zooms: the view stays where they put it while the board grows
    wheel(view.viewport(), view.viewport().rect().center(), 120)
    zoom = view.zoom()
    assert not view.following
    for _turn in range(6):
        if c.is_over():
            break
        composer.place_at(*max(composer.fits))
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: composer.draft.active or c.is_over(), timeout=20000)
        assert view.zoom() == zoom


def test_dragging_the_board_moves_it_with_the_pointer(window, qtbot):
    start(window, qtbot, [ADA, BOB])
    view, vp = window.view, window.view.viewport()
    qtbot.wait(500)  # the view has fitted the new board
    view.player_moved()  # (the view's own moves stop, as under a player's hand)
    view.zoom_by(2.0 / view.zoom())  # the board larger than the viewport both ways: it can move both ways
    view.centerOn(cell_centre(0, 4))
    QApplication.processEvents()
    assert view.zoom() == pytest.approx(2.0)
    at = QPoint(vp.width() // 3, vp.height() // 3)  # over the sea: nothing to pick up there
    grabbed = view.mapToScene(at)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    for k in range(1, 6):
        QTest.mouseMove(vp, at + QPoint(12 * k, 9 * k))
    end = at + QPoint(60, 45)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    under = view.mapToScene(end)
    assert abs(under.x() - grabbed.x()) < 2 and abs(under.y() - grabbed.y()) < 2  # the spot grabbed came along


def test_a_card_dropped_where_it_does_not_fit_goes_back_with_a_reason(window, qtbot):
    from newworld.narration import messages

    start(window, qtbot, [ADA, BOB])
    composer, screen = window.composer, window.game_screen
    cell = next((x, 3) for x in range(2, 12) if (x, 3) not in composer.fits and (x, 3) not in window.scene.cards)
    centre_on(window, cell)
    drag_from_hand(window, hand_point(window), vp_point(window, cell_centre(*cell)))
    assert composer.draft.placement is None and screen.notice == messages().card_does_not_fit()

    screen.notice = ""
    drag_from_hand(window, hand_point(window), window.view.viewport().mapFromGlobal(
        screen.hand.mapToGlobal(hand_point(window) + QPoint(3, 3))))  # put back on the hand: on purpose
    assert composer.draft.placement is None and screen.notice == ""


# --- the board names its cells: columns above and below, rows west and east ---------------------


def test_the_board_labels_each_row_on_both_edges_clear_of_the_cards_and_the_towns(window, qtbot):
    from newworld.ai.base import RandomPlayer
    from newworld.gui.geometry import cell_rect

    c = window.controller
    start(window, qtbot, [ADA, BOB], 5)
    for turn in range(12):
        c.play_move(RandomPlayer(turn).choose(c.game.copy()))
        qtbot.waitUntil(lambda: window.composer.draft.active, timeout=5000)
    scene = window.scene
    rows = [int(text) for text, _rect in scene.labels.row_numbers()]
    card_rows = {y for x, y in scene.cards}
    assert all(rows.count(y) == 2 for y in card_rows | set(range(10)))  # each row, west and east
    marks = [rect for _text, rect in scene.labels.row_numbers() + scene.labels.column_numbers()]
    taken = [cell_rect(*cell) for cell in scene.cards] + [rect for _s, rect in scene.coast.labels()]
    taken += [cell_rect(*cell) for cell in window.composer.fits]
    assert not [m for m in marks for t in taken if m.intersects(t)]
