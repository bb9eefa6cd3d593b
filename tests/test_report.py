"""The reporter: TLC's lines for each verdict, traces with TLA+ text printed as is, the JSON report."""

from __future__ import annotations

import io
import json

from rich.console import Console

from tla_py.engine import Progress, check
from tla_py.report import print_result, progress_printer, write_json_report
from tla_py.semantics.compiled import Action, Check, Model
from tla_py.syntax.ast import Span
from tla_py.values import make_record

NEXT = Action("Next", Span("/x/M.tla", 5, 9, 5, 27), "M")


def render(res, color: bool = False) -> str:
    buf = io.StringIO()
    print_result(res, Console(file=buf, width=40, force_terminal=color, highlight=False, soft_wrap=True))
    return buf.getvalue()


def two_vars(**kw) -> Model:
    return Model(module="M", variables=("x", "r"), init=lambda: [(0, make_record({"a": 1}))],
                 successors=lambda s: [(NEXT, (s[0] + 1, s[1]))] if s[0] < 2 else [], **kw)


def test_deadlock_text_is_tlcs():
    out = render(check(two_vars()))
    assert out.splitlines()[:9] == [
        "Finished computing initial states: 1 distinct state generated.",
        "Error: Deadlock reached.",
        "Error: The behavior up to this point is:",
        "State 1: <Initial predicate>",
        "/\\ x = 0",
        "/\\ r = [a |-> 1]",
        "",
        "State 2: <Next line 5, col 9 to line 5, col 27 of module M>",
        "/\\ x = 1",
    ]
    assert "3 states generated, 3 distinct states found, 0 states left on queue." in out
    assert "The depth of the complete state graph search is 3." in out


def test_success_text():
    m = Model(module="M", variables=("x",), init=lambda: [(0,)],
              successors=lambda s: [(NEXT, ((s[0] + 1) % 3,))])
    out = render(check(m))
    assert "Model checking completed. No error has been found." in out
    assert "4 states generated, 3 distinct states found, 0 states left on queue." in out


def test_single_variable_and_initial_state_violation():
    m = Model(module="M", variables=("x",), init=lambda: [(v,) for v in range(6)],
              successors=lambda s: [], invariants=[Check("Inv", lambda s: s[0] != 3)])
    out = render(check(m))
    assert out.splitlines()[:2] == ["Error: Invariant Inv is violated by the initial state:", "x = 3"]
    assert "states generated" not in out


def test_changed_variables_are_highlighted_and_markup_is_not_interpreted():
    out = render(check(two_vars()), color=True)
    assert "[a |-> 1]" in out
    assert "\x1b[1;33m/\\ x = 1" in out  # x changed
    assert "\x1b[1;33m/\\ r" not in out  # r never changes


def test_alias_replaces_the_printed_state():
    out = render(check(two_vars(alias=lambda s, t: {"double": 2 * s[0]})))
    assert "/\\ double" not in out and "double = 4" in out


def test_json_report(tmp_path):
    path = tmp_path / "r.json"
    write_json_report(check(two_vars()), path)
    rep = json.loads(path.read_text())
    assert {k: rep[k] for k in ("result", "violated", "distinct", "generated", "depth", "trace_len")} == {
        "result": "deadlock", "violated": None, "distinct": 3, "generated": 3, "depth": 3, "trace_len": 3}
    assert rep["exit_code"] == 11 and rep["trace"][1]["state"] == {"x": "1", "r": "[a |-> 1]"}
    m = Model(module="M", variables=("x",), init=lambda: [(0,)], successors=lambda s: [(NEXT, s)])
    write_json_report(check(m), path)
    rep = json.loads(path.read_text())
    assert (rep["result"], rep["trace_len"], rep["distinct"], rep["depth"]) == ("success", None, 1, 1)


def test_progress_line():
    buf = io.StringIO()
    show = progress_printer(Console(file=buf, highlight=False, soft_wrap=True))
    show(Progress(3, 12345, 1000, 7, 30.0))
    line = buf.getvalue()
    assert line.startswith("Progress(3) at ")
    assert "12,345 states generated (24,690 s/min), 1,000 distinct states found (2,000 ds/min), 7 " in line


def test_false_assumption_prints_no_counts():
    from tla_py.semantics.compiled import Assumption

    span = Span("/x/M.tla", 5, 15, 5, 19)
    m = two_vars(assumptions=[Assumption("A", span, lambda: False)])
    out = render(check(m))
    assert out.splitlines()[0] == "Error: Assumption line 5, col 15 to line 5, col 19 of module M is false."
    assert "states generated" not in out


def test_lasso_and_stuttering_counterexamples_print_as_tlc():
    from tla_py.engine import CheckResult

    trace = [(None, (0,)), (NEXT, (1,)), (NEXT, (2,))]
    res = CheckResult("property violation", module="M", variables=("x",), violated="Prop", trace=trace,
                      trace_kind="lasso", back_to=(1, NEXT), generated=4, distinct=3, depth=3)
    lines = render(res).splitlines()
    assert lines[:4] == ["Error: Temporal property Prop was violated.", "",
                         "Error: The following behavior constitutes a counter-example:", ""]
    assert "Back to state 1: <Next line 5, col 9 to line 5, col 27 of module M>" in lines
    res.trace_kind, res.back_to, res.violated = "stuttering", None, "P and Q"
    out = render(res)
    assert "Error: Temporal properties P and Q were violated." in out and "State 4: Stuttering" in out


def test_property_headlines():
    from tla_py.engine import CheckResult

    res = CheckResult("property violation", module="M", variables=("x",), violated="Prop",
                      trace=[(None, (0,)), (NEXT, (1,))], generated=2, distinct=2, depth=2)
    lines = render(res).splitlines()
    assert lines[:2] == ["Error: Action property Prop is violated.",
                         "Error: The behavior up to this point is:"]
    res.in_initial_state, res.trace = True, [(None, (1,))]
    assert render(res).splitlines()[:2] == ["Error: Property Prop is violated by the initial state:", "x = 1"]
