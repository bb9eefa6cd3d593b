"""`x \\in {y \\in S : P}` is decided as TLC decides it, by x \\in S and P(x), without building the set:
a filter of SUBSET SUBSET (1..8) (2^256 elements) is only ever asked about one element. Counts from
`tlc -deadlock` on tests/specs/FilterMember.tla."""

from __future__ import annotations

import json
from pathlib import Path

from tla_py.engine import check
from tla_py.semantics import build_model
from tla_py.values import SetValue, format_value, ops

SPECS = Path(__file__).parent / "specs"
# TLC's findings on ConstFilterMember, recorded by tests/oracle/record_filter_member.py
TLC_CONST = json.loads((Path(__file__).parent / "oracle" / "filter_member.json").read_text())


def test_membership_in_filters_matches_tlc() -> None:
    # TLC: 16 states generated, 8 distinct states found, depth 4
    res = check(build_model(SPECS / "FilterMember.tla", SPECS / "FilterMember.cfg", check_deadlock=False))
    assert (res.result, res.generated, res.distinct, res.depth) == ("success", 16, 8, 4)


def test_a_false_membership_in_a_filter_over_nat_is_a_violation() -> None:
    # TLC: Invariant Small is violated, a behavior of 3 states, 5 distinct states found, depth 3
    res = check(build_model(SPECS / "FilterMember.tla", SPECS / "FilterMemberBad.cfg", check_deadlock=False))
    assert (res.result, res.violated, len(res.trace), res.distinct) == ("invariant violation", "Small", 3, 5)


def test_membership_in_a_built_constant_filter_matches_tlc() -> None:
    # Init builds Sorted; the invariants then look members up in it
    tlc = TLC_CONST["ConstFilterMember.cfg"]
    res = check(build_model(SPECS / "ConstFilterMember.tla", SPECS / "ConstFilterMember.cfg",
                            check_deadlock=False))
    assert (res.result, res.generated, res.distinct, res.depth) == (
        "success", tlc["generated"], tlc["distinct"], tlc["depth"])


def test_a_false_membership_in_a_built_constant_filter_is_a_violation() -> None:
    tlc = TLC_CONST["ConstFilterMemberBad.cfg"]
    res = check(build_model(SPECS / "ConstFilterMember.tla", SPECS / "ConstFilterMemberBad.cfg",
                            check_deadlock=False))
    assert (res.result, res.violated) == ("invariant violation", tlc["violated"])
    assert res.distinct == tlc["distinct"]
    assert [format_value(state[0]) for _, state in res.trace] == tlc["trace_x"]


def test_union_leaves_its_sets_unsorted() -> None:
    # UNION's result is a set: walking its sets in TLC's order would sort (and key) every element
    parts = SetValue([SetValue([(1, 2), (3,)]), SetValue([(3,), (2,)])])
    assert ops.big_union(parts) == SetValue([(1, 2), (3,), (2,)])
    assert parts._sorted is None
