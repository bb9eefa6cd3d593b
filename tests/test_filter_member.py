"""`x \\in {y \\in S : P}` is decided as TLC decides it, by x \\in S and P(x), without building the set:
a filter of SUBSET SUBSET (1..8) (2^256 elements) is only ever asked about one element. Counts from
`tlc -deadlock` on tests/specs/FilterMember.tla."""

from __future__ import annotations

from pathlib import Path

from tla_py.engine import check
from tla_py.semantics import build_model

SPECS = Path(__file__).parent / "specs"


def test_membership_in_filters_matches_tlc() -> None:
    # TLC: 16 states generated, 8 distinct states found, depth 4
    res = check(build_model(SPECS / "FilterMember.tla", SPECS / "FilterMember.cfg", check_deadlock=False))
    assert (res.result, res.generated, res.distinct, res.depth) == ("success", 16, 8, 4)


def test_a_false_membership_in_a_filter_over_nat_is_a_violation() -> None:
    # TLC: Invariant Small is violated, a behavior of 3 states, 5 distinct states found, depth 3
    res = check(build_model(SPECS / "FilterMember.tla", SPECS / "FilterMemberBad.cfg", check_deadlock=False))
    assert (res.result, res.violated, len(res.trace), res.distinct) == ("invariant violation", "Small", 3, 5)
