"""Mutation testing of the rules engine and the save format: do the tests notice a broken line?

Each mutant changes one small thing in one source file (``<`` to ``<=``, ``and``
to ``or``, a number plus one, a ``raise`` to ``pass``, ...). The tests run
against it; a failing run *kills* the mutant, a green run lets it *survive*:
then no test pins that line. Survivors are either gaps in the tests or
changes nobody can observe (equivalent mutants), which a person judges.

Not part of CI: it takes minutes. See docs/TESTING.md. Usage::

    python tools/mutants.py --sample 200 --seed 1 --jobs 2   # a random sample
    python tools/mutants.py --list | wc -l                   # how many there are
    python tools/mutants.py --ids 17,240                     # re-run chosen mutants

It works on a copy of the tree (``--root``, default: this checkout), so the
checkout is never changed, and it needs no package beyond the test extras.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

DEFAULT_FILES = (
    "newworld/engine/core.py",      # the rules core
    "newworld/engine/game.py",      # the checked game API
    "newworld/engine/moves.py",     # the move text form
    "newworld/engine/catalog.py",   # the card-catalog parser
    "newworld/engine/rules.py",     # the feature kinds and their scoring (one table)
    "newworld/engine/values.py",    # what a game reports
    "newworld/savegame/format.py",  # the save-file parser
    "newworld/savegame/digest.py",  # the position fingerprint
)
DEFAULT_TESTS = (  # the rules and save-format tests (patterns, expanded in the copy)
    "tests/test_rules*.py", "tests/test_catalog.py", "tests/test_properties.py", "tests/test_savegame*.py",
)
COPIED = ("newworld", "resources", "tests", "tools", "docs", "pyproject.toml")
NO_MUTATE = "pragma: no mutate"

_SWAPS: dict[type, type] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
    ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Add, ast.FloorDiv: ast.Mult, ast.Div: ast.Mult,
    ast.Mod: ast.FloorDiv, ast.LShift: ast.RShift, ast.RShift: ast.LShift, ast.BitOr: ast.BitAnd,
    ast.BitAnd: ast.BitOr, ast.BitXor: ast.BitOr, ast.And: ast.Or, ast.Or: ast.And,
}


@dataclass(frozen=True)
class Mutant:
    id: int
    file: str
    line: int
    col: int
    end_line: int
    end_col: int
    original: str
    replacement: str

    def describe(self) -> str:
        return f"#{self.id} {self.file}:{self.line}: {self.original!r} -> {self.replacement!r}"


# --- finding mutants ---------------------------------------------------------


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the Constant nodes that are docstrings (never mutated)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def _skipped(tree: ast.AST) -> set[int]:
    """ids of nodes inside annotations, f-strings and ``__all__``: not behaviour."""
    out: set[int] = set()

    def mark(node: ast.AST | None) -> None:
        if node is not None:
            out.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign | ast.arg):
            mark(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            mark(node.returns)
        elif isinstance(node, ast.JoinedStr) or _assigns_all(node):
            mark(node)
    return out


def _assigns_all(node: ast.AST) -> bool:
    return isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)


def _variants(node: ast.AST) -> Iterator[ast.AST]:
    """The mutated copies of one node (each differs in one small thing)."""
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            if type(op) in _SWAPS:
                ops = list(node.ops)
                ops[i] = _SWAPS[type(op)]()
                yield ast.Compare(node.left, ops, node.comparators)
    elif isinstance(node, ast.BinOp | ast.AugAssign) and type(node.op) in _SWAPS:
        if isinstance(node, ast.BinOp):
            yield ast.BinOp(node.left, _SWAPS[type(node.op)](), node.right)
        else:
            yield ast.AugAssign(node.target, _SWAPS[type(node.op)](), node.value)
    elif isinstance(node, ast.BoolOp):
        yield ast.BoolOp(_SWAPS[type(node.op)](), node.values)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not | ast.USub):
        yield node.operand
    elif isinstance(node, ast.Constant):
        if isinstance(node.value, bool):
            yield ast.Constant(not node.value)
        elif isinstance(node.value, int):
            yield ast.Constant(node.value + 1)
        elif isinstance(node.value, str):
            yield ast.Constant("XX" + node.value)
    elif isinstance(node, ast.Raise):
        yield ast.Pass()
    elif isinstance(node, ast.Return) and node.value is not None and not _is_none(node.value):
        yield ast.Return(ast.Constant(None))
    elif isinstance(node, ast.Break):
        yield ast.Continue()
    elif isinstance(node, ast.Continue):
        yield ast.Break()


def _is_none(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def find_mutants(root: Path, files: tuple[str, ...]) -> list[Mutant]:
    """Every mutant of ``files``, in a stable order (ids depend only on the sources)."""
    found: list[Mutant] = []
    for name in files:
        source = (root / name).read_text(encoding="utf-8")
        lines = source.splitlines()
        tree = ast.parse(source)
        skip = _docstrings(tree) | _skipped(tree)
        for node in ast.walk(tree):
            if id(node) in skip or not hasattr(node, "lineno") or NO_MUTATE in lines[node.lineno - 1]:
                continue
            original = ast.get_source_segment(source, node)
            if original is None:
                continue
            for variant in _variants(node):
                replacement = ast.unparse(variant)
                found.append(Mutant(0, name, node.lineno, node.col_offset, node.end_lineno or node.lineno,
                                    node.end_col_offset or 0, original, replacement))
    found.sort(key=lambda m: (m.file, m.line, m.col, m.end_line, m.end_col, m.replacement))
    return [Mutant(i, *list(asdict(m).values())[1:]) for i, m in enumerate(found)]


def apply(source: str, m: Mutant) -> str:
    """``source`` with the mutant's span replaced; the lines after it keep their numbers."""
    lines = source.splitlines(keepends=True)

    def offset(line: int, col: int) -> int:  # ast columns count UTF-8 bytes
        return sum(len(s) for s in lines[:line - 1]) + len(lines[line - 1].encode()[:col].decode())

    start, end = offset(m.line, m.col), offset(m.end_line, m.end_col)
    breaks = "\n" * source[start:end].count("\n")
    if breaks and not m.replacement.startswith(("pass", "return")):  # an expression: newlines in brackets
        return f"{source[:start]}({m.replacement}{breaks}){source[end:]}"
    return source[:start] + m.replacement + breaks + source[end:]


