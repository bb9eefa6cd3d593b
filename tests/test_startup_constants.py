"""Which constant definitions are evaluated at startup, as TLC evaluates them all: those whose evaluation
shows (a draw, output, a file read or written); the others when first used. Counts from TLC (tla2tools,
-workers 1) on tests/specs/startup, run by hand: StartupWrites 8 distinct states, with out.json holding
[1, 2] before the run (TLC rewrites it at startup)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tla_py.engine import check
from tla_py.semantics import build_model

SPECS = Path(__file__).parent / "specs" / "startup"


def test_a_constant_reads_what_an_earlier_one_wrote(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "out.json").write_text("[1, 2]\n")
    res = check(build_model(SPECS / "StartupWrites.tla", SPECS / "StartupWrites.cfg"))
    assert (res.result, res.distinct) == ("success", 8)
    assert (tmp_path / "out.json").read_text() == "[3,4]"
