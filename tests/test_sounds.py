"""The sound effects: the files (made by tools/make_sounds.py), their decoding, and the audio stream.

The stream is tested for real where PulseAudio is installed (``.ci/run`` installs it): the test
starts its own server with a null sink, plays a sound and records what reached the sink. Without
any audio device the game plays silently and says so once (a subprocess with no server to reach).
"""

from __future__ import annotations

import array
import importlib.util
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from newworld import audio
from newworld.audio import RATE, SOUND_NAMES, AudioOutput, decode_all

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "resources" / "sounds"


def make_sounds_module():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_sound_decodes_short_and_as_loud_as_its_kind() -> None:
    tool = make_sounds_module()
    sounds = decode_all()
    assert sorted(sounds) == sorted(SOUND_NAMES) == sorted(p.stem for p in SOUNDS.glob("*.wav"))
    assert sum(p.stat().st_size for p in SOUNDS.glob("*.wav")) < 400_000  # small files
    for name, samples in sounds.items():
        seconds = len(samples) / RATE
        assert 0.1 < seconds <= (1.6 if name.startswith("game-") else 1.1), name
        peak = max(map(abs, samples)) / 32768
        assert 0.2 < peak <= 10 ** (-1 / 20) + 0.001, name  # never clipped
        loudness = tool.loudness_db([x / 32768 for x in samples])
        assert -22 <= loudness <= -12, (name, loudness)  # one level for all, within a few dB
    loud = {name: tool.loudness_db([x / 32768 for x in sounds[name]]) for name in SOUND_NAMES}
    assert loud["scored-small"] < loud["scored-medium"] < loud["scored-big"]  # richer for more points
    assert loud["surveyor-step"] < loud["card-laid"]  # a step is lighter than a card
    assert len(sounds["scored-big"]) > len(sounds["scored-small"])


def test_the_committed_sounds_are_what_the_tool_makes(tmp_path: Path) -> None:
    """The files are ours: tools/make_sounds.py makes them, byte for byte (deterministic noise)."""
    made = subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--out", str(tmp_path)],
                          capture_output=True, text=True, timeout=120)
    assert made.returncode == 0, made.stderr
    for name in SOUND_NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == (SOUNDS / f"{name}.wav").read_bytes(), name


class NoDevice(AudioOutput):
    """The real stream, pulled by the test instead of a device."""

    def _open(self) -> bool:
        self._device = self  # close() closes this
        self.stream = self._samples()
        next(self.stream)
        return True

    def close(self) -> None:
        self._device = None


def test_sounds_that_overlap_are_mixed_and_the_stream_closes_when_quiet() -> None:
    a, b = array.array("h", [1000] * 300), array.array("h", [32000] * 100)
    out = NoDevice({"a": a, "b": b})
    assert out.play("a") and out.play("b")
    first = out.stream.send(200)
    assert list(first[:100]) == [32767] * 100  # 1000 + 32000, clipped to 16 bits
    assert list(first[100:200]) == [1000] * 100
    assert out.busy() and not out.close_if_idle(idle_s=0)  # still playing: stays open
    assert list(out.stream.send(200)) == [1000] * 100 + [0] * 100
    assert not out.busy()
    assert out.close_if_idle(idle_s=0) and out._device is None
    out.set_volume(0.5)
    assert out.play("a") and list(out.stream.send(2)) == [500, 500]
    out.set_volume(0.0)
    assert not out.play("a")  # silent at volume 0: nothing starts


NO_DEVICE_SCRIPT = """
import logging, sys
logging.basicConfig(level=logging.INFO, stream=sys.stdout, format="%(levelname)s %(message)s")
from newworld.audio import AudioOutput, decode_all
out = AudioOutput(decode_all())
print("played", out.play("card-laid"), out.play("your-turn"), out.available)
"""


