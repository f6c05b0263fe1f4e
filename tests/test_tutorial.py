"""The tutorial: the lesson is sound in the engine; the window plays it to the end with real mouse and
key events on its own board; leaving midway gives a normal game back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from newworld.engine.catalog import FARM, PLAINS, TRAIL
from newworld.engine.moves import Move
from newworld.engine.values import NoteKind, ReturnReason, ScoreEvent
from newworld.gui.geometry import cell_centre
from newworld.narration import learning as narration
from newworld.narration import messages
from newworld.tutorial import LESSON, ScriptedPlayer, check_move, lesson_game
from tests.scaled import at_interface_size
from tests.test_gui import centre_on, drag_from_hand, hand_point, vp_point


def lesson_lines() -> list[tuple[str, ...]]:
    """The lesson's moves, and each with one step's other accepted move instead."""
    canonical = tuple(step.move for step in LESSON.steps)
    return [canonical] + [canonical[:i] + (other,) + canonical[i + 1:]
                          for i, step in enumerate(LESSON.steps) for other in step.also]


@pytest.mark.parametrize("line", lesson_lines())
def test_the_lesson_teaches_what_its_steps_say(line):
    game = lesson_game()
    computer = ScriptedPlayer()
    seen: dict[str, list] = {}
    for step, text in zip(LESSON.steps, line, strict=True):
        assert game.drawn is not None and game.drawn.id == step.card and game.current_player == 0
        move = Move.from_str(text)
        assert check_move(step, move) == ""
        assert game.is_legal(move), step
        if step.topic == "order":  # two trails complete; scoring the computer's first earns the player +4
            buildings = game.scorings(move.placement, move.settler)
            assert [b.players for b in buildings] == [(0,), (1,)] and move.order == (1, 0)
            default = game.copy()
            default.push(Move(move.placement, move.settler))
            ordered = game.copy()
            ordered.push(move)
            assert ordered.scores[0] == default.scores[0] + 4
        game.push(move)
        seen[step.topic] = list(game.last_turn().events)
        if not game.is_over:
            reply = computer.choose(game.copy())
            assert reply == LESSON.reply(game.turn) and game.is_legal(reply)
            game.push(reply)
            seen[step.topic + "-reply"] = list(game.last_turn().events)
    assert game.is_over and len(game.moves) == len(LESSON.deck()) == 15
    (trail,) = [e for e in seen["complete"] if isinstance(e, ScoreEvent)]
    assert trail.players == (0,) and trail.points == (4,)
    (town,) = [e for e in seen["shopkeeper"] if isinstance(e, ScoreEvent)]
    assert town.players == (0,) and town.surveyors and town.points[0] > town.base  # the Surveyors' bonus
    # the computer's card completes the player's farm: 9, +4 for the Surveyor in the Farmer's column 1 (as
    # the next step's text says); the Surveyor it moves sends the computer's Robber at 1,5 home, unscored
    (farm,) = [e for e in seen["trapper-reply"] if isinstance(e, ScoreEvent)]
    assert (farm.kind, farm.players, farm.base, farm.surveyors, farm.points) == (FARM, (0,), 9, (1,), (13,))
    order_text = narration().tutorial_step("order")
    assert f"{farm.base} points, plus 4" in order_text and f"column 1, makes {farm.points[0]}" in order_text
    home = [(e.player, e.settler.kind, (e.settler.x, e.settler.y), e.reason) for e in seen["trapper-reply"]
            if getattr(e, "kind", None) == NoteKind.SETTLER_RETURNED]
    assert home == [(0, FARM, (1, 3), ReturnReason.SCORED), (1, TRAIL, (1, 5), ReturnReason.SURVEYOR)]
    assert [n.column for n in seen["trapper-reply"] if getattr(n, "kind", None) == NoteKind.SURVEYOR_MOVED] == [2]
    assert any(s.player == 0 and s.kind == PLAINS for s in game.placed_settlers())  # the Trapper stayed
    final = game.final_score()
    assert any(e.final and e.kind == PLAINS and 0 in e.players for e in game.score_events())
    assert final.totals[0] > final.totals[1]


def test_the_lessons_cards_are_cards_of_the_game():
    """The lesson's deck could be drawn from the real one: no card more often than the game has it."""
    from collections import Counter

    from newworld.engine.catalog import default_catalog

    catalog = default_catalog()
    game = Counter(catalog.types[index].id for index in catalog.full_deck())
    assert Counter(LESSON.deck()) - game == Counter()


