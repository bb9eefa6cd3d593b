"""Simulation (`tlapy check -simulate`): random behaviours, checked as TLC's simulation checks them.

The expected verdicts and traces of tests/specs/simulate were read off the real TLC (`tlc -simulate`) on
the same specs; the corpus test runs every corpus model whose recorded TLC result is an invariant
violation and needs ../shared.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tla_py.cli import main
from tla_py.engine import result as R
from tla_py.engine.simulation.simulate import SimulationResult, simulate
from tla_py.engine.simulation.workers import worker_seeds
from tla_py.semantics import build_model
from tla_py.stdlib import reset_run

SPECS = Path(__file__).parent / "specs" / "simulate"
CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
RUNS = json.loads((Path(__file__).parent / "oracle" / "runs.json").read_text())
"""What the real TLC printed and exited with (tests/oracle/record_runs.py)."""


def _run(spec: str, cfg: str, seed: int = 1, **kw) -> tuple[SimulationResult, object]:
    reset_run(seed)
    model = build_model(SPECS / f"{spec}.tla", SPECS / f"{cfg}.cfg", check_deadlock=kw.pop("deadlock", None))
    return simulate(model, **kw), model


def _cli(capsys, *args: str) -> tuple[int, str]:
    code = main(["check", *args])
    return code, capsys.readouterr().out


def _assert_behaviour(res: SimulationResult, model) -> None:
    """The trace starts in an initial state and each step is a step of Next."""
    (_, first), *steps = res.trace
    assert first in list(model.init())
    prev = first
    for action, state in steps:
        assert (action, state) in model.successors(prev)
        prev = state


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_violation_trace_is_a_behaviour_ending_in_the_violation(seed: int) -> None:
    res, model = _run("SimWalk", "SimWalk", seed)
    assert (res.result, res.violated, res.exit_code) == (R.INVARIANT, "Small", 12)
    _assert_behaviour(res, model)
    xs = [state[0] for _, state in res.trace]
    assert xs[-1] == 5 and max(xs[:-1]) == 4  # Small (x < 5) holds until the last state
    assert len(res.trace) >= 6 and res.trace[0][0].name == "Init"


def test_same_seed_same_trace() -> None:
    runs = [_run("SimWalk", "SimWalk", seed)[0] for seed in (11, 11, 12, 13, 14)]
    traces = [[(a.name, s) for a, s in r.trace] for r in runs]
    assert traces[0] == traces[1] and runs[0].generated == runs[1].generated
    assert len({repr(t) for t in traces}) >= 3  # other seeds walk other ways


def test_without_violation_runs_num_behaviours(capsys) -> None:
    res, _ = _run("SimWalk", "SimWalkOk", num=20, depth=30)
    assert (res.result, res.traces, res.exit_code) == (R.SUCCESS, 20, 0)
    assert res.mean_length == 30  # no behaviour ends early: Up stays within Bounded via Flip
    code, out = _cli(capsys, str(SPECS / "SimWalk.tla"), "-config", str(SPECS / "SimWalkOk.cfg"),
                     "-simulate", "num=20", "-depth", "30", "-seed", "7")
    assert code == 0
    assert "Running Random Simulation with seed 7 with 1 worker" in out
    assert "Progress: " in out and "20 traces generated (trace length: mean=30, var(x)=0, sd=0)" in out
    assert "Simulation using seed 7 and aril 0" in out
    assert "The number of states generated: " in out


def test_time_budget_ends_an_endless_run() -> None:
    """Without num the run goes on until the budget is spent, even inside one long behaviour."""
    res, _ = _run("SimWalk", "SimWalkOk", budget=1.0)
    assert res.result == R.SUCCESS and res.traces > 10 and 1.0 <= res.seconds < 3
    res, _ = _run("SimWalk", "SimWalkOk", budget=1.0, depth=10**9)
    assert res.result == R.SUCCESS and res.traces == 1 and res.seconds < 3


def test_deadlock_found_and_switched_off(capsys) -> None:
    res, model = _run("SimStop", "SimStop", 3)
    assert res.result == R.DEADLOCK and res.exit_code == 11
    _assert_behaviour(res, model)
    assert res.trace[-1][1] == (3,) and model.successors((3,)) == []
    code, out = _cli(capsys, str(SPECS / "SimStop.tla"), "-config", str(SPECS / "SimStop.cfg"), "-simulate")
    assert code == 11 and "Error: Deadlock reached." in out and "State 1: <Init line 6, col 9" in out
    code, out = _cli(capsys, str(SPECS / "SimStop.tla"), "-config", str(SPECS / "SimStop.cfg"),
                     "-simulate", "num=5", "-deadlock")
    assert code == 0 and "5 traces generated" in out


def test_action_property_checked_on_every_step(capsys) -> None:
    res, model = _run("SimStop", "SimStopProp", 5, deadlock=False)
    assert (res.result, res.violated, res.exit_code) == (R.PROPERTY, "NoDecrease", 13)
    _assert_behaviour(res, model)
    assert res.trace[-1][0].name == "Down" and res.trace[-2][1] == (2,)
    code, out = _cli(capsys, str(SPECS / "SimStop.tla"), "-config", str(SPECS / "SimStopProp.cfg"),
                     "-simulate", "-deadlock", "-seed", "5")
    assert code == 13 and "Error: Action property NoDecrease is violated." in out


def test_constraint_excluded_successor_is_checked_never_taken() -> None:
    """As TLC: x = 3 is outside CONSTRAINT x < 3, so x = 2 has nothing to take: a deadlock; yet x = 3 is
    checked against the invariants."""
    res, _ = _run("SimBound", "SimBound")
    assert res.result == R.DEADLOCK and [s for _, s in res.trace] == [(0,), (1,), (2,)]
    res, _ = _run("SimBound", "SimBoundInv")
    assert res.result == R.INVARIANT and [s for _, s in res.trace] == [(0,), (1,), (2,), (3,)]
    res, _ = _run("SimBound", "SimBound", deadlock=False, num=4)
    assert (res.result, res.traces, res.mean_length) == (R.SUCCESS, 4, 3)


def test_lengths_counted_as_tlc(capsys) -> None:
    """TLC's length of a behaviour is its last state's level, at most -depth: 3 for 0 -> 1 -> 2."""
    tlc = RUNS["simulate_lengths"]
    code, out = _cli(capsys, str(SPECS / "SimBound.tla"), "-config", str(SPECS / "SimBound.cfg"),
                     *tlc["args"][:-3])
    assert code == tlc["exit"] == 0
    assert tlc["lines"][0] in out.splitlines()


def test_always_property_checked_as_an_invariant() -> None:
    """As TLC: PROPERTY [](x < 3) is checked on every state and reported as an invariant."""
    res, _ = _run("SimBound", "SimBoundAlways", num=3)
    assert (res.result, res.violated, len(res.trace)) == (R.INVARIANT, "AlwaysBelow3", 4)


def test_depth_bounds_the_steps() -> None:
    """-depth N: at most N steps (TLC finds x = 3, three steps away, with -depth 3 and not with 2)."""
    res, _ = _run("SimBound", "SimBoundDepth", depth=2, num=3)
    assert (res.result, res.traces) == (R.SUCCESS, 3)
    res, _ = _run("SimBound", "SimBoundDepth", depth=3, num=3)
    assert res.result == R.INVARIANT and len(res.trace) == 4


def test_no_initial_state(capsys) -> None:
    """As TLC's simulation (its breadth-first search succeeds): an error, exit 255."""
    spec = Path(__file__).parent / "specs" / "engine_empty_init.tla"
    code, out = _cli(capsys, str(spec), "-config", str(spec.with_suffix(".cfg")), "-simulate")
    assert code == 255 and "Error: There is no state satisfying the initial state predicate." in out


