"""The game server under attack: each test is a way a hostile player or a random internet client tried to
break it (real ``newworld-server`` processes on loopback, 127.0.0.x standing for distinct addresses)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import socket
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from netserver import RawClient, ServerProcess, hosted_against, kill_leftovers

from newworld.ai import RandomPlayer
from newworld.net.client import NetClient, NetError
from newworld.net.connections import REFUSAL_WAIT
from newworld.net.messages import Moved, State
from newworld.savegame import load

pytestmark = pytest.mark.skipif(not hasattr(socket, "AF_INET"), reason="needs IPv4 loopback")


@pytest.fixture(autouse=True)
def no_leftover_servers():
    yield
    kill_leftovers()


def escaped(kind, request_id, **fields):
    """A frame whose text fields keep their JSON escapes (a lone surrogate cannot be sent any other way)."""
    body = ",".join(f'"{k}":{v}' for k, v in fields.items())
    return f'{{"v":1,"type":"{kind}","id":{request_id},{body}}}'


async def until(condition, timeout=20.0):
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.01)


async def play_turns(client, code, turns):
    """Play ``turns`` random moves of this client's seats (waiting for its turn each time)."""
    view = client.views[code]
    bot = RandomPlayer(3)
    for _ in range(turns):
        await until(lambda: view.my_turn is not None or view.over)
        if view.over:
            return
        await client.play(code, view.my_turn, bot.choose(view.game.copy()))


# --- text that would break a save, the relay or the window ------------------------------------------------

UNSAFE = ['"Ev\\ud800e"', '"\\udfff"', '"\\u202eevil"', '"a\\u2028b"', '"\\u009b31m"', '"\\u0000"', '"   "']


def test_unsafe_names_and_chat_are_refused_and_the_game_is_saved_and_served(tmp_path):
    server = ServerProcess(tmp_path / "data").start()
    try:
        names = asyncio.run(unsafe_text_scenario(server.url))
    finally:
        assert server.stop() == 0
    (path,) = (tmp_path / "data" / "games").glob("*.nwgame")
    saved = load(path)  # before the fix a lone surrogate or a bidi override made every save fail
    assert [seat.name for seat in saved.seats] == names and saved.game.turn >= 2
    assert "Traceback" not in server.log()


async def unsafe_text_scenario(url):
    ana = await RawClient.open(url, "Ana")
    created = await ana.request("create", seats=[{"kind": "remote"}, {"kind": "remote"}])
    code = created["code"]
    ben = await RawClient.open(url, name=None)
    for i, name in enumerate(UNSAFE):
        reply = await ben.send_raw(escaped("hello", i, name=name), i)
        assert reply["error"] == "bad_field", (name, reply)
    reply = await ben.send_raw('{"v":"\\ud800","type":"stats","id":99}', 99)  # echoed back, it closed the connection
    assert reply["error"] == "version"
    assert (await ben.request("hello", name="Ben"))["type"] == "welcome"
    for i, name in enumerate(UNSAFE):
        reply = await ben.send_raw(escaped("join", 100 + i, code=f'"{code}"', name=name), 100 + i)
        assert reply["error"] == "bad_field", (name, reply)
    for i, name in enumerate(UNSAFE):
        seats = f'[{{"kind":"remote","name":{name}}},{{"kind":"remote"}}]'
        reply = await ben.send_raw(escaped("create", 200 + i, seats=seats), 200 + i)
        assert reply["error"] == "bad_field", (name, reply)
    await ben.close()

    # Now the same game, played by the client library: nothing above changed it.
    clients = [NetClient(url, "Ana"), NetClient(url, "Ben \u00e9\u4e2d")]  # letters of any script are welcome
    for client in clients:
        await client.connect()
    for seat, client in enumerate(clients):
        await client.join(code, seat=seat)
    await clients[0].request("start", code=code, host_token=created["host_token"])
    chat = await RawClient.open(url, "Chat")
    await chat.request("rejoin", code=code, seat=0, token=clients[0].tickets[(code, 0)].token)
    for i, text in enumerate(UNSAFE):
        reply = await chat.send_raw(escaped("chat", 300 + i, code=f'"{code}"', text=text), 300 + i)
        assert reply["error"] == "bad_field", (text, reply)
    # Chat floods: a few lines at once, then one a second.
    replies = [await chat.request("chat", code=code, text=f"line {i}") for i in range(8)]
    assert [r["type"] for r in replies[:5]] == ["ok"] * 5 and replies[-1]["error"] == "rate_limited"
    await chat.close()
    await asyncio.gather(*(play_turns(client, code, 2) for client in clients))
    view = clients[0].views[code]
    assert view.agrees and view.seats[1].name == "Ben \u00e9\u4e2d"
    for client in clients:
        await client.close()
    return ["Ana", "Ben \u00e9\u4e2d"]


