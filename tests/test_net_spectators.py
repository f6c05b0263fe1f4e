"""Spectators of a network game, on a real ``newworld-server`` on loopback: the public view only (never a
card before it is laid), chat if the host allows it, the host turning the watching off, their own cap, and
netplay with spectators."""

from __future__ import annotations

import asyncio

import pytest
from netserver import RawClient, ServerProcess, kill_leftovers, netplay
from test_net_server import Seat, expect_error, play_my_turns, until

from newworld.net.client import NetClient
from newworld.net.limits import SPECTATORS_PER_GAME
from newworld.net.messages import ChatSaid, Lobby, Moved, State


@pytest.fixture(autouse=True)
def no_leftover_servers():
    yield
    kill_leftovers()


class Watcher(Seat):
    """A spectator that keeps every message it gets (to look for cards it must not see)."""

    def __init__(self, url, name):
        super().__init__(url, name)
        self.inbox: list = []
        original = self.client.channel.on_message

        def record(message, request_id):
            self.inbox.append(message)
            original(message, request_id)
        self.client.channel.on_message = record


def lobbies(seat):
    return [e.message for e in seat.events if isinstance(e.message, Lobby)]


def test_spectators_see_the_public_game_never_a_card_and_chat_only_if_the_host_lets_them(tmp_path):
    server = ServerProcess(tmp_path / "data").start()

    async def scenario():
        ana, ben = Seat(server.url, "Ana"), Seat(server.url, "Ben")
        early, late = Watcher(server.url, "Cid"), Watcher(server.url, "Dee")
        for seat in (ana, ben, early, late):
            await seat.client.connect()
        code, host_token = await ana.client.create_game([{"kind": "remote"}] * 2)
        await ana.client.join(code, seat=0)
        await ben.client.join(code, seat=1)
        await early.client.watch(code)  # before the start
        await until(lambda: lobbies(ana) and lobbies(ana)[-1].spectators == 1)
        assert [s.taken for s in lobbies(ana)[-1].seats] == [True, True]  # a spectator takes no seat
        await ana.client.start_game(code, host_token)
        players = [ana.client.views[code], ben.client.views[code]]
        await until(lambda: all(v.game is not None for v in players) and early.client.views[code].game is not None)
        await asyncio.gather(*(play_my_turns(s, code, turns=3) for s in (ana, ben)))
        await late.client.watch(code)  # in the middle of the game: the snapshot
        await until(lambda: late.client.views[code].turn == 6 and early.client.views[code].turn == 6)
        for watcher in (early, late):
            view = watcher.client.views[code]
            assert view.my_turn is None and view.drawn is None and view.agrees
            assert view.digest() == players[0].digest()
            await expect_error("not_your_seat", watcher.client.request("move", code=code, seat=0, turn=6,
                                                                       move="1,0/0"))
        # Chat: not by default; the host allows it, and a spectator's line reaches the players as theirs.
        await expect_error("not_your_seat", early.client.chat(code, "hello"))
        await expect_error("not_host", early.client.set_watching(code, True, True, host_token="x" * 43))
        await ana.client.set_watching(code, True, spectator_chat=True)
        await early.client.chat(code, "nice move")
        await until(lambda: any(isinstance(e.message, ChatSaid) for e in ben.events))
        said = next(e.message for e in ben.events if isinstance(e.message, ChatSaid))
        assert (said.seat, said.name, said.text) == (-1, "Cid", "nice move")
        # The rest of the game: the spectators follow every turn to the end, never a card in hand.
        await asyncio.gather(*(play_my_turns(s, code, turns=4) for s in (ana, ben)))
        await until(lambda: early.client.views[code].turn == players[0].turn == 14)
        # The host turns the watching off: the spectators are told and leave; nobody may come to watch.
        await ana.client.set_watching(code, False)
        await until(lambda: not early.client.views[code].watching and not late.client.views[code].watching)
        await until(lambda: lobbies(ana)[-1].spectators == 0)
        await play_my_turns(ana, code, turns=1)
        await until(lambda: players[1].turn == 15)
        assert early.client.views[code].turn == 14
        await expect_error("no_watching", NetClient.watch(early.client, code))
        await asyncio.gather(*(play_my_turns(s, code) for s in (ana, ben)))
        for watcher in (early, late):  # the leak check: never a card before it is laid
            assert sum(isinstance(m, Moved) for m in watcher.inbox) >= 8
            assert not [m for m in watcher.inbox if isinstance(m, State | Moved) and m.drawn is not None]
        for seat in (ana, ben, early, late):
            await seat.client.close()

    try:
        asyncio.run(scenario())
    finally:
        assert server.stop() == 0


def test_spectators_have_a_cap_of_their_own_that_the_seats_do_not_share(tmp_path):
    server = ServerProcess(tmp_path / "data").start()

    async def scenario():
        host = await RawClient.open(server.url, "Ana")
        created = await host.request("create", seats=[{"kind": "remote"}] * 2)
        code = created["code"]
        watchers = [await RawClient.open(server.url, f"W{i}") for i in range(SPECTATORS_PER_GAME + 1)]
        replies = [await w.request("watch", code=code) for w in watchers]
        assert [r["type"] for r in replies] == ["ok"] * SPECTATORS_PER_GAME + ["error"]
        assert replies[-1]["error"] == "too_many_spectators"
        joined = await host.request("join", code=code, name="Ana")  # the seats are still open
        assert joined["type"] == "joined"
        await watchers[0].close()  # one leaves: a place for another
        await until_reply_type(watchers[-1], code, "ok")
        for client in (host, *watchers[1:]):
            await client.close()

    try:
        asyncio.run(scenario())
    finally:
        assert server.stop() == 0


async def until_reply_type(client, code, kind):
    for _ in range(100):
        if (await client.request("watch", code=code))["type"] == kind:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"no {kind} reply")


def test_netplay_with_spectators_reports_that_they_agree(tmp_path):
    server = ServerProcess(tmp_path / "data").start()
    try:
        code, summary = netplay(server.url, "--games", "2", "--players", "2", "--spectators", "2")
    finally:
        assert server.stop() == 0
    assert code == 0, summary
    assert summary["finished"] == 2 and summary["spectators"] == 2 and summary["spectators_agree"] is True
