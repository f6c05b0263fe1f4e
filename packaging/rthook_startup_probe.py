"""PyInstaller runtime hook: the start-up probe, only when NEWWORLD_STARTUP_PROBE is set.

``packaging/build.py`` times launch-to-first-window by running the bundle with
``NEWWORLD_STARTUP_PROBE=1``. This hook wraps ``QApplication.exec`` so that the
probe (:func:`newworld.selftest.install_startup_probe`) is armed whatever the
app's own start-up code does; the probe prints the time the first top-level
window paints and quits the app. Without the variable this hook does nothing
(and imports nothing).
"""

import os

if os.environ.get("NEWWORLD_STARTUP_PROBE", "") not in ("", "0"):

    def _arm_probe() -> None:
        from PySide6 import QtWidgets

        original = QtWidgets.QApplication.exec

        def exec_with_probe(*args: object, **kwargs: object) -> int:
            app = QtWidgets.QApplication.instance()
            if app is not None:
                from newworld.selftest import install_startup_probe

                install_startup_probe(app)
            return original()  # exec is static: no arguments

        QtWidgets.QApplication.exec = exec_with_probe  # type: ignore[method-assign]

    _arm_probe()
