"""``newworld-cli``: the headless tools (tiles, sim, ...)."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from newworld.engine.catalog import KIND_NAMES, POINT_NAMES, default_catalog
from newworld.engine.errors import EngineError
from newworld.native import VersionAction
from newworld.savegame.errors import SaveGameError
from newworld.savegame.format import SEED_MAX, printable


class _Parser(argparse.ArgumentParser):
    """Usage errors in one line (exit 2), like every other refusal of the tools."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {printable(message)} (see {self.prog} --help)\n")


def _whole_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None


def _not_negative(text: str) -> int:
    value = _whole_number(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, got {value}")
    return value


def _positive(text: str) -> int:
    value = _whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _seed(text: str) -> int:
    """A seed a saved game can record: 0..2^64-1."""
    value = _whole_number(text)
    if not 0 <= value <= SEED_MAX:
        raise argparse.ArgumentTypeError(f"a seed is a whole number 0..2^64-1, got {value}")
    return value


def _players(text: str) -> int:
    value = _whole_number(text)
    if not 2 <= value <= 5:
        raise argparse.ArgumentTypeError(f"2 to 5 players, got {value}")
    return value


def _first_player(text: str) -> int | str:
    """``--first-player``: a seat counted from 1 (kept from 0, as the engine counts), or ``random``."""
    if text == "random":
        return text
    value = _whole_number(text)
    if not 1 <= value <= 5:
        raise argparse.ArgumentTypeError(f"a seat 1 to 5 or 'random', got {value}")
    return value - 1


def _first_player_fits(args: argparse.Namespace) -> bool:
    """Whether ``--first-player`` names one of the game's seats; if not, one line on stderr."""
    if args.first_player == "random" or args.first_player < args.players:
        return True
    print(f"newworld-cli {args.command}: error: --first-player {args.first_player + 1}: a {args.players}-player "
          f"game has seats 1 to {args.players}", file=sys.stderr)
    return False


def _add_first_player(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--first-player", type=_first_player, default=0, metavar="N|random",
                        help="the seat that begins (1 for the first, the default), or random: drawn from each "
                             "game's seed")


def cmd_tiles(args: argparse.Namespace) -> int:
    catalog = default_catalog()
    types: list[dict[str, Any]] = []
    for t in catalog.types:
        features = []
        for f in t.features:
            entry: dict[str, Any] = {"kind": KIND_NAMES[f.kind], "edges": [POINT_NAMES[p] for p in f.points]}
            for key in ("trading_posts", "flags"):
                if getattr(f, key):
                    entry[key] = getattr(f, key)
            if f.animals:
                entry["animals"] = list(f.animals)
            if f.end:
                entry["end"] = f.end
            features.append(entry)
        types.append({"id": t.id, "name": t.name, "count": t.count, "features": features})
    starts = [{"row": s.row, "west": ("", "plains", "trail", "town")[s.west], "name": s.name}
              for s in catalog.starting_spaces]
    totals = catalog.totals()
    if args.json:
        print(json.dumps({"cards": catalog.card_count, "types": types, "starting_spaces": starts,
                          "totals": totals}, indent=1))
        return 0
    print(f"{catalog.card_count} cards in {len(types)} types")
    for entry in types:
        desc = "; ".join(f"{f['kind']} {' '.join(f['edges'])}".strip()
                         + "".join(f" +{k}={v}" for k, v in f.items() if k not in ("kind", "edges"))
                         for f in entry["features"])
        print(f"  {entry['count']}x {entry['id']:<28} {entry['name']:<44} {desc}")
    print("starting spaces (column 0, north to south):")
    for s in starts:
        print(f"  row {s['row']}: {s['west']}" + (f" ({s['name']})" if s["name"] else ""))
    print("totals: " + ", ".join(f"{k} {v}" for k, v in totals.items()))
    return 0


def cmd_sim(args: argparse.Namespace) -> int:
    from newworld.native import engine_name
    from newworld.sim import run_sim

    if args.seed + args.games - 1 > SEED_MAX:  # the games use seeds SEED, SEED + 1, ...
        print(f"newworld-cli sim: error: seeds {args.seed}..{args.seed + args.games - 1} go past 2^64-1",
              file=sys.stderr)
        return 2
    if not _first_player_fits(args):
        return 2

    result = run_sim(args.games, args.players, args.seed, save_dir=args.save_dir, first_player=args.first_player)
    result["engine"] = engine_name()
    if args.json:
        print(json.dumps(result))
        return 0
    for g in result["games"]:
        began = f", seat {g['first_player'] + 1} began" if args.first_player != 0 else ""
        print(f"seed {g['seed']}: scores {g['scores']}, placed {g['placed']}, discarded {g['discarded']}, "
              f"turns {g['turns']}{began}")
    games = result["games"]
    print(f"{len(games)} games in {result['seconds']:.3f} s: {result['games_per_second']} games/s "
          f"({result['engine']} engine); "
          f"mean score {statistics.mean(s for g in games for s in g['scores']):.1f}, "
          f"mean discarded {statistics.mean(g['discarded'] for g in games):.3f}")
    return 0


def cmd_playouts(args: argparse.Namespace) -> int:
    from newworld.native import engine_name
    from newworld.sim import run_playouts

    result = run_playouts(args.count, args.players, args.seed, args.from_card)
    result["engine"] = engine_name()
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['playouts']} random playouts from card {result['from_card']} of "
              f"{default_catalog().card_count} (copy included): "
              f"{result['seconds']:.3f} s, {result['playouts_per_second']} playouts/s ({result['engine']} engine)")
    return 0


