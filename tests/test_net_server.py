"""The game server as real processes on loopback: bots, drops, restarts, seats, tokens, TLS, discovery."""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import signal
import subprocess
import sys
import time

import pytest
from netserver import ROOT, ServerProcess, free_port, kill_leftovers, netplay, netplay_background

from newworld.ai import RandomPlayer
from newworld.engine.game import first_player_for
from newworld.net.client import NetClient, NetError, NetEvent, SeatTicket
from newworld.net.messages import ServerError
from newworld.savegame import load

SUMMARY_KEYS = {"games", "finished", "digests_agree", "reconnects", "seconds", "turn_latency_ms"}


@pytest.fixture(autouse=True)
def no_leftover_servers():
    yield
    kill_leftovers()


@pytest.fixture
def server(tmp_path):
    proc = ServerProcess(tmp_path / "data").start()
    yield proc
    assert proc.stop() == 0, "SIGTERM must stop the server cleanly"
    assert "stopped cleanly" in proc.log()


def saved_games(data):
    return {path.stem: load(path) for path in sorted((data / "games").glob("*.nwgame"))}


def test_bot_games_finish_with_digests_agreeing_and_every_game_saved(server):
    code, summary = netplay(server.url, "--games", "3", "--players", "3", "--bots", "random,easy")
    assert code == 0, summary
    assert set(summary) >= SUMMARY_KEYS
    assert summary["finished"] == 3 and summary["digests_agree"] and summary["reconnects"] == 0
    assert summary["turn_latency_ms"]["p50"] > 0
    assert server.stop() == 0  # writes trail the announcements: a clean stop finishes them
    games = saved_games(server.data)
    assert len(games) == 3
    assert all(saved.game.is_over and saved.game.players == 3 for saved in games.values())


def test_dropped_connections_reconnect_and_catch_up(server):
    code, summary = netplay(server.url, "--games", "3", "--players", "3", "--drop-rate", "0.15", "--seed", "4")
    assert code == 0, summary
    assert summary["finished"] == 3 and summary["digests_agree"]
    assert summary["reconnects"] >= 10  # about 0.15 x 95 turns x 3 seats x 3 games


def moves_saved(data):
    """Moves saved per game, and how many games are unfinished."""
    moves, unfinished = [], 0
    for path in (data / "games").glob("*.nwgame"):
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        moves.append(len(document["moves"]))
        unfinished += not document["summary"]["finished"]
    return moves, unfinished


def well_under_way(moves, games):
    """Every game has moves (so the bots are past setting up) and there are 60 in all."""
    return len(moves) == games and min(moves) >= 3 and sum(moves) >= 60


def test_sigkill_mid_run_then_restart_resumes_and_finishes_every_game(tmp_path):
    data = tmp_path / "data"
    port = free_port()
    first = ServerProcess(data, port=port).start()
    bots = netplay_background(first.url, "--games", "4", "--players", "3", "--bots", "easy", "--seed", "9",
                              "--timeout", "120")
    deadline = time.monotonic() + 60
    while not well_under_way(moves_saved(data)[0], 4) and time.monotonic() < deadline and bots.poll() is None:
        time.sleep(0.02)
    assert first.stop(signal.SIGKILL) == -signal.SIGKILL
    moves, unfinished = moves_saved(data)
    assert well_under_way(moves, 4) and unfinished == 4, f"the kill must come mid-game: {moves}"
    time.sleep(0.3)  # the bots keep trying to reconnect meanwhile
    second = ServerProcess(data, port=port).start()
    out, err = bots.communicate(timeout=150)
    assert bots.returncode == 0, (out, err)
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["finished"] == 4 and summary["digests_agree"] and summary["reconnects"] >= 12
    assert second.stop() == 0
    assert "loaded 4 games (4 in play)" in second.log()
    assert all(saved.game.is_over for saved in saved_games(data).values())


# --- seats, tokens, the host, chat, handing a seat over ----------------------------------------------


class Seat:
    """A test client that collects its events."""

    def __init__(self, url, name):
        self.events: list[NetEvent] = []
        self.client = NetClient(url, name, on_event=self.events.append)

    def kinds(self):
        return [e.kind for e in self.events]


async def until(condition, timeout=20.0):
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.01)