def test_check_move_names_what_is_wrong():
    robber = LESSON.steps[1]
    assert check_move(robber, Move.from_str("2,2/1 R0")) == ""
    assert check_move(robber, Move.from_str("2,2/3 R0")) == "rotation"
    assert check_move(robber, Move.from_str("1,7/1 R0")) == "cell"
    assert check_move(robber, Move.from_str("2,2/1")) == "no-settler"
    assert check_move(robber, Move.from_str("2,2/1 T1")) == "settler"
    assert check_move(LESSON.steps[0], Move.from_str("1,2/1 R0")) == "settler-unwanted"
    order = next(s for s in LESSON.steps if s.topic == "order")
    assert check_move(order, Move.from_str("3,3/0 R0 >1,0")) == ""
    assert check_move(order, Move.from_str("3,3/0 R0")) == check_move(order, Move.from_str("3,3/0 R0 >0,1")) == "order"
    assert check_move(robber, Move.from_str("2,2/1 R0 >0")) == ""  # the default order, written out
    complete, trapper = (next(s for s in LESSON.steps if s.topic == topic) for topic in ("complete", "trapper"))
    assert check_move(complete, Move.from_str("3,2/0")) == "" and check_move(complete, Move.from_str("3,2/2")) == \
        "rotation"  # the crossing ends the trail turned either of two ways
    assert check_move(trapper, Move.from_str("1,0/0 T2")) == check_move(trapper, Move.from_str("1,0/0 T1")) == ""
    assert check_move(trapper, Move.from_str("1,0/0 R0")) == "settler"


def choose_order(clicks_down: int, seen: list):
    """Once the scoring-order chooser is up (Enter opens it modally): select the first building, click
    Down ``clicks_down`` times, then Enter (OK); the order shown is recorded in ``seen``."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QPushButton

    from newworld.gui.dialogs import ScoringOrderDialog

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ScoringOrderDialog):
            QTimer.singleShot(20, act)
            return
        first = dialog.list.visualItemRect(dialog.list.item(0)).center()
        QTest.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, first)
        down = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Down")
        for _ in range(clicks_down):
            QTest.mouseClick(down, Qt.MouseButton.LeftButton)
        seen.append((dialog.order(), [dialog.list.item(i).text() for i in range(dialog.list.count())]))
        QTest.keyClick(down if clicks_down else dialog.list, Qt.Key.Key_Return)  # Enter is OK's, also there

    QTimer.singleShot(0, act)


def play_step(window, qtbot, target: Move, order_clicks: int = 0, seen: list | None = None) -> None:
    """The step's turn with real events: drag the card to its cell, R until it is turned right,
    click the settler's marker (or none), Enter (and, when two buildings complete, the chooser)."""
    composer = window.composer
    p = target.placement
    centre_on(window, (p.x, p.y))
    drag_from_hand(window, hand_point(window), vp_point(window, cell_centre(p.x, p.y)))
    assert composer.draft.placement is not None and (composer.draft.placement.x, composer.draft.placement.y) == (
        p.x, p.y)
    for _ in range(4):
        if composer.draft.placement.rotation == p.rotation:
            break
        QTest.keyClick(window.view, Qt.Key.Key_R)
    assert composer.draft.placement.rotation == p.rotation
    if target.settler is not None:
        (marker,) = [m for m in window.scene.turn.markers if m.choice == target.settler]
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         vp_point(window, marker.scenePos()))
        assert composer.draft.settler == target.settler
    if seen is not None:
        choose_order(order_clicks, seen)
    QTest.keyClick(window.view, Qt.Key.Key_Return)


