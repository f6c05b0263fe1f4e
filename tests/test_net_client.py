"""The client library as the window will use it: the server hosted in-process, the client in a worker thread."""

from __future__ import annotations

import queue
import threading

from netserver import hosted_against

from newworld.ai import RandomPlayer
from newworld.net.client import ClientThread, NetClient, SeatTicket
from newworld.net.protocol import ProtocolError, parse_client_message
from newworld.net.service import ServerThread
from newworld.net.view import GameView


def test_a_hosted_game_played_through_the_thread_bridge(tmp_path, monkeypatch):
    applied = []
    plain_apply = GameView.apply_moved
    monkeypatch.setattr(GameView, "apply_moved",
                        lambda view, *a, **k: applied.append(view) or plain_apply(view, *a, **k))
    host = ServerThread(tmp_path / "data")
    url = host.start()
    events: queue.Queue = queue.Queue()
    worker = ClientThread()
    try:
        threads = set()

        def on_event(event):  # runs in the worker thread: a Qt controller emits a signal here
            threads.add(threading.current_thread().name)
            events.put(event)

        client = NetClient(url, "Ana", on_event=on_event, follow=False)  # as the window's
        worker.submit(client.connect()).result(10)
        code, host_token = worker.submit(client.create_game(
            [{"kind": "remote"}, {"kind": "computer", "level": "easy"}])).result(10)
        ticket = worker.submit(client.join(code, seat=0)).result(10)
        worker.submit(client.start_game(code, host_token)).result(10)

        # The GUI thread keeps the one view of the game, fed with the typed messages: nothing is shared.
        mirror = GameView(code)
        mirror.my_seats.add(ticket.seat)
        bot = RandomPlayer(3)
        while not mirror.over:
            event = events.get(timeout=20)
            assert event.view is None
            if event.kind == "state":
                mirror.load_state(event.message)
            elif event.kind == "moved":
                assert mirror.apply_moved(event.message) == "applied"
            if mirror.my_turn is not None:
                move = bot.choose(mirror.game.copy())
                worker.submit(client.play(code, mirror.my_turn, move, mirror.turn)).result(10)
        assert threads == {"nw-client"}
        assert mirror.agrees and client.views[code].game is None  # the client thread kept no position
        assert applied == [mirror] * mirror.turn  # each announced turn played once, on one position
        assert SeatTicket.from_json(ticket.to_json()) == ticket  # what the settings keep
        worker.submit(client.close()).result(10)
    finally:
        worker.stop()
        host.stop()
    assert (tmp_path / "data" / "games" / f"{code}.nwgame").exists()


def test_protocol_limits_and_forms():
    ok = parse_client_message('{"v":1,"type":"join","id":3,"code":"ABCDEF","name":"Ana","seat":1}')
    assert ok == {"type": "join", "id": 3, "code": "ABCDEF", "name": "Ana", "seat": 1}
    for raw, kind in [
        ('{"v":1,"type":"join","code":"ABCDE0","name":"Ana"}', "bad_field"),  # 0 is not in the code alphabet
        ('{"v":1,"type":"join","code":"ABCDEF","name":"Ana","seat":5}', "bad_field"),
        ('{"v":1,"type":"hello","name":"' + "a" * 5000 + '"}', "too_large"),
        ('{"v":1,"type":"hello","name":"a","name":"b"}', "bad_json"),
        ('{"v":2,"type":"hello","name":"a"}', "version"),
        (b'{"v":1,"type":"hello","name":"a"}', "bad_frame"),
    ]:
        try:
            parse_client_message(raw)
        except ProtocolError as exc:
            assert exc.kind == kind, (raw, exc.kind)
        else:
            raise AssertionError(f"accepted {raw!r}")


def test_a_full_server_refuses_new_games_until_idle_lobbies_make_room(tmp_path):
    import asyncio

    from newworld.net.client import NetError

    host = ServerThread(tmp_path / "data", max_games=2)
    url = host.start()

    async def scenario():
        client = NetClient(url, "Ana")
        await client.connect()
        first, _ = await client.create_game([{"kind": "remote"}] * 2)
        second, _ = await client.create_game([{"kind": "remote"}] * 2)
        await client.join(second)  # someone is in this one
        try:
            await client.create_game([{"kind": "remote"}] * 2)
        except NetError as exc:
            assert exc.kind == "server_full"
        else:
            raise AssertionError("a third game on a server for two")
        host.server.rooms.lobby_expiry = 0.0
        third, _ = await client.create_game([{"kind": "remote"}] * 2)  # the empty lobby made room
        assert third not in (first, second)
        games = tmp_path / "data" / "games"
        assert not (games / f"{first}.seats.json").exists() and (games / f"{second}.seats.json").exists()
        await client.close()

    try:
        asyncio.run(scenario())
    finally:
        host.stop()