def test_without_an_audio_device_the_game_plays_silently_and_says_so_once(tmp_path: Path) -> None:
    env = {**os.environ, "PULSE_SERVER": f"unix:{tmp_path}/no-server", "ALSA_CONFIG_PATH": str(tmp_path / "none"),
           "JACK_NO_START_SERVER": "1", "HOME": str(tmp_path)}
    if Path("/dev/snd").exists():
        pytest.skip("this machine has sound hardware: ALSA would open it")
    done = subprocess.run([sys.executable, "-c", NO_DEVICE_SCRIPT], capture_output=True, text=True, env=env,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert "played False False False" in done.stdout
    warnings = [line for line in done.stdout.splitlines() if line.startswith("WARNING")]
    assert len(warnings) == 1 and "no audio device: the game plays silently" in warnings[0], done.stdout


# --- a real sound server ---------------------------------------------------------------------


@pytest.fixture
def speaker(tmp_path: Path) -> Iterator[tuple[dict[str, str], list[bytes]]]:
    """A PulseAudio server of the test's own with one null sink, and a recorder on that sink's monitor:
    (the server's environment, the chunks heard so far, growing in real time)."""
    if shutil.which("pulseaudio") is None or shutil.which("parec") is None:
        pytest.skip("needs pulseaudio and parec (apt install pulseaudio pulseaudio-utils)")
    runtime = tmp_path / "pulse"
    runtime.mkdir()
    socket = runtime / "native"
    env = {**os.environ, "PULSE_RUNTIME_PATH": str(runtime), "PULSE_SERVER": f"unix:{socket}",
           "HOME": str(tmp_path)}
    server = subprocess.Popen(["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit",
                               "--use-pid-file=no", "--load=module-null-sink sink_name=speaker",
                               f"--load=module-native-protocol-unix socket={socket} auth-anonymous=1"],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    recorder = None
    heard: list[bytes] = []
    try:
        deadline = time.monotonic() + 20
        while not socket.exists():
            assert server.poll() is None and time.monotonic() < deadline, "pulseaudio did not start"
            time.sleep(0.05)
        recorder = subprocess.Popen(["parec", "--device=speaker.monitor", "--raw", "--format=s16le",
                                     f"--rate={RATE}", "--channels=1", "--latency-msec=20"], stdout=subprocess.PIPE,
                                    env=env)
        out = recorder.stdout
        assert out is not None
        threading.Thread(target=lambda: heard.extend(iter(lambda: out.read1(4096), b"")), daemon=True).start()
        wait_for(lambda: seconds_heard(heard) > 0.2)  # listening
        yield env, heard
    finally:
        if recorder is not None:
            recorder.terminate()
            recorder.wait(timeout=20)
        server.terminate()
        server.wait(timeout=20)


def seconds_heard(heard: list[bytes]) -> float:
    return sum(map(len, heard)) / 2 / RATE


def wait_for(condition, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


PLAY_SCRIPT = """
import sys, time
from newworld.audio import AudioOutput, decode_all
out = AudioOutput(decode_all())
print("played", out.play(sys.argv[1]), out.backend, flush=True)
time.sleep(1.0)
out.close()
"""


def test_a_sound_reaches_the_speaker(speaker: tuple[dict[str, str], list[bytes]]) -> None:
    """Played through a real sound server: what its sink plays is the sound, once, whole, at its level."""
    env, heard = speaker
    played = subprocess.run([sys.executable, "-c", PLAY_SCRIPT, "card-laid"], capture_output=True, text=True,
                            env=env, timeout=60)
    assert played.returncode == 0 and "played True PulseAudio" in played.stdout, played.stdout + played.stderr
    until = seconds_heard(heard) + 0.5
    wait_for(lambda: seconds_heard(heard) > until)  # the recorder caught up
    data = b"".join(heard)
    samples = array.array("h", data[: len(data) // 2 * 2])
    sound = audio.decode("card-laid")
    loud = [i for i, x in enumerate(samples) if abs(x) > 2000]
    loud_in_file = [i for i, x in enumerate(sound) if abs(x) > 2000]
    assert loud, f"nothing reached the speaker ({len(samples)} samples)"
    span, span_in_file = loud[-1] - loud[0], loud_in_file[-1] - loud_in_file[0]
    assert 0.9 * span_in_file <= span <= 1.1 * span_in_file  # the card's slap, once, whole (no gap, no loop)
    assert abs(max(map(abs, samples)) - max(map(abs, sound))) < 0.05 * 32768  # at full volume, as loud


QUIT_SCRIPT = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from newworld.gui.mainwindow import MainWindow
window = MainWindow()
window.show()
app.processEvents()
window.cues.sounds.play("card-laid")
import time
time.sleep(0.3)
window.close()
print("closed", window.cues.sounds.output.backend, flush=True)
"""


def test_the_app_quits_at_once_with_the_stream_open(speaker: tuple[dict[str, str], list[bytes]],
                                                    tmp_path: Path) -> None:
    """The stream is closed before Python shuts down (else stopping it waits for its thread, which waits for
    Python: the app would hang on quitting)."""
    env, _heard = speaker
    env = {**env, "QT_QPA_PLATFORM": "offscreen", "NEWWORLD_HOME": str(tmp_path / "home")}
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-c", QUIT_SCRIPT], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0 and "closed PulseAudio" in done.stdout, done.stdout + done.stderr
    assert time.monotonic() - started < 20