# --- running -----------------------------------------------------------------


def make_copy(root: Path) -> Path:
    folder = Path(tempfile.mkdtemp(prefix="nw-mutants-"))
    for name in COPIED:
        src = root / name
        if src.is_dir():
            shutil.copytree(src, folder / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        elif src.is_file():
            shutil.copy2(src, folder / name)
    return folder


def run_tests(copy: Path, tests: tuple[str, ...], timeout: float) -> str:
    """'passed', 'failed' or 'timeout' for the tests in ``copy``."""
    env = dict(os.environ, PYTHONPATH=str(copy), PYTHONDONTWRITEBYTECODE="1", QT_QPA_PLATFORM="offscreen")
    present = sorted(str(p.relative_to(copy)) for pattern in tests for p in copy.glob(pattern))
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *present]
    try:
        result = subprocess.run(command, cwd=copy, env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    if result.returncode == 5:
        raise SystemExit("mutants: pytest collected no tests")
    return "passed" if result.returncode == 0 else "failed"


def run_mutant(copy: Path, m: Mutant, tests: tuple[str, ...], timeout: float) -> str:
    path = copy / m.file
    original = path.read_text(encoding="utf-8")
    try:
        mutated = apply(original, m)
        try:
            compile(mutated, m.file, "exec")
        except SyntaxError:
            return "invalid"
        path.write_text(mutated, encoding="utf-8")
        return run_tests(copy, tests, timeout)
    finally:
        path.write_text(original, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="the tree to test (default: this checkout)")
    parser.add_argument("--files", nargs="+", default=list(DEFAULT_FILES), help="source files to mutate")
    parser.add_argument("--tests", nargs="+", default=list(DEFAULT_TESTS), help="test files to run (patterns)")
    parser.add_argument("--sample", type=int, default=0, help="run N mutants chosen at random (0: all)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random sample")
    parser.add_argument("--ids", default="", help="run only these mutant ids (comma-separated)")
    parser.add_argument("--jobs", type=int, default=1, help="mutants run side by side")
    parser.add_argument("--timeout", type=float, default=0, help="seconds per run (default: 5 x the clean run)")
    parser.add_argument("--list", action="store_true", help="print the mutants and stop")
    parser.add_argument("--json", type=Path, help="also write the results here")
    args = parser.parse_args(argv)

    mutants = find_mutants(args.root, tuple(args.files))
    if args.list:
        for m in mutants:
            print(m.describe())
        return 0
    chosen = mutants
    if args.ids:
        wanted = {int(i) for i in args.ids.split(",")}
        chosen = [m for m in mutants if m.id in wanted]
    elif args.sample:
        chosen = sorted(random.Random(args.seed).sample(mutants, min(args.sample, len(mutants))), key=lambda m: m.id)
    tests = tuple(args.tests)

    copies = [make_copy(args.root) for _ in range(max(1, args.jobs))]
    try:
        started = time.monotonic()
        if run_tests(copies[0], tests, 3600) != "passed":
            print("mutants: the tests fail on the unchanged tree; fix them first", file=sys.stderr)
            return 2
        clean = time.monotonic() - started
        timeout = args.timeout or max(60.0, 6 * clean)
        print(f"{len(mutants)} mutants in {len(args.files)} files; running {len(chosen)} "
              f"(clean run {clean:.1f} s, timeout {timeout:.0f} s)", flush=True)
        results = _run_all(chosen, copies, tests, timeout)
        # On a busy machine a slow run is not an endless loop: try those once more, alone, with time to spare.
        for m in [m for m in chosen if results[m.id] == "timeout"]:
            results[m.id] = run_mutant(copies[0], m, tests, 4 * timeout)
            print(f"[again] {'SURVIVED' if results[m.id] == 'passed' else results[m.id]:8} {m.describe()}", flush=True)
    finally:
        for copy in copies:
            shutil.rmtree(copy, ignore_errors=True)
    return _report(chosen, results, args.json)


def _run_all(chosen: list[Mutant], copies: list[Path], tests: tuple[str, ...], timeout: float) -> dict[int, str]:
    free = list(copies)
    results: dict[int, str] = {}

    def one(m: Mutant) -> None:
        copy = free.pop()
        try:
            results[m.id] = outcome = run_mutant(copy, m, tests, timeout)
        finally:
            free.append(copy)
        mark = "SURVIVED" if outcome == "passed" else outcome
        print(f"[{len(results)}/{len(chosen)}] {mark:8} {m.describe()}", flush=True)

    with ThreadPoolExecutor(max_workers=len(copies)) as pool:
        list(pool.map(one, chosen))
    return results


def _report(chosen: list[Mutant], results: dict[int, str], json_path: Path | None) -> int:
    counted = [m for m in chosen if results[m.id] != "invalid"]
    killed = [m for m in counted if results[m.id] != "passed"]
    survivors = [m for m in counted if results[m.id] == "passed"]
    print(f"\nkilled {len(killed)} / {len(counted)} ({100 * len(killed) / max(1, len(counted)):.1f}%)"
          f"; outcomes {dict(Counter(results.values()))}")
    per_file = Counter(m.file for m in counted)
    lost = Counter(m.file for m in survivors)
    for name in sorted(per_file):
        print(f"  {name}: {per_file[name] - lost[name]} / {per_file[name]} killed")
    if survivors:
        print("survivors:")
        for m in survivors:
            print(f"  {m.describe()}")
    if json_path:
        json_path.write_text(json.dumps([{**asdict(m), "outcome": results[m.id]} for m in chosen], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