async def play_against(client, level, turns, before_move=lambda turn, view: None, first_player=0):
    """Host a game of ``client`` (seat 1) against a server-run ``level`` seat; play ``turns`` random moves."""
    import asyncio

    code = (await hosted_against(client, level, first_player=first_player)).code
    view = client.views[code]
    bot = RandomPlayer(5)
    for turn in range(turns):
        while view.my_turn is None:
            await asyncio.sleep(0.01)
        before_move(turn, view)
        await client.play(code, view.my_turn, bot.choose(view.game.copy()))
    return view


def test_a_position_that_drifts_is_noticed_by_its_digest_and_resynchronised(tmp_path, caplog):
    import asyncio
    import logging

    caplog.set_level(logging.INFO, logger="newworld")
    host = ServerThread(tmp_path / "data")
    url = host.start()
    events = []

    def drift(turn, view):
        if turn == 3:
            view.game.core.scores[1] += 7  # the view drifts (a bug, a cosmic ray)

    async def scenario():
        client = NetClient(url, "Ana", on_event=events.append)
        view = await play_against(client, "random", turns=6, before_move=drift)
        while not view.agrees or view.my_turn is None:
            await asyncio.sleep(0.01)
        await client.close()
        return view

    try:
        view = asyncio.run(scenario())
    finally:
        host.stop()
    kinds = [e.kind for e in events]
    assert view.mismatches == 1 and view.agrees
    assert "error" in kinds and kinds.count("state") == 2  # the start, then the resync
    assert "digest differs from the server's" in caplog.text  # the client logs it
    assert "resync 1" in caplog.text  # and the server counts it (told when the connection closes)


def test_a_hard_computer_seat_thinks_in_a_worker_process(tmp_path):
    import asyncio

    host = ServerThread(tmp_path / "data", move_time=0.05)
    url = host.start()

    async def scenario():
        client = NetClient(url, "Ana")
        view = await play_against(client, "hard", turns=3)
        while view.my_turn is None:  # the Hard seat has answered the third move too
            await asyncio.sleep(0.01)
        await client.close()
        return view

    try:
        view = asyncio.run(scenario())
        assert host.server is not None and host.server.computers.searches.pids()
    finally:
        host.stop()
    assert view.turn == 6 and view.agrees


def test_a_computer_seat_that_thinks_in_a_process_is_given_the_position_with_who_began():
    import asyncio
    import concurrent.futures

    from newworld.engine.game import Game
    from newworld.net.computers import ComputerSeats
    from newworld.net.position import public_digest
    from newworld.net.room import Room
    from newworld.net.store import PLAYING, RoomRecord, SeatRecord

    game = Game(3, 5, first_player=1)
    bot = RandomPlayer(2)
    for _ in range(4):
        game.push(bot.choose(game.copy()))
    seats = [SeatRecord("Ana", "remote"), SeatRecord("Ben", "remote"), SeatRecord("Hal", "computer", "hard")]
    room = Room(RoomRecord("ABCDEF", "0" * 64, seats, PLAYING, 5, False, 1), game=game)

    class Processes:  # stands for the shared worker processes: what would they be sent?
        sent: list = []

        def submit(self, owner, group, player, position, limit):
            self.sent.append(position)
            move = concurrent.futures.Future()
            move.set_result(next(iter(position.game().legal_moves())))
            return move, threading.Event()

    computers = ComputerSeats(None, None, None, move_time=0.1, per_address=0)
    computers.close()
    computers.searches = Processes()
    move = asyncio.run(computers._think(room, "hard", 1, game))
    replayed = Processes.sent[0].game()  # what a worker process rebuilds
    assert replayed.current_player == game.current_player == 2 and public_digest(replayed) == public_digest(game)
    assert game.is_legal(move)


def test_a_hard_computer_seat_that_begins_plays_the_first_turn_from_its_process(tmp_path):
    import asyncio

    host = ServerThread(tmp_path / "data", move_time=0.05)
    url = host.start()

    async def scenario():
        client = NetClient(url, "Ana")
        view = await play_against(client, "hard", turns=2, first_player=1)
        await client.close()
        return view

    try:
        view = asyncio.run(scenario())
    finally:
        host.stop()
    assert view.game.first_player == 1 and [t.player for t in view.game.turns()[:3]] == [1, 0, 1]
    assert view.agrees