def test_bad_simulate_parameters(capsys) -> None:
    spec, cfg = str(SPECS / "SimWalk.tla"), str(SPECS / "SimWalk.cfg")
    assert main(["check", spec, "-config", cfg, "-simulate", "num=0"]) == 2
    assert main(["check", spec, "-config", cfg, "-simulate", "file=/tmp/tr"]) == 2
    assert main(["check", spec, "-config", cfg, "-simulate", "-depth", "0"]) == 2
    assert "needs num=N too, as in TLC" in capsys.readouterr().err  # file= alone, which TLC refuses too


def test_json_report_and_tlc_spelling(capsys, tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    code = main(["check", str(SPECS / "SimWalk.tla"), f"-config={SPECS / 'SimWalk.cfg'}", "-simulate=num=50",
                 "-depth=100", "-seed=3", "--json-report", str(report)])
    data = json.loads(report.read_text())
    assert code == 12 and data["result"] == "invariant violation" and data["violated"] == "Small"
    assert data["trace"][0]["label"].startswith("<Init line 6") and data["trace"][-1]["state"]["x"] == "5"
    capsys.readouterr()


# ---------------------------------------------------------------- -workers N: N simulator processes



def _tlapy(*args: str) -> list[str]:
    return [sys.executable, "-m", "tla_py.cli", "check", *args]


def test_worker_seeds_derive_from_the_run_seed_as_tlcs() -> None:
    """TLC's Simulator gives worker i the i-th nextLong() of a java.util.Random seeded with -seed."""
    # Java: r = new java.util.Random(7L); r.nextLong(); r.nextLong()
    assert worker_seeds(7, 2) == [-4967725919621401576, -4627004027837150407]
    assert worker_seeds(7, 3)[:2] == worker_seeds(7, 2) and len(set(worker_seeds(1, 4))) == 4


def test_workers_each_run_num_behaviours_as_tlc(capsys) -> None:
    tlc = RUNS["simulate_workers_num"]
    code, out = _cli(capsys, str(SPECS / "SimWalk.tla"), "-config", str(SPECS / "SimWalkOk.cfg"),
                     "-simulate", "num=10", "-depth", "5", "-workers", "2", "-seed", "7")
    assert code == tlc["exit"] == 0
    assert "Running Random Simulation with seed 7 with 2 workers on" in out
    # TLC: 20 behaviours (each worker's 10) of 5 steps; it generates the chosen action's successors
    # only (102 states: 2 + 20 * 5), as tlapy. TLC's workers update one mean and m2 at once, which gives
    # mean=5 or mean=3, var(x)=4 from run to run; tlapy merges the workers'.
    assert "Progress: 102 states checked, 20 traces generated (trace length: " in tlc["lines"][0]
    assert "Progress: 102 states checked, 20 traces generated (trace length: mean=5, var(x)=0, sd=0)" in out


def test_violation_found_by_two_workers_replays(tmp_path: Path) -> None:
    """-workers 2: TLC's verdict and exit code, a trace that is a behaviour of the spec, files written."""
    tlc = RUNS["simulate_workers_violation"]
    itf, tla = tmp_path / "t.itf", tmp_path / "t.tla"
    walk, cfg = str(SPECS / "SimWalk.tla"), str(SPECS / "SimWalk.cfg")
    run = subprocess.run(_tlapy(walk, "-config", cfg, "-simulate", "-workers", "2", "-seed", "7",
                                "-dumpTrace", "itf", str(itf), "-dumpTrace", "tla", str(tla)),
                         capture_output=True, text=True, timeout=120, env=ENV)
    assert run.returncode == tlc["exit"] == 12, run.stdout + run.stderr
    assert tlc["lines"][0] == "Error: Invariant Small is violated." and tlc["lines"][0] in run.stdout
    assert f'"CounterExample written: {itf}"' in run.stdout and "CounterExample ==" in tla.read_text()
    replay = subprocess.run([sys.executable, "-m", "tla_py.cli", "replay", walk, "-config", cfg, str(itf)],
                            capture_output=True, text=True, timeout=120, env=ENV)
    assert replay.returncode == 0, replay.stdout + replay.stderr
    assert json.loads(itf.read_text())["states"][-1]["x"] == 5


@pytest.mark.parametrize("workers", ["1", "2"])
def test_continue_reports_each_violating_behaviour_as_tlc(capsys, workers: str) -> None:
    """-simulate -continue: each behaviour's violation printed with its counts so far, then exit 0 (TLC
    prints the counts of the end each time, having printed late; tlapy those of the moment)."""
    tlc = RUNS["simulate_continue"]
    code, out = _cli(capsys, str(SPECS / "SimCont.tla"), "-simulate", "num=3", "-continue", "-deadlock",
                     "-seed", "1", "-workers", workers)
    assert code == tlc["exit"] == 0

    def shape(lines: list[str]) -> list[str]:
        return [ln for ln in lines if ln and not re.match(r"(Running |Finished|The number of states)", ln)]

    n = 3 * int(workers)
    expected = shape(tlc["lines"][:10]) * n + [f"Progress: {n * 2 + 1} states checked, {n} traces generated "
                                               "(trace length: mean=0, var(x)=0, sd=0)", tlc["lines"][-1]]
    assert shape(out.splitlines()) == expected
    assert out.splitlines()[1] == "Finished computing initial states: 1 distinct state generated."


def test_init_prints_once_with_workers(capsys) -> None:
    """The workers compute the initial states again, silently: Print's output comes once, as TLC's."""
    tlc = RUNS["simulate_workers_print"]
    code, out = _cli(capsys, str(SPECS / "SimPrint.tla"), *tlc["args"][:-1])
    assert code == tlc["exit"] == 0
    assert out.count('"init"') == tlc["lines"].count('"init"') == 1
    assert "Progress: 13 states checked, 4 traces generated" in out  # Init's 1, then 4 * 3 steps


ENV = {**os.environ, "TLAPY_PYTHON": "current"}
needs_proc = pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs /proc to find workers")


def _start_endless(workers: int = 2) -> tuple[subprocess.Popen, list[int]]:
    """An endless `-simulate -workers 2` run (bounded by --stop-after) and its worker pids, once running."""
    p = subprocess.Popen(_tlapy(str(SPECS / "SimWalk.tla"), "-config", str(SPECS / "SimWalkOk.cfg"),
                                "-simulate", "-workers", str(workers), "--stop-after", "60"),
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=ENV,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # as in a terminal
    kids: list[int] = []
    deadline = time.monotonic() + 60
    while len(kids) < workers and time.monotonic() < deadline and p.poll() is None:
        time.sleep(0.2)
        kids = _children(p.pid)
    assert len(kids) == workers, "the run did not start its workers"
    time.sleep(3)  # the workers are building the model or simulating
    assert p.poll() is None
    return p, kids


def _children(pid: int) -> list[int]:
    kids = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        kids += [int(k) for k in (task / "children").read_text().split()]
    return [k for k in kids if b"child_main" in Path(f"/proc/{k}/cmdline").read_bytes()]


def _ended(pid: int, within: float) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        stat = Path(f"/proc/{pid}/stat")
        if not stat.exists() or stat.read_text().rsplit(")", 1)[1].split()[0] == "Z":
            return True
        time.sleep(0.2)
    return False


@needs_proc
def test_killed_worker_ends_the_run_with_255() -> None:
    p, kids = _start_endless()
    try:
        os.kill(kids[1], signal.SIGKILL)
        out, _ = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    assert p.returncode == 255, out
    assert f"Worker 2 of 2 (pid {kids[1]}) was killed by signal 9 before the simulation ended" in out
    assert _ended(kids[0], 10)


@needs_proc
def test_ctrl_c_ends_every_worker() -> None:
    p, kids = _start_endless()
    try:
        p.send_signal(signal.SIGINT)
        out, _ = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    assert p.returncode == 130, out
    assert "Simulation interrupted: no error has been found so far." in out
    assert re.search(r"Progress: \d+ states checked, \d+ traces generated", out)  # what they had done
    assert all(_ended(k, 10) for k in kids)


# ---------------------------------------------------------------- the corpus's invariant violations

DEPTH = {"tower_of_hanoi__Hanoi.toolbox-Model_1-MC": 100_000}
"""Towers of Hanoi: a random walk needs about 1,500 moves to reach the solved state from the start,
so behaviours of 100 steps (TLC's default) almost never do; one long behaviour does."""


MISSED = {"acp__ACP_NB_WRONG_TLC": "random behaviours almost never reach AC1's violation: TLC's own "
                                  "-simulate did not in 60 s (2.4 million behaviours, seed 1), nor tlapy's"}


def _corpus_models() -> list:
    if not (CORPUS / "expected.json").is_file():
        return [pytest.param(None, marks=pytest.mark.skip(reason="../shared/corpus is absent"))]
    records = json.loads((CORPUS / "expected.json").read_text())
    return [pytest.param(r, id=r["id"], marks=[pytest.mark.skip(reason=MISSED[r["id"]])] if r["id"] in MISSED
                         else []) for r in records if r["result"] == "invariant violation"]


@pytest.mark.parametrize("record", _corpus_models())
def test_corpus_invariant_violations_found(record: dict) -> None:
    name = record["id"]
    folder = CORPUS / record["dir"]
    reset_run(1)
    model = build_model(folder / record["spec"], folder / record["cfg"],
                        check_deadlock=False if "-deadlock" in record["tlc_args"] else None)
    res = simulate(model, depth=DEPTH.get(name, 100), budget=60)
    assert (res.result, res.violated) == (R.INVARIANT, record["violated"]), f"{res.traces} behaviours"
    _assert_behaviour(res, model)
    assert len(res.trace) >= record["trace_len"]  # breadth-first search's trace is a shortest one


@pytest.mark.parametrize("workers", ["1", "2"])
def test_an_unwritable_behaviour_file_is_tlcs_error(tmp_path: Path, workers: str) -> None:
    spec = tmp_path / "Counter.tla"
    spec.write_text("---- MODULE Counter ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n"
                    "Next == x' = (x + 1) % 5\n====\n")
    (tmp_path / "Counter.cfg").write_text("INIT Init\nNEXT Next\n")
    missing = tmp_path / "missing" / "F"
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", str(spec), "-simulate",
                        f"num=3,file={missing}", "-depth", "5", "-workers", workers],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 255, p.stdout + p.stderr  # TLC's: "Error: Unable to write to file .../F_0_0"
    assert f"Unable to write to file {missing}_" in p.stdout + p.stderr
    assert "internal error" not in p.stdout + p.stderr and "Traceback" not in p.stdout + p.stderr
