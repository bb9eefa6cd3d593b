"""Trace files (-dumpTrace json|tla|itf), `tlapy replay`, -difftrace and -continue, against TLC's behaviour.

TraceDemo (tests/specs/traces) holds a set, a sequence of records and a function over model values; the
TLC numbers and traces here were produced by TLC 2026.11.23 (../shared/tools/tlc/tlc) on it.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tla_py import cli
from tla_py.report.itf import from_itf, to_itf
from tla_py.values.core import Fcn, ModelValue, Seq, SetValue, make_fcn

HERE = Path(__file__).resolve().parent / "specs" / "traces"
SPEC, CFG, DEADLOCK_CFG = HERE / "TraceDemo.tla", HERE / "TraceDemo.cfg", HERE / "TraceDemoDeadlock.cfg"
TLC_CONTINUE = HERE / "TraceDemo.tlc-continue-difftrace.txt"
SANY_JAR = Path(__file__).resolve().parents[2] / "shared" / "tools" / "tlc" / "tla2tools.jar"


def run(capsys: pytest.CaptureFixture, *args: object) -> tuple[int, str]:
    """`tlapy ARGS` in this process: exit code and stdout + stderr."""
    code = cli.main([str(a) for a in args])
    out = capsys.readouterr()
    return code, out.out + out.err


def dump(capsys: pytest.CaptureFixture, tmp_path: Path, fmt: str) -> Path:
    path = tmp_path / f"trace.{fmt}"
    code, out = run(capsys, "check", SPEC, "-config", CFG, "-deadlock", "-dumpTrace", fmt, path)
    assert code == 12 and "Error: Invariant OneSender is violated." in out
    assert f'"CounterExample written: {path}"' in out
    return path


# ---------------------------------------------------------------- ITF and replay


@pytest.mark.parametrize("fmt", ["itf", "json"])
def test_dumped_trace_replays(capsys, tmp_path, fmt):
    path = dump(capsys, tmp_path, fmt)
    code, out = run(capsys, "replay", SPEC, path, "-config", CFG)
    assert code == 0, out
    assert "each of its 2 steps is a step of the next-state relation (3 states)" in out


def test_tampered_step_fails_replay_naming_it(capsys, tmp_path):
    path = dump(capsys, tmp_path, "itf")
    doc = json.loads(path.read_text())
    doc["states"][2]["x"] = 1  # Send does not change x
    path.write_text(json.dumps(doc))
    code, out = run(capsys, "replay", SPEC, path, "-config", CFG)
    assert code == 12
    assert "Step 2 -> 3 of the trace is not a step of the next-state relation" in out


def test_tampered_initial_state_fails_replay(capsys, tmp_path):
    path = dump(capsys, tmp_path, "json")
    doc = json.loads(path.read_text())
    doc["counterexample"]["state"][0][1]["q"] = [{"from": "p1", "n": 0}]
    path.write_text(json.dumps(doc))
    code, out = run(capsys, "replay", SPEC, path, "-config", CFG)
    assert code == 12 and "State 1 of the trace does not satisfy the initial predicate." in out


def test_replay_of_a_file_that_is_no_trace_says_so(capsys, tmp_path):
    bad = tmp_path / "bad.itf"
    bad.write_text("{not json")
    code, out = run(capsys, "replay", SPEC, bad, "-config", CFG)
    assert code == 255 and "is not JSON" in out and "Traceback" not in out


@pytest.mark.parametrize("value, why", [
    ({"#bigint": "12a"}, 'a #bigint holds a string of up to 4000 decimal digits, not "12a"'),
    ({"#bigint": 12}, "a #bigint holds a string of up to 4000 decimal digits, not 12"),
    ({"#bigint": "9" * 5000}, "a #bigint holds a string of up to 4000 decimal digits"),
    ({"#set": 3}, "a #set holds a list, not 3"),
    ({"#map": [[1]]}, "a #map holds a list of [key, value] pairs, not [[1]]"),
    ({"#unserializable": 1}, "an #unserializable holds a name, not 1"),
    (1.5, "not an ITF value: 1.5"),
], ids=["bigint-letters", "bigint-number", "bigint-long", "set", "map", "unserializable", "float"])
def test_replay_of_a_malformed_itf_value_says_so(capsys, tmp_path, value, why):
    bad = tmp_path / "bad.itf"
    bad.write_text(json.dumps({"vars": ["q"], "states": [{"q": value}]}))
    code, out = run(capsys, "replay", SPEC, bad, "-config", CFG)
    assert code == 255 and f"{bad}: {why}" in out
    assert "internal error" not in out and "Traceback" not in out


SAFE = 2**53 - 1


def itf_value_problems(v: object, where: str) -> list[str]:
    """What breaks ADR-015's value rules in `v` (an empty list when it follows them)."""
    if isinstance(v, bool) or isinstance(v, str):
        return []
    if isinstance(v, int):
        return [] if -SAFE <= v <= SAFE else [f"{where}: {v} needs #bigint"]
    if isinstance(v, list):
        return [p for i, x in enumerate(v) for p in itf_value_problems(x, f"{where}[{i}]")]
    if not isinstance(v, dict):
        return [f"{where}: {type(v).__name__} is no ITF value"]
    tags = [k for k in v if k.startswith("#")]
    if not tags:  # a record
        return [p for k, x in v.items() for p in itf_value_problems(x, f"{where}.{k}")]
    if len(v) != 1:
        return [f"{where}: a tagged value has exactly one field, not {sorted(v)}"]
    tag, body = tags[0], v[tags[0]]
    if tag == "#bigint":
        ok = isinstance(body, str) and re.fullmatch(r"-?[0-9]+", body) is not None
        return [] if ok else [f"{where}: #bigint is a decimal string"]
    if tag in ("#tup", "#set"):
        if not isinstance(body, list):
            return [f"{where}: {tag} holds a list"]
        dupes = tag == "#set" and len({json.dumps(x, sort_keys=True) for x in body}) != len(body)
        return ([f"{where}: #set with duplicates"] if dupes else []) + itf_value_problems(body, where)
    if tag == "#map":
        if not isinstance(body, list) or any(not isinstance(e, list) or len(e) != 2 for e in body):
            return [f"{where}: #map holds [key, value] pairs"]
        return itf_value_problems([x for e in body for x in e], where)
    if tag == "#unserializable":
        return [] if isinstance(body, str) else [f"{where}: #unserializable holds a string"]
    return [f"{where}: unknown tag {tag}"]


