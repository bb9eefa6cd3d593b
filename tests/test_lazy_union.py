"""UNION {S} is S itself: a huge set only tested for membership is never enumerated (as in TLC)."""

from __future__ import annotations

import time
from pathlib import Path

from tla_py.semantics.closures import Ctx, Unit
from tla_py.semantics.model import load_spec


def _value(tmp: Path, expr: str):
    spec = tmp / "M.tla"
    spec.write_text(f"---- MODULE M ----\nEXTENDS Naturals\nX == {expr}\n====\n")
    (tmp / "M.cfg").write_text("")
    sp = load_spec(spec, tmp / "M.cfg")
    unit = Unit()
    f = sp.compiler.expr(sp.scope.lookup("X").node.body, sp.scope, Ctx(unit))
    return f(None, None, [None] * unit.n)


def test_union_of_one_lazy_set_is_not_enumerated(tmp_path):
    t = time.monotonic()
    assert _value(tmp_path, "[i \\in 1..12 |-> 3] \\in UNION {[1..12 -> 1..10]}") is True
    assert _value(tmp_path, "[i \\in 1..12 |-> 11] \\in UNION {[1..12 -> 1..10]}") is False
    assert time.monotonic() - t < 5


def test_union_of_one_set_keeps_its_value(tmp_path):
    assert _value(tmp_path, "UNION {{1, 2}} = {1, 2}") is True
    assert _value(tmp_path, "UNION {{1}, {2, 3}} = 1..3") is True