def start(window, qtbot):
    action = next(a for a in window.actions() if a.text().replace("&", "") == "Tutorial")
    action.trigger()
    learning = window.learning
    qtbot.waitUntil(lambda: window.composer.draft.active, timeout=10000)
    return learning


def test_the_whole_tutorial_with_real_mouse_and_keys(window, qtbot):
    window.game_screen.ask_order = True  # as in the app: the scoring-order step needs the chooser
    learning = start(window, qtbot)
    controller, panel = window.controller, learning.tutorial_panel
    steps, turns = len(LESSON.steps), len(LESSON.deck())
    assert controller.lesson and panel.isVisible() and f"step 1 of {steps}" in panel.progress.text()
    assert learning.target.isVisible() and learning.target.rect.contains(cell_centre(1, 2))
    # a wrong cell first: refused, explained, the card back in the hand
    wrong = next(c for c in window.composer.fits if c != (1, 2))
    centre_on(window, wrong)
    drag_from_hand(window, hand_point(window), vp_point(window, cell_centre(*wrong)))
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert controller.game.moves == [] and panel.problem.isVisible() and "highlighted cell" in panel.problem.text()
    qtbot.waitUntil(lambda: window.composer.draft.active and window.composer.draft.placement is None, timeout=5000)
    for number, step in enumerate(LESSON.steps):
        qtbot.waitUntil(lambda n=number: learning.tutorial.step == n and window.composer.draft.active, timeout=20000)
        assert f"step {number + 1} of {steps}" in panel.progress.text()
        assert panel.problem.isVisible() == (number == 0)  # the explanation stays until the step is done
        target = Move.from_str(step.move)
        p = target.placement
        assert learning.target.rect.contains(cell_centre(p.x, p.y))
        if step.topic == "order":
            play_order_step(window, qtbot, target)
        elif step.topic == "complete":
            play_turned_another_way(window, qtbot, step)
        else:
            play_step(window, qtbot, target)
        qtbot.waitUntil(lambda n=number: len(controller.game.moves) >= min(2 * n + 2, turns), timeout=20000)
    qtbot.waitUntil(controller.is_over, timeout=10000)
    assert "Well done" in panel.text.text() and panel.play_button.isVisible()
    assert [str(m) for m in controller.game.moves[::2]] == [s.move for s in LESSON.steps]
    assert window.game_screen.end_dialog is not None  # the final scoring's table
    assert window.learning.stats_recorder.recorded == 0  # practice is not counted
    table = window.game_screen.end_dialog
    table.show()
    qtbot.mouseClick(table.replay, Qt.MouseButton.LeftButton)  # the tutorial's game replays too
    assert learning.replay.replay.turns() == turns and learning.replay.shown_scores() == [0, 0]
    learning.replay.close()
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    assert learning.tutorial is None and controller.move_check is None


def play_order_step(window, qtbot, target: Move) -> None:
    """The scoring-order step: OK on the default order first (refused, explained, the card left on its
    cell with its Robber), then Enter again and the computer's trail moved up with Down: played, and the
    player's trail got +4."""
    controller, panel = window.controller, window.learning.tutorial_panel
    before, seen = len(controller.game.moves), []
    play_step(window, qtbot, target, 0, seen)
    assert len(controller.game.moves) == before and seen[0][0] is None  # the default order
    assert panel.problem.isVisible() and "Surveyor" in panel.problem.text() and "column 3" in panel.problem.text()
    draft = window.composer.draft
    assert draft.active and (draft.placement, draft.settler) == (target.placement, target.settler)
    choose_order(1, seen)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert seen[1][0] == (1, 0) and "Gentle" in seen[1][1][0] and "You" in seen[1][1][1]
    qtbot.waitUntil(lambda: len(controller.game.moves) > before, timeout=5000)
    assert controller.game.moves[before] == target
    (mine,) = [e for e in controller.game.last_turn().events if isinstance(e, ScoreEvent) and e.players == (0,)]
    assert mine.surveyors == (1,) and mine.points == (6,)  # 2 for the trail, 4 for the Surveyor in its column


