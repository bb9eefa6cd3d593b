"""-coverage with temporal properties gives TLC's numbers: the actions TLC's liveness checker generates
again while it builds its behavior graph (a state reached in a tableau node after it was expanded), a
liveness counterexample generated again to print it, and the liveness checker's own evaluations left
uncounted, a property's `[]P` counted as TLC's invariant `Action line ...` (ENABLED's actions under it);
against TLC's -tool output on its examples/ewd840 model and ToolBoxProperty
(tests/oracle/record_coverage_liveness.py), and as the TLA+ VS Code extension's parser reads both."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_tool import (  # noqa: F401  (extension_parser is a fixture)
    COVERAGE_LINES,
    coverage_runs,
    extension_parser,
    needs,
    run_tool,
    seen_by_extension,
)
from tla_py.report.coverage_liveness import TableauGraph, temporal_parts
from tla_py.semantics.tableau import Always, Atom, Eventually, Not, Or, leads_to

HERE = Path(__file__).resolve().parent
ORACLE = json.loads((HERE / "oracle" / "coverage_liveness.json").read_text())


@pytest.mark.parametrize("name", sorted(ORACLE))
def test_coverage_with_liveness_is_tlcs(name: str, tmp_path: Path):
    """Every coverage line TLC prints (per action distinct:generated, each expression's count), in TLC's
    order among its other messages, and TLC's exit status."""
    got, want = coverage_runs(ORACLE[name], tmp_path)
    assert [m for m in got if m[0] in COVERAGE_LINES] == [m for m in want if m[0] in COVERAGE_LINES]
    assert [m[:2] for m in got] == [m[:2] for m in want]


@pytest.mark.parametrize("name", sorted(ORACLE))
def test_the_extension_sees_tlcs_coverage_with_liveness(
    extension_parser: Path,  # noqa: F811
    name: str,
    tmp_path: Path,
):
    case = ORACLE[name]
    needs(case)
    run = run_tool(case, tmp_path)
    ours = seen_by_extension(extension_parser, run.stdout.splitlines(), tmp_path, "tlapy")
    theirs = seen_by_extension(extension_parser, case["lines"], tmp_path, "tlc")
    assert ours["shown"] == theirs["shown"]
    assert ours["result"] == theirs["result"]


P, Q = Atom(0), Atom(1)


def test_only_the_temporal_part_gets_a_tableau():
    """TLC checks `[]<>A` and `<>[]A` of a negated property on the behavior graph, with no tableau; a
    `~>` leaves `<>(P /\\ []~Q)`, and properties that negate to the same formula share one."""
    assert temporal_parts([Not(Always(Eventually(P))), Not(Eventually(Always(Q)))]) == []
    tf = ("E", ("C", (("S", 0), ("A", ("N", ("S", 1))))))
    assert temporal_parts([Not(leads_to(P, Q)), Not(leads_to(P, Q))]) == [tf]
    assert temporal_parts([Not(Or((Always(Eventually(P)), Eventually(Q))))]) == [("A", ("N", ("S", 1)))]


def test_the_tableau_is_tlcs():
    """TBGraph of `<>(P /\\ []~Q)`: two initial particles (P /\\ ~Q now, or later), the second with itself
    and the first as successors; once there, ~Q for ever."""
    tab = TableauGraph(("E", ("C", (("S", 0), ("A", ("N", ("S", 1)))))))
    assert tab.initial == 2
    assert tab.nexts == [[2], [0, 1], [2]]
    assert [tab.consistent(bits) for bits in (0b01, 0b11)] == [(True, True, True), (False, True, False)]