# --- connections: many, half-open, never saying hello ---------------------------------------------------------


def tcp_connections(port, count, source):
    """``count`` TCP connections that never start the WebSocket handshake (slowloris)."""
    out = []
    for _ in range(count):
        s = socket.socket()
        s.bind((source, 0))
        s.connect(("127.0.0.1", port))
        out.append(s)
    return out


def cut(sockets):
    """How many of ``sockets`` the server has closed (a read sees the end) once a refused connection's time to
    send its request is over."""
    time.sleep(REFUSAL_WAIT + 0.5)
    closed = 0
    for s in sockets:
        s.setblocking(False)
        try:
            closed += s.recv(1) == b""
        except BlockingIOError:
            pass
        except OSError:
            closed += 1
    return closed


def test_connections_are_limited_per_address_and_in_all_and_others_play_on(tmp_path):
    data = tmp_path / "data"
    server = ServerProcess(data, "--max-per-address", "20", "--max-connections", "50").start()
    port = int(server.url.rsplit(":", 1)[1])
    try:
        asyncio.run(connection_limits_scenario(server.url, port))
    finally:
        assert server.stop() == 0
    log = server.log()
    assert "refusing new connections from 127.0.0.1" in log and "refusing new connections: 50 connections" in log
    assert log.count("refusing new connections from 127.0.0.1") == 1  # once a minute, not once a connection
    assert "Too many open files" not in log and "Traceback" not in log


async def connection_limits_scenario(url, port):
    player = NetClient(url, "Ana")  # a game in progress, from 127.0.0.1
    code = (await hosted_against(player)).code
    await play_turns(player, code, 1)

    flood = tcp_connections(port, 30, "127.0.0.1")  # the player's connection is the 1st of this address's 20
    assert cut(flood[:19]) == 0 and cut(flood[19:]) == 11
    other = await RawClient.open(url, "Ben", source="127.0.0.2")  # another address is served
    assert (await other.request("stats"))["connections"] >= 2
    more = tcp_connections(port, 20, "127.0.0.3") + tcp_connections(port, 20, "127.0.0.4")
    assert cut(more) == 40 - (50 - 21)  # everything over 50 in all is cut
    await play_turns(player, code, 2)  # the game goes on meanwhile, and is saved (files are kept free)
    for s in flood + more:
        s.close()
    await asyncio.sleep(0.3)
    again = await RawClient.open(url, "Cy")  # the counts came down again: 127.0.0.1 may connect
    assert (await again.request("stats"))["connections"] <= 4
    for client in (other, again):
        await client.close()
    await player.close()


def test_a_connection_that_never_says_hello_is_closed(tmp_path, monkeypatch):
    import newworld.net.server as server_module
    from newworld.net.service import ServerThread

    monkeypatch.setattr(server_module, "HELLO_TIMEOUT", 0.5)
    host = ServerThread(tmp_path / "data")
    url = host.start()

    async def scenario():
        from websockets.exceptions import ConnectionClosed

        silent = await RawClient.open(url, name=None)
        talker = await RawClient.open(url, "Ana")
        with pytest.raises(ConnectionClosed) as info:
            await silent.recv(5)
        assert info.value.rcvd.code == 1008
        await asyncio.sleep(0.6)
        assert (await talker.request("stats"))["connections"] == 1  # hello turned the deadline off
        await talker.close()

    try:
        asyncio.run(scenario())
    finally:
        host.stop()


