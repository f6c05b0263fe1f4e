"""The server under a hostile player, part two: what it confirms is stored, what one address may hold, what
the logs keep, how refusals are worded, and one server per data folder (real ``newworld-server`` processes on
loopback; 127.0.0.x stand for distinct addresses)."""

from __future__ import annotations

import asyncio
import errno
import signal
import subprocess
import sys
import time

import pytest
from netserver import ROOT, RawClient, ServerProcess, hosted_against, kill_leftovers, netplay

from newworld.ai.shared import FairQueue
from newworld.net.client import NetClient, NetError
from newworld.net.limits import address_key, block_key


@pytest.fixture(autouse=True)
def no_leftover_servers():
    yield
    kill_leftovers()


async def until(condition, timeout=20.0):
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.01)


async def refused(coroutine):
    """The NetError a request ends in (it must end in one)."""
    with pytest.raises(NetError) as info:
        await coroutine
    return info.value


# --- store first, then confirm -------------------------------------------------------------------------------


@pytest.fixture
def full_games_folder(tmp_path):
    """A data folder whose games/ is a small tmpfs, and a function that fills it up (and one that frees it)."""
    data = tmp_path / "data"
    games = data / "games"
    games.mkdir(parents=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(games)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here (needs root): {mounted.stderr.strip()}")
    filler = games / "filler"

    def fill():
        with open(filler, "ab", buffering=0) as f:
            for size in (65536, 4096, 1):
                try:
                    while True:
                        f.write(b"\0" * size)
                except OSError as exc:
                    assert exc.errno == errno.ENOSPC

    try:
        yield data, fill, filler.unlink
    finally:
        subprocess.run(["umount", "-l", str(games)], check=False)


def test_a_join_rejoin_or_hand_over_that_cannot_be_stored_is_refused_and_survives_a_kill(full_games_folder):
    data, fill, free = full_games_folder
    server = ServerProcess(data, "--handover-after", "0.2").start()
    try:
        state = asyncio.run(confirmed_while_the_disk_is_full(server.url, fill))
    finally:
        server.stop(signal.SIGKILL)
    free()
    security = (data / "logs" / "security.log").read_text(encoding="utf-8")
    assert "cannot save to" in security and "No space left on device" in security
    again = ServerProcess(data).start()
    try:
        asyncio.run(nothing_confirmed_was_lost(again.url, state))
    finally:
        assert again.stop() == 0


async def confirmed_while_the_disk_is_full(url, fill):
    ana = NetClient(url, "Ana")
    await ana.connect()
    lobby, _ = await ana.create_game([{"kind": "remote"}] * 3)  # Ana plays seat 0, Dee has seat 1 and left
    await ana.join(lobby, seat=0)
    dee = NetClient(url, "Dee")
    await dee.connect()
    dee_ticket = await dee.join(lobby, seat=1)
    await dee.close()
    playing, _ = await ana.create_game([{"kind": "remote"}] * 2)  # Cy's seat is played by a computer now
    await ana.join(playing, seat=0)
    cy = NetClient(url, "Cy")
    await cy.connect()
    cy_ticket = await cy.join(playing, seat=1)
    await ana.start_game(playing)
    await cy.close()
    await asyncio.sleep(0.3)
    await ana.hand_over(playing, None, 1, "random")

    fill()
    ben = NetClient(url, "Ben")
    await ben.connect()
    assert (await refused(ben.join(lobby))).kind == "not_stored"  # was: "joined", with a token lost at the restart
    assert (await refused(ana.hand_over(lobby, None, 1, "easy"))).kind == "not_stored"  # was: "ok"
    cy = NetClient(url, "Cy")
    await cy.connect()
    assert (await refused(cy.rejoin(cy_ticket))).kind == "not_stored"  # was: "joined", the seat remote
    seats = ana.views[lobby].seats
    assert [(s.kind, s.taken) for s in seats] == [("remote", True), ("remote", True), ("remote", False)]
    await until(lambda: ana.views[playing].seats[1].kind == "computer")
    for client in (ana, ben, cy):
        await client.close()
    return lobby, playing, dee_ticket, cy_ticket


async def nothing_confirmed_was_lost(url, state):
    lobby, playing, dee_ticket, cy_ticket = state
    dee = NetClient(url, "Dee")
    await dee.connect()
    await dee.rejoin(dee_ticket)  # the seat the server confirmed is hers, and still a player's
    await until(lambda: bool(dee.views[lobby].seats))
    assert [(s.kind, s.taken) for s in dee.views[lobby].seats] == [("remote", True), ("remote", True),
                                                                   ("remote", False)]
    ben = NetClient(url, "Ben")
    await ben.connect()
    assert (await ben.join(lobby)).seat == 2  # the seat refused to him is open
    cy = NetClient(url, "Cy")
    await cy.connect()
    await cy.rejoin(cy_ticket)  # and now it can be stored
    await until(lambda: bool(cy.views[playing].seats) and cy.views[playing].seats[1].kind == "remote")
    for client in (dee, ben, cy):
        await client.close()


# --- what one address may hold -------------------------------------------------------------------------------


def test_ipv6_holdings_count_by_56_and_connections_by_64():
    home = ["2001:db8:aa:bb00::1", "2001:db8:aa:bbff::2", "2001:db8:aa:bb12:1234::5"]  # one /56, three /64s
    assert len({block_key(h) for h in home}) == 1 and len({address_key(h) for h in home}) == 3
    assert block_key("2001:db8:aa:bc00::1") != block_key(home[0])  # the next /56
    assert block_key("::ffff:192.0.2.7") == block_key("192.0.2.7") == "192.0.2.7"


def test_unstarted_games_per_address_expire_and_a_full_server_refuses_its_biggest_holder_first(tmp_path):
    server = ServerProcess(tmp_path / "data", "--lobbies-per-address", "2", "--max-games", "5",
                           "--lobby-expiry", "1.5").start()
    try:
        asyncio.run(lobby_holdings_scenario(server.url))
    finally:
        assert server.stop() == 0
    security = (tmp_path / "data" / "logs" / "security.log").read_text(encoding="utf-8")
    assert "127.0.0.2 has 2 games waiting for players" in security


async def lobby_holdings_scenario(url):
    clients = {n: await RawClient.open(url, f"P{n}", source=f"127.0.0.{n}") for n in range(2, 7)}

    async def create(n):
        return await clients[n].request("create", seats=[{"kind": "remote"}] * 2)

    codes = {n: [] for n in clients}
    for n in (2, 2, 3, 3, 4):
        codes[n].append((await create(n))["code"])
    over_cap = await create(2)  # a third waiting game from 127.0.0.2
    assert over_cap["error"] == "server_full" and "2 games waiting for players" in over_cap["message"]
    assert (await clients[2].request("stats"))["games"] == 5  # the server is full now
    newcomer = await create(5)  # ... and makes room: the oldest waiting game of the biggest holder goes
    assert newcomer["type"] == "created", newcomer
    gone = await clients[5].request("join", code=codes[2][0], name="E")
    assert gone["error"] == "no_game"
    refusal = await create(4)  # 127.0.0.4 holds as much as anyone now (1, and 127.0.0.3 holds 2): full
    assert refusal["error"] == "server_full" and "no more games" in refusal["message"]
    await asyncio.sleep(1.6)  # nobody was in them: they expire
    assert (await create(6))["type"] == "created"
    assert (await clients[6].request("stats"))["games"] == 1
    for client in clients.values():
        await client.close()


def test_computer_seats_that_search_are_capped_per_address(tmp_path):
    server = ServerProcess(tmp_path / "data", "--computers-per-address", "3").start()
    try:
        asyncio.run(computer_cap_scenario(server.url))
    finally:
        assert server.stop() == 0


async def computer_cap_scenario(url):
    ana = await RawClient.open(url, "Ana")
    hard, medium = {"kind": "computer", "level": "hard"}, {"kind": "computer", "level": "medium"}
    expert, remote = {"kind": "computer", "level": "expert"}, {"kind": "remote"}
    assert (await ana.request("create", seats=[remote, hard, hard]))["type"] == "created"
    second = await ana.request("create", seats=[remote, remote, expert])
    assert second["type"] == "created"  # three in all: the cap
    refusal = await ana.request("create", seats=[remote, hard])
    assert refusal["error"] == "too_many_computers" and "3 Hard or Expert" in refusal["message"]
    assert (await ana.request("create", seats=[remote, medium, medium, medium]))["type"] == "created"
    handed = await ana.request("hand_over", code=second["code"], host_token=second["host_token"], seat=1,
                               level="hard")
    assert handed["error"] == "too_many_computers"
    handed = await ana.request("hand_over", code=second["code"], host_token=second["host_token"], seat=1,
                               level="easy")
    assert handed["type"] == "ok"
    other = await RawClient.open(url, "Ben", source="127.0.0.2")  # another address has its own
    assert (await other.request("create", seats=[remote, hard, expert]))["type"] == "created"
    for client in (ana, other):
        await client.close()


def test_the_fair_queue_serves_owners_in_turn_then_their_games_in_turn_within_their_share():
    queue: FairQueue[str] = FairQueue(share=1)
    for game in ("a1", "a2", "a3"):
        for move in range(2):
            queue.push("attacker", game, f"{game}.{move}")
    queue.push("victim", "v", "v.0")
    queue.push("victim", "v", "v.1")
    first = queue.pop()
    assert first == ("attacker", "a1.0")
    assert queue.pop() == ("victim", "v.0")  # the victim's move is next, however many games the attacker runs
    assert queue.pop() is None  # both have their share running
    queue.done("attacker")
    assert queue.pop() == ("attacker", "a2.0")  # the attacker's games in turn
    queue.done("victim")
    assert queue.pop() == ("victim", "v.1")
    queue.done("attacker")
    assert queue.pop() == ("attacker", "a3.0")
    queue.done("attacker")
    assert queue.pop() == ("attacker", "a1.1")
    assert len(queue) == 2  # a2.1 and a3.1


# --- the logs ------------------------------------------------------------------------------------------------


def test_repeated_events_are_counted_per_connection_and_security_events_have_a_log_of_their_own(tmp_path):
    data = tmp_path / "data"
    server = ServerProcess(data, "--rate", "1000", "--burst", "1000").start()
    try:
        asyncio.run(noisy_scenario(server.url))
    finally:
        assert server.stop() == 0
    log = server.log()
    security = (data / "logs" / "security.log").read_text(encoding="utf-8")
    assert "resync" not in log.replace("resync 300", "")  # one summary line, not 300 lines
    assert " s, 332 messages: hello 1, rejoin 21, resync 300; refused: bad_token 20, rate_limited 10" in log
    assert security.count("guessed wrong (bad_token)") == 1  # the first; the others are summed up
    assert "28 more security events in the last" in security and "wrong guess x19 from 127.0.0.1" in security
    assert len(log) < 5_000 and len(security) < 1_000  # a server resyncing on every move writes ~25 KB here


async def noisy_scenario(url):
    eve = NetClient(url, "Eve")
    ticket = await hosted_against(eve)
    code = ticket.code
    await until(lambda: eve.views[code].game is not None)
    raw = await RawClient.open(url, "Eve")
    await raw.request("rejoin", code=code, seat=0, token=ticket.token)
    for _ in range(300):
        assert (await raw.request("resync", code=code))["type"] == "state"
    for _ in range(30):  # wrong tokens: 20 are counted as guesses, the rest refused for the address
        await raw.request("rejoin", code=code, seat=1, token="x" * 43)
    await raw.close()
    await eve.close()


# --- refusals say why ----------------------------------------------------------------------------------------


def test_a_connection_over_a_limit_is_told_why_and_the_player_reads_it(tmp_path):
    server = ServerProcess(tmp_path / "data", "--max-per-address", "2", "--max-connections", "3").start()
    try:
        asyncio.run(refusal_scenario(server.url))
    finally:
        assert server.stop() == 0


async def refusal_scenario(url):
    from newworld.narration import network

    held = [await RawClient.open(url, "A"), await RawClient.open(url, "B")]
    started = time.monotonic()
    error = await refused(NetClient(url, "C").connect())  # the third from this address: HTTP 429
    assert error.kind == "too_many_connections" and "too many connections from your address" in str(error)
    assert time.monotonic() - started < 5  # said at once, not after the connection's timeout
    assert network().failure(error.kind, str(error)).startswith("Too many connections from your address")
    held.append(await RawClient.open(url, "D", source="127.0.0.2"))  # the third in all: the server is full
    error = await refused(NetClient(url, "E").connect())  # HTTP 503
    assert error.kind == "server_busy" and "the server is full" in str(error)
    assert network().failure(error.kind, str(error)).startswith("The server is full")
    for client in held:
        await client.close()


def test_netplay_reports_games_it_could_not_create_as_failed(tmp_path):
    server = ServerProcess(tmp_path / "data", "--games-per-hour", "1").start()
    try:
        code, summary = netplay(server.url, "--games", "2", "--players", "2")
    finally:
        assert server.stop() == 0
    assert code != 0
    assert summary["failed"] == 1 and summary["finished"] == 1 and summary["digests_agree"] is True
    assert any(e.startswith("server_full:") for e in summary["errors"])


# --- one server per data folder ------------------------------------------------------------------------------


def test_a_second_server_on_the_same_data_folder_refuses_to_start_in_one_line(tmp_path):
    data = tmp_path / "data"
    first = ServerProcess(data).start()
    try:
        second = subprocess.run([sys.executable, "-m", "newworld.net.service", "--port", "0", "--data", str(data)],
                                cwd=ROOT, capture_output=True, text=True, timeout=30)
        assert second.returncode == 2 and second.stdout == ""
        assert second.stderr.splitlines() == [f"newworld-server: the data folder {data} is in use by another "
                                              f"server (process {first.proc.pid})"]
    finally:
        first.stop(signal.SIGKILL)
    again = ServerProcess(data).start()  # the lock went with the killed process
    assert again.stop() == 0
    assert "in use" not in again.log()


def test_games_hosted_from_one_app_share_its_server_and_another_process_is_refused(tmp_path):
    from newworld.net.service import HostedServer, ServerThread
    from newworld.net.store import FolderInUse

    data = tmp_path / "hosted"
    first, second = HostedServer(data), HostedServer(data)
    url = first.start()
    try:
        assert second.start() == url  # the same server, on the same port
        first.stop()
        asyncio.run(_stats(url))  # still serving the second game
        with pytest.raises(FolderInUse):
            ServerThread(data).start()
        other = subprocess.run([sys.executable, "-m", "newworld.net.service", "--port", "0", "--data", str(data)],
                               cwd=ROOT, capture_output=True, text=True, timeout=30)
        assert other.returncode == 2 and "in use by another server" in other.stderr
    finally:
        second.stop()
    third = ServerThread(data)  # the last use stopped it and let the folder go
    third.start()
    third.stop()


async def _stats(url):
    client = await RawClient.open(url, "S")
    assert (await client.request("stats"))["type"] == "stats"
    await client.close()

