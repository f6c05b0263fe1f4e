"""Attacks on the game server from one address, and what they do to the other players: figures, side by side.

    python benchmarks/net_attacks.py fairness [--before TREE]   # other games' Hard moves under a computer flood
    python benchmarks/net_attacks.py lobbies [--before TREE]    # a newcomer on a server filled with lobbies
    python benchmarks/net_attacks.py log [--before TREE]        # what a flood of resyncs writes to the log

Each attack runs against ``newworld-server`` processes started here on
loopback: this tree's (with the default limits, and with the one that
stops the attack turned off, to show what else holds), and, with
``--before TREE``, the server of another checkout (e.g. a ``git worktree`` of
an older commit) with its own defaults. The attacking clients come from
127.0.0.1, the other players from 127.0.0.2 and up; the clients are this
tree's. Prints the load average before and after (the machine is shared).

fairness
    The attacker runs ``--games`` games of one remote seat (a bot that moves
    at once) and four Expert seats; then another player (127.0.0.2) plays a
    game against one Hard seat. Prints how many attack games the server took
    and the other player's Hard move times (from its own move announced to
    the Hard's move announced, over ``--moves`` moves after one to warm up)
    against the Hard budget (``--move-time``).
lobbies
    Three addresses create 20, 20 and 10 games nobody joins on a server of
    ``--max-games 50``; then a fourth address creates one. Prints what each got.
log
    ``--connections`` connections from one address each ask for ``--rate``
    resyncs a second (under the rate limit) for ``--seconds``. Prints the bytes
    each log grew and how long the rotated server log (6 MB) lasts at that rate.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from newworld.ai import RandomPlayer  # noqa: E402
from newworld.net.client import NetClient, NetError, NetEvent  # noqa: E402

ROTATED_LOG = 6_000_000  # server.log: 1 MB and 5 old files


@contextlib.asynccontextmanager
async def server(tree: Path, data: Path, *args: str) -> AsyncIterator[str]:
    """A ``newworld-server`` of ``tree`` on a free port; its URL."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    proc = subprocess.Popen([sys.executable, "-m", "newworld.net.service", "--port", "0", "--data", str(data),
                             *args], cwd=tree, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = await asyncio.to_thread(proc.stdout.readline)
    if not line.startswith("listening on"):
        proc.kill()
        raise SystemExit(f"the server of {tree} did not start: {line!r} {proc.communicate()[1][-500:]}")
    try:
        yield line.split()[-1]
    finally:
        proc.terminate()
        await asyncio.to_thread(proc.wait, 60)


def variants(before: Path | None, *limits: tuple[str, list[str]]) -> list[tuple[str, Path, list[str]]]:
    """(label, tree, server options): the other tree's server first, then this tree's with ``limits``."""
    out = [("before", before, [])] if before else []
    return out + [(label, ROOT, args) for label, args in limits]


# --- fairness ---------------------------------------------------------------------------------------------


async def play_on(client: NetClient, code: str, stop: asyncio.Event, seed: int) -> None:
    """Play this client's seat with instant random moves until ``stop`` or the end."""
    view = client.views[code]
    player = RandomPlayer(seed)
    while not stop.is_set() and not view.over:
        if view.my_turn is None or view.game is None:
            await asyncio.sleep(0.01)
            continue
        with contextlib.suppress(NetError):
            await client.play(code, view.my_turn, player.choose(view.game.copy()))


async def own_game(client: NetClient, seats: list[dict[str, Any]]) -> str:
    code, _ = await client.create_game(seats)
    await client.join(code, seat=0)
    await client.start_game(code)
    return code


