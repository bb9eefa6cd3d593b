"""The Python API: tla_py.check / parse / lint, traces as plain Python values, a cheap `import tla_py`.

The counts are TLC's on TraceDemo (TLC 2026.11.23: 10 distinct states, depth 3, OneSender violated
in 3 states; with -continue 55 states, depth 5, 32 violations).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import tla_py
from tla_py.errors import SpecError, TlaError

HERE = Path(__file__).resolve().parent / "specs" / "traces"
SPEC = HERE / "TraceDemo.tla"


def test_import_is_cheap():
    heavy = "('tla_py.api', 'tla_py.engine', 'lark', 'rich', 'typer')"
    code = f"import sys, tla_py; print(sorted(m for m in {heavy} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[1]).stdout
    assert out.strip() == "[]"


def test_check_returns_the_verdict_counts_and_trace():
    res = tla_py.check(SPEC, check_deadlock=False)
    assert (res.verdict, res.violated, res.exit_code) == ("invariant violation", "OneSender", 12)
    assert not res.ok
    assert (res.distinct, res.generated, res.depth) == (10, 10, 3)
    assert res.actions == [None, "Send(p1)", "Send(p2)"]
    p1, p2 = tla_py.ModelValue("p1"), tla_py.ModelValue("p2")
    assert res.trace[0] == {"x": 0, "q": (), "f": {p1: frozenset(), p2: frozenset()}}
    last = res.trace[-1]
    assert last["q"] == ({"from": p1, "n": 0}, {"from": p2, "n": 0})
    assert last["f"] == {p1: frozenset({0}), p2: frozenset({0})}
    assert isinstance(last["q"][0]["from"], tla_py.ModelValue) and last["q"][0]["from"] == "p1"
    assert {last["q"][0], last["q"][1]} and hash(last["f"])  # records and functions can be set elements
    with pytest.raises(TypeError):
        last["f"][p1] = frozenset()


def test_to_python_of_each_kind():
    from tla_py.values.core import Interval, SetValue, make_fcn

    rec = tla_py.to_python(SetValue([make_fcn({"a": 1}), make_fcn({"a": 2})]))
    assert rec == frozenset({tla_py.api.FrozenDict(a=1), tla_py.api.FrozenDict(a=2)})
    assert tla_py.to_python(Interval(1, 3)) == frozenset({1, 2, 3})
    assert tla_py.to_python(make_fcn({1: "x", 2: "y"})) == ("x", "y")  # a function on 1..n is a sequence


def test_check_continue_on_violation_collects_each_one():
    res = tla_py.check(SPEC, check_deadlock=False, continue_on_violation=True)
    assert (res.verdict, res.distinct, res.generated, res.depth) == ("success", 55, 55, 5)
    assert len(res.violations) == 32
    assert sum(v.violated == "NotBoth" for v in res.violations) == 24
    assert all(v.trace and v.exit_code == 12 for v in res.violations)


def test_check_deadlock_uses_another_config():
    res = tla_py.check(SPEC, HERE / "TraceDemoDeadlock.cfg")
    assert (res.verdict, res.exit_code, len(res.trace), res.distinct) == ("deadlock", 11, 5, 55)


def test_parse_and_lint(tmp_path):
    assert tla_py.parse(SPEC).name == "TraceDemo"
    assert tla_py.lint(SPEC, HERE / "TraceDemo.cfg") == []
    bad = tmp_path / "Bad.tla"
    bad.write_text("---- MODULE Bad ----\nVARIABLE x\nInit == x = y\n====\n")
    problems = tla_py.lint(bad)
    assert problems and all(isinstance(p, TlaError) for p in problems)
    assert any("y" in p.message for p in problems)
    broken = tmp_path / "Broken.tla"
    broken.write_text("---- MODULE Broken ----\nInit == (\n====\n")
    with pytest.raises(SpecError):
        tla_py.parse(broken)
    with pytest.raises(TlaError):
        tla_py.check(broken, HERE / "TraceDemo.cfg")