# --- games: how many, from whom, and how long they stay in memory ---------------------------------------


def test_games_per_address_computer_only_games_and_idle_games_wait_on_disk(tmp_path):
    server = ServerProcess(tmp_path / "data", "--max-games", "3", "--games-per-hour", "4",
                           "--handover-after", "0.1").start()
    try:
        asyncio.run(game_budget_scenario(server.url, tmp_path / "data" / "games"))
    finally:
        assert server.stop() == 0


async def game_budget_scenario(url, games):
    ana = NetClient(url, "Ana")
    await ana.connect()
    try:
        await ana.create_game([{"kind": "computer", "level": "hard"}] * 5)
    except NetError as exc:
        assert exc.kind == "bad_field"  # a game nobody may join only burns the server's time
    else:
        raise AssertionError("a game of computers alone was created")

    # A game the computers finish after its only player left: it must not stay in memory for good.
    finished, _ = await ana.create_game([{"kind": "remote"}, {"kind": "computer", "level": "random"}])
    ticket_finished = await ana.join(finished)
    await ana.start_game(finished)
    await play_turns(ana, finished, 1)
    # And a game waiting for a player who left.
    waiting, _ = await ana.create_game([{"kind": "remote"}, {"kind": "remote"}])
    ticket_waiting = await ana.join(waiting, seat=0)
    await ana.join(waiting, seat=1)
    await ana.start_game(waiting)
    await play_turns(ana, waiting, 3)
    turn = ana.views[waiting].turn
    await ana.close()

    host = NetClient(url, "Host")
    host.host_tokens.update(ana.host_tokens)
    await host.connect()
    await asyncio.sleep(0.15)
    await host.hand_over(finished, None, 0, "random")
    deadline = time.monotonic() + 20
    while json.loads((games / f"{finished}.seats.json").read_text())["status"] != "over":  # finished and written
        assert time.monotonic() < deadline
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.1)  # (a game being written stays in memory)
    await host.create_game([{"kind": "remote"}] * 2)
    assert (await host.stats())["games"] == 3  # the finished, the waiting and this one
    await host.create_game([{"kind": "remote"}] * 2)  # room is made: the finished game leaves memory first
    assert {k: v for k, v in (await host.stats()).items() if k in ("games", "playing")} == {"games": 3, "playing": 1}
    await host.close()

    # 127.0.0.1 has used its four games for this hour, whatever connection it comes from. (The server was full:
    # the game in play nobody is in made room by waiting on disk, before the budget said no.)
    late = await RawClient.open(url, "Late")
    refused = await late.request("create", seats=[{"kind": "remote"}] * 2)
    assert refused["error"] == "server_full" and "your address" in refused["message"]
    assert (await late.request("stats"))["playing"] == 0
    await late.close()
    # Another address has a budget of its own, and there is room now.
    raw = await RawClient.open(url, "Cy", source="127.0.0.2")
    created = await raw.request("create", seats=[{"kind": "remote"}] * 2)
    assert created["type"] == "created", created
    assert (await raw.request("stats"))["games"] == 3
    await raw.close()

    # Both games come back from disk when their players do.
    ben = NetClient(url, "Ben")
    await ben.connect()
    await ben.rejoin(ticket_waiting)
    await until(lambda: ben.views[waiting].game is not None)
    assert ben.views[waiting].turn == turn and ben.views[waiting].agrees
    await ben.rejoin(ticket_finished)
    await until(lambda: ben.views[finished].over)
    await ben.close()


def test_guessing_game_codes_and_tokens_is_slowed_down_per_address(tmp_path):
    server = ServerProcess(tmp_path / "data").start()
    try:
        asyncio.run(guessing_scenario(server.url))
    finally:
        assert server.stop() == 0


