"""The actions left out by their first conjunct (ActionCompiler.guard_of, dispatch): `x[a].f = c`, a LET
name for x[a], and model values as c, with TLC's counts; a typed model value is evaluated as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from tla_py.engine import check
from tla_py.semantics import build_model
from tla_py.semantics import compile_action as ca

SPEC = """---- MODULE Guards ----
EXTENDS Naturals
CONSTANTS Idle, Busy, Done, Procs
VARIABLES r, phase, n

Init == /\\ r = [p \\in Procs |-> [st |-> Idle, k |-> 0]]
        /\\ phase = Idle
        /\\ n = 0

Start(p) == /\\ r[p].st = Idle
            /\\ r' = [r EXCEPT ![p].st = Busy]
            /\\ UNCHANGED <<phase, n>>

Work(p) == LET x == r[p] IN
           /\\ x.st = Busy
           /\\ x.k < 2
           /\\ r' = [r EXCEPT ![p].k = @ + 1]
           /\\ UNCHANGED <<phase, n>>

Finish(p) == /\\ r[p].st = Busy
             /\\ r' = [r EXCEPT ![p].st = Done]
             /\\ UNCHANGED <<phase, n>>

Phase == /\\ phase = Idle
         /\\ \\A p \\in Procs : r[p].st = Done
         /\\ phase' = Done
         /\\ UNCHANGED <<r, n>>

Count == /\\ phase = Done
         /\\ n < 3
         /\\ n' = n + 1
         /\\ UNCHANGED <<r, phase>>

Next == \\/ \\E p \\in Procs : Start(p) \\/ Work(p) \\/ Finish(p)
        \\/ Phase
        \\/ Count
====
"""


@pytest.mark.parametrize("busy", ["Busy", "B_busy"])  # B_busy: a typed model value, not a guard's key
def test_guarded_actions_give_tlc_counts(tmp_path: Path, busy: str, monkeypatch: pytest.MonkeyPatch):
    (tmp_path / "Guards.tla").write_text(SPEC)
    consts = f"Idle = Idle  Busy = {busy}  Done = Done  Procs = {{p1, p2}}"
    (tmp_path / "Guards.cfg").write_text(f"CONSTANTS {consts}\nINIT Init\nNEXT Next\n")
    seen: list = []
    dispatch = ca.ActionCompiler.dispatch

    def spy(guards, frames, limit=4096):
        seen.extend(guards)
        return dispatch(guards, frames, limit)

    monkeypatch.setattr(ca.ActionCompiler, "dispatch", staticmethod(spy))
    res = check(build_model(tmp_path / "Guards.tla", tmp_path / "Guards.cfg", check_deadlock=False))
    assert (res.generated, res.distinct, res.depth) == (121, 85, 13)  # TLC's
    fields = sorted((g[2], g[3].name) for g in seen if g is not None and g[2] is not ca.NO_ARG)
    want = [("st", "Busy")] * 4 + [("st", "Idle")] * 2 if busy == "Busy" else [("st", "Idle")] * 2
    assert fields == want
    assert sum(g is not None and g[2] is ca.NO_ARG for g in seen) == 2  # phase = Idle, phase = Done
