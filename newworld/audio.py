"""The game's sound effects and the one audio stream that plays them (miniaudio; no Qt).

The sounds are small WAV files in ``resources/sounds/`` (made by ``tools/make_sounds.py``).
:class:`AudioOutput` opens one playback stream at the first sound (or ahead, :meth:`prepare`)
and closes it once all is quiet for a while; sounds that overlap are mixed. A machine without an audio device (or
without miniaudio) plays silently: the first attempt logs why, once, and later ones return
False at once. docs/PACKAGING.md says why miniaudio and not QtMultimedia.
"""

from __future__ import annotations

import array
import atexit
import logging
import threading
import time
from collections.abc import Generator, Iterable
from typing import Any

from newworld.resources import resource_path

log = logging.getLogger(__name__)

#: Every sound, by the name of its file in resources/sounds/ (without ".wav").
SOUND_NAMES = ("card-laid", "settler-placed", "surveyor-step", "settler-home", "scored-small", "scored-medium",
               "scored-big", "your-turn", "game-won", "game-lost")
RATE = 22050  # the files' rate; the stream plays at it (miniaudio converts to the device's)
PERIOD_MS = 20  # each call for more samples asks for this much: the latency a sound adds (see PACKAGING.md)
# A stream quiet this long is closed. The window opens it ahead (prepare) when a turn starts or a computer has
# chosen its move: a stream's first sound can come 0.3-1 s late (the server starting it), a running one's in 60 ms.
IDLE_CLOSE_S = 120.0
FULL_SCALE = 32767


def decode(name: str) -> array.array[int]:
    """The 16-bit mono samples of one sound at :data:`RATE`, decoded by miniaudio (as they are played)."""
    import miniaudio

    data = resource_path(f"sounds/{name}.wav").read_bytes()
    sound = miniaudio.decode(data, miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE)
    return array.array("h", sound.samples)


def decode_all(names: Iterable[str] = SOUND_NAMES) -> dict[str, array.array[int]]:
    return {name: decode(name) for name in names}


def scaled(samples: array.array[int], volume: float) -> array.array[int]:
    """The samples at ``volume`` (0–1)."""
    if volume >= 1.0:
        return array.array("h", samples)
    return array.array("h", (int(x * volume) for x in samples))


def mix_into(out: array.array[int], samples: array.array[int], start: int, count: int) -> None:
    """Add ``count`` samples from ``start`` into ``out``, clipped to 16 bits."""
    for i in range(count):
        value = out[i] + samples[start + i]
        out[i] = FULL_SCALE if value > FULL_SCALE else -FULL_SCALE - 1 if value < -FULL_SCALE - 1 else value


class AudioOutput:
    """One playback stream for all the sounds, opened when a sound starts and closed when quiet.

    :meth:`play` is called from the GUI thread; miniaudio's own thread pulls the mixed samples
    through :meth:`_samples` (a generator), so the sounds in play are shared under a lock.
    """

    def __init__(self, sounds: dict[str, array.array[int]] | None = None, app_name: str = "New World") -> None:
        self.sounds = sounds  # None: decoded at the first sound (not at start-up)
        self.app_name = app_name
        self.volume = 1.0
        self.available = True  # False once the sounds or the device failed (logged once)
        self.backend = ""  # miniaudio's name for the system's audio (PulseAudio, ALSA, WASAPI...)
        self._scaled: dict[str, array.array[int]] = {}  # the sounds at the volume, as they are first played
        self._playing: list[list[Any]] = []  # [samples, position]
        self._lock = threading.Lock()
        self._device: Any = None
        self._quiet_since = time.monotonic()

    def set_volume(self, volume: float) -> None:
        volume = max(0.0, min(1.0, volume))
        if volume != self.volume:
            self.volume = volume
            self._scaled.clear()

    def play(self, name: str) -> bool:
        """Start a sound (over any that still play); False when there is no audio device."""
        if not self.available or self.volume <= 0.0:
            return False
        samples = self._scaled.get(name)
        if samples is None:
            if self.sounds is None and not self._load():
                return False
            assert self.sounds is not None
            samples = self._scaled[name] = scaled(self.sounds[name], self.volume)
        with self._lock:
            self._playing.append([samples, 0])
        if self._device is None and not self._open():
            with self._lock:
                self._playing.clear()
            return False
        return True

    def prepare(self) -> bool:
        """Open the stream now (playing silence), so that the next sound starts at once."""
        if not self.available or self.volume <= 0.0:
            return False
        if self._device is None:
            self._quiet_since = time.monotonic()
            return self._open()
        return True

    def busy(self) -> bool:
        with self._lock:
            return bool(self._playing)

    def close_if_idle(self, idle_s: float = IDLE_CLOSE_S) -> bool:
        """Close the stream when nothing has played for ``idle_s`` seconds (call it now and then)."""
        if self._device is not None and not self.busy() and time.monotonic() - self._quiet_since >= idle_s:
            self.close()
            return True
        return False

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            atexit.unregister(self.close)
            device.close()

    def _load(self) -> bool:
        try:
            self.sounds = decode_all()
        except Exception as exc:  # noqa: BLE001 - no miniaudio, a damaged file: the game plays silently
            self.available = False
            log.warning("the sounds cannot be loaded: the game plays silently (%s: %s)", type(exc).__name__, exc)
            return False
        return True

    def _open(self) -> bool:
        try:
            import miniaudio

            device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                              sample_rate=RATE, buffersize_msec=PERIOD_MS, app_name=self.app_name)
            if device.backend.lower() == "null":  # miniaudio's stand-in when nothing else opened
                device.close()
                raise OSError("only miniaudio's null backend is there")
            stream = self._samples()
            next(stream)
            device.start(stream)
        except Exception as exc:  # noqa: BLE001 - no device, no server, no library: silence, said once
            self.available = False
            log.warning("no audio device: the game plays silently (%s: %s)", type(exc).__name__, exc)
            return False
        self._device, self.backend = device, device.backend
        # Closed before the interpreter shuts down: later, the device's thread waits for a GIL it can no
        # longer get while stopping it waits for that thread (the app would hang on quitting).
        atexit.register(self.close)
        log.info("sound plays through %s", device.backend)
        return True

    def _samples(self) -> Generator[array.array[int], int, None]:
        """miniaudio's source: each ``send(frames)`` gets that many mixed samples (silence when none play)."""
        frames = yield array.array("h")
        while True:
            out = array.array("h", bytes(2 * frames))
            with self._lock:
                for sound in list(self._playing):
                    samples, position = sound
                    count = min(frames, len(samples) - position)
                    if len(self._playing) == 1:
                        out[:count] = samples[position:position + count]
                    else:
                        mix_into(out, samples, position, count)
                    sound[1] = position + count
                    if sound[1] >= len(samples):
                        self._playing.remove(sound)
                        if not self._playing:
                            self._quiet_since = time.monotonic()
            frames = yield out