async def guessing_scenario(url):
    rng = random.Random(5)
    owner = NetClient(url, "Ana")
    await owner.connect()
    code, _ = await owner.create_game([{"kind": "remote"}] * 2)
    ticket = await owner.join(code)
    await owner.close()
    kinds = []
    for _ in range(3):  # three connections from one address: the budget is the address's
        guesser = await RawClient.open(url, "Eve")
        for _ in range(10):
            guess = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
            kinds.append((await guesser.request("join", code=guess, name="Eve"))["error"])
        await guesser.close()
    assert kinds[:20] == ["no_game"] * 20 and set(kinds[20:]) == {"rate_limited"}
    late = await RawClient.open(url, "Eve")
    assert (await late.request("rejoin", code=code, seat=0, token=ticket.token))["error"] == "rate_limited"
    await late.close()
    honest = await RawClient.open(url, "Ben", source="127.0.0.2")  # another address is not slowed down
    assert (await honest.request("rejoin", code=code, seat=0, token=ticket.token))["type"] == "joined"
    await honest.close()


# --- computer seats ------------------------------------------------------------------------------------------


def test_a_computer_seat_that_fails_or_hangs_never_stalls_its_game(tmp_path, monkeypatch, caplog):
    import newworld.net.computers as computers_module
    from newworld.net.service import ServerThread

    class Failing:
        def choose(self, game, cancel=None):
            raise RuntimeError("a bug in a computer player")

    class Hanging:
        def choose(self, game, cancel=None):
            time.sleep(3)
            raise AssertionError("too late to matter")

    real = computers_module.make_player
    players = {"easy": Failing, "medium": Hanging}
    monkeypatch.setattr(computers_module, "make_player",
                        lambda level, **kw: players[level]() if level in players else real(level, **kw))
    monkeypatch.setattr(computers_module, "AI_TIME_LIMIT", 0.3)
    host = ServerThread(tmp_path / "data")
    url = host.start()

    async def scenario():
        client = NetClient(url, "Ana")
        await client.connect()
        code, _ = await client.create_game([{"kind": "computer", "level": "easy"},
                                            {"kind": "computer", "level": "medium"}, {"kind": "remote"}])
        await client.join(code)
        await client.start_game(code)
        await play_turns(client, code, 3)  # each needs both computer seats to have moved first
        view = client.views[code]
        assert view.turn >= 8 and view.agrees
        await client.close()

    try:
        asyncio.run(scenario())
    finally:
        host.stop()
    assert "the easy computer player failed (a bug in a computer player)" in caplog.text
    assert "the medium computer player failed (TimeoutError)" in caplog.text


# --- what a client may learn ---------------------------------------------------------------------------------


def test_no_message_tells_a_player_another_seats_card(tmp_path):
    server = ServerProcess(tmp_path / "data").start()
    try:
        asyncio.run(hidden_card_scenario(server.url))
    finally:
        assert server.stop() == 0


async def hidden_card_scenario(url):
    # every message each client gets: the two players' (0, 1) and a spectator's (-1)
    inbox: dict[int, list[Any]] = {0: [], 1: [], -1: []}
    clients = [NetClient(url, f"P{i}") for i in (0, 1)]
    spectator = NetClient(url, "Watcher")
    raw_replies = []
    for seat, client in ((0, clients[0]), (1, clients[1]), (-1, spectator)):
        original = client.channel.on_message

        def record(message, request_id, seat=seat, original=original):
            inbox[seat].append(message)
            original(message, request_id)
        client.channel.on_message = record
        await client.connect()
    code, _ = await clients[0].create_game([{"kind": "remote"}, {"kind": "remote"},
                                            {"kind": "computer", "level": "random"}])
    for seat, client in enumerate(clients):
        await client.join(code, seat=seat)
    await spectator.watch(code)
    await clients[0].start_game(code)
    views = [client.views[code] for client in clients]
    bot = RandomPlayer(9)
    while not views[0].over and views[0].turn < 30:
        await until(lambda: views[0].over or any(v.my_turn is not None for v in views))
        mover = next((i for i, v in enumerate(views) if v.my_turn is not None), None)
        if mover is None:
            break
        other = clients[1 - mover]
        try:  # the other seat pokes at the turn: out of turn, for the mover's seat, stale
            await other.request("move", code=code, seat=1 - mover, turn=views[mover].turn, move="0,1/0")
        except NetError as exc:
            raw_replies.append((views[mover].drawn, str(exc)))
        await clients[mover].play(code, mover, bot.choose(views[mover].game.copy()))
    await until(lambda: spectator.views[code].turn == views[0].turn)
    assert all(len(messages) > 30 for messages in inbox.values())  # each saw the game
    for seat, messages in inbox.items():
        for message in messages:
            if isinstance(message, State | Moved) and message.drawn is not None:
                # only ever the card of this client's own seat, when it is to move; never one to a spectator
                to_move = message.turn if isinstance(message, State) else message.turn + 1
                assert seat >= 0 and to_move % 3 == seat, (seat, message)
    assert sum(isinstance(m, State | Moved) and m.drawn is not None for m in inbox[0]) >= 5
    assert raw_replies and all(card not in text for card, text in raw_replies)
    for client in (*clients, spectator):
        await client.close()