def _open_save(path: str) -> Any:
    """The saved game at ``path``, or None after one line on stderr."""
    from newworld.savegame import load

    try:
        return load(path)
    except SaveGameError as exc:
        print(f"newworld-cli: {printable(path)}: {printable(str(exc))}", file=sys.stderr)
        return None


def cmd_save_check(args: argparse.Namespace) -> int:
    from newworld.savegame.report import summary

    saved = _open_save(args.file)
    if saved is None:
        return 2
    if args.json:
        print(json.dumps(summary(saved)))
        return 0
    from newworld.narration import ensure_application
    from newworld.narration.report import summary_lines

    ensure_application()
    print("\n".join(summary_lines(summary(saved))))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    saved = _open_save(args.file)
    if saved is None:
        return 2
    from newworld.narration import ensure_application
    from newworld.narration.report import replay_lines

    ensure_application()
    game = saved.game
    final = game.final_score() if game.is_over else None
    unfinished = None if game.is_over else (game.turn, game.cards_left, game.scores)
    for line in replay_lines(game.opening_events(), game.turns(), final, [s.name for s in saved.seats], unfinished):
        print(line)
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    from newworld.replay import Timeline
    from newworld.review import review_game

    saved = _open_save(args.file)
    if saved is None:
        return 2
    players = len(saved.seats)
    if not 1 <= args.seat <= players:
        print(f"newworld-cli: --seat must be 1..{players} for this {players}-player game, got {args.seat}",
              file=sys.stderr)
        return 2
    timeline = Timeline.from_saved(saved)

    def progress(done: int, total: int) -> None:
        print(f"reviewed {done}/{total} turns", file=sys.stderr, flush=True)

    review = review_game(timeline, args.seat - 1, move_time=args.move_time, seed=args.seed, rounds=args.rounds,
                         progress=progress if args.progress else None)
    if args.json:
        info = review.to_json()
        info["name"] = saved.seats[args.seat - 1].name
        print(json.dumps(info))
        return 0
    name = printable(saved.seats[args.seat - 1].name)
    costly = {t.number for t in review.costliest()}
    for t in review.turns:
        verdict = "best found" if t.best_was_played else f"best {t.best}, lost {t.loss:.1f}"
        print(f"turn {t.number}: played {t.played}; {verdict}" + ("  <- one of the costliest" if t.number in costly
                                                                    else ""))
    print(f"{name} (seat {args.seat}): {len(review.turns)} turns, {review.total_loss:.1f} points of expected lead lost")
    return 0


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1400x900, got {text!r}") from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"size out of range: {text}")
    return w, h


