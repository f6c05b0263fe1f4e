"""The clock of a network game, kept by a real ``newworld-server`` on loopback: its time in the messages, a
turn out of time played by the server, the clock stored with the room across a restart, and netplay with a
clock."""

from __future__ import annotations

import asyncio

import pytest
from netserver import ServerProcess, free_port, kill_leftovers, netplay
from test_net_server import Seat, expect_error, play_my_turns, saved_games, until

from newworld.net.messages import Moved, State
from newworld.savegame.play import CHESS, PER_TURN, ClockSetting


@pytest.fixture(autouse=True)
def no_leftover_servers():
    yield
    kill_leftovers()


def messages(seat, kind):
    return [e.message for e in seat.events if isinstance(e.message, kind)]


async def two_players(url, clock):
    """Ana and Ben at a game timed by ``clock``, started; (code, ana, ben)."""
    ana, ben = Seat(url, "Ana"), Seat(url, "Ben")
    for seat in (ana, ben):
        await seat.client.connect()
    code, host_token = await ana.client.create_game([{"kind": "remote"}] * 2, clock=clock)
    await ana.client.join(code, seat=0)
    await ben.client.join(code, seat=1)
    await ana.client.start_game(code, host_token)
    await until(lambda: messages(ana, State) and messages(ben, State))
    return code, ana, ben


def test_a_player_out_of_time_has_the_turn_played_by_the_server_and_everyone_is_told(tmp_path):
    server = ServerProcess(tmp_path / "data").start()

    async def scenario():
        bad = Seat(server.url, "Cid")
        await bad.client.connect()
        await expect_error("bad_field", bad.client.request("create", seats=[{"kind": "remote"}] * 2, clock="turn:0"))
        await expect_error("bad_field", bad.client.request("create", seats=[{"kind": "remote"}] * 2, clock="soon"))
        await bad.client.close()
        code, ana, ben = await two_players(server.url, ClockSetting(PER_TURN, 1))
        state = messages(ben, State)[-1]
        assert state.clock is not None and state.clock.setting == ClockSetting(PER_TURN, 1)
        assert state.clock.state.player == 0 and state.clock.state.left == (1.0, 1.0)
        # Ana does not move: after her second the server plays her turn (Medium) and says so to both.
        await until(lambda: messages(ben, Moved) and messages(ana, Moved))
        for seat in (ana, ben):
            moved = messages(seat, Moved)[0]
            assert moved.turn == 0 and moved.player == 0 and moved.timed_out
            assert moved.clock is not None and moved.clock.state.player == 1
        view = ben.client.views[code]
        assert view.my_turn == 1 and view.agrees
        # Ben moves in time: his turn is his own move, not a time-out.
        await play_my_turns(ben, code, turns=1)
        await until(lambda: len(messages(ana, Moved)) >= 2)
        assert not messages(ana, Moved)[1].timed_out
        stats = await ana.client.stats()
        assert stats["timeouts"] >= 1
        for seat in (ana, ben):
            await seat.client.close()
        return code

    try:
        code = asyncio.run(scenario())
    finally:
        assert server.stop() == 0
    assert f"game {code} turn 0: seat 0 ran out of time; Medium plays the turn" in server.log()


def test_the_clock_is_stored_with_the_room_and_goes_on_where_it_stood_after_a_restart(tmp_path):
    data, port = tmp_path / "data", free_port()
    servers = [ServerProcess(data, port=port).start()]
    chess = ClockSetting(CHESS, 600, 5)

    async def scenario():
        code, ana, ben = await two_players(servers[0].url, chess)
        await asyncio.sleep(0.6)  # Ana thinks before her first move: her bank goes down, then up by 5
        await play_my_turns(ana, code, turns=1)
        await until(lambda: messages(ben, Moved))
        before = messages(ben, Moved)[-1].clock.state
        assert before.player == 1 and 604.0 < before.left[0] < 604.5 and before.left[1] == 600.0
        assert await asyncio.to_thread(servers[0].stop) == 0
        saved = saved_games(data)[code]
        assert saved.play.clock == chess and saved.play.clock_state is not None
        assert saved.play.clock_state.left[0] == pytest.approx(before.left[0], abs=0.01)
        await asyncio.sleep(0.5)  # nobody is at the table: no one's time runs
        servers.append(await asyncio.to_thread(ServerProcess(data, port=port).start))
        await until(lambda: all(s.client.reconnects >= 1 and len(messages(s, State)) >= 2 for s in (ana, ben)), 40)
        after = messages(ben, State)[-1].clock
        assert after is not None and after.setting == chess and after.state.player == 1
        assert after.state.left[0] == pytest.approx(before.left[0], abs=0.01)
        assert 599.0 < after.state.left[1] - after.state.used <= 600.0  # Ben's time ran only while he was back
        await asyncio.gather(*(play_my_turns(s, code) for s in (ana, ben)))
        assert all(s.client.views[code].over and s.client.views[code].agrees for s in (ana, ben))
        for seat in (ana, ben):
            await seat.client.close()

    try:
        asyncio.run(scenario())
    finally:
        assert servers[-1].stop() == 0


def test_netplay_plays_games_with_a_clock_and_reports_the_turns_out_of_time(tmp_path):
    server = ServerProcess(tmp_path / "data").start()
    try:
        code, summary = netplay(server.url, "--games", "2", "--players", "2", "--clock", "turn:1",
                                "--idle-rate", "0.05", "--seed", "3")
    finally:
        assert server.stop() == 0
    assert code == 0, summary
    assert summary["finished"] == 2 and summary["digests_agree"] and summary["clock"] == "turn:1"
    assert summary["timeouts"] >= 1
