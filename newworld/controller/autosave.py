"""Autosaves: one file per game in the user data folder, rewritten after every turn.

Every game has a unique id, recorded in its files (``setup.game_id``), and autosaves
into ``autosave-<id>.nwgame``. The window that plays a game holds that file's lock
(``autosave-<id>.nwgame.lock``, a :class:`QLockFile`) for as long as it plays it: the
file is that window's slot, and no other window writes it. A second window that
resumes the same game continues it as a copy under a new id; opening an older save
of a game whose autosave exists also continues under a new id, so a newer autosave is
never overwritten by an older line of play. Two windows therefore never lose a game.
Only regular files in the folder are autosaves: a link to a game elsewhere is never offered,
counted or written through.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import stat
import time
from collections.abc import Sequence
from pathlib import Path

import attrs
from PySide6.QtCore import QLockFile

from newworld import paths, savegame
from newworld.engine.game import Game
from newworld.narration import messages
from newworld.savegame import SavedGame, SaveGameError, Seat, winfs
from newworld.savegame.format import parse_text, printable
from newworld.savegame.play import NO_PLAY_STATE, PlayState
from newworld.savegame.storage import FILE_MODE, MAX_BYTES, read_regular, remove_orphans
from newworld.session import new_game_id

KEEP = 5  # autosaved games kept (the newest; games open in a window are never removed)
PREFIX = "autosave-"
SET_ASIDE_PREFIX = "damaged-"  # an autosave that cannot be opened is renamed so (and said once)
LOCK_SUFFIX = ".lock"
FUTURE_SLACK = 120  # seconds: a file dated later than now plus this is "dated in the future"
SAVED_AS = "saved-as.json"  # game id -> the file the player last saved that game to (for a resumed game)
SAVED_AS_KEPT = 50

log = logging.getLogger(__name__)


def path_for(game_id: str) -> Path:
    return paths.autosave_dir() / f"{PREFIX}{game_id}{paths.SAVE_SUFFIX}"


class _Lock:
    """The lock of one autosave file (shared by every window and process on the machine)."""

    def __init__(self, path: Path) -> None:
        self.file = QLockFile(str(path) + LOCK_SUFFIX)
        self.file.setStaleLockTime(0)  # a game lasts long: stale only when its process is gone

    def take(self) -> bool:
        return bool(self.file.tryLock(0))

    def held_elsewhere(self) -> bool:
        """After a failed :meth:`take`: another window holds it (not an I/O problem)."""
        return self.file.error() == QLockFile.LockError.LockFailedError

    def release(self) -> None:
        self.file.unlock()


class Slot:
    """The autosave file this window writes its game into; held until :meth:`release`."""

    def __init__(self, path: Path, lock: _Lock) -> None:
        self.path = path
        self._lock: _Lock | None = lock

    def release(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None


@attrs.frozen
class Claim:
    """What :func:`claim` gives a game being installed in a window."""

    slot: Slot | None  # None: this game cannot be autosaved (``problem`` says why)
    game_id: str  # the id the game goes on with (new when it continues as a copy)
    copied: bool  # another window plays the same game: this one continues it as a copy
    problem: str = ""


def claim(game_id: str | None, opened: Path | None = None) -> Claim:
    """The autosave slot for a game that starts (``opened`` None) or was opened from ``opened``.

    Resuming an autosave (``opened`` is one) goes on in that game's own file (``autosave-<id>``)
    unless another window holds it. A game opened from any other file keeps its id unless that
    id's autosave exists or is held. In those cases the game continues under a new id, as a copy.
    """
    try:
        paths.ensure_app_dir(paths.autosave_dir())
    except OSError as exc:
        return Claim(None, game_id or new_game_id(), False, _cannot("create the autosave folder",
                                                                     paths.autosave_dir(), exc))
    copied = False
    if opened is not None and is_autosave(opened) and game_id is not None:
        slot, held = _resume(paths.autosave_dir() / opened.name, path_for(game_id))  # one lock name per spelling
        if slot is not None:
            return Claim(slot, game_id, False)
        copied = held
    elif game_id is not None:
        slot, held = _hold(path_for(game_id), may_exist=False)
        if slot is not None:
            return Claim(slot, game_id, False)
        copied = held
    fresh = new_game_id()
    slot, _held = _hold(path_for(fresh), may_exist=False)
    if slot is None:
        return Claim(None, fresh, copied, f"cannot lock the autosave {path_for(fresh)}")
    return Claim(slot, fresh, copied)


def _resume(opened: Path, own: Path) -> tuple[Slot | None, bool]:
    """The slot of a game resumed from the autosave ``opened``: its own file ``own``.

    An autosave under another name (copied there by hand) moves into its own file, so the folder
    never holds the game twice; if that file exists already (another line of the game), the game
    goes on as a copy and ``opened`` stays as it is (the duplicate that pruning removes first).
    """
    if opened.name == own.name:
        return _hold(own, may_exist=True)
    other = _Lock(opened)
    if not other.take():
        return None, other.held_elsewhere()
    try:
        slot, held = _hold(own, may_exist=False)
        if slot is not None:
            try:
                os.replace(opened, own)
            except OSError as exc:
                log.warning("cannot move the autosave %s to %s: %s", opened, own.name, exc)
        return slot, held
    finally:
        other.release()


def _hold(path: Path, *, may_exist: bool) -> tuple[Slot | None, bool]:
    """(the slot for ``path`` if this window may write it, whether another window holds it)."""
    lock = _Lock(path)
    if not lock.take():
        return None, lock.held_elsewhere()
    if not may_exist and _exists(path):  # checked under the lock: another line of this game is there
        lock.release()
        return None, False
    return Slot(path, lock), False


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except OSError:
        return True


def _cannot(what: str, path: Path, exc: OSError) -> str:
    return f"cannot {what} {printable(str(path))}: {exc.strerror or exc}"


def is_autosave(path: Path) -> bool:
    """Whether ``path`` names an entry of the autosave folder (itself, not a link to one)."""
    try:
        return (path.parent.resolve() == paths.autosave_dir().resolve() and path.name.startswith(PREFIX)
                and path.name.endswith(paths.SAVE_SUFFIX) and not path.is_symlink())
    except (OSError, RuntimeError):
        return False


def write(slot: Slot, game: Game, seats: Sequence[Seat], seed: int | None, created: str, game_id: str,
          play: PlayState = NO_PLAY_STATE) -> None:
    """Write the autosave (atomically, for its owner only), then drop old ones beyond :data:`KEEP`.

    Raises SaveGameError (with the reason) when it cannot be written.
    """
    try:
        paths.ensure_app_dir(slot.path.parent)
    except OSError as exc:
        raise SaveGameError(_cannot("create the autosave folder", slot.path.parent, exc)) from None
    savegame.save(slot.path, game, seats, seed=seed, created=created, game_id=game_id, play=play, mode=FILE_MODE)
    prune(keep=slot.path)


# --- the folder: newest first, pruning, the game to resume -----------------------------


def autosave_files() -> list[Path]:
    """The autosave files, newest first; files dated in the future come after all others.

    Only regular files count: a link (to a game elsewhere, or to another autosave), a folder or
    a FIFO under an autosave's name is never offered, counted or removed (it is logged once).
    """
    folder = paths.autosave_dir()
    try:
        candidates = [p for p in folder.glob(f"{PREFIX}*{paths.SAVE_SUFFIX}") if _is_regular(p)]
    except OSError:
        return []
    now = time.time()
    dated = [(_mtime(p), p) for p in candidates]
    dated.sort(key=lambda item: (item[0] > now + FUTURE_SLACK, -item[0]))
    return [p for _m, p in dated]


_said_not_regular: set[str] = set()


def _is_regular(path: Path) -> bool:
    try:
        mode = path.lstat().st_mode
    except OSError:
        return False
    if stat.S_ISREG(mode):
        return True
    if str(path) not in _said_not_regular:
        _said_not_regular.add(str(path))
        kind = "a symbolic link" if stat.S_ISLNK(mode) else "not a regular file"
        log.warning("the autosave folder entry %s is %s: it is neither offered nor counted", path, kind)
    return False


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def is_future(path: Path) -> bool:
    return _mtime(path) > time.time() + FUTURE_SLACK


def prune(keep: Path | None = None) -> None:
    """Remove all but the newest :data:`KEEP` autosaves (never one a window plays now), stale
    locks and temporary files that interrupted saves left.

    When there are more, the older files of a game that has a newer one go first (a game is
    counted once), so that no other game is pushed out by its duplicates.
    """
    files = autosave_files()
    if len(files) > KEEP:
        for old in _beyond_the_kept(files):
            if old != keep:
                _remove_unless_played(old)
    folder = paths.autosave_dir()
    with contextlib.suppress(OSError):
        for stale in folder.glob(f"{PREFIX}*{paths.SAVE_SUFFIX}{LOCK_SUFFIX}"):
            game_file = stale.with_name(stale.name.removesuffix(LOCK_SUFFIX))
            lock = _Lock(game_file)
            if not game_file.exists() and lock.take():  # a crashed window's lock: taking it clears it
                lock.release()
    remove_orphans(folder)


def _beyond_the_kept(files: list[Path]) -> list[Path]:
    """Of ``files`` (newest first): the duplicates (a game's older files), then the games beyond :data:`KEEP`."""
    seen: set[str] = set()
    games: list[Path] = []
    duplicates: list[Path] = []
    for path in files:
        game = _game_id_in(path)
        (duplicates if game in seen else games).append(path)
        seen.add(game)
    return duplicates + games[KEEP:]


def _game_id_in(path: Path) -> str:
    """The game id recorded in an autosave (without replaying its moves); its name if it has none."""
    try:
        game_id = parse_text(read_regular(path, MAX_BYTES + 1).decode("utf-8-sig"))["setup"]["game_id"]
    except (SaveGameError, UnicodeDecodeError, LookupError, TypeError):
        return path.name
    return game_id if isinstance(game_id, str) else path.name


def _remove_unless_played(path: Path) -> None:
    lock = _Lock(path)
    if lock.take():  # not held: no window plays this game now
        with contextlib.suppress(OSError):
            path.unlink()
        lock.release()


@attrs.frozen
class Offer:
    """The unfinished game to offer at start-up, and the newer autosaves that cannot be opened."""

    path: Path | None
    saved: SavedGame | None
    future: bool  # its file is dated in the future: not "last time's"
    problems: tuple[str, ...]  # one line for each newer autosave that cannot be opened
    played_at: float = 0.0  # when it was last autosaved (seconds since the epoch)

    @property
    def turn(self) -> int:
        """The turn the offered game goes on with (1 for the first)."""
        return self.saved.game.turn + 1 if self.saved is not None else 0

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The offered game's seats (the window shows them and the scores, never the game itself)."""
        return self.saved.seats if self.saved is not None else ()

    @property
    def scores(self) -> tuple[int, ...]:
        return self.saved.game.scores if self.saved is not None else ()

    @property
    def current_player(self) -> int:
        """The seat whose turn it is in the offered game (-1: none offered)."""
        return self.saved.game.current_player if self.saved is not None else -1

    @property
    def cards_left(self) -> int:
        return self.saved.game.cards_left if self.saved is not None else 0

    @property
    def play(self) -> PlayState:
        """How the offered game is timed and who resigned in it."""
        return self.saved.play if self.saved is not None else NO_PLAY_STATE


def survey(*, set_aside: bool = False) -> Offer:
    """The newest unfinished autosave that no window plays now, and what was wrong with newer ones.

    ``set_aside``: rename each autosave that cannot be opened to ``damaged-…`` (so it is
    said once and kept for a look, never silently replaced by an older game).
    """
    problems: list[str] = []
    for path in autosave_files():
        lock = _Lock(path)
        taken = lock.take()
        if not taken and lock.held_elsewhere():
            continue  # another window plays this game now
        try:
            saved = savegame.load(path)
        except SaveGameError as exc:
            problems.append(_set_aside(path, exc) if set_aside else f"{path.name}: {exc}")
            continue
        finally:
            if taken:
                lock.release()
        if not saved.game.is_over:
            return Offer(path, saved, is_future(path), tuple(problems), _mtime(path))
    return Offer(None, None, False, tuple(problems))


def _set_aside(path: Path, exc: SaveGameError) -> str:
    target = path.with_name(SET_ASIDE_PREFIX + path.name)
    if target.exists():
        target = path.with_name(f"{SET_ASIDE_PREFIX}{int(time.time())}-{path.name}")
    try:
        os.replace(path, target)
    except OSError as err:
        log.warning("cannot set aside the damaged autosave %s: %s", path, err)
        moved = False
    else:
        moved = True
    log.warning("the autosave %s cannot be opened: %s", path, exc)
    where = printable(str(target if moved else path.parent))
    return messages().damaged_autosave(path.name, messages().save_error(exc), where, moved)


def latest_resumable() -> Path | None:
    """The newest autosave that opens and holds an unfinished game (and no window plays now)."""
    return survey().path


# --- the file a game was saved to -----------------------------------------------------------


def remember_saved_as(game_id: str, path: Path) -> None:
    """Note that the player saved game ``game_id`` to ``path``, so that resuming its autosave goes on in that
    file (the title names it, Save writes it). A failure only loses the note: it is logged."""
    where = paths.autosave_dir() / SAVED_AS
    known = {k: v for k, v in saved_as_table().items() if k != game_id}
    known[game_id] = str(Path(path).resolve())
    try:
        paths.ensure_app_dir(where.parent)
        temporary = where.with_name(f".{where.name}.{os.getpid()}.tmp")  # (each window its own; orphans pruned)
        temporary.write_text(json.dumps(dict(list(known.items())[-SAVED_AS_KEPT:])), encoding="utf-8")
        winfs.replace(temporary, where)  # Windows: retried while another window reads it
    except OSError as exc:
        log.warning("cannot note where game %s was saved: %s", game_id, exc)


def saved_as(resumed: SavedGame) -> tuple[Path, bool] | None:
    """The file the player last saved the game ``resumed`` (an autosave) to, if it still holds that game, and
    whether the autosave differs from it (played on, or taken back and played otherwise); else None.

    As in the window before it closed: a game taken back past its save and played on stays in its file,
    unsaved, and Save writes the new line of play there."""
    noted = saved_as_table().get(resumed.game_id or "")
    if noted is None:
        return None
    try:
        saved = savegame.load(noted)
    except SaveGameError:
        return None
    if saved.game_id != resumed.game_id:
        return None  # another game is in that file now
    return Path(noted), [str(m) for m in saved.game.moves] != [str(m) for m in resumed.game.moves]


def saved_as_table() -> dict[str, str]:
    """Game id -> the file the player last saved that game to."""
    try:
        data = json.loads((paths.autosave_dir() / SAVED_AS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}
