"""Bot clients playing whole games on a server: ``newworld-cli netplay``, for tests and load measurements.

Each seat of each game is a separate :class:`~newworld.net.client.NetClient`
connection driven by a computer player of the given level. With
``drop_rate`` a bot cuts its connection at random after a turn (as a flaky
network would) and the client library reconnects and catches up. With a
``clock`` the server keeps the time, and with ``idle_rate`` a bot lets that
share of its turns run out, which the server then plays for it (the summary
counts them: ``timeouts``).
"""

from __future__ import annotations

import asyncio
import json
import random
import ssl
import time
from collections.abc import Sequence
from typing import Any

import attrs

from newworld.ai import make_player
from newworld.net.client import Backoff, NetClient, NetError, NetEvent
from newworld.net.messages import Moved, State
from newworld.net.stats import percentiles
from newworld.net.view import GameView
from newworld.savegame.play import NO_CLOCK, ClockSetting

BOT_BACKOFF = Backoff(initial=0.05, factor=2.0, limit=2.0)


class Bot:
    """One seat of one game, played by a computer player over its own connection."""

    def __init__(self, url: str, level: str, name: str, drop_rate: float, rng: random.Random,
                 ssl_context: ssl.SSLContext | None = None, idle_rate: float = 0.0) -> None:
        self.level = level
        self.drop_rate = drop_rate
        self.idle_rate = idle_rate
        self.rng = rng
        self.client = NetClient(url, name, on_event=self.on_event, ssl_context=ssl_context, backoff=BOT_BACKOFF)
        self.view: GameView | None = None
        self.seat = -1
        self.sent_turn = -1  # the turn a move is on its way for
        self.latencies_ms: list[float] = []
        self.finished = asyncio.Event()
        self.drops = 0
        self.timeouts = 0  # turns the server played for a player out of time, as this bot was told

    def on_event(self, event: NetEvent) -> None:
        view = event.view
        if view is None or event.kind not in ("state", "moved"):
            return
        self.view = view
        self.timeouts += isinstance(event.message, Moved) and event.message.timed_out
        if event.kind == "state":
            self.sent_turn = -1  # a snapshot settles any move in flight: it shows whether the server has it
        if view.over:
            self.finished.set()
            return
        if event.kind == "moved" and self.drop_rate and self.rng.random() < self.drop_rate:
            self.drops += 1
            self.client.drop()
            return
        seat = view.my_turn
        if seat is not None and self.sent_turn != view.turn:
            self.sent_turn = view.turn
            if self.idle_rate and self.rng.random() < self.idle_rate:
                return  # this turn's time runs out: the server plays it
            asyncio.get_running_loop().create_task(self._play(view, seat, view.turn))

    async def _play(self, view: GameView, seat: int, turn: int) -> None:
        assert view.game is not None
        player = make_player(self.level, seed=self.rng.randrange(2 ** 32), move_time=0.2)
        position = view.game.copy()
        move = player.choose(position) if self.level == "random" else await asyncio.to_thread(player.choose, position)
        sent = time.perf_counter()
        try:
            await self.client.play(view.code, seat, move, turn)
        except NetError as exc:
            if exc.kind not in ("stale_turn", "not_your_turn", "game_over"):
                self.sent_turn = -1  # lost with the connection: the snapshot after reconnecting retries
            return
        self.latencies_ms.append((time.perf_counter() - sent) * 1000)


@attrs.frozen
class Timing:
    """How the games are timed: the server's ``clock``, and the share of turns a bot lets run out."""

    clock: ClockSetting = NO_CLOCK
    idle_rate: float = 0.0
    spectators: int = 0  # spectators of each game (each its own connection)


class Spectator:
    """One spectator of one game, over its own connection: it must see every turn and never a card before it
    is laid."""

    def __init__(self, url: str, name: str, ssl_context: ssl.SSLContext | None) -> None:
        self.client = NetClient(url, name, on_event=self.on_event, ssl_context=ssl_context, backoff=BOT_BACKOFF)
        self.finished = asyncio.Event()
        self.cards_seen = 0  # messages that showed it a drawn card: must stay 0

    def on_event(self, event: NetEvent) -> None:
        if isinstance(event.message, State | Moved) and event.message.drawn is not None:
            self.cards_seen += 1
        if event.view is not None and event.view.over:
            self.finished.set()


async def play_game(url: str, players: int, levels: Sequence[str], drop_rate: float, rng: random.Random,
                    ssl_context: ssl.SSLContext | None, timing: Timing = Timing()) -> dict[str, Any]:
    """Create one game, seat a bot in each seat, start it and wait until every bot has seen the end."""
    bots = [Bot(url, levels[i % len(levels)], f"Bot {i + 1}", drop_rate, random.Random(rng.random()), ssl_context,
                timing.idle_rate) for i in range(players)]
    spectators = [Spectator(url, f"Watcher {i + 1}", ssl_context) for i in range(timing.spectators)]
    try:
        host = bots[0].client
        await host.connect()
        code, _ = await host.create_game([{"kind": "remote"} for _ in range(players)], clock=timing.clock)
        for seat, bot in enumerate(bots):
            await bot.client.connect()
            bot.seat = (await bot.client.join(code, seat=seat)).seat
        for spectator in spectators:
            await spectator.client.connect()
            await spectator.client.watch(code)
        await start_surely(host, code)
        await asyncio.gather(*(bot.finished.wait() for bot in bots), *(s.finished.wait() for s in spectators))
        return game_result(code, bots, spectators)
    finally:
        clients = [bot.client for bot in bots] + [s.client for s in spectators]
        await asyncio.gather(*(client.close() for client in clients), return_exceptions=True)