# --- the data folder --------------------------------------------------------------------------------------------


def start_with_watchdog(server, seconds=30.0):
    """Start ``server``; kill it if it hangs (a FIFO in the data folder must not hang it at start-up)."""
    timer = threading.Timer(seconds, lambda: server.proc and server.proc.kill())
    timer.start()
    try:
        return server.start()
    finally:
        timer.cancel()


def test_hostile_files_planted_in_the_data_folder_are_refused_and_the_rest_loads(tmp_path):
    data = tmp_path / "data"
    first = ServerProcess(data).start()
    code, ticket = asyncio.run(one_game_two_turns(first.url))
    assert first.stop() == 0
    games = data / "games"
    seats = json.loads((games / f"{code}.seats.json").read_text())
    plants = {
        "FFFFAA": "a FIFO seats file", "FFFFBB": "a FIFO game file", "MMMMCC": "three seats for two players",
        "NNNNDD": "a name with a bidi override",
    }
    os.mkfifo(games / "FFFFAA.seats.json")
    (games / "FFFFBB.seats.json").write_text(json.dumps({**seats, "code": "FFFFBB"}))
    os.mkfifo(games / "FFFFBB.nwgame")
    (games / "MMMMCC.seats.json").write_text(json.dumps({**seats, "code": "MMMMCC",
                                                         "seats": seats["seats"] + seats["seats"][:1]}))
    (games / "MMMMCC.nwgame").write_bytes((games / f"{code}.nwgame").read_bytes())
    named = [{**seat, "name": "\u202eevil"} for seat in seats["seats"]]
    (games / "NNNNDD.seats.json").write_text(json.dumps({**seats, "code": "NNNNDD", "seats": named}))
    second = start_with_watchdog(ServerProcess(data))
    try:
        asyncio.run(rejoin_and_play(second.url, ticket))
    finally:
        assert second.stop() == 0
    log = second.log()
    for plant in plants:
        assert f"game {plant} cannot be loaded" in log, plant
    assert "loaded 1 games (1 in play)" in log


async def one_game_two_turns(url):
    client = NetClient(url, "Ana")
    ticket = await hosted_against(client)
    await play_turns(client, ticket.code, 2)
    await client.close()
    return ticket.code, ticket


async def rejoin_and_play(url, ticket):
    client = NetClient(url, "Ana")
    await client.connect()
    await client.rejoin(ticket)
    await play_turns(client, ticket.code, 1)
    assert client.views[ticket.code].agrees
    await client.close()


def test_a_game_that_cannot_be_written_does_not_start_and_one_that_fails_later_is_written_when_it_can(tmp_path):
    data = tmp_path / "data"
    server = ServerProcess(data).start()
    try:
        asyncio.run(unwritable_scenario(server.url, data / "games"))
        started = time.monotonic()
    finally:
        assert server.stop() == 0  # a clean stop even while a write keeps failing: one last try, then it stops
    assert time.monotonic() - started < 10
    log = server.log()
    assert "stopped cleanly" in log and "cannot save to" in log and "Traceback" not in log