async def play_my_turns(seat, code, until_over=True, turns=None):
    """Play this client's turns with random moves until the game ends (or ``turns`` were played)."""
    view = seat.client.views[code]
    bot = RandomPlayer(1)
    played = 0
    while not view.over and (turns is None or played < turns):
        await until(lambda: view.my_turn is not None or view.over)
        if view.over:
            break
        await seat.client.play(code, view.my_turn, bot.choose(view.game.copy()))
        played += 1


def test_seats_tokens_host_rights_chat_and_handing_a_seat_to_a_computer(tmp_path):
    server = ServerProcess(tmp_path / "data", "--handover-after", "0.3").start()
    try:
        asyncio.run(lobby_scenario(server.url))
    finally:
        assert server.stop() == 0


async def expect_error(kind, coroutine):
    with pytest.raises(NetError) as info:
        await coroutine
    assert info.value.kind == kind, str(info.value)


async def lobby_scenario(url):
    ana, ben, eve = Seat(url, "Ana"), Seat(url, "Ben"), Seat(url, "Eve")
    for seat in (ana, ben, eve):
        await seat.client.connect()
    code, host_token = await ana.client.create_game(
        [{"kind": "remote"}, {"kind": "remote"}, {"kind": "computer", "level": "random"}])
    ana_ticket = await ana.client.join(code, seat=0)
    assert ana.client.views[code].status == "lobby"
    await expect_error("not_host", ben.client.start_game(code))  # Ben has no host token at all
    await expect_error("seats_open", ana.client.start_game(code))  # the token create_game got
    ben_ticket = await ben.client.join(code)
    assert ben_ticket.seat == 1 and ben_ticket.token != ana_ticket.token
    await expect_error("no_open_seat", eve.client.join(code))
    await expect_error("not_host", eve.client.start_game(code, "x" * 43))
    await expect_error("bad_token", eve.client.rejoin(SeatTicket(code, 1, "y" * 43)))
    await expect_error("no_game", eve.client.join("ABCDEF"))
    await expect_error("not_your_seat", eve.client.request("move", code=code, seat=0, turn=0, move="1,0/0"))
    await until(lambda: [s.taken for s in ana.client.views[code].seats] == [True, True, False])
    await ana.client.start_game(code, host_token)
    await expect_error("already_started", ana.client.start_game(code, host_token))
    await until(lambda: ana.client.views[code].started and ben.client.views[code].started)
    await until(lambda: ben.client.views[code].status == "playing")  # from the lobby message

    await ana.client.chat(code, "hello <b>Ben</b>")
    await until(lambda: "chat" in ben.kinds())
    chat = next(e for e in ben.events if e.kind == "chat")
    assert chat.message.text == "hello <b>Ben</b>" and chat.message.name == "Ana"
    await expect_error("bad_field", ana.client.chat(code, "x" * 201))
    ben.client.drop()  # the server sends the chat again when Ben's client takes his seat back: shown once
    await until(lambda: ben.client.reconnects >= 1 and ben.kinds().count("state") >= 2)
    await asyncio.sleep(0.2)
    assert [e.message.text for e in ben.events if e.kind == "chat"] == ["hello <b>Ben</b>"]

    # A few turns each; the server plays seat 3 itself.
    await asyncio.gather(play_my_turns(ana, code, turns=3), play_my_turns(ben, code, turns=3))
    await expect_error("too_soon", ana.client.hand_over(code, host_token, 1, "random"))  # Ben is still here
    await ben.client.close()
    await until(lambda: not ana.client.views[code].seats[1].connected)
    await asyncio.sleep(0.35)  # the server's --handover-after
    await expect_error("not_host", ana.client.hand_over(code, "z" * 43, 1, "random"))
    await ana.client.hand_over(code, host_token, 1, "random")
    await until(lambda: ana.client.views[code].seats[1].kind == "computer")
    await play_my_turns(ana, code)
    view = ana.client.views[code]
    assert view.over and view.agrees and view.mismatches == 0

    # Ben comes back days later with his ticket: the finished game is there.
    ben_again = Seat(url, "Ben")
    await ben_again.client.connect()
    await ben_again.client.rejoin(ben_ticket)
    await until(lambda: ben_again.client.views[code].over)
    assert ben_again.client.views[code].digest() == view.digest()
    # and what was said while he was away, once
    await until(lambda: "chat" in ben_again.kinds())
    assert [e.message.text for e in ben_again.events if e.kind == "chat"] == ["hello <b>Ben</b>"]
    for seat in (ana, eve, ben_again):
        await seat.client.close()


