"""A desktop notification service for tests/test_gui_sounds.py: on the session bus as
org.freedesktop.Notifications, it writes the first Notify call's signature, app, icon, title and text
(tab-separated) to the file named by its argument, and says "ready" once it owns the name."""

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtDBus import QDBusConnection, QDBusMessage, QDBusVirtualObject

INTROSPECTION = (
    '<interface name="org.freedesktop.Notifications"><method name="Notify">'
    + "".join(f'<arg type="{t}" direction="in"/>' for t in ("s", "u", "s", "s", "s", "as", "a{sv}", "i"))
    + '<arg type="u" direction="out"/></method></interface>')


class Notifications(QDBusVirtualObject):
    def __init__(self, log: Path) -> None:
        super().__init__()
        self.log = log

    def introspect(self, path: str) -> str:
        return INTROSPECTION

    def handleMessage(self, message: QDBusMessage, connection: QDBusConnection) -> bool:  # noqa: N802 - Qt's
        if message.member() != "Notify":
            return False  # Introspect and the rest: Qt answers
        app, _replaces, icon, title, text = message.arguments()[:5]
        self.log.write_text("\t".join((message.signature(), app, icon, title, text)), encoding="utf-8")
        connection.send(message.createReply([1]))
        return True


def main() -> int:
    app = QCoreApplication(sys.argv)
    bus = QDBusConnection.sessionBus()
    server = Notifications(Path(sys.argv[1]))
    if not (bus.registerVirtualObject("/org/freedesktop/Notifications", server)
            and bus.registerService("org.freedesktop.Notifications")):
        print("cannot register", flush=True)
        return 1
    print("ready", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
