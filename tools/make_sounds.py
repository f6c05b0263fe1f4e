"""Synthesize the game's sound effects into ``resources/sounds/*.wav``.

    python tools/make_sounds.py            # write them all
    python tools/make_sounds.py --out DIR  # elsewhere (to listen, or compare)

One style for all: wood and a marimba, as on a wooden games table. The pieces are
damped sine partials (modal synthesis: a struck bar or block rings at a few
inharmonic frequencies that die away, the higher ones faster), shaped noise for
the card's slap, and a small room around them (a few short feedback delays).
Deterministic (fixed noise seeds), standard library only; the files are ours to
license. 16-bit mono at 22 050 Hz: the sounds have little above 8 kHz, and small
files. Each is scaled to a loudness (the RMS of its loudest 100 ms, :func:`loudness_db`)
for its kind; ``tests/test_sounds.py`` checks that the files are what this makes. To look at
them: ``sox FILE -n stat`` and ``sox FILE -n spectrogram -o FILE.png``.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "sounds"

Signal = list[float]

# A marimba bar's partials: the fundamental, the tuned fourth harmonic, and a
# higher one near the tenth (relative level, decay time as a share of the fundamental's).
MARIMBA = ((1.0, 1.0, 1.0), (3.93, 0.28, 0.32), (9.2, 0.07, 0.12))
# A small hardwood block (a settler, a Surveyor): strongly inharmonic, short.
WOOD_BLOCK = ((1.0, 1.0, 1.0), (2.57, 0.5, 0.6), (4.41, 0.22, 0.35), (6.8, 0.08, 0.2))
# The table top under a card: a low, dull thump.
TABLE = ((1.0, 1.0, 1.0), (2.31, 0.35, 0.5), (3.9, 0.12, 0.3))


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def mix_at(target: Signal, sound: Signal, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``target`` from ``at`` seconds on (growing the target as needed)."""
    start = int(at * RATE)
    if len(target) < start + len(sound):
        target.extend([0.0] * (start + len(sound) - len(target)))
    for i, value in enumerate(sound):
        target[start + i] += gain * value


def modal(freq: float, partials: Sequence[tuple[float, float, float]], decay: float, seconds: float,
          attack: float = 0.0015) -> Signal:
    """A struck resonator: damped sines at ``freq`` times each ratio (partials above Nyquist left out)."""
    n = int(seconds * RATE)
    out = [0.0] * n
    for ratio, level, decay_share in partials:
        f = freq * ratio
        if f >= RATE * 0.45:
            continue
        w = 2 * math.pi * f / RATE
        k = math.exp(-1.0 / (decay * decay_share * RATE))  # per-sample fall: e^-1 after decay * share seconds
        amp = level
        for i in range(n):
            out[i] += amp * math.sin(w * i)
            amp *= k
    ramp = max(1, int(attack * RATE))
    for i in range(min(ramp, n)):  # a mallet's contact is not a step: no click
        out[i] *= i / ramp
    return out


def noise(seconds: float, seed: int) -> Signal:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def one_pole_lowpass(signal: Signal, cutoff: float) -> Signal:
    a = math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in signal:
        y = (1 - a) * x + a * y
        out.append(y)
    return out


def bandpass(signal: Signal, centre: float, q: float) -> Signal:
    """A two-pole resonant band-pass (RBJ's biquad, constant peak gain)."""
    w = 2 * math.pi * centre / RATE
    alpha = math.sin(w) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    for x in signal:
        y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0
        out.append(y)
        x2, x1, y2, y1 = x1, x, y1, y
    return out


def envelope(signal: Signal, attack: float, decay: float) -> Signal:
    """A linear rise over ``attack`` seconds, then an exponential fall (e^-1 after ``decay`` seconds)."""
    rise = max(1, int(attack * RATE))
    k = math.exp(-1.0 / (decay * RATE))
    out, level = [], 1.0
    for i, x in enumerate(signal):
        if i < rise:
            out.append(x * i / rise)
        else:
            out.append(x * level)
            level *= k
    return out