def play_turned_another_way(window, qtbot, step) -> None:
    """The crossing on its cell but turned a way that fits and that the step does not take: refused, and
    turned the step's way for the player (the words cannot say which way), then Enter plays it."""
    composer, panel = window.composer, window.learning.tutorial_panel
    p = Move.from_str(step.move).placement
    accepted = {Move.from_str(text).placement.rotation for text in (step.move, *step.also)}
    centre_on(window, (p.x, p.y))
    drag_from_hand(window, hand_point(window), vp_point(window, cell_centre(p.x, p.y)))
    while composer.draft.placement.rotation in accepted:
        QTest.keyClick(window.view, Qt.Key.Key_R)
    before = len(window.controller.game.moves)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert len(window.controller.game.moves) == before and "turned" in panel.problem.text()
    qtbot.waitUntil(lambda: composer.draft.placement == p, timeout=5000)
    QTest.keyClick(window.view, Qt.Key.Key_Return)


def test_the_hint_in_the_tutorial_shows_the_steps_move_and_plays_it(window, qtbot):
    learning = start(window, qtbot)
    controller, screen = window.controller, window.game_screen
    for number in (0, 1):
        qtbot.waitUntil(lambda n=number: learning.tutorial.step == n and window.composer.draft.active, timeout=20000)
        step = LESSON.steps[number]
        assert screen.show_hint()
        qtbot.waitUntil(lambda s=step: screen.hint.move == Move.from_str(s.move), timeout=10000)
        cell = (screen.hint.move.placement.x, screen.hint.move.placement.y)
        assert window.statusBar().currentMessage() == messages().hint(cell, lesson=True)
        reason = screen.hint.item.label.scene_rect(window.view.zoom())  # by the board's left edge: not cut
        assert reason.left() >= window.view.visible_scene_rect().left()
        QTest.keyClick(window.view, Qt.Key.Key_Return)  # Enter plays the hint: the step is done
        qtbot.waitUntil(lambda n=number: len(controller.game.moves) >= 2 * n + 1, timeout=10000)
        assert str(controller.game.moves[2 * number]) == step.move and not learning.tutorial_panel.problem.isVisible()


def test_leaving_midway_then_a_normal_game(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from tests.test_gui import HUMAN, computers

    learning = start(window, qtbot)
    controller = window.controller
    play_step(window, qtbot, Move.from_str(LESSON.steps[0].move))
    qtbot.waitUntil(lambda: learning.tutorial.step == 1 and window.composer.draft.active, timeout=20000)
    panel = learning.tutorial_panel
    qtbot.mouseClick(panel.leave_button, Qt.MouseButton.LeftButton)
    assert learning.tutorial is None and controller.move_check is None and not learning.target
    assert window.view.viewportMargins().top() == 0  # the panel's strip goes with it: the board has the view
    window.start_game([HUMAN, *computers(1, "easy")], 5)  # what the New game dialog does
    assert not controller.lesson and controller.game.turn == 0 and len(controller.game.deck_ids) == 95
    qtbot.waitUntil(lambda: window.composer.draft.active, timeout=10000)
    wrong_for_the_lesson = next(iter(controller.legal_placements()))
    assert controller.play_move(Move(wrong_for_the_lesson))  # no lesson checks the moves any more
    qtbot.waitUntil(lambda: len(controller.game.moves) >= 2, timeout=20000)
    assert controller.computers.player_factory is not None and controller.seats[1].level == "easy"
    qtbot.waitUntil(lambda: not window.view.findChildren(type(panel)), timeout=5000)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.Yes)
    start(window, qtbot)  # again (the game under way is dropped after asking), and a new game (Ctrl+N) ends it
    assert len(asked) == 1
    assert controller.lesson and learning.tutorial_panel is not None
    window.start_game([HUMAN, *computers(1, "easy")], 6)
    assert learning.tutorial is None and learning.tutorial_panel is None and controller.move_check is None
    assert not controller.lesson