def itf_trace_problems(doc: object) -> list[str]:
    """What breaks ADR-015's trace rules: #meta, vars, states with #meta.index, loop."""
    if not isinstance(doc, dict):
        return ["a trace is a JSON object"]
    problems = [f"unknown field {k}" for k in doc if k not in ("#meta", "params", "vars", "states", "loop")]
    if not isinstance(doc.get("#meta", {}), dict):
        problems.append("#meta is an object")
    names = doc.get("vars")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        return [*problems, "vars is a list of strings"]
    states = doc.get("states")
    if not isinstance(states, list) or not states:
        return [*problems, "states is a non-empty list"]
    for i, s in enumerate(states):
        if not isinstance(s, dict) or set(s) != {"#meta", *names}:
            problems.append(f"state {i} has exactly #meta and the vars")
            continue
        if s["#meta"].get("index") != i:
            problems.append(f"state {i}: #meta.index is {s['#meta'].get('index')}")
        problems += [p for n in names for p in itf_value_problems(s[n], f"state {i}.{n}")]
    loop = doc.get("loop")
    if loop is not None and not (isinstance(loop, int) and 0 <= loop < len(states)):
        problems.append("loop is the index of a state")
    return problems


def test_itf_file_follows_the_format(capsys, tmp_path):
    doc = json.loads(dump(capsys, tmp_path, "itf").read_text())
    assert itf_trace_problems(doc) == []
    assert doc["#meta"]["format"] == "ITF" and doc["vars"] == ["x", "q", "f"]
    last = doc["states"][-1]
    assert last["x"] == 0
    p1, p2 = {"#unserializable": "p1"}, {"#unserializable": "p2"}
    assert last["q"] == [{"from": p1, "n": 0}, {"from": p2, "n": 0}]
    assert last["f"] == {"#map": [[p1, {"#set": [0]}], [p2, {"#set": [0]}]]}