def room(signal: Signal, mix: float = 0.14, tail: float = 0.25) -> Signal:
    """A small wooden room: four short feedback delays (Schroeder's combs), a little of them mixed in."""
    out = signal + [0.0] * int(tail * RATE)
    wet = [0.0] * len(out)
    for delay_ms, feedback in ((23.3, 0.55), (29.9, 0.5), (35.1, 0.45), (41.7, 0.4)):
        d = int(delay_ms * RATE / 1000)
        buf = [0.0] * len(out)
        for i in range(len(out)):
            buf[i] = out[i] + (feedback * buf[i - d] if i >= d else 0.0)
        lp = one_pole_lowpass(buf, 3500)  # wood and cloth swallow the highs
        for i in range(len(out)):
            wet[i] += lp[i] / 4
    return [dry + mix * w for dry, w in zip(out, wet, strict=True)]


def note(name: str) -> float:
    """The frequency of a note name such as "C5" or "F#4" (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    steps += name.count("#") - name.count("b")
    octave = int(name.lstrip("ABCDEFG#b"))
    return 440.0 * 2 ** ((steps + 12 * (octave - 4)) / 12)


def marimba(name: str, seconds: float = 0.6, decay: float | None = None) -> Signal:
    """One marimba note, with the mallet's soft knock; lower notes ring longer."""
    f = note(name)
    ring = decay if decay is not None else min(0.45, 90.0 / f)
    bar = modal(f, MARIMBA, ring, seconds)
    knock = envelope(bandpass(noise(0.02, int(f)), 2.2 * f, 1.5), 0.0005, 0.004)
    mix_at(bar, knock, 0.0, 0.25)
    return bar


def loudness_db(signal: Signal, window: float = 0.1) -> float:
    """The RMS level of the loudest ``window`` seconds, in dBFS: how loud a short sound seems."""
    n = max(1, int(window * RATE))
    squares = [x * x for x in signal] + [0.0] * n
    total = sum(squares[:n])
    best = total
    for i in range(n, len(squares)):
        total += squares[i] - squares[i - n]
        best = max(best, total)
    return 10 * math.log10(max(best / n, 1e-12))


PEAK_LIMIT_DB = -1.0


def finish(signal: Signal, loudness: float, fade: float = 0.012) -> Signal:
    """Trim the silent tail, fade out its last ``fade`` seconds and scale to ``loudness`` dBFS
    (:func:`loudness_db`), never above a peak of -1 dBFS."""
    top = max(abs(x) for x in signal) or 1.0
    end = len(signal)
    while end > 1 and abs(signal[end - 1]) < top * 10 ** (-54 / 20):
        end -= 1
    signal = signal[:end]
    n = min(int(fade * RATE), len(signal))
    for i in range(n):
        signal[len(signal) - n + i] *= 1 - (i + 1) / n
    gain = min(10 ** ((loudness - loudness_db(signal)) / 20), 10 ** (PEAK_LIMIT_DB / 20) / top)
    return [x * gain for x in signal]


# --- the sounds -----------------------------------------------------------------------------


def card_laid() -> Signal:
    """A card slid into place and pressed down on a wooden table: a short brush, the slap, the table's thump."""
    out = silence(0.0)
    brush = envelope(one_pole_lowpass(bandpass(noise(0.05, 1), 3200, 0.7), 6000), 0.03, 0.01)
    mix_at(out, brush, 0.0, 0.18)
    slap = envelope(one_pole_lowpass(bandpass(noise(0.09, 2), 1700, 0.9), 5000), 0.0008, 0.012)
    mix_at(out, slap, 0.035, 1.0)
    mix_at(out, modal(150, TABLE, 0.045, 0.16), 0.035, 0.9)
    return finish(room(out, 0.12, 0.12), -16.0)


def settler_placed() -> Signal:
    """A wooden settler set down: its knock on the card, then a lighter tap as it settles."""
    out = silence(0.0)
    mix_at(out, modal(720, WOOD_BLOCK, 0.035, 0.14), 0.0, 1.0)
    mix_at(out, modal(190, TABLE, 0.03, 0.1), 0.0, 0.5)
    mix_at(out, modal(760, WOOD_BLOCK, 0.02, 0.08), 0.048, 0.35)
    return finish(room(out, 0.14, 0.12), -17.0)