def test_at_the_end_the_real_game_can_be_started_beside_the_final_table(window, qtbot, monkeypatch):
    learning = start(window, qtbot)
    controller, screen = window.controller, window.game_screen
    screen.show_dialogs = True
    for number, step in enumerate(LESSON.steps):  # the lesson's moves, as the player plays them
        qtbot.waitUntil(lambda n=number: learning.tutorial.step == n and window.composer.draft.active, timeout=20000)
        assert controller.play_move(Move.from_str(step.move))
    qtbot.waitUntil(lambda: screen.end_dialog is not None and screen.end_dialog.isVisible(), timeout=20000)
    assert screen.end_dialog.windowModality() == Qt.WindowModality.NonModal  # the panel beside it answers
    asked: list[bool] = []
    monkeypatch.setattr(window, "new_game_dialog", lambda: asked.append(True))
    panel = learning.tutorial_panel
    qtbot.waitUntil(panel.play_button.isVisible, timeout=5000)
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    assert asked == [True] and learning.tutorial is None
    from tests.test_gui import HUMAN, computers

    window.start_game([HUMAN, *computers(1, "easy")], 5)  # the New game panel's Start, the table still open
    assert screen.end_dialog is None and not controller.lesson and screen.modal_end_table  # modal again
    assert [row.name for row in window.side.players.rows] == [HUMAN.name, "Computer 2"]  # the new game's


@pytest.mark.parametrize("colourblind, you", [(False, "red"), (True, "orange")])
def test_the_welcome_names_the_colours_the_player_sees(window, qtbot, colourblind, you):
    from newworld.gui.palette import COLOUR_NAMES

    window.game_screen.colourblind = colourblind
    learning = start(window, qtbot)
    shown = window.game_screen.colours()
    assert [COLOUR_NAMES[colour] for colour in shown] == [you, "blue"]  # as the board and the side panel show them
    assert f"You are {you}; a gentle computer plays blue." in learning.tutorial_panel.text.text()
    window.game_screen.colourblind = not colourblind  # the Preferences' colours: the game is shown again
    window.controller.gameStarted.emit()
    other = "red" if colourblind else "orange"
    assert learning.tutorial and f"You are {other};" in learning.tutorial_panel.text.text()


@pytest.mark.parametrize("code, red, orange, blue", [("de", "Du bist Rot", "Du bist Orange", "spielt Blau"),
                                                     ("fr", "jouez en rouge", "jouez en orange", "joue en bleu"),
                                                     ("es", "Juegas con el rojo", "Juegas con el naranja",
                                                      ", con el azul"),
                                                     ("pl", "Grasz czerwonymi", "Grasz pomarańczowymi",
                                                      "gra niebieskimi")])
def test_the_welcome_names_the_colours_in_every_language(qapp, code, red, orange, blue):
    from newworld.gui.palette import COLOUR_NAMES
    from newworld.narration import install, learning

    install(qapp, code)
    try:
        assert red in learning().tutorial_step("place", "red", "blue") and blue in learning().tutorial_step("place")
        assert orange in learning().tutorial_step("place", "orange", "blue")
        names = {learning().colour_name(key) for key in COLOUR_NAMES.values()}
        assert len(names) == len(set(COLOUR_NAMES.values()))  # a word for each colour, none twice
    finally:
        install(qapp)