def test_the_rule_checks_catch_broken_files():
    good = {"vars": ["x"], "states": [{"#meta": {"index": 0}, "x": 1}]}
    assert itf_trace_problems(good) == []
    assert itf_trace_problems({**good, "states": [{"#meta": {"index": 3}, "x": 1}]})
    assert itf_trace_problems({**good, "states": [{"#meta": {"index": 0}, "x": 2**60}]})
    assert itf_trace_problems({**good, "states": [{"#meta": {"index": 0}, "x": {"#set": [1, 1]}}]})
    assert itf_trace_problems({**good, "states": [{"#meta": {"index": 0}}]})


def test_itf_values_round_trip():
    mv = ModelValue("a")
    values = [True, -3, 2**60, -(2**70), "s\n", SetValue([1, 2]), Seq((1, "x")), make_fcn({"f": 1, "g": mv}),
              Fcn({mv: SetValue([]), ModelValue("b"): 2}), Seq(()), SetValue([Seq((1,)), make_fcn({"a": 1})])]
    for v in values:
        assert from_itf(json.loads(json.dumps(to_itf(v)))) == v, v
    assert to_itf(2**60) == {"#bigint": str(2**60)} and to_itf(SAFE) == SAFE
    assert itf_value_problems(to_itf(values), "v") == []


def test_json_report_trace_has_structured_values(capsys, tmp_path):
    report = tmp_path / "r.json"
    code, _ = run(capsys, "check", SPEC, "-config", CFG, "-deadlock", "--json-report", report)
    rep = json.loads(report.read_text())
    assert code == 12 and rep["trace_len"] == 3
    step = rep["trace"][1]
    assert step["state"]["q"] == "<<[from |-> p1, n |-> 0]>>"  # the printed string stays
    assert step["values"] == {"x": 0, "q": [{"from": {"#unserializable": "p1"}, "n": 0}],
                              "f": {"#map": [[{"#unserializable": "p1"}, {"#set": [0]}],
                                            [{"#unserializable": "p2"}, {"#set": []}]]}}


LASSO, LASSO_CFG = HERE / "Lasso.tla", HERE / "Lasso.cfg"


@pytest.mark.parametrize("fmt", ["json", "tla"])
def test_dumps_of_a_lasso_are_tlcs_byte_for_byte(capsys, tmp_path, fmt):
    """TLC's files: tlc Lasso.tla -config Lasso.cfg -dumpTrace json|tla tlc_lasso.FMT (exit 13)."""
    path = tmp_path / f"tlc_lasso.{fmt}"
    code, _ = run(capsys, "check", LASSO, "-config", LASSO_CFG, "-dumpTrace", fmt, path)
    assert code == 13
    assert path.read_text() == (HERE / f"Lasso.tlc-dumpTrace-{fmt}.txt").read_text()


def test_lasso_itf_has_its_loop_and_replays(capsys, tmp_path):
    path = tmp_path / "lasso.itf"
    assert run(capsys, "check", LASSO, "-config", LASSO_CFG, "-dumpTrace", "itf", path)[0] == 13
    doc = json.loads(path.read_text())
    assert itf_trace_problems(doc) == [] and doc["loop"] == 0 and [s["x"] for s in doc["states"]] == [0, 1, 2]
    code, out = run(capsys, "replay", LASSO, path, "-config", LASSO_CFG)
    assert code == 0 and "each of its 3 steps" in out
    path.write_text(json.dumps({**doc, "loop": 1}))
    code, out = run(capsys, "replay", LASSO, path, "-config", LASSO_CFG)
    assert code == 12 and "The closing step 3 -> 2 of the trace's loop" in out


def test_bookkeeper_defect_round_trips(capsys, tmp_path):
    """The seed's 4.13 data-loss defect (TLC: 16 states, specs/expected.json) as ITF, replayed."""
    root = Path(__file__).resolve().parents[1]
    spec = root / "specs" / "BookKeeperProtocol_v4_13.tla"
    cfg = root / "cfg" / "BookKeeperProtocol_v4_13_b2_defect.cfg"
    path = tmp_path / "defect.itf"
    assert run(capsys, "check", spec, "-config", cfg, "-deadlock", "-dumpTrace", "itf", path)[0] == 12
    doc = json.loads(path.read_text())
    assert itf_trace_problems(doc) == [] and len(doc["states"]) == 16
    code, out = run(capsys, "replay", spec, path, "-config", cfg)
    assert code == 0 and "each of its 15 steps" in out


