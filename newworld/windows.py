"""What the game window does differently on Windows. Pure Python (ctypes); nothing happens elsewhere.

* The taskbar groups windows, and pins them, by the process's application user model id:
  :func:`set_app_id` gives it the app's id, the one the installer gives the Start menu
  shortcut, so the window groups under the game's icon (not under the Python or
  PyInstaller launcher that started it).
* The installed ``NewWorld.exe`` is a windowed program: it has no console, so what
  ``--version``, ``--self-test`` and ``--help`` print would go nowhere.
  :func:`output_for_player` sends it to the console of the command prompt that started
  it, or, started from Explorer or a shortcut, shows it in a message box when the program
  ends. Redirected (``NewWorld.exe --self-test > result.txt``) it goes to the file as usual.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Callable

ATTACH_PARENT_PROCESS = -1
MB_ICONINFORMATION = 0x40
MB_ICONERROR = 0x10


def set_app_id(app_id: str) -> bool:
    """Give this process the taskbar's application id ``app_id``; False where that cannot be done."""
    if sys.platform != "win32":
        return False
    import ctypes

    try:
        result = ctypes.windll.shell32.SetCurrentProcessExplicitAppUserModelID(ctypes.c_wchar_p(app_id))
    except (AttributeError, OSError):
        return False
    return bool(result == 0)  # S_OK


def output_for_player(title: str, *, attach: Callable[[], bool] | None = None,
                      show: Callable[[str, str, bool], None] | None = None) -> Callable[[int], None]:
    """Make ``print`` reach the player when this windowed program has no standard output.

    Returns what to call with the exit status when the program ends (it shows what was
    printed when there was no console to print to). Does nothing when ``sys.stdout`` works.
    """
    if sys.stdout is not None and sys.stderr is not None:
        return lambda _status: None
    if (attach or _attach_parent_console)():
        return lambda _status: None
    captured = io.StringIO()
    sys.stdout = sys.stdout or captured
    sys.stderr = sys.stderr or captured

    def finish(status: int) -> None:
        text = captured.getvalue().strip()
        if text:
            (show or _message_box)(title, text, status != 0)

    return finish


def _attach_parent_console() -> bool:
    """Write to the console of the process that started this one (a command prompt), if it has one."""
    if sys.platform != "win32":
        return False
    import ctypes

    if not ctypes.windll.kernel32.AttachConsole(ATTACH_PARENT_PROCESS):
        return False
    try:
        stream = open("CONOUT$", "w", encoding="utf-8", errors="replace", buffering=1)  # noqa: SIM115 - kept open
    except OSError:
        return False
    stream.write("\n")  # the prompt has already been printed: start below it
    sys.stdout = sys.stdout or stream
    sys.stderr = sys.stderr or stream
    return True


def _message_box(title: str, text: str, is_error: bool) -> None:
    if sys.platform != "win32":
        return
    import ctypes

    icon = MB_ICONERROR if is_error else MB_ICONINFORMATION
    ctypes.windll.user32.MessageBoxW(None, ctypes.c_wchar_p(text), ctypes.c_wchar_p(title), icon)