def test_each_steps_text_comes_once_the_computers_turn_has_been_shown(window, qtbot):
    """At the computer's normal pace its turn is shown in steps: the next step's text waits for the last
    of them (the step 7 text tells of the Surveyors' walk and the Farmer sent home: it must not come first)."""
    screen = window.game_screen
    screen.pacer.pace = "normal"
    learning = start(window, qtbot)
    shown: list[tuple[int, bool, str]] = []
    learning.tutorial.stepChanged.connect(
        lambda step: shown.append((step, screen.pacer.busy(), learning.tutorial_panel.progress.text())))
    order = next(i for i, step in enumerate(LESSON.steps) if step.topic == "order")
    for number, step in enumerate(LESSON.steps[:order]):
        qtbot.waitUntil(lambda n=number: learning.tutorial.step == n and window.composer.draft.active, timeout=20000)
        assert window.controller.play_move(Move.from_str(step.move))
        if number == order - 1:  # the computer's reply that sends the Farmer home is under way
            qtbot.waitUntil(screen.pacer.busy, timeout=10000)
            assert learning.tutorial.step == order - 1 and f"step {order} of" in learning.tutorial_panel.progress.text()
    qtbot.waitUntil(lambda: learning.tutorial.step == order, timeout=20000)
    assert [step for step, _busy, _text in shown] == list(range(1, order + 1))
    assert not any(busy for _step, busy, _text in shown)  # each came after the computer's turn was shown
    assert screen.pacer.shown() == screen.pacer.shown()._replace(scores=window.controller.scores(),
                                                                  supply=window.controller.supply())
    # (the board shows the farm's points and the Farmer home, as the text says)
    assert f"step {order + 1} of" in learning.tutorial_panel.progress.text()


def uncovered(window) -> list[str]:
    """What the tutorial's panel covers of the column numbers, the Surveyors and the cells where the card
    fits (in the view's coordinates, the panel's), and which of them are out of sight: none of either."""
    from PySide6.QtCore import QRectF

    from newworld.gui.geometry import cell_rect

    view, scene = window.view, window.scene
    panel = QRectF(window.learning.tutorial_panel.geometry())
    viewport = QRectF(view.viewport().geometry())

    def seen(rect: QRectF) -> QRectF:
        return view.mapFromScene(rect).boundingRect().toRectF().translated(viewport.topLeft())

    marks = {f"column numbers {i}": rect for i, rect in enumerate(scene.labels.rows())}
    marks |= {f"Surveyor {i}": item.sceneBoundingRect() for i, item in enumerate(scene.surveyors)}
    marks |= {f"cell {x},{y}": cell_rect(x, y) for x, y in window.composer.fits}
    problems = [f"{name} under the panel" for name, rect in marks.items() if seen(rect).intersects(panel)]
    return problems + [f"Surveyor {i} out of sight" for i, item in enumerate(scene.surveyors)
                       if not viewport.contains(seen(item.sceneBoundingRect()))]


@pytest.mark.parametrize("code", ["en", "de"])  # German: the longest texts, the tallest panel
def test_the_panel_covers_no_column_number_no_surveyor_and_no_cell(window, qtbot, qapp, code):
    """Every step of the lesson, in the first window's size on a 1600×1000 screen at the interface size
    of the run (test_the_panel_covers_nothing_at_150_percent runs it at 150 %)."""
    import os

    from PySide6.QtCore import QSize

    from newworld.gui.mainwindow import first_size
    from newworld.narration import install

    scale = float(os.environ.get("QT_SCALE_FACTOR", "1"))
    window.resize(first_size(QSize(round(1600 / scale), round(1000 / scale))))
    install(qapp, code)
    try:
        learning = start(window, qtbot)
        for number, step in enumerate(LESSON.steps):
            qtbot.waitUntil(lambda n=number: learning.tutorial.step == n and window.composer.draft.active,
                            timeout=20000)
            panel = learning.tutorial_panel
            qtbot.waitUntil(lambda p=panel: window.view.viewport().geometry().top() > p.geometry().bottom(),
                            timeout=5000)
            qtbot.waitUntil(lambda: not learning.reveal_timer.isActive(), timeout=5000)  # the step's cell in sight
            assert uncovered(window) == [], step.topic
            assert window.controller.play_move(Move.from_str(step.move))
    finally:
        install(qapp)


def test_the_panel_covers_nothing_at_150_percent():
    at_interface_size("1.5", __file__, "covers_no_column_number")