def surveyor_step() -> Signal:
    """A Surveyor stepping one column west: two light, quick taps of a small wooden figure (a step)."""
    out = silence(0.0)
    mix_at(out, modal(1180, WOOD_BLOCK, 0.018, 0.07), 0.0, 0.8)
    mix_at(out, modal(1040, WOOD_BLOCK, 0.02, 0.08), 0.085, 1.0)
    return finish(room(out, 0.12, 0.1), -21.0)


def settler_home() -> Signal:
    """A settler lifted off the board and back into its player's supply: a falling pair of notes, a soft clack."""
    out = silence(0.0)
    mix_at(out, marimba("A5", 0.3, 0.12), 0.0, 0.7)
    mix_at(out, marimba("E5", 0.35, 0.14), 0.07, 0.6)
    mix_at(out, modal(640, WOOD_BLOCK, 0.02, 0.08), 0.2, 0.45)
    return finish(room(out), -19.0)


# The scored sounds: more notes, higher and with a chord, for more points (gui/sounds.py picks one).
SCORE_PHRASES = {  # (notes, when), loudness
    "scored-small": ((("G4", 0.0), ("C5", 0.075)), -17.0),
    "scored-medium": ((("C5", 0.0), ("E5", 0.07), ("G5", 0.14)), -16.0),
    "scored-big": ((("C5", 0.0), ("E5", 0.065), ("G5", 0.13), ("C6", 0.195), ("E5", 0.195), ("G5", 0.195)), -15.0),
}


def scored(phrase: Sequence[tuple[str, float]], loudness: float) -> Signal:
    out = silence(0.0)
    for name, at in phrase:
        mix_at(out, marimba(name, 0.7), at, 0.8)
    return finish(room(out), loudness)


def your_turn() -> Signal:
    """Your turn: a gentle rising fifth, struck twice (a soft roll) so that it carries from another room."""
    out = silence(0.0)
    mix_at(out, marimba("G4", 0.8), 0.0, 0.8)
    mix_at(out, marimba("D5", 0.9), 0.11, 0.9)
    mix_at(out, marimba("D5", 0.9), 0.2, 0.35)
    return finish(room(out), -14.0)


def game_won() -> Signal:
    """The game won: a rising arpeggio into a rolled major chord."""
    out = silence(0.0)
    for i, name in enumerate(("C5", "E5", "G5")):
        mix_at(out, marimba(name, 0.6), i * 0.09, 0.75)
    for k in range(5):  # a marimba holds a chord by rolling it: repeated soft strikes
        for name in ("C5", "E5", "G5", "C6"):
            mix_at(out, marimba(name, 0.7), 0.3 + k * 0.085, 0.55 - k * 0.08)
    return finish(room(out, 0.16, 0.3), -13.0)


def game_lost() -> Signal:
    """The game lost: a falling line that comes to rest on a soft minor chord (no mockery)."""
    out = silence(0.0)
    for i, name in enumerate(("E5", "C5", "A4")):
        mix_at(out, marimba(name, 0.6), i * 0.13, 0.7)
    for k in range(3):
        for name in ("A3", "E4", "C5"):
            mix_at(out, marimba(name, 0.9), 0.42 + k * 0.1, 0.45 - k * 0.12)
    return finish(room(out, 0.16, 0.3), -15.0)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "card-laid": card_laid,
    "settler-placed": settler_placed,
    "surveyor-step": surveyor_step,
    "settler-home": settler_home,
    **{name: (lambda phrase=phrase, loudness=loudness: scored(phrase, loudness))
       for name, (phrase, loudness) in SCORE_PHRASES.items()},
    "your-turn": your_turn,
    "game-won": game_won,
    "game-lost": game_lost,
}


def write_wav(path: Path, signal: Signal) -> None:
    """16-bit mono PCM, with no header fields that vary (the same sound makes the same bytes)."""
    frames = b"".join(struct.pack("<h", max(-32768, min(32767, round(x * 32767)))) for x in signal)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Synthesize the game's sounds into resources/sounds/.")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write to (default: resources/sounds)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        signal = make()
        path = args.out / f"{name}.wav"
        write_wav(path, signal)
        size, seconds, loudness = path.stat().st_size, len(signal) / RATE, loudness_db(signal)
        print(f"{path}: {seconds:.2f} s, {size} bytes, loudness {loudness:.1f} dBFS")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