# --- who begins -----------------------------------------------------------------------------------------


def test_a_game_whose_host_chose_seat_3_to_begin_is_played_and_restored_from_seat_3(tmp_path):
    data, port = tmp_path / "data", free_port()
    servers = [ServerProcess(data, port=port).start()]

    async def restart():  # the game comes back from its file, with who began
        assert await asyncio.to_thread(servers[0].stop) == 0
        servers.append(await asyncio.to_thread(ServerProcess(data, port=port).start))

    async def scenario():
        code, seats = await seat_three_begins(servers[0].url)
        await restart()
        await finish_after_the_restart(code, seats)
        return code

    try:
        code = asyncio.run(scenario())
    finally:
        assert servers[-1].stop() == 0
    saved = saved_games(data)[code]
    assert saved.game.is_over and saved.game.first_player == 2
    assert [t.player for t in saved.game.turns()[:4]] == [2, 0, 1, 2]


async def seat_three_begins(url):
    ana, ben, cid = Seat(url, "Ana"), Seat(url, "Ben"), Seat(url, "Cid")
    for seat in (ana, ben, cid):
        await seat.client.connect()
    await expect_error("bad_field", ana.client.create_game([{"kind": "remote"}] * 3, first_player=3))
    code, host_token = await ana.client.create_game([{"kind": "remote"}] * 3, first_player=2)
    for i, seat in enumerate((ana, ben, cid)):
        await seat.client.join(code, seat=i)
    await ana.client.start_game(code, host_token)
    views = [seat.client.views[code] for seat in (ana, ben, cid)]
    await until(lambda: all(v.game is not None for v in views) and views[2].my_turn == 2)
    assert [v.current_seat for v in views] == [2, 2, 2] and [v.game.first_player for v in views] == [2, 2, 2]
    assert views[0].my_turn is None and views[1].my_turn is None and views[0].waiting_for == "Cid"
    await expect_error("not_your_turn", ana.client.request("move", code=code, seat=0, turn=0, move="1,0/0"))
    await asyncio.gather(*(play_my_turns(seat, code, turns=2) for seat in (ana, ben, cid)))
    await until(lambda: all(v.turn == 6 for v in views))
    moved = [e.message for e in ana.events if e.kind == "moved"]
    assert [(m.turn, m.player) for m in moved] == [(0, 2), (1, 0), (2, 1), (3, 2), (4, 0), (5, 1)]
    assert all(v.agrees and v.mismatches == 0 for v in views)
    return code, (ana, ben, cid)


async def finish_after_the_restart(code, seats):
    ana = seats[0]
    await until(lambda: all(s.client.reconnects >= 1 and s.kinds().count("state") >= 2 for s in seats), 40)
    views = [s.client.views[code] for s in seats]
    assert all(v.game.first_player == 2 and v.turn == 6 and v.current_seat == 2 for v in views)
    late = Seat(ana.client.url, "Ana")  # a second window of Ana's, from her ticket: the snapshot alone
    await late.client.connect()
    await late.client.rejoin(ana.client.tickets[(code, 0)])
    await until(lambda: late.client.views[code].game is not None)
    assert late.client.views[code].game.first_player == 2 and late.client.views[code].agrees
    await late.client.close()
    await asyncio.gather(*(play_my_turns(s, code) for s in seats))
    assert all(v.over and v.agrees and v.mismatches == 0 for v in views)
    for s in seats:
        await s.client.close()


def test_at_random_the_server_draws_who_begins_from_the_games_seed_when_it_starts(server):
    async def scenario():
        ana = Seat(server.url, "Ana")
        await ana.client.connect()
        for _ in range(6):
            code, host_token = await ana.client.create_game([{"kind": "remote"}, {"kind": "remote"}],
                                                            first_player="random")
            seats_file = json.loads((server.data / "games" / f"{code}.seats.json").read_text(encoding="utf-8"))
            assert seats_file["first_player"] == "random"
            await ana.client.join(code, seat=0)
            await ana.client.join(code, seat=1)
            await ana.client.start_game(code, host_token)
            view = ana.client.views[code]
            await until(lambda view=view: view.game is not None)
            assert view.game.first_player == first_player_for("random", 2, seats_file["seed"])
            assert view.agrees and view.current_seat == view.game.first_player
            assert load(server.data / "games" / f"{code}.nwgame").game.first_player == view.game.first_player
        await ana.client.close()

    asyncio.run(scenario())


