"""Test set-up. Qt must run offscreen: set before any Qt import."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
