"""What a network game tells the player: who joined, who is away, the connection, the lobby,
the chat, and the server's refusals worded for people (translation context ``Network``).

Names and chat lines come from other players: they are put into these sentences as they
are, and the window shows every one of them as plain text (never as rich text).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PySide6.QtCore import QObject

from newworld.words.names import level_name

# The connection as the window shows it.
CONNECTING, CONNECTED, RECONNECTING, CLOSED = "connecting", "connected", "reconnecting", "closed"


class Network(QObject):
    """Translation context ``Network``."""

    # --- the game log -----------------------------------------------------------------

    def joined(self, player: str) -> str:
        return self.tr("{player} joined the game.").format(player=player)

    def away(self, player: str) -> str:
        return self.tr("{player} lost the connection.").format(player=player)

    def back(self, player: str) -> str:
        return self.tr("{player} is back.").format(player=player)

    def handed_over(self, player: str, level: str) -> str:
        return self.tr("{player}'s seat is played by the computer ({level}) from now on.").format(
            player=player, level=level_name(level))

    def plays_again(self, player: str) -> str:
        return self.tr("{player} plays their seat again.").format(player=player)

    def connection_lost(self) -> str:
        return self.tr("The connection to the game was lost: trying again…")

    def connection_back(self) -> str:
        return self.tr("Connected to the game again.")

    def watching(self, code: str) -> str:
        return self.tr("You are watching game {code}: you see what every player may see.").format(code=code)

    def watching_stopped(self) -> str:
        return self.tr("The host has stopped the watching: you no longer follow the game.")

    def started(self, code: str) -> str:
        return self.tr("Game {code} has started.").format(code=code)

    def not_advertised(self, reason: str) -> str:
        return self.tr("The game is not shown on the local network ({reason}); friends join with the address "
                       "and the code.").format(reason=reason)

    def port_changed(self, old: int, new: int) -> str:
        return self.tr("Port {old} is in use: the game is hosted on port {new} this time. Tell the others the "
                       "new address.").format(old=old, new=new)

    def still_trying(self, address: str) -> str:
        return self.tr("The server at {address} does not answer yet: still trying…").format(address=address)

    # --- the connection indicator and the waiting line ----------------------------------

    def connection(self, state: str) -> str:
        return {CONNECTING: self.tr("Connecting…"), CONNECTED: self.tr("Connected"),
                RECONNECTING: self.tr("Connection lost: reconnecting…"),
                CLOSED: self.tr("Not connected")}.get(state, state)

    def waiting_for(self, player: str) -> str:
        return self.tr("Waiting for {player}…").format(player=player)

    def waiting_for_away(self, player: str, seconds_left: int) -> str:
        """The player to move has lost the connection; the host may hand the seat over when the time is up."""
        if seconds_left > 0:
            return self.tr("Waiting for {player}, who lost the connection (the host may hand the seat to a "
                           "computer in %n second(s)).", "", seconds_left).format(player=player)
        return self.tr("Waiting for {player}, who lost the connection (the host may hand the seat to a "
                       "computer now).").format(player=player)

    def your_turn(self) -> str:
        return self.tr("Your turn.")

    def computer_playing(self, player: str) -> str:
        return self.tr("{player} (computer) is playing…").format(player=player)

    def game_over(self) -> str:
        return self.tr("The game is over.")

    # --- the lobby ------------------------------------------------------------------------

    def window_title(self, code: str) -> str:
        if not code:
            return self.tr("New World — network game")
        return self.tr("New World — network game {code}").format(code=code)

    def code(self, code: str) -> str:
        return self.tr("Game code: {code}").format(code=code)

    def invite(self, addresses: Sequence[str]) -> str:
        """The host's line for the friends they invite."""
        return self.tr("Friends join with Game → Join network game, the address {addresses} and this code.").format(
            addresses=self.tr(" or ").join(addresses))

    def seat_status(self, kind: str, level: str, taken: bool, connected: bool, mine: bool) -> str:
        if kind == "computer":
            return self.tr("computer · {level}").format(level=level_name(level))
        if mine:
            return self.tr("plays here")
        if not taken:
            return self.tr("open: waiting for a player")
        return self.tr("connected") if connected else self.tr("away")

    def open_seat(self, index: int) -> str:
        return self.tr("Seat {number}").format(number=index + 1)

    def hand_over_in(self, seconds: int) -> str:
        return self.tr("The seat may be handed to a computer in %n second(s).", "", seconds)

    def waiting_for_start(self) -> str:
        return self.tr("Waiting for the host to start the game…")

    def seats_open(self, count: int) -> str:
        return self.tr("%n seat(s) still open: wait for the players, or let a computer take them.", "", count)

    def ready_to_start(self) -> str:
        return self.tr("Everyone is here: start when you are ready.")

    def game_title(self, player: str) -> str:
        """The name a hosted game is shown under on the local network."""
        return self.tr("{player}'s game").format(player=player)

    def saved_game(self, code: str, players: Sequence[str], hosted: bool, address: str) -> str:
        """One of the player's network games in the Join dialog."""
        together = self.tr(", ").join(players)
        if hosted:
            return self.tr("{code}: {players} (hosted here)").format(code=code, players=together)
        return self.tr("{code}: {players} (at {address})").format(code=code, players=together, address=address)

    def nearby_game(self, server: str, code: str, open_seats: int, players: Sequence[str]) -> str:
        return self.tr("{server}: game {code}, %n open seat(s) ({players})", "", open_seats).format(
            server=server, code=code, players=self.tr(", ").join(players))

    def nearby_server(self, server: str, address: str) -> str:
        return self.tr("{server} at {address} (no open game listed: ask the host for the code)").format(
            server=server, address=address)

    # --- the chat -------------------------------------------------------------------------

    def chat_line(self, player: str, text: str) -> str:
        return self.tr("{player}: {text}").format(player=player, text=text)

    # --- refusals and failures --------------------------------------------------------------

    def failure(self, kind: str, message: str) -> str:
        """A request the server refused, or a connection that failed, for people (``message``: the server's
        own words, used when the kind has no sentence here)."""
        known = {
            "no_game": self.tr("There is no game with that code on this server."),
            "no_open_seat": self.tr("That game has no open seat left."),
            "seat_taken": self.tr("That seat is taken."),
            "game_over": self.tr("That game is over."),
            "bad_token": self.tr("This seat cannot be taken back: its key does not fit any more."),
            "not_host": self.tr("Only the host may do that."),
            "seats_open": self.tr("Every remote seat must be taken (or given to a computer) before the start."),
            "already_started": self.tr("The game has started already."),
            "rate_limited": self.tr("Too many requests at once: wait a moment and try again."),
            "server_full": self.tr("The server takes no more games now: {reason}").format(reason=message),
            "stale_turn": self.tr("That turn was played already."),
            "not_your_turn": self.tr("It is not your turn."),
            "illegal_move": self.tr("The server refused the move: {reason}").format(reason=message),
            "disconnected": self.tr("Not connected to the game: try again when the connection is back."),
            "timeout": self.tr("The server did not answer in time."),
            "unreachable": self.tr("The server cannot be reached: {reason}").format(reason=message),
            "certificate": self.tr("The server's certificate is not trusted: {reason}").format(reason=message),
            "bad_url": self.tr("That address cannot be used: {reason}").format(reason=message),
            "too_soon": self.tr("Not yet: {reason}").format(reason=message),
            "not_stored": self.tr("The server could not store that (its disk is full or cannot be written), so "
                                  "nothing changed: try again later."),
            "too_many_connections": self.tr("Too many connections from your address: close some of your games "
                                            "on this server or wait a minute, then try again."),
            "server_busy": self.tr("The server is full: it takes no more players now. Try again later."),
            "too_many_computers": self.tr("Your games on this server have as many Hard and Expert computer "
                                          "players as it allows: choose an easier level, or finish a game first."),
        }
        return known.get(kind, self.tr("The server says: {reason}").format(reason=message))

    def name_needed(self) -> str:
        return self.tr("Say your name: the others see it at the table.")

    def no_seat_here(self) -> str:
        return self.tr("At least one seat must be played at this screen.")

    def looking(self) -> str:
        return self.tr("Looking for games on the local network…")

    def nothing_nearby(self) -> str:
        return self.tr("No game found on the local network: join with the address and the code.")

    def cannot_host(self, reason: str) -> str:
        return self.tr("The game cannot be hosted: {reason}").format(reason=reason)

    def cannot_join(self, reason: str) -> str:
        return self.tr("Cannot join the game: {reason}").format(reason=reason)

    def bad_address(self, address: str) -> str:
        return self.tr("{address} is not a server address (for example 192.168.1.20:7245 or "
                       "ws://play.example.org).").format(address=address)

    def bad_code(self, code: str) -> str:
        return self.tr("{code} is not a game code: six letters and digits, as the host gave it.").format(code=code)

    def no_network(self, reason: str) -> str:
        return self.tr("Network play is not available in this installation: {reason}").format(reason=reason)


@functools.cache
def network() -> Network:
    return Network()