async def unwritable_scenario(url, games):
    client = NetClient(url, "Ana")
    await client.connect()
    code, _ = await client.create_game([{"kind": "remote"}, {"kind": "computer", "level": "random"}])
    await client.join(code)
    view = client.views[code]
    blocker = games / f"{code}.nwgame"
    blocker.mkdir()  # the game file cannot be written (as on a full or read-only disk)
    try:
        await client.start_game(code)
    except NetError as exc:
        assert exc.kind == "not_stored" and "could not store" in str(exc)
    else:
        raise AssertionError("a game started that the server could not keep")
    blocker.rmdir()
    await client.start_game(code)

    async def written():
        """Wait until it is Ana's turn again and the file holds every turn (then nothing more is written)."""
        await until(lambda: view.my_turn is not None)
        deadline = time.monotonic() + 15
        while not (blocker.is_file() and load(blocker).game.turn == view.turn):
            assert time.monotonic() < deadline, "the game was not written"
            await asyncio.sleep(0.1)

    await play_turns(client, code, 1)
    await written()
    blocker.unlink()
    blocker.mkdir()  # the disk fails mid-game: play goes on in memory
    await play_turns(client, code, 3)
    await asyncio.sleep(0.2)
    blocker.rmdir()  # the disk is back: the retry writes every turn played meanwhile
    await written()
    blocker.unlink()
    blocker.mkdir()  # and fails again: the caller stops the server while the write keeps failing
    await play_turns(client, code, 1)
    await client.close()


def test_a_hostile_server_cannot_break_the_client_nor_put_unsafe_text_in_its_window():
    from websockets.asyncio.server import serve

    bad_seats = [{"name": "Ev\ud800e\u202e", "kind": "remote"}, {"name": {"x": 1}, "kind": 5}]
    garbage = [
        {"type": "moved", "code": "ABCDEF", "turn": 0, "move": 5, "card": "x", "discards": [], "digest": "d"},
        {"type": "state", "code": "ABCDEF", "seats": bad_seats, "opening": {}, "history": [[1]], "digest": 1},
        {"type": "state", "code": "ABCDEF", "seats": [{"name": "a"}] * 99, "opening": [], "history": []},
        {"type": "moved", "code": "ABCDEF", "turn": "0"}, {"type": "lobby", "code": "ABCDEF", "seats": 5},
        {"type": "chat", "code": "ABCDEF", "text": {"a": 1}},
        {"type": "lobby", "code": "ABCDEF", "status": "lobby", "seats": bad_seats},
        {"type": "lobby", "code": "ABCDEF", "status": "lobby", "seats": bad_seats[:1]},
        {"type": "chat", "code": "ABCDEF", "seat": 0, "name": "\x1b]0;pwned\x07", "text": "hi\udfff\u2028there"},
    ]

    async def hostile(ws):
        async for raw in ws:
            request = json.loads(raw)
            reply = {"v": 1, "id": request["id"]}
            if request["type"] == "hello":
                await ws.send(json.dumps({**reply, "type": "welcome"}))
            elif request["type"] == "join":
                await ws.send(json.dumps({**reply, "type": "joined", "code": "ABCDEF", "seat": 0, "token": "t" * 43}))
                for message in garbage:
                    await ws.send(json.dumps({"v": 1, **message}))
            else:
                await ws.send(json.dumps({**reply, "type": "error", "error": "x\x1b[2J", "message": "\x1b[2Jgone"}))

    async def scenario():
        events = []
        async with serve(hostile, "127.0.0.1", 0) as server:
            port = server.sockets[0].getsockname()[1]
            client = NetClient(f"ws://127.0.0.1:{port}", "Ana", on_event=events.append)
            await client.connect()
            await client.join("ABCDEF")
            await until(lambda: any(e.kind == "chat" for e in events))
            with pytest.raises(NetError) as info:
                await client.stats()  # the reader survived everything above
            assert str(info.value) == "\ufffd[2Jgone" and info.value.kind == "x\ufffd[2J"
            chat = [e.message for e in events if e.kind == "chat"]
            assert len(chat) == 1  # the line whose text is no text was refused where it was read
            assert chat[0].name == "\ufffd]0;pwned\ufffd" and chat[0].text == "hi\ufffd\ufffdthere"
            assert [seat.name for seat in client.views["ABCDEF"].seats] == ["Ev\ufffde\ufffd"]
            await client.close()

    asyncio.run(scenario())


