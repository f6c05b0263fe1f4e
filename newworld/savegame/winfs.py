"""What Windows' file system does differently from Linux's, for the files the app writes. Pure Python.

* A file another process has open (a second window reading the same autosave, an
  antivirus or the search indexer scanning it) cannot be replaced or renamed:
  ``os.replace`` raises ``PermissionError`` (WinError 5 or 32) until it is closed.
  :func:`replace` retries for a moment; the old file stays whole meanwhile.
* Some names are refused or mean something else: the DOS device names (``CON``,
  ``aux.nwgame``: the device, whatever the extension), ``< > : " | ? *`` (a colon
  names an alternate data stream: the data would go where no one sees it), and a
  trailing dot or space (dropped silently: the file gets another name).
  :func:`name_problem` says which.
* A path longer than ``MAX_PATH`` (260) fails unless long paths are enabled on the
  machine, or the path is given in the ``\\\\?\\`` form: :func:`long_path`.
* A folder cannot be opened to fsync it (:func:`newworld.savegame.storage.write_atomic`
  skips that there).
"""

from __future__ import annotations

import os
import time

IS_WINDOWS = os.name == "nt"
MAX_PATH = 260  # including the terminating NUL: a path of 260 characters or more fails
REPLACE_RETRY_SECONDS = 2.0  # how long a replace is retried while another process holds the file
DEVICE_NAMES = frozenset({"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
                          *(f"{port}{n}" for port in ("COM", "LPT") for n in (*"123456789", "¹", "²", "³"))})
REFUSED_CHARACTERS = '<>:"|?*'


def name_problem(name: str) -> str | None:
    """Why Windows refuses the file name ``name`` (one part of a path), or None if it takes it."""
    for char in name:
        if char in REFUSED_CHARACTERS or ord(char) < 32:
            shown = repr(char) if ord(char) < 32 else f"“{char}”"
            return f"Windows does not allow {shown} in a file name"
    if name.endswith((".", " ")) and name not in (".", ".."):
        return "Windows does not allow a file name that ends with a dot or a space"
    if name.split(".")[0].rstrip(" ").upper() in DEVICE_NAMES:
        return f"“{name}” is a device name on Windows (CON, PRN, AUX, NUL, COM1–9, LPT1–9, with any extension)"
    return None


def long_path(path: str | os.PathLike[str], *, windows: bool | None = None) -> str:
    """``path`` as the operating system should be given it: on Windows, a path of ``MAX_PATH`` characters
    or more in the extended ``\\\\?\\`` form (absolute, with backslashes), which has no such limit."""
    text = os.fspath(path)
    if not (IS_WINDOWS if windows is None else windows) or text.startswith("\\\\?\\"):
        return text
    import ntpath

    absolute = ntpath.abspath(text) if IS_WINDOWS else ntpath.normpath(text)
    if len(absolute) < MAX_PATH:
        return text
    if absolute.startswith("\\\\"):  # a network share: \\server\share\... -> \\?\UNC\server\share\...
        return "\\\\?\\UNC\\" + absolute[2:]
    return "\\\\?\\" + absolute


def replace(source: str | os.PathLike[str], target: str | os.PathLike[str], *,
            retry_for: float | None = None, windows: bool | None = None) -> None:
    """``os.replace(source, target)``; on Windows retried for up to ``retry_for`` seconds while it raises
    ``PermissionError`` (the file is open elsewhere), then that error is raised. ``target`` is either
    the old file or the new one, never anything else."""
    deadline = time.monotonic() + (REPLACE_RETRY_SECONDS if retry_for is None else retry_for)
    retry = IS_WINDOWS if windows is None else windows
    delay = 0.005
    while True:
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if not retry or time.monotonic() + delay > deadline:
                raise
        time.sleep(delay)
        delay = min(delay * 2, 0.1)
