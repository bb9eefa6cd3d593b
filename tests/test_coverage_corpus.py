"""-coverage gives TLC's lines where it differed from TLC's on corpus models, one small spec per cause:
the variables' order a named INSTANCE sets, the names of the definitions a config puts in
the place of Init, Next, an invariant, a constraint or a constant, an ACTION_CONSTRAINT's counts,
the sets `\\subseteq` enumerates (tests/oracle/record_coverage_corpus.py records TLC's)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_tool import COVERAGE_LINES, coverage_runs

HERE = Path(__file__).resolve().parent
ORACLE = json.loads((HERE / "oracle" / "coverage_corpus.json").read_text())
NAMED = {2772, 2773, 2774, 2778, 2779}
"""The lines that name an action, Init, an invariant, a constraint or a variable."""


@pytest.mark.parametrize("name", sorted(n for n in ORACLE if not n.startswith("headers_")))
def test_coverage_is_tlcs(name: str, tmp_path: Path):
    """Every coverage line TLC prints, in TLC's order among its other messages, and TLC's exit status."""
    got, want = coverage_runs(ORACLE[name], tmp_path)
    assert [m for m in got if m[0] in COVERAGE_LINES] == [m for m in want if m[0] in COVERAGE_LINES]
    assert [m[:2] for m in got] == [m[:2] for m in want]


@pytest.mark.parametrize("name", sorted(n for n in ORACLE if n.startswith("headers_")))
def test_coverage_names_are_tlcs(name: str, tmp_path: Path):
    """TLC's named lines, where the counts under them are not all TLC's yet (an INSTANCE's substitutions,
    which TLC counts at each use, at the INSTANCE)."""
    got, want = coverage_runs(ORACLE[name], tmp_path)
    assert [m for m in got if m[0] in NAMED] == [m for m in want if m[0] in NAMED]