# --- hostile input ------------------------------------------------------------------------------------


def fuzz_messages(rng, code, token, host_token):
    """(frame, what it tests) pairs: each must get an error reply."""
    def msg(**fields):
        return json.dumps({"v": 1, "id": rng.randrange(10 ** 6), **fields})

    valid_seats = [{"kind": "remote"}] * 2
    out = []
    for _ in range(150):  # garbage text and truncated messages
        n = rng.randrange(1, 60)
        out.append(("".join(chr(rng.randrange(32, 0x250)) for _ in range(n)), "garbage"))
        whole = msg(type="join", code=code, name="Zed")
        out.append((whole[:rng.randrange(1, len(whole) - 1)], "truncated"))
    for text in ("1", '"x"', "[]", "null", "true", "[" * 1500 + "]" * 1500, '{"v":1,"type":"stats","id":NaN}',
                 '{"v":1,"type":"stats","v":1}', '{"v":1,"type":"stats","id":1e999}', "{}",
                 '{"v":1,"type":"stats","id":' + "9" * 3000 + "}"):
        out.extend([(text, "not a message")] * 5)
    for v in (0, 2, "1", None, 1.0, True, [1]):
        out.extend([(json.dumps({"v": v, "type": "stats", "id": 1}), "version")] * 5)
    for kind in ("", "STATS", "eval", "__import__", "pickle", 5, None, "move ", "games2"):
        out.extend([(json.dumps({"v": 1, "type": kind, "id": 2}), "unknown type")] * 5)
    bad_fields = [
        dict(type="hello"), dict(type="hello", name=""), dict(type="hello", name="a" * 41),
        dict(type="hello", name="a\nb"), dict(type="hello", name=5), dict(type="hello", name="a", extra=1),
        dict(type="create", seats=[]), dict(type="create", seats=[{"kind": "remote"}] * 6),
        dict(type="create", seats=[{"kind": "alien"}] * 2), dict(type="create", seats=valid_seats, listed="yes"),
        dict(type="create", seats=[{"kind": "computer", "level": "godlike"}] * 2),
        dict(type="join", code=code.lower(), name="a"), dict(type="join", code="../../etc", name="a"),
        dict(type="join", code=code, name="a", seat=7), dict(type="join", code=code, name="a", seat=-1),
        dict(type="join", code=code, name="a", seat=True), dict(type="rejoin", code=code, seat=0, token="short"),
        dict(type="rejoin", code=code, seat=0, token="a" * 65), dict(type="rejoin", code=code, seat=0),
        dict(type="move", code=code, seat=0, turn=-1, move="1,0/0"),
        dict(type="move", code=code, seat=0, turn=0, move="x" * 65),
        dict(type="move", code=code, seat=0, turn=0.5, move="1,0/0"), dict(type="chat", code=code, text=""),
        dict(type="chat", code=code, text="\x00"), dict(type="chat", code=code, text="a" * 201),
        dict(type="stats", id="one"), dict(type="stats", id=-5), dict(type="games", filter="all"),
        dict(type="hand_over", code=code, host_token=host_token, seat=1, level="cheater"),
        dict(type="hello", name="Ev\ud800e"), dict(type="hello", name="\u202eevil"), dict(type="hello", name=" "),
        dict(type="join", code=code, name="a\u2028b"), dict(type="chat", code=code, text="\udfff"),
        dict(type="create", seats=[{"kind": "remote", "name": "\x9b"}] * 2),
    ]
    for fields in bad_fields:
        out.extend([(msg(**fields), "bad field")] * 5)
    out.extend([(msg(type="chat", code=code, text="x" * 5000), "oversized")] * 20)
    out.extend([(("x" * 4000).encode(), "binary frame")] * 10)
    out.extend([(b"\x00\xff" * 10, "binary frame")] * 10)
    for turn in range(1, 40):  # out of turn and wrong turn numbers; seat 1 is not to move; seat 2 not held
        out.append((msg(type="move", code=code, seat=0, turn=turn, move="1,0/0"), "stale turn"))
        out.append((msg(type="move", code=code, seat=1, turn=0, move="1,0/0"), "not your turn"))
        out.append((msg(type="move", code=code, seat=2, turn=0, move="1,0/0"), "not your seat"))
    for x in range(2, 40):  # well-formed but illegal, and malformed move texts
        out.append((msg(type="move", code=code, seat=0, turn=0, move=f"{x},{x}/0"), "illegal move"))
        out.append((msg(type="move", code=code, seat=0, turn=0, move=f"{x};{x}/9"), "bad move"))
        out.append((msg(type="move", code=code, seat=0, turn=0, move=f"1,{x % 5}/0 Q{x}"), "bad move"))
    for _ in range(60):  # wrong tokens and codes
        fake = "".join(rng.choice("abcdefghijkLMNOP0123456789_-") for _ in range(43))
        out.append((msg(type="rejoin", code=code, seat=rng.randrange(3), token=fake), "wrong token"))
        out.append((msg(type="start", code=code, host_token=fake), "wrong host token"))
        out.append((msg(type="hand_over", code=code, host_token=fake, seat=1, level="easy"), "wrong host token"))
        out.append((msg(type="rejoin", code="ZZZZZZ", seat=0, token=token), "no such game"))
    rng.shuffle(out)
    # First, before the wrong codes and tokens above use up this address's guesses (then they get rate_limited).
    # (The host may give up a seat it plays itself, seats 0 and 1: the network window does.)
    out.insert(0, (msg(type="hand_over", code=code, host_token=host_token, seat=3, level="easy"), "too soon"))
    return out


