"""Closed constant subexpressions are evaluated once; anything reading a bound identifier, @ or a
volatile native (TLCGet) is evaluated every time. Counts recorded from TLC (tla2tools, -workers 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tla_py.engine.inprocess import bfs
from tla_py.semantics import build_model

SPECS = Path(__file__).parent / "specs"


@pytest.mark.parametrize(("name", "generated", "distinct", "depth"), [
    ("Hoist", 151, 47, 4),
    ("HoistVolatile", 121, 44, 12),
    ("PrimedCache", 150, 70, 4),
])
def test_counts_as_tlc(name: str, generated: int, distinct: int, depth: int) -> None:
    spec = SPECS / f"{name}.tla"
    res = bfs.check(build_model(spec, spec.with_suffix(".cfg")))
    assert res.result == "success"
    assert (res.generated, res.distinct, res.depth) == (generated, distinct, depth)



def test_a_primed_definition_is_kept_for_the_variables_it_reads() -> None:
    spec = SPECS / "PrimedCache.tla"
    model = build_model(spec, spec.with_suffix(".cfg"))
    scope = model.spec.scope
    q, r = scope.lookup("q").index, scope.lookup("r").index
    assert model.compiler.reads_of(scope.lookup("Orders")) == {q}  # through Ids
    assert model.compiler.reads_of(scope.lookup("Grows")) == {r}