async def start_surely(host: NetClient, code: str) -> None:
    """Start the game, again if the connection dropped before the answer came (it may have started)."""
    for _ in range(5):
        try:
            await host.start_game(code)
            return
        except NetError as exc:
            if exc.kind == "already_started":
                return
            if exc.kind != "disconnected":
                raise
    raise NetError("disconnected", f"game {code} could not be started")


def game_result(code: str, bots: Sequence[Bot], spectators: Sequence[Spectator] = ()) -> dict[str, Any]:
    views = [bot.client.views[code] for bot in bots]
    digests = {view.digest() for view in views}
    watched = [s.client.views[code] for s in spectators]
    return {
        "code": code,
        "finished": all(view.over for view in views),
        "digests_agree": all(view.agrees and not view.mismatches for view in views) and len(digests) == 1,
        "reconnects": sum(bot.client.reconnects for bot in bots),
        "latencies": [ms for bot in bots for ms in bot.latencies_ms],
        "timeouts": max(bot.timeouts for bot in bots),  # each bot is told every turn (but one may have dropped)
        # every spectator saw the players' position at the end, and never a card before it was laid
        "spectators_agree": all(v.over and v.agrees and v.digest() in digests for v in watched)
        and len(digests) == 1 and not any(s.cards_seen for s in spectators),
        "scores": list(views[0].game.scores) if views[0].game else [],
    }


async def run_netplay(url: str, games: int, players: int, levels: Sequence[str], drop_rate: float = 0.0,
                      seed: int = 1, timeout: float = 600.0,
                      ssl_context: ssl.SSLContext | None = None, timing: Timing = Timing()) -> dict[str, Any]:
    """Play ``games`` games at once; the summary ``newworld-cli netplay --json`` prints."""
    rng = random.Random(seed)
    started = time.perf_counter()
    tasks = [asyncio.ensure_future(play_game(url, players, levels, drop_rate, random.Random(rng.random()),
                                             ssl_context, timing)) for _ in range(games)]
    done, pending = await asyncio.wait(tasks, timeout=timeout)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    results = [t.result() for t in done if not t.cancelled() and t.exception() is None]
    errors = [_described(t.exception()) for t in done if not t.cancelled() and t.exception() is not None]
    latencies = sorted(ms for r in results for ms in r["latencies"])
    summary: dict[str, Any] = {
        "games": games,
        "finished": sum(r["finished"] for r in results),
        "failed": len(errors),  # games that could not be created, joined or started
        # over the games that were played; None when none was (it says nothing then)
        "digests_agree": all(r["digests_agree"] for r in results) if results else None,
        "reconnects": sum(r["reconnects"] for r in results),
        "clock": timing.clock.to_str(),
        "timeouts": sum(r["timeouts"] for r in results),
        "spectators": timing.spectators,
        # None without spectators, or when no game was played
        "spectators_agree": all(r["spectators_agree"] for r in results) if results and timing.spectators else None,
        "seconds": round(time.perf_counter() - started, 2),
        "turn_latency_ms": {k: v for k, v in percentiles(latencies).items() if k in ("p50", "p99")},
    }
    summary["server_turn_ms"] = await _server_stats(url, ssl_context)
    if errors:
        summary["errors"] = sorted(set(errors))[:5]
    if pending:
        summary["timed_out"] = len(pending)
    return summary


def _described(error: BaseException | None) -> str:
    """``server_full: this server takes no more games now`` (a NetError's kind first)."""
    kind = getattr(error, "kind", "")
    return f"{kind}: {error}" if kind else str(error) or type(error).__name__


async def _server_stats(url: str, ssl_context: ssl.SSLContext | None) -> dict[str, Any]:
    """The server's own turn-handling times (receipt of a move to its announcement, save included)."""
    client = NetClient(url, "netplay", ssl_context=ssl_context, backoff=BOT_BACKOFF, request_timeout=5)
    try:
        await client.connect(timeout=5)
        stats = await client.stats()
        return {**stats["turn_ms"], "save_p99": stats["save_ms"]["p99"]}
    except NetError:
        return {}
    finally:
        await client.close()


def main(args: Any) -> int:
    """``newworld-cli netplay``: exit 0 only if every game was played and finished and every digest agreed."""
    context = None
    if args.server.startswith("wss://"):
        context = ssl.create_default_context(cafile=args.cafile)
    timing = Timing(args.clock or NO_CLOCK, args.idle_rate, args.spectators)
    summary = asyncio.run(run_netplay(args.server, args.games, args.players, args.bots, args.drop_rate,
                                      args.seed, args.timeout, context, timing))
    if args.json:
        print(json.dumps(summary))
    else:
        if summary["failed"]:
            print(f"{summary['failed']} of {summary['games']} games could not be played: "
                  f"{'; '.join(summary['errors'])}")
        latency = summary["turn_latency_ms"]
        agree = {True: "agree", False: "DIFFER", None: "not compared"}[summary["digests_agree"]]
        print(f"{summary['finished']}/{summary['games']} games finished in {summary['seconds']} s, digests "
              f"{agree}, {summary['reconnects']} reconnects, {summary['timeouts']} turns out of time, "
              f"turn latency p50 {latency['p50']} ms p99 {latency['p99']} ms; server turn handling "
              f"{summary['server_turn_ms']}")
    return 0 if (summary["finished"] == summary["games"] and summary["digests_agree"]
                 and summary["spectators_agree"] is not False) else 1
