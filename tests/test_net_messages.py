"""The server's messages as types: read once at the client's edge, shape checked, texts made safe."""

from __future__ import annotations

import pytest

from newworld.engine.game import Game
from newworld.net.messages import (
    ChatSaid,
    Created,
    Done,
    GameList,
    Joined,
    Lobby,
    Moved,
    ServerError,
    ServerStats,
    State,
    Welcome,
    read_server_message,
    request_id_of,
)
from newworld.net.position import TurnRecord, discard_ids, moved_fields, play_recorded, public_digest, snapshot_fields
from newworld.net.protocol import ProtocolError, parse_server_message

SEAT = {"name": "Ana", "kind": "remote", "level": "medium", "taken": True, "connected": False}


def read(kind, **fields):
    return read_server_message({"v": 1, "type": kind, **fields})


def test_every_reply_is_read_as_its_type():
    assert read("welcome", server="New World 0.1.0", protocol=1, limits={"handover_after": 60}) == Welcome(
        "New World 0.1.0", 1, 60.0)
    assert read("welcome", server="x", protocol=1, limits={}).handover_after is None
    assert read("created", code="K7QX2M", host_token="t" * 43) == Created("K7QX2M", "t" * 43)
    assert read("joined", code="K7QX2M", seat=1, token="t" * 43) == Joined("K7QX2M", 1, "t" * 43)
    assert read("joined", code="K7QX2M", seat=1).token is None  # a rejoin
    assert read("ok") == Done()
    games = read("games", games=[{"code": "K7QX2M", "seats": [SEAT]}])
    assert isinstance(games, GameList) and games.games[0].seats[0].name == "Ana"
    assert read("stats", games=2, turns=10) == ServerStats({"games": 2, "turns": 10})
    assert read("error", error="bad_move", message="no") == ServerError("bad_move", "no")


def test_the_servers_own_announcements_are_read_back_exactly():
    game = Game(3, 5)
    opening = discard_ids(game)
    records = [play_recorded(game, next(iter(game.legal_moves()))) for _ in range(4)]
    digest = public_digest(game)
    state = read("state", seats=[SEAT] * 3, **snapshot_fields("K7QX2M", game, opening, records, digest),
                 drawn=game.drawn.id)
    assert isinstance(state, State)
    assert state.history == tuple(records) and state.opening == opening and state.turn == 4
    assert state.drawn == game.drawn.id and state.digest == digest and not state.over and state.scores == ()
    moved = read("moved", **moved_fields("K7QX2M", game, records[-1], digest))
    assert moved == Moved("K7QX2M", 3, game.last_turn().player, records[-1].move, records[-1].card,
                          records[-1].discards, False, digest)


def test_texts_for_people_are_made_safe_where_they_are_read():
    chat = read("chat", code="K7QX2M", n=3, seat=0, name="\x1b]0;x\x07", text="hi\u2028\ud800there")
    assert chat == ChatSaid("K7QX2M", 3, 0, "\ufffd]0;x\ufffd", "hi\ufffd\ufffdthere")
    lobby = read("lobby", code="K7QX2M", status="lobby", seats=[{**SEAT, "name": "Ev\u202ee"}])
    assert isinstance(lobby, Lobby) and lobby.seats[0].name == "Ev\ufffde"
    error = read("error", error="x\x1b[2J", message="\x1b[2Jgone")
    assert error == ServerError("x\ufffd[2J", "\ufffd[2Jgone")
    assert len(read("chat", code="K7QX2M", n=1, seat=0, name="A" * 500, text="B" * 5000).text) == 200


@pytest.mark.parametrize("message", [
    {"type": "moved", "code": "K7QX2M", "turn": "0"},
    {"type": "moved", "code": "K7QX2M", "turn": 0, "player": 0, "move": 5, "card": "x", "discards": [],
     "over": False, "digest": "d"},
    {"type": "state", "code": "K7QX2M", "seats": 5},
    {"type": "state", "code": "K7QX2M", "seats": [], "opening": [], "history": [[1]], "turn": 0, "over": False,
     "digest": ""},
    {"type": "lobby", "code": "K7QX2M", "status": "lobby", "seats": [{"name": {"x": 1}, "kind": "remote"}]},
    {"type": "chat", "code": "K7QX2M", "seat": 0, "name": "a", "text": {"a": 1}},
    {"type": "joined", "code": "K7QX2M", "seat": True},
    {"type": "created", "code": "K" * 500, "host_token": "t"},
])
def test_a_message_of_the_wrong_shape_is_refused_as_a_bad_message(message):
    with pytest.raises(ProtocolError) as refused:
        read_server_message(message)
    assert refused.value.kind == "bad_message"


def test_an_unknown_type_is_refused_and_new_fields_are_ignored():
    with pytest.raises(ProtocolError) as refused:
        read("jump", code="K7QX2M")
    assert refused.value.kind == "unknown_type"
    assert read("ok", later_field=[1, 2]) == Done()


def test_the_request_id_is_read_beside_the_message():
    data = parse_server_message('{"v": 1, "type": "ok", "id": 7}')
    assert request_id_of(data) == 7 and request_id_of({"type": "ok", "id": True}) is None
    assert request_id_of({"type": "lobby"}) is None
    assert TurnRecord("1,0/0", "a", ()) == read(
        "state", code="K7QX2M", seats=[], opening=[], history=[["1,0/0", "a", []]], turn=1, over=False,
        digest="").history[0]
