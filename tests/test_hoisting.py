"""Closed constant subexpressions are evaluated once; anything reading a bound identifier, @ or a
volatile native (TLCGet) is evaluated every time. Counts recorded from TLC (tla2tools, -workers 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tla_py.engine import bfs
from tla_py.semantics import build_model

SPECS = Path(__file__).parent / "specs"


@pytest.mark.parametrize(("name", "generated", "distinct", "depth"), [
    ("Hoist", 151, 47, 4),
    ("HoistVolatile", 121, 44, 12),
])
def test_counts_as_tlc(name: str, generated: int, distinct: int, depth: int) -> None:
    spec = SPECS / f"{name}.tla"
    res = bfs.check(build_model(spec, spec.with_suffix(".cfg")))
    assert res.result == "success"
    assert (res.generated, res.distinct, res.depth) == (generated, distinct, depth)

