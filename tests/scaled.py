"""Run some of a test file's tests again at another interface size (Qt's scale factor is fixed at start-up,
so the size needs a process of its own)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def at_interface_size(factor: str, test_file: str | Path, keyword: str, timeout: float = 600) -> None:
    """Run the tests of ``test_file`` matching ``keyword`` with QT_SCALE_FACTOR=``factor``; fail with their output.

    Skips when this process already runs at a chosen size (the inner run must not start another)."""
    if "QT_SCALE_FACTOR" in os.environ:
        pytest.skip("runs the tests at its own interface size")
    env = dict(os.environ, QT_SCALE_FACTOR=factor, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(test_file),
                             "-k", keyword], capture_output=True, text=True, env=env, cwd=ROOT, timeout=timeout)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