async def fairness_run(url: str, games: int, moves: int, budget: float) -> dict[str, Any]:
    stop = asyncio.Event()
    attackers, tasks, refused = [], [], []
    for i in range(games):
        client = NetClient(url, f"Attacker {i + 1}")
        await client.connect()
        try:
            code = await own_game(client, [{"kind": "remote"}] + [{"kind": "computer", "level": "expert"}] * 4)
        except NetError as exc:
            refused.append(exc.kind)
            await client.close()
            continue
        attackers.append(client)
        tasks.append(asyncio.ensure_future(play_on(client, code, stop, i)))
    await asyncio.sleep(3 * budget)  # the attack in full swing
    announced: list[tuple[float, int]] = []

    def note(event: NetEvent) -> None:
        if event.kind == "moved":
            announced.append((time.perf_counter(), int(event.message["player"])))

    victim = NetClient(url, "Victim", on_event=note, local_address="127.0.0.2")
    await victim.connect()
    code = await own_game(victim, [{"kind": "remote"}, {"kind": "computer", "level": "hard"}])
    tasks.append(asyncio.ensure_future(play_on(victim, code, stop, 99)))
    hard: list[float] = []
    while len(hard) < moves + 1:
        await asyncio.sleep(0.05)
        hard = [t - announced[i - 1][0] for i, (t, player) in enumerate(announced) if player == 1 and i]
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    for client in (*attackers, victim):
        await client.close()
    times = sorted(hard[1:])  # the first also starts a process
    return {"attack_games": f"{len(attackers)}/{games}", "refused": sorted(set(refused)),
            "p50": times[len(times) // 2], "p90": times[int(0.9 * (len(times) - 1))], "max": times[-1],
            "max_over_budget": times[-1] / budget}


async def fairness(args: argparse.Namespace) -> None:
    move_time = ["--move-time", str(args.move_time)]
    rows = []
    for label, tree, options in variants(args.before, ("after", []),
                                         ("after, no computer cap", ["--computers-per-address", "0"])):
        with tempfile.TemporaryDirectory() as folder:
            async with server(tree, Path(folder), *move_time, *options) as url:
                rows.append((label, await fairness_run(url, args.games, args.moves, args.move_time)))
    print(f"{args.games} attack games of 1 remote + 4 Expert seats from 127.0.0.1; another player's Hard "
          f"moves (budget {args.move_time:g} s, {args.moves} moves):")
    print(f"{'server':<26}{'attack games':>13}{'p50 s':>8}{'p90 s':>8}{'max s':>8}{'max/budget':>12}  refused")
    for label, r in rows:
        print(f"{label:<26}{r['attack_games']:>13}{r['p50']:>8.2f}{r['p90']:>8.2f}{r['max']:>8.2f}"
              f"{r['max_over_budget']:>11.2f}x  {', '.join(r['refused']) or '-'}")


# --- lobbies ----------------------------------------------------------------------------------------------


async def lobbies_run(url: str) -> dict[str, Any]:
    got: dict[str, Any] = {}
    for address, count in (("127.0.0.2", 20), ("127.0.0.3", 20), ("127.0.0.4", 10)):
        client = NetClient(url, "Filler", local_address=address)
        await client.connect()
        created = 0
        for _ in range(count):
            try:
                await client.create_game([{"kind": "remote"}] * 2)
                created += 1
            except NetError:
                pass
        got[address] = f"{created}/{count}"
        await client.close()
    newcomer = NetClient(url, "Newcomer", local_address="127.0.0.5")
    await newcomer.connect()
    try:
        await newcomer.create_game([{"kind": "remote"}] * 2)
        got["newcomer"] = "created"
    except NetError as exc:
        got["newcomer"] = exc.kind
    await newcomer.close()
    return got


async def lobbies(args: argparse.Namespace) -> None:
    rows = []
    for label, tree, options in variants(args.before, ("after", []),
                                         ("after, no lobby cap", ["--lobbies-per-address", "0"])):
        with tempfile.TemporaryDirectory() as folder:
            async with server(tree, Path(folder), "--max-games", "50", *options) as url:
                rows.append((label, await lobbies_run(url)))
    print("lobbies nobody joins, --max-games 50: created by 127.0.0.2 / .3 / .4, then a newcomer's game:")
    for label, r in rows:
        print(f"{label:<22} {r['127.0.0.2']:>6} {r['127.0.0.3']:>6} {r['127.0.0.4']:>6}   newcomer: {r['newcomer']}")


# --- log --------------------------------------------------------------------------------------------------


async def resync_flood(url: str, code: str, token: str, rate: float, seconds: float) -> None:
    from websockets.asyncio.client import connect

    async with connect(url, compression=None, max_size=None) as ws:
        def send(kind: str, **fields: Any) -> Any:
            return ws.send(json.dumps({"v": 1, "type": kind, **fields}))

        async def drain() -> None:
            async for _ in ws:
                pass

        reader = asyncio.ensure_future(drain())
        await send("hello", name="Flood")
        await send("rejoin", code=code, seat=0, token=token)
        until = time.monotonic() + seconds
        while time.monotonic() < until:
            await send("resync", code=code)
            await asyncio.sleep(1 / rate * random.uniform(0.9, 1.1))
        reader.cancel()


async def log_run(url: str, logs: Path, connections: int, rate: float, seconds: float) -> dict[str, float]:
    host = NetClient(url, "Host")
    await host.connect()
    code, _ = await host.create_game([{"kind": "remote"}, {"kind": "computer", "level": "random"}])
    ticket = await host.join(code)
    await host.start_game(code)

    def sizes() -> dict[str, int]:
        return {p.name: p.stat().st_size for p in logs.glob("*.log*")}

    before = sizes()
    await asyncio.gather(*(resync_flood(url, code, ticket.token, rate, seconds) for _ in range(connections)))
    await host.close()
    await asyncio.sleep(0.5)  # the closing lines
    after = sizes()
    grown = {name: after[name] - before.get(name, 0) for name in after}
    server_log = sum(v for k, v in grown.items() if k.startswith("server.log"))
    return {"server.log": server_log, "security.log": grown.get("security.log", 0),
            "turnover_minutes": ROTATED_LOG / max(1, server_log) * seconds / 60}


async def log(args: argparse.Namespace) -> None:
    rows = []
    for label, tree, options in variants(args.before, ("after", [])):
        with tempfile.TemporaryDirectory() as folder:
            async with server(tree, Path(folder), *options) as url:
                rows.append((label, await log_run(url, Path(folder) / "logs", args.connections, args.rate,
                                                  args.seconds)))
    print(f"{args.connections} connections from one address, {args.rate:g} resyncs a second each, "
          f"{args.seconds:g} s:")
    print(f"{'server':<10}{'server.log grew':>18}{'security.log grew':>20}{'6 MB of log last':>20}")
    for label, r in rows:
        print(f"{label:<10}{r['server.log'] / 1000:>15.1f} KB{r['security.log'] / 1000:>17.1f} KB"
              f"{r['turnover_minutes']:>16.0f} min")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="attack", required=True)
    for name in ("fairness", "lobbies", "log"):
        each = sub.add_parser(name)
        each.add_argument("--before", type=Path, help="a checkout whose server to measure first")
    sub.choices["fairness"].add_argument("--games", type=int, default=8)
    sub.choices["fairness"].add_argument("--moves", type=int, default=10)
    sub.choices["fairness"].add_argument("--move-time", type=float, default=1.0)
    sub.choices["log"].add_argument("--connections", type=int, default=25)
    sub.choices["log"].add_argument("--rate", type=float, default=15.0)
    sub.choices["log"].add_argument("--seconds", type=float, default=20.0)
    args = parser.parse_args(argv)
    print("load average:", os.getloadavg())
    asyncio.run({"fairness": fairness, "lobbies": lobbies, "log": log}[args.attack](args))
    print("load average:", os.getloadavg())


if __name__ == "__main__":
    main()
