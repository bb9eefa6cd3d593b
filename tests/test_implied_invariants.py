"""Invariants Init implies are not evaluated again on initial states (tla_py.semantics.implied), and
nothing TLC reports changes: its counts, verdicts, traces and output, recorded from
`tlc -workers 1 -config X.cfg X.tla` on each spec in tests/specs/Implied*."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tla_py.engine import check
from tla_py.semantics import build_model

SPECS = Path(__file__).parent / "specs"

TLC = {  # (spec, cfg): exit code, generated, distinct, depth, trace length, invariant violated
    ("ImpliedInductive", "ImpliedInductive"): (0, 22, 10, 1, 0, None),
    ("ImpliedBroken", "ImpliedBroken"): (12, 11, 11, 2, 2, "Inv"),
    ("ImpliedBroken", "ImpliedBrokenInit"): (12, None, None, None, 1, "NotImplied"),
    ("ImpliedPrint", "ImpliedPrint"): (0, 6, 3, 1, 0, None),
}


def model(spec: str, cfg: str):
    return build_model(SPECS / f"{spec}.tla", SPECS / f"{cfg}.cfg")


@pytest.mark.parametrize(("spec", "cfg", "implied"), [
    ("ImpliedInductive", "ImpliedInductive", {"TypeOK": True, "Inv": True}),
    ("ImpliedBroken", "ImpliedBroken", {"TypeOK": True, "Inv": True}),
    ("ImpliedBroken", "ImpliedBrokenInit", {"TypeOK": True, "NotImplied": False}),
    ("ImpliedPrint", "ImpliedPrint", {"P": False}),  # it prints: TLC's output shows every evaluation
])
def test_which_invariants_init_implies(spec: str, cfg: str, implied: dict[str, bool]):
    assert {c.name: c.implied_by_init for c in model(spec, cfg).invariants} == implied


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize(("spec", "cfg"), sorted(TLC))
def test_counts_and_verdicts_are_tlcs(spec: str, cfg: str, workers: int):
    res = check(model(spec, cfg), workers=workers)
    exit_code, generated, distinct, depth, trace_len, violated = TLC[spec, cfg]
    assert (int(res.exit_code), len(res.trace), res.violated) == (exit_code, trace_len, violated)
    if distinct is not None:
        assert (res.distinct, res.depth) == (distinct, depth)
    if generated is not None and workers == 1:  # workers generate the whole level before they stop
        assert res.generated == generated


def test_an_invariant_that_prints_prints_as_in_tlc():
    out = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", "ImpliedPrint.tla", "-config",
                          "ImpliedPrint.cfg", "--python", "current"], cwd=SPECS, capture_output=True,
                         text=True, timeout=120).stdout
    printed = sorted(line for line in out.splitlines() if "checked" in line)
    assert printed == sorted(2 * [f'<<"checked", {i}>>' for i in (1, 2, 3)])  # Init's and the invariant's
