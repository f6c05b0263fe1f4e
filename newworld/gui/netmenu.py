"""Game → Host network game / Join network game, for the main window's menu.

Network play's modules (and its libraries: websockets, zeroconf, ssl) are
imported when a player first chooses one of these, not when the app starts;
an installation without them says so in a box.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from newworld.narration import network

if TYPE_CHECKING:
    from newworld.gui.mainwindow import MainWindow
    from newworld.gui.netwindow import NetworkPlay

log = logging.getLogger(__name__)


def network_play(window: MainWindow) -> NetworkPlay | None:
    """The window's :class:`~newworld.gui.netwindow.NetworkPlay`, made on first use (None: it cannot be)."""
    if window.network is None:
        try:
            from newworld.gui.netwindow import NetworkPlay
        except ImportError as exc:  # an installation without them (ssl left to a system that lacks it)
            log.error("network play is not available: %s", exc)
            window.warn(QCoreApplication.translate("MainWindow", "Network game"), network().no_network(str(exc)))
            return None
        window.network = NetworkPlay(window, window.settings)
        window.network.show_dialogs = window.show_dialogs
    return window.network


def host_network_game(window: MainWindow) -> None:
    if (play := network_play(window)) is not None:
        play.host()


def join_network_game(window: MainWindow) -> None:
    if (play := network_play(window)) is not None:
        play.join()
