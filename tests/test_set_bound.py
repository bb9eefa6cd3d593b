"""-maxSetSize as TLC holds it (tests/oracle/set_bound.json, recorded by tests/oracle/record_set_bound.py
on tests/specs/SetBound.tla): \\A, \\E, CHOOSE and set builders make [S -> T], [a: S], S \\X T, a whole
filter, a union in full first, so past the bound they stop the run (exit 75); SUBSET S, an interval, a
filter's domain and Init's `x \\in S` are streamed; TLC's default bound is 1,000,000. A filter over a lazy
set is evaluated as it is used (LazyFilter*: TLC's SetPredValue)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tla_py import cli
from tla_py.values import sets

HERE = Path(__file__).resolve().parent
ORACLE = json.loads((HERE / "oracle" / "set_bound.json").read_text())


@pytest.fixture
def spec_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder with SetBound.tla; the bound set by a run is put back afterwards."""
    shutil.copy(HERE / "specs" / "SetBound.tla", tmp_path)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TLAPY_PYTHON", "current")
    monkeypatch.setenv(sets.MAX_SET_SIZE_ENV, str(sets.TLC_MAX_SET_SIZE))  # undone after a run sets it
    bound = sets._bound[0]
    yield tmp_path
    sets._bound[0] = bound


def check(case: dict, folder: Path, capsys: pytest.CaptureFixture) -> tuple[int, str]:
    """tlapy on a recorded case: its exit status and output."""
    invariant = f"INVARIANT {case['invariant']}\n" if case["invariant"] else ""
    (folder / "SetBound.cfg").write_text(f"INIT {case['init']}\nNEXT {case['next']}\n{invariant}")
    code = cli.main(["check", "SetBound.tla", "-workers", "1", *case["flags"]])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


@pytest.mark.parametrize("name", sorted(ORACLE))
def test_set_bound_as_tlc(name: str, spec_dir: Path, capsys: pytest.CaptureFixture):
    case = ORACLE[name]
    code, out = check(case, spec_dir, capsys)
    assert code == case["exit"], out
    if case["error"]:
        assert case["error"] in out
    else:
        assert "Attempted to construct" not in out
        assert f"{case['generated']} states generated, {case['distinct']} distinct states found" in out

