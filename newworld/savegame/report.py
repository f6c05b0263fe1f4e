"""Human-readable lines for moves, events and results (the game log, ``replay``, ``save-check``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from newworld.engine.events import CATEGORIES, FinalScore, ScoreEvent
from newworld.engine.game import Game, GameNote
from newworld.engine.moves import Move
from newworld.savegame.model import SavedGame, Seat

ROLES = ("Trapper", "Robber", "Shopkeeper", "Farmer")


def seat_name(seats: Sequence[Seat], player: int) -> str:
    return seats[player].name if 0 <= player < len(seats) else f"player {player + 1}"


def _is_you(name: str) -> bool:
    return name.strip().casefold() == "you"


def subject(name: str, verb: str) -> str:
    """``Ada places`` but ``You place``: a seat may be named "You"."""
    if _is_you(name):
        return f"{name} {verb[:-2] if verb.endswith('ses') else verb[:-1]}"
    return f"{name} {verb}"


def possessive(name: str) -> str:
    """``Ada's``, but ``Your``."""
    if _is_you(name):
        return name + "r"
    return name + "'s"


def describe_move(game: Game, move: Move, seats: Sequence[Seat]) -> str:
    """The move about to be played in ``game`` (call before pushing it)."""
    card = game.drawn
    p = move.placement
    text = (f"{subject(seat_name(seats, game.current_player), 'places')} '{card.name if card else '?'}' at {p.x},{p.y}"
            f"{f' turned {p.rotation * 90}°' if p.rotation else ''}")
    if move.settler is not None:
        text += f" with a {ROLES[move.settler.kind]} on it"
    return text


def describe_event(event: ScoreEvent | GameNote, seats: Sequence[Seat]) -> list[str]:
    """One line per scoring player, or one line for a note."""
    if isinstance(event, ScoreEvent):
        return [f"{subject(seat_name(seats, p), 'scores')} {event.describe(p)}" for p in event.players]
    if event.what == "return":
        prefix = f"player {event.player + 1}'s"
        return [event.text.replace(prefix, possessive(seat_name(seats, event.player)), 1)]
    return [event.text[0].upper() + event.text[1:]]


def final_lines(final: FinalScore, seats: Sequence[Seat]) -> list[str]:
    lines = ["Final scores:"]
    for p, total in enumerate(final.totals):
        parts = ", ".join(f"{c} {v}" for c in CATEGORIES if (v := final.breakdown[p][c]))
        lines.append(f"  {seat_name(seats, p)}: {total}" + (f" ({parts})" if parts else ""))
    lines.append("Winner: " + " and ".join(seat_name(seats, p) for p in final.winners))
    return lines


def replay_lines(saved: SavedGame) -> Iterator[str]:
    """The whole game turn by turn: each move, its events, then the final breakdown."""
    for number, line in _history(saved.game, saved.seats, saved.seed):
        if number == 0:
            yield "  " + line
        elif number > 0:
            yield f"Turn {number}: {line}"
        else:
            yield line
    if not saved.game.is_over:
        game = saved.game
        yield f"Unfinished: turn {game.turn + 1} next, {game.cards_left} cards left; scores {list(game.scores)}"


def history_lines(played: Game, seats: Sequence[Seat], seed: int | None) -> list[str]:
    """The game log of ``played`` so far: the lines the window showed while it was played."""
    return [line for _number, line in _history(played, seats, seed)]


def _history(played: Game, seats: Sequence[Seat], seed: int | None) -> Iterator[tuple[int, str]]:
    """(turn number, line) for each move; (0, line) for an event; (-1, line) for the final scores."""
    game = Game(played.players, seed or 0, deck=played.deck_ids, catalog=played.catalog)
    yield from _events(game, 0, seats)  # cards discarded before the first turn
    for number, move in enumerate(played.moves, 1):
        yield number, describe_move(game, move, seats)
        first = len(game.core.events)
        game.push(move)
        yield from _events(game, first, seats)
    if game.is_over:
        for line in final_lines(game.final_score(), seats):
            yield -1, line


def _events(game: Game, first: int, seats: Sequence[Seat]) -> Iterator[tuple[int, str]]:
    for event in game.events_since(first):
        for line in describe_event(event, seats):
            yield 0, line


def summary(saved: SavedGame) -> dict[str, Any]:
    """What ``save-check --json`` prints."""
    game = saved.game
    out: dict[str, Any] = {
        "players": [{"name": s.name, "color": s.color, "kind": s.kind, "level": s.level} for s in saved.seats],
        "scores": list(game.scores),
        "finished": game.is_over,
        "turn": game.turn,
        "moves": len(game.moves),
        "cards_left": game.cards_left,
        "file_version": saved.file_version,
        "app_version": saved.app_version,
        "created": saved.created,
        "saved": saved.saved,
    }
    if game.is_over:
        out["winners"] = list(game.final_score().winners)
    return out


def summary_lines(saved: SavedGame) -> list[str]:
    info = summary(saved)
    state = "finished" if info["finished"] else f"unfinished, turn {info['turn'] + 1} next, {info['cards_left']} " \
                                                  "cards left"
    lines = [f"New World saved game (file version {info['file_version']}, app {info['app_version']}): {state}"]
    for p, (seat, score) in enumerate(zip(saved.seats, info["scores"], strict=True)):
        who = "human" if seat.kind == "human" else f"computer, {seat.level}"
        won = " (winner)" if p in info.get("winners", ()) else ""
        lines.append(f"  {seat.name} ({who}, {seat.color}): {score}{won}")
    return lines
