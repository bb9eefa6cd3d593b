"""Shared test fixtures: where ../shared is, and the `conformance` marker."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "conformance: whole-corpus runs against TLC's results (slow)")


@pytest.fixture
def shared() -> Path:
    """The ../shared folder beside the repo (seeds, corpus, TLC); the test is skipped without it."""
    if not SHARED.is_dir():
        pytest.skip("../shared is absent")
    return SHARED


# The tests' tlapy runs its search on the Python the tests run on, whatever PyPy a machine has prepared
# (`tlapy setup-pypy`); tests of the hand-over set TLAPY_PYTHON themselves.
os.environ.setdefault("TLAPY_PYTHON", "current")