def _cell(text: str) -> tuple[int, int]:
    try:
        x, y = (int(v) for v in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected COLUMN,ROW, e.g. 3,4, got {text!r}") from None
    return x, y


def cmd_render(args: argparse.Namespace) -> int:
    from newworld.render import render

    out = render(args.seed, args.turns, args.players, args.out, args.size, args.level, args.zoom, args.centre,
                 args.hint, args.scoring, args.lang)
    print(f"wrote {out}: {args.players} players ({args.level}), seed {args.seed}, {args.turns} turns, "
          f"{args.size[0]}x{args.size[1]}" + (f", language {args.lang}" if args.lang else ""))
    return 0


def _language(text: str) -> str:
    from newworld.words.languages import UnknownLanguage, check_language

    try:
        return check_language(text.strip())
    except UnknownLanguage as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def cmd_i18n_check(args: argparse.Namespace) -> int:
    from newworld.narration.translation import completeness, language_name

    report = completeness()
    incomplete = [code for code, counts in report.items() if counts["unfinished"]]
    if args.json:
        print(json.dumps({"languages": report, "complete": not incomplete}, indent=2))
    else:
        for code, counts in report.items():
            done = counts["strings"] - counts["unfinished"]
            print(f"{code}  {language_name(code):<10} {counts['strings']:5d} strings, {counts['unfinished']:5d} "
                  f"unfinished ({100 * done / max(1, counts['strings']):.0f}% done)")
    return 1 if args.strict and incomplete else 0


def cmd_bench_paint(args: argparse.Namespace) -> int:
    import time as _time

    t0 = _time.perf_counter()
    from newworld.render import bench_paint

    result = bench_paint(args.seed, args.repeats, args.size)
    result["setup_seconds"] = round(_time.perf_counter() - t0, 2)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"full repaint of the board view ({args.size[0]}x{args.size[1]}) with {result['cards']} cards placed:")
    for label, r in result["zooms"].items():
        print(f"  zoom {label:>4} (scale {r['scale']}): median {r['median_ms']} ms, max {r['max_ms']} ms")
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from newworld.ai.arena import format_summary, run_arena

    def progress(i: int, info: dict[str, Any]) -> None:
        print(f"game {i + 1}/{args.games}: seats {''.join(info['sides'])} scores {info['scores']} "
              f"(A {info['wins_a']}, B {info['wins_b']}, draws {info['draws']})", file=sys.stderr, flush=True)

    if not _first_player_fits(args):
        return 2
    store = _open_stats(args.database) if args.record else None
    if args.record and store is None:
        return 2
    saved: list[dict[str, Any]] = []
    recorders = [] if store is None else [_arena_recorder(args, store)]
    if args.save_dir is not None:
        recorders.append(_arena_saver(args, saved))
    try:
        result = run_arena(args.a, args.b, args.games, args.players, args.seed, args.move_time,
                           progress if args.progress else None, move_time_b=args.move_time_b,
                           workers=args.workers, lone=args.lone, record=_each(recorders) if recorders else None,
                           first_player=args.first_player)
    finally:
        if store is not None:
            store.close()
    if args.save_dir is not None:
        result["saved"] = saved
    print(json.dumps(result) if args.json else format_summary(result))
    return 0


def _arena_seats(args: argparse.Namespace, seating: list[str]) -> list[Any]:
    """The seats of an arena game: computers named by side, level and seat (``A easy 1``)."""
    from newworld.savegame import DEFAULT_COLORS, Seat

    levels = {"a": args.a, "b": args.b}
    return [Seat(f"{side.upper()} {levels[side]} {seat + 1}", DEFAULT_COLORS[seat], "computer", levels[side])
            for seat, side in enumerate(seating)]


def _arena_recorder(args: argparse.Namespace, store: Any) -> Any:
    """Records each arena game in the statistics (``--record``)."""
    from newworld.stats import game_record

    def record(_i: int, game: Any, seating: list[str]) -> None:
        store.record(game_record(game, _arena_seats(args, seating), source="arena"))

    return record


def _each(recorders: list[Any]) -> Any:
    """One arena record callback that calls every one of ``recorders``."""

    def record(i: int, game: Any, seating: list[str]) -> None:
        for recorder in recorders:
            recorder(i, game, seating)

    return record


