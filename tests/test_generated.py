"""tlapy's "states generated" equals TLC's: every successor TLC's Tool enumerates, duplicates included.

Each spec of tests/specs/generated isolates one rule of how TLC enumerates an action (its comment says
which); the expected counts are TLC's, recorded by tests/oracle/record_generated.py with
`tlc -workers 1 -config X.cfg M.tla` into tests/oracle/generated_tlc.json.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tla_py.engine.inprocess import bfs
from tla_py.semantics import build_model

HERE = Path(__file__).parent
SPECS = HERE / "specs" / "generated"
TLC = json.loads((HERE / "oracle" / "generated_tlc.json").read_text())


@pytest.mark.parametrize("case", sorted(TLC))
def test_generated_as_tlc(case: str) -> None:
    exp = TLC[case]
    res = bfs.check(build_model(SPECS / exp["spec"], SPECS / exp["cfg"]))
    got = {"result": res.result, "violated": res.violated, "generated": res.generated,
           "distinct": res.distinct, "depth": res.depth}
    assert got == {k: exp[k] for k in got}


def test_every_spec_is_recorded() -> None:
    assert {p.stem for p in SPECS.glob("*.cfg")} == set(TLC)
