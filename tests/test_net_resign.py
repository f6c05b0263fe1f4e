"""Resigning in a network game, on a real ``newworld-server`` on loopback: the host's computer plays the seat
from then on, the points stand, the game file records it, a reconnection does not take the seat back and the
player's token does."""

from __future__ import annotations

import asyncio

import pytest
from netserver import ServerProcess, kill_leftovers
from test_net_server import Seat, expect_error, play_my_turns, saved_games, until

from newworld.net.messages import Lobby


@pytest.fixture(autouse=True)
def no_leftover_servers():
    yield
    kill_leftovers()


def last_lobby(seat):
    return [e.message for e in seat.events if isinstance(e.message, Lobby)][-1]


def test_a_player_who_resigns_has_the_hosts_computer_play_on_and_may_come_back_with_the_token(tmp_path):
    server = ServerProcess(tmp_path / "data").start()

    async def scenario():
        ana, ben = Seat(server.url, "Ana"), Seat(server.url, "Ben")
        for seat in (ana, ben):
            await seat.client.connect()
        await expect_error("bad_field", ana.client.request("create", seats=[{"kind": "remote"}] * 2,
                                                           resign_level="grandmaster"))
        code, host_token = await ana.client.create_game([{"kind": "remote"}] * 2)
        await ana.client.join(code, seat=0)
        ticket = await ben.client.join(code, seat=1)
        await expect_error("not_started", ben.client.resign(code, 1))
        await ana.client.start_game(code, host_token)
        views = [s.client.views[code] for s in (ana, ben)]
        await until(lambda: all(v.game is not None for v in views))
        await play_my_turns(ana, code, turns=1)
        await expect_error("not_your_seat", ana.client.resign(code, 1))  # only the seat's own player resigns
        points = list(views[0].game.scores)
        await ben.client.resign(code, 1)
        await until(lambda: last_lobby(ana).seats[1].kind == "computer")
        seat = last_lobby(ana).seats[1]
        assert seat.level == "medium" and seat.resigned == 2  # the host's level (the default); in turn 2
        # the points stand (the computer may have played the seat's next turn already: they only grow)
        assert all(now >= before for now, before in zip(views[0].game.scores, points, strict=True))
        await expect_error("bad_field", ben.client.resign(code, 1))
        # The computer plays Ben's turns; a reconnection of Ben's client does not take the seat back.
        await play_my_turns(ana, code, turns=2)
        ben.client.drop()
        await until(lambda: ben.client.reconnects >= 1 and ben.client.channel.connected)
        await play_my_turns(ana, code, turns=1)
        assert last_lobby(ana).seats[1].kind == "computer"
        # Ben comes back with his token: the seat is his again and no longer marked.
        await ben.client.rejoin(ticket)
        await until(lambda: last_lobby(ana).seats[1].kind == "remote")
        assert last_lobby(ana).seats[1].resigned == 0
        await ben.client.resign(code, 1)  # and leaves again, for good this time
        await until(lambda: last_lobby(ana).seats[1].kind == "computer")
        turn = last_lobby(ana).seats[1].resigned
        await play_my_turns(ana, code)
        assert views[0].over and views[0].agrees
        for s in (ana, ben):
            await s.client.close()
        return code, turn

    try:
        code, turn = asyncio.run(scenario())
    finally:
        assert server.stop() == 0
    saved = saved_games(tmp_path / "data")[code]
    assert saved.game.is_over and dict(saved.play.resigned) == {1: turn}
    assert saved.seats[1].kind == "computer"
    assert f"game {code}: seat 1 resigned in turn" in server.log()


def test_the_host_chooses_the_computer_that_plays_on_for_who_resigns(tmp_path):
    server = ServerProcess(tmp_path / "data").start()

    async def scenario():
        ana = Seat(server.url, "Ana")
        await ana.client.connect()
        reply = await ana.client.request("create", seats=[{"kind": "remote"}, {"kind": "computer"}],
                                         resign_level="easy")
        code = reply.code
        await ana.client.join(code, seat=0)
        await ana.client.start_game(code, reply.host_token)
        await until(lambda: ana.client.views[code].game is not None)
        await ana.client.resign(code, 0)
        await until(lambda: last_lobby(ana).seats[0].kind == "computer")
        assert last_lobby(ana).seats[0].level == "easy"
        await until(lambda: ana.client.views[code].over, 60)  # two computers play it out
        await ana.client.close()

    try:
        asyncio.run(scenario())
    finally:
        assert server.stop() == 0


def test_the_seats_file_keeps_the_clock_the_resign_level_the_watching_and_who_resigned():
    from newworld.net.store import RoomRecord, SeatRecord, room_from_json
    from newworld.savegame.play import ClockSetting

    record = RoomRecord("ABCDEF", "a" * 64, [SeatRecord("Ana", "remote", token_hash="b" * 64),
                                             SeatRecord("Ben", "computer", "easy", "c" * 64, True, 7)],
                        clock=ClockSetting.from_str("chess:600+10"), resign_level="hard", watching=False,
                        spectator_chat=False)
    again = room_from_json(record.to_json())
    assert again == record and again.seats[1].resigned == 7 and again.clock.to_str() == "chess:600+10"
    older = record.to_json()  # a seats file written before these fields: no clock, Medium, watching, nobody resigned
    for key in ("clock", "resign_level", "watching", "spectator_chat"):
        del older[key]
    for seat in older["seats"]:
        del seat["resigned"]
    old = room_from_json(older)
    assert (old.clock.on, old.resign_level, old.watching, old.spectator_chat) == (False, "medium", True, False)
    assert [s.resigned for s in old.seats] == [0, 0]
    for bad in ({"clock": "soon"}, {"resign_level": "grandmaster"}, {"watching": "yes"}):
        with pytest.raises(ValueError):
            room_from_json({**record.to_json(), **bad})