def _arena_saver(args: argparse.Namespace, saved: list[dict[str, Any]]) -> Any:
    """Writes each arena game as ``arena-<n>.nwgame`` in ``--save-dir`` (and notes file and scores)."""
    from pathlib import Path

    from newworld import savegame
    from newworld.engine.game import Game

    folder = Path(args.save_dir)
    folder.mkdir(parents=True, exist_ok=True)

    def record(i: int, game: Game, seating: list[str]) -> None:
        path = folder / f"arena-{i + 1:03d}.nwgame"
        savegame.save(path, game, _arena_seats(args, seating), seed=game.seed)
        saved.append({"file": str(path), "scores": list(game.scores)})

    return record


def _open_stats(path: str | None) -> Any:
    """The statistics database (a damaged one set aside, with a line on stderr), or None after one line."""
    from newworld.stats import StatsError, StatsStore

    try:
        store = StatsStore.open(path)
    except StatsError as exc:
        print(f"newworld-cli: {exc}", file=sys.stderr)
        return None
    if store.recovery is not None:
        print(f"newworld-cli: the statistics database was damaged ({store.recovery.reason}); it was set aside "
              f"as {store.recovery.damaged} and a fresh one started", file=sys.stderr)
    return store


def cmd_stats(args: argparse.Namespace) -> int:
    from newworld.stats import NotFinishedError, StatsError, saved_record

    store = _open_stats(args.database)
    if store is None:
        return 2
    code = 0
    with store:
        try:
            for path in args.add:
                saved = _open_save(path)
                if saved is None:
                    code = 2
                    continue
                try:
                    added = store.record(saved_record(saved))
                except NotFinishedError as exc:
                    print(f"newworld-cli: {path}: {exc}", file=sys.stderr)
                    code = 2
                    continue
                print(f"{path}: {'recorded' if added else 'recorded before'}", file=sys.stderr)
            if args.csv:
                rows = store.export_csv(args.csv)
                print(f"wrote {args.csv}: {rows} rows", file=sys.stderr)
            info = store.totals()
        except StatsError as exc:
            print(f"newworld-cli: {exc}", file=sys.stderr)
            return 2
        info["database"] = str(store.path)
    print(json.dumps(info) if args.json else "\n".join(_stats_lines(info)))
    return code


def _games(n: int) -> str:
    return "1 game" if n == 1 else f"{n} games"


def _stats_lines(info: dict[str, Any]) -> list[str]:
    """The human-readable form of ``stats``."""
    sources = ", ".join(f"{k} {v}" for k, v in info["sources"].items())
    lines = [f"{_games(info['games'])} recorded" + (f" ({sources})" if sources else "") + f" in {info['database']}"]
    groups = [("all human players", info["humans"])] if info["humans"]["games"] else []
    groups += list(info["players"].items()) + [(f"computer {k}", v) for k, v in info["computers"].items()]
    for name, block in groups:
        lines.append(f"{name}: {_games(block['games'])}, won {block['won']} ({100 * block['win_rate']:.0f}%), "
                     f"average score {block['average_score']}, best {block['best_score']}")
        lines.append("  points per game: " + ", ".join(f"{k.replace('_', ' ')} {v}"
                                                       for k, v in block["average_points"].items() if v))
        for key in ("by_opponents", "by_players"):
            lines.append(f"  {key.replace('_', ' ')}: " + "; ".join(f"{k}: won {v['won']} of {v['games']}"
                                                                  for k, v in block[key].items()))
        lines.append(f"  settlers lost to the Surveyors {block['settlers_lost']}, longest trail "
                     f"{block['longest_trail']} cards, biggest town {block['biggest_town']} cards, "
                     f"resigned {block['resigned']}")
    return lines


