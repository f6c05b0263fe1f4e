"""Compiled or pure-Python engine: the switch, the report, and no stale compiled copy.

The engine tests run both ways in CI (``.ci/run``: once as installed, compiled
when the machine has a C compiler, once with ``NEWWORLD_PURE_PYTHON=1``, and once
in a copy of the project installed with no working C compiler).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from newworld import native

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"  # the developers' tools (tools/ai_bench.py samples positions)
COMPILED_BUILD = (ROOT / "newworld" / native.RECORD_NAME).is_file()
needs_compiled = pytest.mark.skipif(not COMPILED_BUILD, reason="the engine is not compiled here (no C compiler)")


def run_fresh(code: str, *args: str, env_extra: dict[str, str], cwd: Path = ROOT,
              pythonpath: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``python -c code args`` in a fresh process: this environment without the pure-Python switch,
    plus ``env_extra``."""
    env = {k: v for k, v in os.environ.items() if k != native.PURE_ENV}
    env.update(env_extra)
    if pythonpath is not None:  # on sys.path itself: Windows' embeddable Python ignores PYTHONPATH
        code = f"import sys; sys.path.insert(0, {str(pythonpath)!r}); {code}"
    return subprocess.run([sys.executable, "-c", code, *args], env=env, cwd=cwd, capture_output=True, text=True,
                          check=True)


def engine_of(env_extra: dict[str, str], cwd: Path = ROOT, pythonpath: Path | None = None) -> tuple[str, str]:
    """(engine named by ``newworld-cli sim --json``, stderr) in a fresh process."""
    code = "import sys; from newworld.cli import main; sys.exit(main(sys.argv[1:]))"
    out = run_fresh(code, "sim", "--games", "3", "--json", env_extra=env_extra, cwd=cwd, pythonpath=pythonpath)
    return json.loads(out.stdout)["engine"], out.stderr


def test_pure_python_is_forced_by_the_environment() -> None:
    assert engine_of({native.PURE_ENV: "1"}) == (native.PURE, "")


@needs_compiled
def test_the_compiled_engine_runs_when_built() -> None:
    assert engine_of({}) == (native.COMPILED, "")
    assert engine_of({native.PURE_ENV: "0"})[0] == native.COMPILED


@needs_compiled
def test_an_edited_source_never_runs_as_its_old_compiled_copy(tmp_path: Path) -> None:
    """A developer edits core.py after ``pip install -e .``: the edit runs (pure), with a message."""
    copy = tmp_path / "project"
    shutil.copytree(ROOT / "newworld", copy / "newworld", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "resources", copy / "resources")
    for shared in ROOT.glob("*__mypyc*"):
        shutil.copy2(shared, copy)
    assert engine_of({}, cwd=tmp_path, pythonpath=copy) == (native.COMPILED, "")
    core = copy / "newworld" / "engine" / "core.py"
    core.write_text(core.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    engine, err = engine_of({}, cwd=tmp_path, pythonpath=copy)
    assert engine == native.PURE
    assert "newworld/engine/core.py changed since the engine was compiled" in err
    assert "pip install -e ." in err and len(err.strip().splitlines()) == 1


def test_stale_sources_compares_the_recorded_digests(tmp_path: Path) -> None:
    package = tmp_path / "newworld"
    for module in native.COMPILED_MODULES:
        path = native.source_path(module, package)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"# {module}\n", encoding="utf-8")
    assert native.stale_sources(package) == []  # no record: nothing was compiled
    record = {"sources": {m: native.source_digest(native.source_path(m, package)) for m in native.COMPILED_MODULES}}
    (package / native.RECORD_NAME).write_text(json.dumps(record), encoding="utf-8")
    assert native.stale_sources(package) == []
    native.source_path("newworld.engine.deck", package).write_text("# changed\n", encoding="utf-8")
    assert native.stale_sources(package) == ["newworld/engine/deck.py"]
    (package / native.RECORD_NAME).write_text("{damaged", encoding="utf-8")
    assert native.stale_sources(package) == []


def test_the_version_line_names_the_engine() -> None:
    assert native.version_line().endswith(f"({native.engine_name()} engine)")


DECISIONS = f"import sys\nsys.path.insert(0, {str(TOOLS)!r})\n" + """
import importlib, json
from newworld import native
from ai_bench import sample_positions
from newworld.ai.evaluate import Evaluator
from newworld.ai.mcts import HardPlayer
from newworld.ai.turns import public_core
positions = sample_positions(6, 3)
cores = [public_core(g) for g in positions]
print(json.dumps({
    "compiled": [native.is_compiled(importlib.import_module(m)) for m in native.COMPILED_MODULES],
    "values": [Evaluator.for_game(core).values(core) for core in cores],
    "hard": [str(HardPlayer(i, iterations=40).choose(g.copy())) for i, g in enumerate(positions)],
    "medium_game": [str(m) for m in positions[-1].moves],
}))
"""


def decisions(env_extra: dict[str, str]) -> dict[str, list[object]]:
    """Which compiled modules ran compiled, the evaluation's values, Medium's moves over a game
    and Hard's choices, in a fresh process."""
    result: dict[str, list[object]] = json.loads(run_fresh(DECISIONS, env_extra=env_extra).stdout)
    return result


@needs_compiled
def test_the_compiled_computer_players_decide_as_the_pure_ones() -> None:
    """The evaluation and Hard's replies are compiled too: same values to the last bit, same moves."""
    compiled, pure = decisions({}), decisions({native.PURE_ENV: "1"})
    assert all(compiled.pop("compiled")) and not any(pure.pop("compiled"))
    assert compiled == pure
    assert len(compiled["medium_game"]) > 40 and len(compiled["hard"]) == 6
