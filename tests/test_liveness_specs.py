"""Each temporal formula shape on a small spec, against TLC's verdicts.

tests/specs/live/expected.json was written by tests/specs/live/record_tlc.py, which runs the real TLC
on every model listed in models.json; rerun it after changing a model.
"""

import json
from pathlib import Path

import pytest

from tla_py.engine import check
from tla_py.engine.properties import plan_properties
from tla_py.semantics import build_model

LIVE = Path(__file__).parent / "specs" / "live"
EXPECTED = json.loads((LIVE / "expected.json").read_text())


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_same_verdict_as_tlc(name):
    tlc = EXPECTED[name]
    res = check(build_model(LIVE / f"{tlc['spec']}.tla", LIVE / f"{name}.cfg"))
    assert (res.result, res.violated) == (tlc["result"], tlc["violated"])
    assert res.exit_code == tlc["exit"]
    if tlc.get("distinct") is not None:
        assert (res.distinct, res.generated) == (tlc["distinct"], tlc["generated"])
    if tlc["result"] == "success":
        assert res.depth == tlc["depth"]
    elif tlc["trace_kind"] == "finite":
        assert len(res.trace) == tlc["trace_len"]
    else:
        assert res.trace_kind == tlc["trace_kind"]


def test_strong_fairness_is_what_makes_the_goal_happen():
    weak = check(build_model(LIVE / "Flicker.tla", LIVE / "flicker_weak.cfg"))
    strong = check(build_model(LIVE / "Flicker.tla", LIVE / "flicker_strong.cfg"))
    assert weak.result == "property violation" and strong.result == "success"


def test_a_violation_by_stuttering_ends_in_a_state_where_nothing_is_forced():
    res = check(build_model(LIVE / "Procs.tla", LIVE / "procs_no_fairness.cfg"))
    assert res.trace_kind == "stuttering"
    assert res.trace[-1][1][0] != res.trace[0][1][0] or len(res.trace) == 1


def test_enabled_of_next_holds_in_every_state_of_a_cycle():
    res = check(build_model(LIVE / "Cycle.tla", LIVE / "cycle_infinitely_often.cfg"))  # []ENABLED Next
    assert res.result == "success"


def test_fairness_under_a_constant_guard_stays_a_fairness_condition():
    plan, _ = plan_properties(build_model(LIVE / "Guarded.tla", LIVE / "guarded_if_holds.cfg"))
    (live,) = plan.liveness
    assert len(live.fairness) == 9  # the 4 * 3 ordered pairs (p, q) with p # 1 and p # q
    assert len(live.negated.particles) <= 4  # the fairness is not in the tableau