def _clock(text: str) -> Any:
    """``--clock``: a ClockSetting (the session's, no Qt)."""
    from newworld.session import ClockError, ClockSetting

    try:
        return ClockSetting.from_str(text)
    except ClockError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _move_time(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seconds, e.g. 0.5, got {text!r}") from None
    if not 0 < value <= 60:
        raise argparse.ArgumentTypeError(f"seconds per move must be in (0, 60], got {value}")
    return value


def _levels(text: str) -> list[str]:
    from newworld.ai import LEVELS

    levels = text.split(",")
    if not all(level in LEVELS for level in levels):
        raise argparse.ArgumentTypeError(f"levels are {', '.join(LEVELS)}, comma-separated; got {text!r}")
    return levels


def _rate(text: str) -> float:
    value = float(text)
    if not 0 <= value < 1:
        raise argparse.ArgumentTypeError(f"a rate in [0, 1), got {value}")
    return value


def cmd_play(args: argparse.Namespace) -> int:
    """A game in this terminal, on the game session alone: no Qt is imported."""
    import secrets
    from pathlib import Path

    from newworld.session import NO_CLOCK
    from newworld.terminal.play import TerminalGame, new_session, opened_session
    from newworld.words import translate
    from newworld.words.languages import requested_language, system_language

    translate.use(None, requested_language(args.lang) or system_language())
    if args.open:
        if args.clock is not None:
            print("newworld-cli: error: --clock is for a new game (a saved game keeps its own)", file=sys.stderr)
            return 2
        session, path = opened_session(Path(args.open)), Path(args.open)
    else:
        opponents = list(args.opponent or [])
        players = args.players or (1 + len(opponents) if opponents else 2)
        if len(opponents) > players - 1:
            print(f"newworld-cli: error: {len(opponents)} opponents for {players} players", file=sys.stderr)
            return 2
        opponents += ["medium"] * (players - 1 - len(opponents))
        seed = args.seed if args.seed is not None else secrets.randbits(32)
        session, path = new_session(opponents, seed, args.clock or NO_CLOCK), None
    session.undo.practice = args.practice
    return TerminalGame(session, sys.stdin, sys.stdout, path=path).run()


def cmd_netplay(args: argparse.Namespace) -> int:
    from newworld.net.netplay import main as netplay

    return netplay(args)


def _add_tiles(sub: Any) -> None:
    tiles = sub.add_parser("tiles", help="print the card catalog")
    tiles.add_argument("--json", action="store_true", help="machine-readable output")
    tiles.set_defaults(func=cmd_tiles)


def _add_sim(sub: Any) -> None:
    sim = sub.add_parser("sim", help="play random games and measure the speed")
    sim.add_argument("--games", type=_positive, default=100)
    sim.add_argument("--players", type=_players, default=2)
    sim.add_argument("--seed", type=_seed, default=1, help="the first game's seed (0..2^64-1)")
    sim.add_argument("--json", action="store_true", help="machine-readable output")
    sim.add_argument("--save-dir", default=None, help="also write each game as a .nwgame file here")
    _add_first_player(sim)
    sim.set_defaults(func=cmd_sim)


def _add_playouts(sub: Any) -> None:
    playouts = sub.add_parser("playouts", help="measure random playouts from a mid-game position")
    playouts.add_argument("--count", type=_positive, default=2000)
    playouts.add_argument("--players", type=_players, default=2)
    playouts.add_argument("--seed", type=_seed, default=1)
    playouts.add_argument("--from-card", type=_positive, default=45, help="cards on the table when playouts start")
    playouts.add_argument("--json", action="store_true", help="machine-readable output")
    playouts.set_defaults(func=cmd_playouts)


def _add_save_check(sub: Any) -> None:
    save_check = sub.add_parser("save-check", help="open a saved game, check it, print a summary")
    save_check.add_argument("file")
    save_check.add_argument("--json", action="store_true", help="machine-readable output")
    save_check.set_defaults(func=cmd_save_check)


def _add_replay(sub: Any) -> None:
    replay = sub.add_parser("replay", help="print a saved game's events turn by turn")
    replay.add_argument("file")
    replay.set_defaults(func=cmd_replay)


def _add_review(sub: Any) -> None:
    review = sub.add_parser("review", help="the computer's view of each turn of one seat: best move, points lost")
    review.add_argument("file")
    review.add_argument("--seat", type=_positive, required=True, help="the seat to review (1 for the first)")
    review.add_argument("--move-time", type=_move_time, default=1.0,
                        help="seconds of Hard's search per turn (valuing the two moves takes half as long again)")
    review.add_argument("--rounds", type=_not_negative, default=None,
                        help="value the two moves on this many sampled card orders instead of by time")
    review.add_argument("--seed", type=_seed, default=0)
    review.add_argument("--json", action="store_true", help="machine-readable output")
    review.add_argument("--progress", action="store_true", help="a line per turn on stderr")
    review.set_defaults(func=cmd_review)


def _add_render(sub: Any) -> None:
    render = sub.add_parser("render", help="play turns headless and save a picture of the game window")
    render.add_argument("--seed", type=_seed, default=3)
    render.add_argument("--turns", type=int, default=40)
    render.add_argument("--players", type=_players, default=3)
    render.add_argument("--out", required=True, help="the PNG file to write")
    render.add_argument("--size", type=_size, default=(1400, 900), help="window size WIDTHxHEIGHT")
    render.add_argument("--level", choices=("random", "easy", "medium", "hard"), default="medium",
                        help="computer players of this level play the game (default medium); random: "
                             "uniformly random moves")
    render.add_argument("--zoom", type=float, default=None,
                        help="close-up at this scale (1.0: a card is 100 pixels); default: the whole board")
    render.add_argument("--centre", type=_cell, default=None, metavar="COLUMN,ROW",
                        help="the cell in the middle of a close-up (default: the middle of the board)")
    render.add_argument("--hint", action="store_true", help="show the hint for the player's turn (its ghost)")
    render.add_argument("--scoring", action="store_true",
                        help="play on until a building scores; the picture shows it aglow, its points rising")
    render.add_argument("--lang", type=_language, default=None, metavar="CODE",
                        help="the window's language (en, de, fr, es, pl, pseudo); default: NEWWORLD_LANG, else "
                             "the system's")
    render.set_defaults(func=cmd_render)


def _add_i18n_check(sub: Any) -> None:
    i18n = sub.add_parser("i18n-check", help="how complete each translation is: texts and unfinished ones")
    i18n.add_argument("--json", action="store_true", help="machine-readable output")
    i18n.add_argument("--strict", action="store_true", help="exit 1 if a language has unfinished texts")
    i18n.set_defaults(func=cmd_i18n_check)


def _add_bench_paint(sub: Any) -> None:
    bench = sub.add_parser("bench-paint", help="measure full repaints of the board with all cards placed")
    bench.add_argument("--seed", type=_seed, default=3)
    bench.add_argument("--repeats", type=_positive, default=20)
    bench.add_argument("--size", type=_size, default=(1400, 900), help="window size WIDTHxHEIGHT")
    bench.add_argument("--json", action="store_true", help="machine-readable output")
    bench.set_defaults(func=cmd_bench_paint)


def _add_arena(sub: Any) -> None:
    from newworld.ai import ARENA_LEVELS
    arena = sub.add_parser("arena", help="play computer levels against each other and measure them")
    arena.add_argument("a", choices=ARENA_LEVELS, help="level A")
    arena.add_argument("b", choices=ARENA_LEVELS, help="level B (baseline: Hard of release 0.1.0, frozen)")
    arena.add_argument("--games", type=_positive, default=100)
    arena.add_argument("--players", type=_players, default=2)
    arena.add_argument("--seed", type=_seed, default=1)
    arena.add_argument("--move-time", type=_move_time, default=None,
                       help="seconds per move of Hard, Expert and baseline (default: their own, 1, 3 and 1)")
    arena.add_argument("--move-time-b", type=_move_time, default=None,
                       help="seconds per move of side B, if not the same as --move-time")
    arena.add_argument("--workers", type=_positive, default=None,
                       help="processes Hard and Expert search on (default: Hard all cores but one, Expert all)")
    arena.add_argument("--lone", action="store_true",
                       help="with more than 2 players: A takes one seat, B all the others (default: they alternate)")
    arena.add_argument("--save-dir", default=None, help="also write each game as a .nwgame file here")
    _add_first_player(arena)
    arena.add_argument("--json", action="store_true", help="machine-readable output")
    arena.add_argument("--progress", action="store_true", help="a line per game on stderr")
    arena.add_argument("--record", action="store_true", help="record each game in the statistics (for testing)")
    arena.add_argument("--database", default=None, help="the statistics database (default: the data folder's)")
    arena.set_defaults(func=cmd_arena)


def _add_stats(sub: Any) -> None:
    stats = sub.add_parser("stats", help="statistics across finished games (kept in the data folder)")
    stats.add_argument("--add", nargs="+", default=[], metavar="FILE",
                       help="record these finished saved games first (a game already recorded counts once)")
    stats.add_argument("--csv", default=None, metavar="FILE", help="export every recorded seat to this CSV file")
    stats.add_argument("--database", default=None, help="the statistics database (default: the data folder's)")
    stats.add_argument("--json", action="store_true", help="machine-readable output")
    stats.set_defaults(func=cmd_stats)


def _add_netplay(sub: Any) -> None:
    netplay = sub.add_parser("netplay", help="bot clients play games on a server (one connection per seat)")
    netplay.add_argument("--server", required=True, help="the server's URL, e.g. ws://127.0.0.1:7245")
    netplay.add_argument("--games", type=_positive, default=1)
    netplay.add_argument("--players", type=_players, default=3)
    netplay.add_argument("--bots", type=_levels, default=["random"], help="level per seat, e.g. random,easy")
    netplay.add_argument("--drop-rate", type=_rate, default=0.0,
                         help="chance that a bot drops its connection after a turn (it reconnects)")
    netplay.add_argument("--seed", type=int, default=1)
    netplay.add_argument("--clock", type=_clock, default=None, metavar="SETTING",
                         help="the server keeps the time: off, turn:SECONDS or chess:SECONDS+INCREMENT")
    netplay.add_argument("--spectators", type=int, default=0, choices=range(0, 21), metavar="N",
                         help="spectators watching each game (0..20), each its own connection")
    netplay.add_argument("--idle-rate", type=_rate, default=0.0,
                         help="share of its turns a bot lets run out (with --clock: the server plays them)")
    netplay.add_argument("--timeout", type=float, default=600.0, help="seconds before giving up")
    netplay.add_argument("--cafile", help="trust this certificate (PEM) for a wss:// server")
    netplay.add_argument("--json", action="store_true", help="machine-readable output")
    netplay.set_defaults(func=cmd_netplay)


def _add_play(sub: Any) -> None:
    from newworld.ai import LEVELS

    play = sub.add_parser("play", help="play a whole game in this terminal against computer players (no window)")
    play.add_argument("--players", type=_players, default=None,
                      help="2 to 5 seats: you, then computers (default: 1 + the opponents given, else 2)")
    play.add_argument("--opponent", action="append", choices=LEVELS, default=None, metavar="LEVEL",
                      help=f"a computer's level ({', '.join(LEVELS)}); repeat it for each seat (default: medium)")
    play.add_argument("--seed", type=_seed, default=None, help="the deck's seed (default: a random one)")
    play.add_argument("--open", default=None, metavar="FILE", help="go on with a saved game")
    play.add_argument("--practice", action="store_true", help="undo may take back turns a computer answered")
    play.add_argument("--clock", type=_clock, default=None, metavar="SETTING",
                      help="time the game: off (the default), turn:SECONDS (a limit per turn) or "
                           "chess:SECONDS+INCREMENT (a chess clock); out of time, Medium plays the turn")
    play.add_argument("--lang", type=_language, default=None, metavar="CODE",
                      help="the language (en, de, fr, es, pl); default: NEWWORLD_LANG, else the system's")
    play.set_defaults(func=cmd_play)


COMMANDS = (_add_tiles, _add_sim, _add_playouts, _add_save_check, _add_replay, _add_review, _add_render,
            _add_i18n_check, _add_bench_paint, _add_arena, _add_stats, _add_netplay, _add_play)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="newworld-cli", description="New World headless tools")
    parser.add_argument("--version", action=VersionAction)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for add in COMMANDS:
        add(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code: int = args.func(args)
    except (EngineError, SaveGameError) as exc:
        print(f"newworld-cli: {printable(str(exc))}", file=sys.stderr)
        return 2
    except OSError as exc:  # for example a --save-dir or --out that cannot be written
        where = f"{printable(exc.filename)}: " if isinstance(exc.filename, str) else ""
        print(f"newworld-cli: {where}{exc.strerror or exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into head & co.: stop quietly
        sys.stderr.close()
        return 0
    return code


if __name__ == "__main__":
    sys.exit(main())
