"""Shared test fixtures: where ../shared is, and the `conformance` marker."""

from __future__ import annotations

import os
import platform
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


ONCE = ["test_cache_safety.py", "test_cfg.py", "test_cli.py", "test_diagram.py", "test_dump.py",
        "test_fuzz.py", "test_grammar_sany.py", "test_input_files.py", "test_layout.py", "test_lint.py",
        "test_output_paths.py", "test_parser.py", "test_parser_errors.py", "test_parser_sany.py",
        "test_pluscal.py", "test_tlc_flags.py", "test_tlc_suite.py", "test_tool.py", "test_wheel.py"]
"""Tests of what tlapy reads and writes (parsing, PlusCal, messages, files), whose searches are small: the
same code on every interpreter, so the PyPy leg of tests/run.sh leaves them to CPython."""

collect_ignore = ONCE if platform.python_implementation() == "PyPy" else []


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "conformance: whole-corpus runs against TLC's results (slow)")
    config.addinivalue_line("markers", "speed: the quick sweep's guard against TLC's time (minutes)")


@pytest.fixture
def shared() -> Path:
    """The ../shared folder beside the repo (seeds, corpus, TLC); the test is skipped without it."""
    if not SHARED.is_dir():
        pytest.skip("../shared is absent")
    return SHARED


# The tests' tlapy runs its search on the Python the tests run on, whatever PyPy a machine has prepared
# (`tlapy setup-pypy`); tests of the hand-over set TLAPY_PYTHON themselves.
os.environ.setdefault("TLAPY_PYTHON", "current")