def test_a_tlc_json_dump_replays(capsys):
    assert run(capsys, "replay", LASSO, HERE / "Lasso.tlc-dumpTrace-json.txt", "-config", LASSO_CFG)[0] == 0


# ---------------------------------------------------------------- the tla dump, read by TLC's parser


def test_dumps_are_tlcs_with_the_actions_parameters(capsys, tmp_path):
    """TLC's files: tlc -deadlock TraceDemo.tla -config TraceDemo.cfg -dumpTrace json|tla tlc_demo.FMT."""
    path = tmp_path / "tlc_demo.json"
    run(capsys, "check", SPEC, "-config", CFG, "-deadlock", "-dumpTrace", "json", path)
    assert path.read_text() == (HERE / "TraceDemo.tlc-dumpTrace-json.txt").read_text()
    assert '"context":{"p":"p2"},"parameters":["p"]' in path.read_text()
    path = tmp_path / "tlc_demo.tla"
    run(capsys, "check", SPEC, "-config", CFG, "-deadlock", "-dumpTrace", "tla", path)
    tlc = (HERE / "TraceDemo.tlc-dumpTrace-tla.txt").read_text()
    # TLC's module lacks the CONSTANTS line, so SANY rejects it (test_tla_dump_parses_with_sany)
    assert path.read_text() == tlc.replace("TLC\n\n", "TLC\n\nCONSTANTS p1, p2\n\n", 1)
    assert "context |-> [p |-> p1], parameters |-> <<\"p\">>]" in tlc


def test_dump_to_a_missing_folder_makes_it_as_tlc(capsys, tmp_path):
    path = tmp_path / "nowhere" / "t.itf"
    code, out = run(capsys, "check", SPEC, "-config", CFG, "-deadlock", "-dumpTrace", "itf", path)
    assert code == 12 and f'"CounterExample written: {path}"' in out and path.is_file()


def test_tla_dump_parses_with_sany(capsys, tmp_path):
    if shutil.which("java") is None or not SANY_JAR.is_file():
        pytest.skip("needs java and ../shared/tools/tlc/tla2tools.jar")
    def sany(path: Path) -> str:
        return subprocess.run(["java", "-cp", str(SANY_JAR), "tla2sany.SANY", path.name], cwd=path.parent,
                              capture_output=True, text=True, timeout=120).stdout

    out = sany(dump(capsys, tmp_path, "tla"))
    assert "Semantic processing of module trace" in out
    assert "error" not in out.lower(), out  # SANY exits 0 even on errors: read what it says
    tlcs = tmp_path / "tlc_demo.tla"  # TLC's own dump of the same trace, without the CONSTANTS line
    tlcs.write_text((HERE / "TraceDemo.tlc-dumpTrace-tla.txt").read_text())
    assert "Unknown operator: `p1'" in sany(tlcs)


# ---------------------------------------------------------------- -difftrace and -continue, as TLC


def trace_shape(text: str) -> list[list]:
    """Each error's headline, then per state its `State N: <action>` line and the set of variable lines
    printed (TLC orders variables its own way, tlapy in declaration order)."""
    out: list[list] = []
    state = None
    for line in text.splitlines():
        if line.startswith("Error: Invariant") or line.startswith("Error: Deadlock"):
            out.append([line])
            state = None
        elif out and line.startswith("State "):
            state = (line, set())
            out[-1].append(state)
        elif state is not None and line.startswith("/\\ "):
            state[1].add(line)
        elif line.startswith("Model checking") or line[:1].isdigit():
            state = None
    return [[t[0], *[(s, frozenset(v)) for s, v in t[1:]]] for t in out]


