"""Game → Host network game / Join network game, for the main window's menu.

Network play's modules (and its libraries: websockets, zeroconf, ssl) are
imported when a player first chooses one of these, not when the app starts;
an installation without them says so in a box.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from newworld.narration import network

if TYPE_CHECKING:
    from newworld.gui.mainwindow import MainWindow
    from newworld.gui.netwindow import NetworkPlay

log = logging.getLogger(__name__)
PLAY_NAME = "networkPlay"


def network_play(window: MainWindow) -> NetworkPlay | None:
    """The window's :class:`~newworld.gui.netwindow.NetworkPlay` (a child of the window), made on first use;
    None when it cannot be."""
    found = window.findChild(QObject, PLAY_NAME)
    if found is not None:
        return found  # type: ignore[return-value]
    try:
        from newworld.gui.netwindow import NetworkPlay
    except ImportError as exc:  # an installation without them (ssl left to a system that lacks it)
        log.error("network play is not available: %s", exc)
        window.warn(QCoreApplication.translate("MainWindow", "Network game"), network().no_network(str(exc)))
        return None
    play = NetworkPlay(window, window.settings)
    play.setObjectName(PLAY_NAME)
    play.show_dialogs = window.show_dialogs
    return play


def host_network_game(window: MainWindow) -> None:
    if (play := network_play(window)) is not None:
        play.host()


def join_network_game(window: MainWindow) -> None:
    if (play := network_play(window)) is not None:
        play.join()
