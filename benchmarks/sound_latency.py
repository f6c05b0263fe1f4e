"""How long a sound takes from ``play()`` to the sound server: the game's stream (miniaudio) and,
where PySide6-Addons is installed, QtMultimedia's QSoundEffect, side by side.

    python benchmarks/sound_latency.py            # 11 plays each, 0.4 s apart
    python benchmarks/sound_latency.py --plays 21

Starts a PulseAudio server of its own with a null sink (needs ``pulseaudio`` and ``parec``),
records the sink's monitor and finds each sound's onset. The figure is from the call to the
samples' arrival at the recorder, so it includes the recorder's own 20 ms of buffering and
PulseAudio's rendering ahead: compare the players with each other, not with zero. "cold" is the
first play (miniaudio: with the stream opened by that play, or opened a second ahead as the game
does when a turn starts; QSoundEffect opens its stream when its file is loaded); "warm" the rest.
docs/PACKAGING.md quotes the result.
"""

from __future__ import annotations

import argparse
import array
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from newworld.audio import RATE, AudioOutput, decode_all  # noqa: E402
from newworld.resources import resource_path  # noqa: E402

SOUND = "card-laid"


class Recorder:
    """``parec`` on the null sink's monitor; each chunk stamped with its arrival."""

    def __init__(self, env: dict[str, str]) -> None:
        self.process = subprocess.Popen(["parec", "--device=bench.monitor", "--raw", "--format=s16le",
                                         f"--rate={RATE}", "--channels=1", "--latency-msec=20"],
                                        stdout=subprocess.PIPE, env=env)
        self.chunks: list[tuple[float, array.array[int]]] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        while data := self.process.stdout.read1(4096):
            self.chunks.append((time.perf_counter(), array.array("h", data[: len(data) // 2 * 2])))

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=20)

    def onsets(self, threshold: int = 2000, gap_s: float = 0.15) -> list[float]:
        found: list[float] = []
        last = -1e9
        for arrival, samples in self.chunks:
            for i, value in enumerate(samples):
                if abs(value) > threshold:
                    at = arrival - (len(samples) - i) / RATE
                    if at - last > gap_s:
                        found.append(at)
                    last = at
        return found


def miniaudio_player(ahead: bool) -> tuple[Callable[[], object], Callable[[float], None]]:
    output = AudioOutput(decode_all([SOUND]))
    if ahead:  # as the window does when a turn starts
        output.prepare()
        time.sleep(1.0)
    return (lambda: output.play(SOUND)), time.sleep


def qt_player() -> tuple[Callable[[], object], Callable[[float], None]] | None:
    try:
        from PySide6.QtCore import QCoreApplication, QUrl
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError:
        return None
    app = QCoreApplication.instance() or QCoreApplication([])
    effect = QSoundEffect()
    effect.setSource(QUrl.fromLocalFile(str(resource_path(f"sounds/{SOUND}.wav"))))
    deadline = time.monotonic() + 10
    while effect.status() != QSoundEffect.Status.Ready and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.005)

    def pump(seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.002)

    return effect.play, pump


def measure(name: str, player: tuple[Callable[[], object], Callable[[float], None]], env: dict[str, str],
            plays: int) -> None:
    play, wait = player
    recorder = Recorder(env)
    time.sleep(0.5)
    calls = []
    for _ in range(plays):
        calls.append(time.perf_counter())
        play()
        wait(0.4)
    time.sleep(0.3)
    recorder.stop()
    onsets = recorder.onsets()
    latencies = []
    for call in calls:
        onset = next((o for o in onsets if o > call - 0.05), None)
        latencies.append(None if onset is None else (onset - call) * 1000)
    warm = [x for x in latencies[1:] if x is not None]
    cold = "missed" if latencies[0] is None else f"{latencies[0]:.1f} ms"
    print(f"{name:<28} cold {cold:>9}   warm median {statistics.median(warm):5.1f} ms "
          f"(min {min(warm):.1f}, max {max(warm):.1f}; {len(warm)} of {plays - 1} heard)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plays", type=int, default=11)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        socket = Path(folder) / "native"
        env = {**os.environ, "PULSE_RUNTIME_PATH": folder, "PULSE_SERVER": f"unix:{socket}", "HOME": folder}
        server = subprocess.Popen(["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
                                   "--load=module-null-sink sink_name=bench",
                                   f"--load=module-native-protocol-unix socket={socket} auth-anonymous=1"],
                                  env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while not socket.exists():
                time.sleep(0.05)
            os.environ.update(PULSE_SERVER=env["PULSE_SERVER"], PULSE_RUNTIME_PATH=folder)
            measure("miniaudio, opened at play", miniaudio_player(False), env, args.plays)
            measure("miniaudio, opened ahead", miniaudio_player(True), env, args.plays)
            qt = qt_player()
            if qt is None:
                print("QSoundEffect                 not installed (pip install PySide6-Addons to compare)")
            else:
                measure("QSoundEffect (QtMultimedia)", qt, env, args.plays)
        finally:
            server.terminate()
            server.wait(timeout=20)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
