"""The statistics database's schema and its migrations.

The schema version is SQLite's ``PRAGMA user_version``: 0 for a new file.
``MIGRATIONS[i]`` takes a database from version ``i`` to ``i + 1``; they run in
order, all in the caller's one transaction. A released migration is never
edited: a change to the schema is a new migration at the end of the list.
"""

from __future__ import annotations

import sqlite3

# The points-by-category columns migration 1 made (newworld.stats.record.CATEGORY_COLUMNS as it was then):
# a released migration never changes, so a new category of the final breakdown is a new migration.
_CATEGORY_COLUMNS_V1 = ", ".join(f"{name} INTEGER NOT NULL" for name in (
    "trails", "towns", "farms", "surveyors", "plains", "unfinished_trails", "unfinished_towns", "unfinished_farms"))

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 0 -> 1: games and the result of every seat
    (
        """CREATE TABLE games (
            game_id TEXT PRIMARY KEY,
            recorded TEXT NOT NULL,
            players INTEGER NOT NULL,
            turns INTEGER NOT NULL
        )""",
        f"""CREATE TABLE seats (
            game_id TEXT NOT NULL REFERENCES games(game_id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            level TEXT NOT NULL,
            opponents TEXT NOT NULL,
            score INTEGER NOT NULL,
            won INTEGER NOT NULL,
            {_CATEGORY_COLUMNS_V1},
            PRIMARY KEY (game_id, seat)
        )""",
    ),
    # 1 -> 2: where a game was played; per seat the settlers lost to the Surveyors and the longest
    # trail and biggest town scored (unknown, NULL, for the games recorded before)
    (
        "ALTER TABLE games ADD COLUMN source TEXT",
        "ALTER TABLE seats ADD COLUMN settlers_lost INTEGER",
        "ALTER TABLE seats ADD COLUMN longest_trail INTEGER",
        "ALTER TABLE seats ADD COLUMN biggest_town INTEGER",
        "CREATE INDEX seats_by_name ON seats (kind, name)",
    ),
    # 2 -> 3: the turn a seat's player resigned in (0: played to the end; NULL for the games recorded before)
    (
        "ALTER TABLE seats ADD COLUMN resigned INTEGER",
    ),
)
VERSION = len(MIGRATIONS)


class NewerSchemaError(Exception):
    """The database was written by a newer version of the app."""


def version_of(conn: sqlite3.Connection) -> int:
    version: int = conn.execute("PRAGMA user_version").fetchone()[0]
    return version


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the database up to :data:`VERSION` (inside the caller's transaction); the version it had."""
    found = version_of(conn)
    if found > VERSION:
        raise NewerSchemaError(f"schema version {found}, this app knows up to {VERSION}")
    for statements in MIGRATIONS[found:]:
        for statement in statements:
            conn.execute(statement)
    if found != VERSION:
        conn.execute(f"PRAGMA user_version = {VERSION:d}")
    return found
