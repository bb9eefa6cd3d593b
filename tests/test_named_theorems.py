"""Named THEOREMs and LEMMAs are definitions of their statements (SANY's reading): `ASSUME T1` and
`ASSUME T1!:` check T1's statement. A false assumption is reported at its expression's place, as
TLC reports it.
Verdicts and messages from `tlc -deadlock` on tests/specs/NamedTheorem*.tla."""

from __future__ import annotations

from pathlib import Path

from tla_py.engine import check
from tla_py.report.text import headline
from tla_py.semantics import build_model

SPECS = Path(__file__).parent / "specs"


def test_a_true_theorem_used_as_an_assumption() -> None:
    # TLC: 3 states generated, 3 distinct states found, depth 3
    res = check(build_model(SPECS / "NamedTheorem.tla", SPECS / "NamedTheorem.cfg", check_deadlock=False))
    assert (res.result, res.generated, res.distinct, res.depth) == ("success", 3, 3, 3)


def test_a_false_lemma_used_as_an_assumption_is_reported_where_tlc_reports_it() -> None:
    res = check(build_model(SPECS / "NamedTheoremWrong.tla", SPECS / "NamedTheoremWrong.cfg",
                            check_deadlock=False))
    assert res.result == "assumption violation"
    tlc = "Error: Assumption line 3, col 8 to line 3, col 12 of module NamedTheoremWrong is false."
    assert headline(res) == tlc
