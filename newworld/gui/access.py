"""The game screen for assistive technology: accessible names and descriptions, kept current, and
the turn changes announced (a screen reader says "Ada's turn (computer)").

Most of the screen is painted (the player rows, the hand, the board), so Qt cannot find words in
it by itself: :class:`ScreenAccessibility` names each part and rewrites the names when the game
moves on. The sentences are the narration's (:mod:`newworld.narration.messages`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from newworld.gui.draft import TurnDraft
from newworld.narration import card_name, messages

if TYPE_CHECKING:
    from newworld.gui.screen import GameScreen


class ScreenAccessibility(QObject):
    """Names the parts of ``screen`` and keeps the names of the players and the card current."""

    def __init__(self, screen: GameScreen) -> None:
        super().__init__(screen)
        self.screen = screen
        self.announcements: list[str] = []  # what was announced, newest last (tests read it)
        side = screen.side
        screen.view.setAccessibleName(self.tr("Board"))
        screen.hand.setAccessibleName(self.tr("Card in hand"))
        side.players.setAccessibleName(self.tr("Players and scores"))
        side.log.setAccessibleName(self.tr("Game log"))
        side.turn.status.setAccessibleName(self.tr("This turn"))
        side.turn.cards.setAccessibleName(self.tr("Cards left in the stack"))
        self.show_draft(screen.composer.draft)
        c = screen.controller
        c.gameStarted.connect(self.update_players)  # (after the screen's own slots: the rows exist)
        c.scoresChanged.connect(self.update_players)
        c.turnStarted.connect(self.turn_started)
        c.gameOver.connect(self.update_players)
        screen.composer.draftChanged.connect(self.show_draft)

    def update_players(self) -> None:
        text = messages()
        for row in self.screen.side.players.rows:
            row.setAccessibleName(text.player_summary(row.name, row.kind, row.level, row.score, row.supply,
                                                      row.active, row.winner))

    def show_draft(self, draft: TurnDraft) -> None:
        text = messages()
        cell = (draft.placement.x, draft.placement.y) if draft.placed and draft.placement else None
        summary = text.hand_summary(None if draft.card is None else card_name(draft.card), cell,
                                    draft.placement.rotation if draft.placement else draft.rotation,
                                    None if draft.settler is None else draft.settler.kind)
        self.screen.hand.setAccessibleDescription(summary)
        self.screen.view.setAccessibleDescription(summary + "\n" + text.board_help() if draft.active
                                                  else text.board_help())

    def turn_started(self, player: int) -> None:
        self.update_players()
        seats = self.screen.controller.seats
        if 0 <= player < len(seats):
            self.announce(messages().announce_turn(seats[player].name, seats[player].kind == "computer"))

    def announce(self, text: str) -> None:
        self.announcements.append(text)
        del self.announcements[:-20]
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.screen, text))
