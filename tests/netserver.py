"""Real ``newworld-server`` processes on loopback, for the network tests."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


STARTED: list[subprocess.Popen[str]] = []  # killed after each test if still running (see kill_leftovers)


def kill_leftovers() -> None:
    """Kill the servers and bots a failed test left running."""
    while STARTED:
        proc = STARTED.pop()
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)


class ServerProcess:
    """``python -m newworld.net.service`` in a child process; ``url`` from its first line."""

    def __init__(self, data: Path, *args: str, port: int = 0) -> None:
        self.data = data
        self.args = ["--host", "127.0.0.1", "--port", str(port), "--data", str(data), *args]
        self.proc: subprocess.Popen[str] | None = None
        self.url = ""

    def start(self, timeout: float = 20.0) -> ServerProcess:
        self.proc = subprocess.Popen([sys.executable, "-m", "newworld.net.service", *self.args], cwd=ROOT,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        STARTED.append(self.proc)
        deadline = time.monotonic() + timeout
        line = self.proc.stdout.readline() if self.proc.stdout else ""
        assert time.monotonic() < deadline, "the server took too long to start"
        assert line.startswith("listening on ws"), f"first line {line!r}; stderr {self.stderr()}"
        self.url = line.split()[-1]
        return self

    def stderr(self) -> str:
        if self.proc and self.proc.poll() is not None and self.proc.stderr:
            return self.proc.stderr.read()
        return ""

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 20.0) -> int:
        assert self.proc is not None
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        code = self.proc.wait(timeout)
        for stream in (self.proc.stdout, self.proc.stderr):
            if stream:
                stream.close()
        return code

    def log(self) -> str:
        return (self.data / "logs" / "server.log").read_text(encoding="utf-8")


async def hosted_against(client, level: str = "random", **options):
    """Connect ``client``, create a game of one remote seat against a ``level`` computer (``options``: the
    create's, e.g. first_player), take the remote seat and start the game; return the seat's ticket."""
    await client.connect()
    code, host_token = await client.create_game([{"kind": "remote"}, {"kind": "computer", "level": level}],
                                                **options)
    ticket = await client.join(code, seat=0)
    await client.start_game(code, host_token)
    return ticket


def netplay(url: str, *args: str, timeout: float = 120.0) -> tuple[int, dict]:
    """Run ``newworld-cli netplay --json``; return its exit code and summary."""
    result = subprocess.run([sys.executable, "-m", "newworld.cli", "netplay", "--server", url, "--json", *args],
                            cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    assert result.stdout.strip(), result.stderr
    return result.returncode, json.loads(result.stdout.strip().splitlines()[-1])


def netplay_background(url: str, *args: str) -> subprocess.Popen[str]:
    proc = subprocess.Popen([sys.executable, "-m", "newworld.cli", "netplay", "--server", url, "--json", *args],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    STARTED.append(proc)
    return proc


class RawClient:
    """A WebSocket connection that sends exactly the frames it is given (no client library in the way)."""

    def __init__(self, ws) -> None:
        self.ws = ws
        self.next_id = 0

    @classmethod
    async def open(cls, url: str, name: str | None = "Raw", source: str | None = None) -> RawClient:
        """Connect (from the loopback address ``source``, e.g. 127.0.0.2) and say hello unless ``name`` is None."""
        from websockets.asyncio.client import connect

        extra = {"local_addr": (source, 0)} if source else {}
        client = cls(await connect(url, compression=None, max_size=None, open_timeout=5, **extra))
        if name is not None:
            reply = await client.request("hello", name=name)
            assert reply["type"] == "welcome", reply
        return client

    async def recv(self, timeout: float = 10.0) -> dict:
        import asyncio

        return json.loads(await asyncio.wait_for(self.ws.recv(), timeout))

    async def send_raw(self, frame: str, request_id: int) -> dict:
        """Send ``frame`` (whose id is ``request_id``); return the reply with that id."""
        await self.ws.send(frame)
        while True:
            message = await self.recv()
            if message.get("id") == request_id:
                return message

    async def request(self, kind: str, **fields) -> dict:
        self.next_id += 1
        return await self.send_raw(json.dumps({"v": 1, "type": kind, "id": self.next_id, **fields}), self.next_id)

    async def close(self) -> None:
        await self.ws.close()