def test_fuzz_every_bad_message_gets_an_error_and_other_games_play_on(tmp_path):
    server = ServerProcess(tmp_path / "data", "--rate", "100000", "--burst", "100000").start()
    try:
        bots = netplay_background(server.url, "--games", "2", "--players", "3", "--bots", "easy", "--seed", "3")
        count, kinds = asyncio.run(fuzz(server.url))
        out, err = bots.communicate(timeout=120)
        assert bots.returncode == 0, (out, err)
        summary = json.loads(out.strip().splitlines()[-1])
        assert summary["finished"] == 2 and summary["digests_agree"]
    finally:
        assert server.stop() == 0
    assert count >= 1000
    assert {"bad_json", "bad_message", "version", "unknown_type", "bad_field", "too_large", "bad_frame",
            "stale_turn", "not_your_turn", "not_your_seat", "illegal_move", "bad_move", "bad_token", "not_host",
            "no_game", "too_soon", "hello_first", "rate_limited"} <= kinds
    assert "internal" not in kinds and "Traceback" not in server.log()


async def fuzz(url):
    from websockets.asyncio.client import connect

    host = NetClient(url, "Host")
    await host.connect()
    code, host_token = await host.create_game([{"kind": "remote"}, {"kind": "remote"}, {"kind": "computer"},
                                               {"kind": "remote"}])
    await host.join(code, seat=0)
    ticket = await host.join(code, seat=1)
    other = NetClient(url, "Other")  # holds seat 3: the host may not hand it over while its player is here
    await other.connect()
    await other.join(code, seat=3)
    await host.start_game(code, host_token)
    kinds = set()
    count = 0
    async with connect(url, compression=None) as ws:  # before hello: refused, politely
        await ws.send(json.dumps({"v": 1, "type": "stats", "id": 1}))
        reply = json.loads(await ws.recv())
        assert reply["type"] == "error"
        kinds.add(reply["error"])
        count += 1
    # The fuzzing connection holds seats 0 and 1 (the host's), so out-of-turn moves reach the game checks.
    ws = host.channel.ws
    for frame, what in fuzz_messages(random.Random(7), code, ticket.token, host_token):
        future = asyncio.get_running_loop().create_future()
        host.channel.pending[-1] = future  # catch the next reply whatever its id
        original = host.channel.on_message

        def capture(message, request_id, future=future, original=original):
            if not future.done():
                future.set_result(message)
            original(message, request_id)
        host.channel.on_message = capture
        await ws.send(frame)
        reply = await asyncio.wait_for(future, 10)
        host.channel.on_message = original
        assert isinstance(reply, ServerError), (what, frame[:80], reply)
        kinds.add(reply.kind)
        count += 1
    stats = await host.stats()  # the connection still works
    assert stats["games"] >= 1
    await host.close()
    await other.close()
    return count, kinds


