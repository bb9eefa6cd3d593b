"""Action composition `A \\cdot B`, against TLC run with -Dtlc2.tool.impl.Tool.cdot=true."""

from pathlib import Path

from tla_py.engine import check
from tla_py.semantics import build_model

SPECS = Path(__file__).parent / "specs"


def test_composed_steps_reach_what_tlc_reaches():
    res = check(build_model(SPECS / "Compose.tla", SPECS / "Compose.cfg"))
    # TLC: 125 generated (the intermediate states counted too), 63 distinct states, depth 6.
    assert (res.result, res.generated, res.distinct, res.depth) == ("success", 125, 63, 6)


def test_every_intermediate_state_counts_as_generated():
    res = check(build_model(SPECS / "Compose2.tla", SPECS / "Compose2.cfg"))
    # TLC: 293 generated, 77 distinct states, depth 7.
    assert (res.result, res.generated, res.distinct, res.depth) == ("success", 293, 77, 7)


def test_a_composed_step_goes_through_an_intermediate_state():
    m = build_model(SPECS / "Compose.tla", SPECS / "Compose.cfg")
    assert sorted(t[0] for _, t in m.successors((1,))) == [3, 4]