def test_continue_with_difftrace_gives_tlcs_output(capsys):
    code, out = run(capsys, "check", SPEC, "-config", CFG, "-deadlock", "-continue", "-difftrace")
    tlc = TLC_CONTINUE.read_text()
    assert code == 0  # TLC's exit status with -continue, violations or not
    assert trace_shape(out) == trace_shape(tlc)
    assert len(trace_shape(out)) == 32  # TLC: 24 violations of NotBoth, 8 of OneSender
    assert out.count("Error: Invariant NotBoth is violated.") == 24
    for line in ("Model checking completed. No error has been found.",
                 "55 states generated, 55 distinct states found, 0 states left on queue.",
                 "The depth of the complete state graph search is 5."):
        assert line in out and line in tlc


def test_difftrace_of_a_deadlock_as_tlc(capsys):
    code, out = run(capsys, "check", SPEC, "-config", DEADLOCK_CFG, "-difftrace")
    assert code == 11
    # TLC: tlc -difftrace TraceDemo.tla -config TraceDemoDeadlock.cfg (exit 11)
    assert trace_shape(out) == [[
        "Error: Deadlock reached.",
        ("State 1: <Initial predicate>",
         frozenset({"/\\ f = (p1 :> {} @@ p2 :> {})", "/\\ q = <<>>", "/\\ x = 0"})),
        ("State 2: <Inc line 8, col 8 to line 8, col 48 of module TraceDemo>", frozenset({"/\\ x = 1"})),
        ("State 3: <Inc line 8, col 8 to line 8, col 48 of module TraceDemo>", frozenset({"/\\ x = 2"})),
        ("State 4: <Send(p1) line 9, col 12 to line 10, col 25 of module TraceDemo>",
         frozenset({"/\\ f = (p1 :> {2} @@ p2 :> {})", "/\\ q = <<[from |-> p1, n |-> 2]>>"})),
        ("State 5: <Send(p1) line 9, col 12 to line 10, col 25 of module TraceDemo>",
         frozenset({"/\\ f = (p1 :> {2} @@ p2 :> {})",
                    "/\\ q = <<[from |-> p1, n |-> 2], [from |-> p1, n |-> 2]>>", "/\\ x = 2"})),
    ]]
    assert "55 states generated, 55 distinct states found, 23 states left on queue." in out


def test_difftrace_of_a_two_state_trace_prints_the_first_empty(capsys, tmp_path):
    """TLC compares the initial state with itself there (checked with TLC: `State 1:` then a blank line)."""
    spec = tmp_path / "Two.tla"
    spec.write_text("---- MODULE Two ----\nEXTENDS Naturals\nVARIABLES x, y\nInit == x = 0 /\\ y = 0\n"
                    "Next == x' = x + 1 /\\ UNCHANGED y\nInv == x < 1\n====\n")
    (tmp_path / "Two.cfg").write_text("INIT Init\nNEXT Next\nINVARIANT Inv\n")
    code, out = run(capsys, "check", spec, "-difftrace")
    assert code == 12
    assert "State 1: <Initial predicate>\n\nState 2: <Next line 5, col 9 to line 5, col 33 of module Two>\n" \
           "/\\ x = 1\n\n" in out


def test_continue_refuses_several_workers(capsys):
    code, out = run(capsys, "check", SPEC, "-config", CFG, "-continue", "-workers", "2")
    assert code == 2 and "-continue" in out


INIT3 = """---- MODULE Init3 ----
EXTENDS Naturals
VARIABLES x, y
Init == x \\in 0..2 /\\ y = 0
Next == y < 2 /\\ y' = y + 1 /\\ UNCHANGED x
Inv == x # 1
====
"""

# TLC's output for `tlc -deadlock -continue Init3.tla` (exit 0), less its start-up, progress and timing lines.
INIT3_TLC = """Error: Invariant Inv is violated by the initial state:
/\\ x = 1
/\\ y = 0

Finished computing initial states: 3 distinct states generated.
Error: Invariant Inv is violated.
Error: The behavior up to this point is:
State 1: <Initial predicate>
/\\ x = 1
/\\ y = 0

State 2: <Next line 5, col 9 to line 5, col 42 of module Init3>
/\\ x = 1
/\\ y = 1

Error: Invariant Inv is violated.
Error: The behavior up to this point is:
State 1: <Initial predicate>
/\\ x = 1
/\\ y = 0

State 2: <Next line 5, col 9 to line 5, col 42 of module Init3>
/\\ x = 1
/\\ y = 1

State 3: <Next line 5, col 9 to line 5, col 42 of module Init3>
/\\ x = 1
/\\ y = 2

Model checking completed. No error has been found.
9 states generated, 9 distinct states found, 0 states left on queue.
The depth of the complete state graph search is 3.
"""