def test_behind_a_trusted_proxy_limits_count_the_forwarded_address(tmp_path):
    server = ServerProcess(tmp_path / "data", "--trusted-proxy", "127.0.0.1", "--max-per-address", "2").start()
    try:
        asyncio.run(proxy_scenario(server.url))
    finally:
        assert server.stop() == 0
    log = server.log()
    assert "refusing new connections from 203.0.113.5" in log and "(via 127.0.0.1:" in log
    assert "127.0.0.2 forwards connections (X-Forwarded-For) but is not a --trusted-proxy" in log


async def proxy_scenario(url):
    from websockets.asyncio.client import connect
    from websockets.exceptions import InvalidStatus

    async def via_proxy(forwarded, source="127.0.0.1"):
        ws = await connect(url, compression=None, additional_headers={"X-Forwarded-For": forwarded},
                           local_addr=(source, 0))
        client = RawClient(ws)
        await client.request("hello", name="P")
        return client

    # The client may send an X-Forwarded-For of its own: the proxy appends the real address, the last one counts.
    first = [await via_proxy(f"10.9.9.{i}, 203.0.113.5") for i in range(2)]
    with pytest.raises(InvalidStatus) as info:
        await via_proxy("203.0.113.5")
    assert info.value.response.status_code == 429
    others = [await via_proxy("203.0.113.6") for _ in range(2)]  # more than 2 from the proxy itself: fine
    untrusted = [await via_proxy("198.51.100.1", source="127.0.0.2")]  # not the proxy: its header means nothing
    for client in first + others + untrusted:
        await client.close()


def test_a_web_page_cannot_connect(tmp_path):
    """A page in the player's browser could otherwise reach a game hosted on the player's own machine."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import InvalidStatus

    server = ServerProcess(tmp_path / "data").start()

    async def scenario():
        with pytest.raises(InvalidStatus) as info:
            await connect(server.url, origin="https://evil.example", compression=None)
        assert info.value.response.status_code == 403
        await (await RawClient.open(server.url, "Ana")).close()  # the game's own client sends no Origin

    try:
        asyncio.run(scenario())
    finally:
        assert server.stop() == 0


def children_of(pid):
    """The process ids whose parent is ``pid`` (from /proc)."""
    out = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            out.append(int(stat.parent.name))
    return out


def alive(pid):
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process tree from /proc")
def test_a_killed_server_leaves_no_computer_player_processes_behind(tmp_path):
    data = tmp_path / "data"
    server = ServerProcess(data, "--move-time", "0.2").start()
    try:
        ticket = asyncio.run(two_turns_against_hard(server.url))
        workers = children_of(server.proc.pid)
        assert workers, "a Hard seat thinks in a worker process"
    finally:
        server.stop(signal.SIGKILL)
    deadline = time.monotonic() + 10
    while any(alive(pid) for pid in workers):  # before the fix they waited for tasks for ever
        assert time.monotonic() < deadline, "worker processes outlived the server"
        time.sleep(0.05)
    second = ServerProcess(data, "--move-time", "0.2").start()  # and the game goes on after the restart
    try:
        asyncio.run(rejoin_and_play(second.url, ticket))
    finally:
        assert second.stop() == 0


async def two_turns_against_hard(url):
    client = NetClient(url, "Ana")
    ticket = await hosted_against(client, "hard")
    await play_turns(client, ticket.code, 2)  # the second waits for the computer's move
    await client.close()
    return ticket