def test_a_flood_is_rate_limited_then_cut_and_an_oversized_frame_closes_only_its_connection(server):
    asyncio.run(flood(server.url))


async def flood(url):
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    async with connect(url, compression=None) as ws:
        await ws.send(json.dumps({"v": 1, "type": "hello", "id": 0, "name": "Flood"}))
        await ws.recv()
        for i in range(600):
            await ws.send(json.dumps({"v": 1, "type": "stats", "id": i}))
        limited = 0
        with pytest.raises(ConnectionClosed) as info:
            while True:
                reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
                limited += reply.get("error") == "rate_limited"
        assert limited >= 100 and info.value.rcvd.code == 1008
    async with connect(url, compression=None, max_size=None) as ws:
        await ws.send("x" * 100_000)
        with pytest.raises(ConnectionClosed) as info:
            await asyncio.wait_for(ws.recv(), 10)
        assert info.value.rcvd.code == 1009  # message too big
    client = NetClient(url, "After")  # the server is still there for everyone else
    await client.connect()
    assert (await client.stats())["connections"] >= 1
    await client.close()


# --- running the server ------------------------------------------------------------------------------------


def test_damaged_files_are_reported_and_left_alone_while_the_other_games_load(tmp_path):
    data = tmp_path / "data"
    first = ServerProcess(data).start()
    code, summary = netplay(first.url, "--games", "1", "--players", "2")
    assert code == 0
    assert first.stop() == 0
    games = data / "games"
    game_file = next(games.glob("*.nwgame"))
    seats = json.loads(game_file.with_suffix(".seats.json").read_text())
    seats["status"] = "playing"  # as if killed mid-game, with a damaged save
    shutil.copy(game_file.with_suffix(".seats.json"), games / "ABCDEF.seats.json")
    (games / "ABCDEF.seats.json").write_text(json.dumps({**seats, "code": "ABCDEF"}))
    (games / "ABCDEF.nwgame").write_text("{ damaged")
    (games / "GHJKLM.seats.json").write_text("not json")
    (games / "not-a-code.seats.json").write_text("{}")
    second = ServerProcess(data).start()
    assert second.stop() == 0
    log = second.log()
    assert "game ABCDEF cannot be loaded" in log and "game GHJKLM cannot be loaded" in log
    assert (games / "ABCDEF.nwgame").read_text() == "{ damaged"


def test_a_port_in_use_is_one_clear_line(server):
    port = server.url.rsplit(":", 1)[1]
    result = subprocess.run([sys.executable, "-m", "newworld.net.service", "--port", port,
                             "--data", str(server.data.parent / "other")],
                            capture_output=True, text=True, timeout=30, cwd=ROOT)
    assert result.returncode == 2
    assert result.stdout == "" and result.stderr.count("\n") == 1 and "newworld-server:" in result.stderr


def test_wss_with_a_certificate(tmp_path):
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("openssl is needed to make a test certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run([openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "2", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
    server = ServerProcess(tmp_path / "data", "--cert", str(cert), "--key", str(key)).start()
    try:
        assert server.url.startswith("wss://127.0.0.1:")
        code, summary = netplay(server.url, "--games", "1", "--players", "2", "--cafile", str(cert))
        assert code == 0 and summary["finished"] == 1
        code, summary = netplay(server.url, "--games", "1", "--players", "2", "--timeout", "30")
        assert code == 1 and summary["finished"] == 0  # an untrusted certificate is refused at once
        assert summary["seconds"] < 10 and "not trusted" in summary["errors"][0]
    finally:
        assert server.stop() == 0


def test_a_server_started_with_lan_is_found_on_the_local_network(tmp_path):
    from newworld.net.discovery import browse

    name = f"NW test {random.randrange(10 ** 6)}"
    server = ServerProcess(tmp_path / "data", "--lan", name).start()
    try:
        found = asyncio.run(browse(1.5))
    finally:
        assert server.stop() == 0
    if not found:
        pytest.skip("no multicast answers here (a sandbox without mDNS)")
    mine = [f for f in found if f.name == name]
    assert mine and mine[0].url == server.url  # listening on 127.0.0.1, so that is what it announces