def test_continue_past_an_initial_state_prints_what_tlc_prints(capsys, tmp_path):
    spec = tmp_path / "Init3.tla"
    spec.write_text(INIT3)
    (tmp_path / "Init3.cfg").write_text("INIT Init\nNEXT Next\nINVARIANT Inv\n")
    code, out = run(capsys, "check", spec, "-deadlock", "-continue")
    assert code == 0
    body = "".join(line + "\n" for line in out.splitlines()[1:] if not line.startswith("Finished in"))
    assert body == INIT3_TLC


def test_replay_against_another_spec_names_the_variables(capsys):
    code, out = run(capsys, "replay", SPEC, HERE / "Lasso.tlc-dumpTrace-json.txt", "-config", CFG)
    assert code == 12 and "The trace's variables (x) are not the spec's (x, q, f)." in out


# ------------------------------------------------------ -continue beyond invariants, -dumpTrace twice

RUNS = json.loads((Path(__file__).resolve().parent / "oracle" / "runs.json").read_text())
"""What the real TLC printed and exited with (tests/oracle/record_runs.py)."""
NOISE = re.compile(r"^(Running |Finished in|Finished computing initial|  )")


@pytest.mark.parametrize("case", ["continue_action_property", "continue_action_property_and_invariant",
                                  "continue_deadlock"])
def test_continue_goes_on_as_tlc(capsys, monkeypatch, case: str):
    """TLC's -continue reports every violating step of an action property, as of an invariant, and ends
    with "No error has been found" and exit 0; a deadlock still ends the search (exit 11)."""
    tlc = RUNS[case]
    monkeypatch.chdir(HERE)
    code, out = run(capsys, "check", *tlc["args"][-1:], *tlc["args"][:-1])
    assert code == tlc["exit"]
    assert [ln for ln in out.splitlines() if ln and not NOISE.match(ln)] == tlc["lines"]


def test_dump_trace_repeated_writes_each_file_as_tlc(capsys, monkeypatch, tmp_path):
    tlc = RUNS["dump_trace_twice"]
    for f in (SPEC, CFG):
        shutil.copy(f, tmp_path)
    monkeypatch.chdir(tmp_path)
    code, out = run(capsys, "check", *tlc["args"][-1:], *tlc["args"][:-1])
    assert code == tlc["exit"] == 12
    written = [ln for ln in tlc["lines"] if ln.startswith('"CounterExample written')]
    assert written == ['"CounterExample written: a.json"', '"CounterExample written: b.tla"']
    assert [ln for ln in out.splitlines() if ln.startswith('"CounterExample written')] == written
    assert (tmp_path / "a.json").read_text() == (HERE / "TraceDemo.tlc-dumpTrace-json.txt").read_text()
    assert "CounterExample ==" in (tmp_path / "b.tla").read_text()


def test_dump_trace_needs_a_format_and_a_file(capsys):
    code, out = run(capsys, "check", SPEC, "-config", CFG, "-dumpTrace", "json")
    assert code == 2 and "expects FORMAT FILE" in out
    code, out = run(capsys, "check", SPEC, "-config", CFG, "-dumpTrace", "xml", "t.xml", "-dumpTrace", "json",
                    "t")
    assert code == 2 and "not 'xml'" in " ".join(out.replace("│", " ").split())  # the box wraps it


def test_dump_trace_pairs_survive_a_hand_over():
    """A run handed to another interpreter goes through tlc_argv again: the pairs stay as they were."""
    args = ["check", "M.tla", "-dumpTrace", "json", "a=b.json", "--dump-trace", "itf", "t.itf"]
    once = cli.tlc_argv(args)
    assert once == ["check", "M.tla", "-dumpTrace", "json=a=b.json", "--dump-trace", "itf=t.itf"]
    assert cli.tlc_argv(once) == once
