"""`-workers 2`: real worker processes give one worker's verdict, counts and trace; a killed worker
fails the run with exit 255, never a hang and never success."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tla_py.engine import check
from tla_py.semantics import build_model
from tla_py.stdlib import reset_run

ROOT = Path(__file__).resolve().parents[1]
SPECS = ROOT / "tests" / "specs"
LIVE = json.loads((SPECS / "live" / "models.json").read_text())
RANDOM = json.loads((SPECS / "random" / "models.json").read_text())


def _cases() -> list[tuple[str, str, int]]:
    """(spec, config, seed) of the engine's rule specs, the liveness specs and the random ones."""
    cases = []
    for cfg in sorted(SPECS.glob("engine_*.cfg")):
        cases.append((str(cfg.with_suffix(".tla")), str(cfg), 0))
    for name, module in sorted(LIVE.items()):
        cases.append((str(SPECS / "live" / f"{module}.tla"), str(SPECS / "live" / f"{name}.cfg"), 0))
    for module, info in sorted(RANDOM.items()):
        cfg = SPECS / "random" / f"{module}.cfg"
        cases.append((str(cfg.with_suffix(".tla")), str(cfg), info["seeds"][0]))
    cases.append((str(ROOT / "specs" / "BookKeeperProtocol.tla"),
                  str(ROOT / "cfg" / "BookKeeperProtocol_b2_wq1_aq1.cfg"), 0))  # SYMMETRY, 3,062 states
    return cases


def _run(spec: str, cfg: str, seed: int, workers: int, deadlock: bool | None = None):
    reset_run(seed)
    model = build_model(spec, cfg, check_deadlock=deadlock)
    return check(model, workers=workers)


def _outcome(res) -> dict:
    """What one and N workers must agree on (generated only on success, as TLC's counts then)."""
    out = {
        "result": res.result, "violated": res.violated, "distinct": res.distinct, "depth": res.depth,
        "left": res.left_on_queue, "trace": [(a, s) for a, s in res.trace], "kind": res.trace_kind,
        "back_to": res.back_to, "message": res.message, "span": res.span, "initial": res.initial_states,
    }
    if res.ok:
        out["generated"] = res.generated
    return out


@pytest.mark.parametrize("spec,cfg,seed", _cases(), ids=lambda x: Path(x).stem if isinstance(x, str) else "")
def test_two_workers_as_one(spec: str, cfg: str, seed: int) -> None:
    one = _run(spec, cfg, seed, 1)
    two = _run(spec, cfg, seed, 2)
    assert _outcome(two) == _outcome(one)
    assert two.warnings == one.warnings


GRID_SPEC = """---- MODULE Grid ----
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\\ y = 0
Next == \\/ x < 90 /\\ x' = x + 1 /\\ UNCHANGED y
        \\/ y < 90 /\\ y' = y + 1 /\\ UNCHANGED x
Inv == x + y < 70 \\/ x # 33
====
"""


def test_violation_after_shares_are_evened(tmp_path: Path) -> None:
    """From one initial state every new state is first found by worker 0's successors: the shares
    are evened out, and the first violation is one worker's all the same."""
    (tmp_path / "Grid.tla").write_text(GRID_SPEC)
    (tmp_path / "Grid.cfg").write_text("INIT Init\nNEXT Next\nINVARIANT Inv\n")
    one = _run(str(tmp_path / "Grid.tla"), str(tmp_path / "Grid.cfg"), 0, 1)
    two = _run(str(tmp_path / "Grid.tla"), str(tmp_path / "Grid.cfg"), 0, 2)
    assert one.result == "invariant violation" and len(one.trace) == 71
    assert _outcome(two) == _outcome(one)


def test_no_deadlock_check_and_three_workers() -> None:
    spec, cfg = str(SPECS / "engine_deadlock.tla"), str(SPECS / "engine_deadlock.cfg")
    one = _run(spec, cfg, 0, 1, deadlock=False)
    three = _run(spec, cfg, 0, 3, deadlock=False)
    assert one.ok and _outcome(three) == _outcome(one)


RUN_SPEC = """---- MODULE Runs ----
EXTENDS Naturals, TLC
VARIABLES x, y
Init == x \\in 0..3 /\\ y = 0
Next == \\/ x < 12 /\\ x' = x + 1 /\\ y' = y
        \\/ y < 5 /\\ y' = y + 1 /\\ x' = x /\\ TLCSet(1, TLCGet("level"))
Inv == PrintT(<<"level", TLCGet("level")>>) /\\ x + y < 100
Done == TLCGet("distinct") = 78 /\\ TLCGet("generated") = 141
ASSUME PrintT("assumed")
====
"""


def test_print_tlcget_and_postcondition(tmp_path: Path) -> None:
    """Print from the workers reaches stdout; TLCGet("level") is the state's level; POSTCONDITION sees
    the final counts."""
    (tmp_path / "Runs.tla").write_text(RUN_SPEC)
    (tmp_path / "Runs.cfg").write_text("INIT Init\nNEXT Next\nINVARIANT Inv\nPOSTCONDITION Done\n")
    cmd = [sys.executable, "-m", "tla_py.cli", "check", "Runs.tla", "-workers", "2", "-deadlock"]
    p = subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stdout + p.stderr
    assert '"assumed"' in p.stdout and "141 states generated, 78 distinct states found" in p.stdout
    levels = [int(line.split(",")[1].strip(" >")) for line in p.stdout.splitlines() if '<<"level"' in line]
    assert sorted(set(levels)) == list(range(1, 16)) and len(levels) == 78


def _cpu_seconds(pid: int) -> float:
    """The CPU time a process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _children(pid: int) -> list[int]:
    """The worker processes of the run with this pid (its children started by tla_py.engine.processes:
    spawned, running child_main, or forked, with its own command line)."""
    kids = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        kids += [int(k) for k in (task / "children").read_text().split()]
    own = Path(f"/proc/{pid}/cmdline").read_bytes()
    return [k for k in kids if Path(f"/proc/{k}/cmdline").read_bytes() == own
            or b"child_main" in Path(f"/proc/{k}/cmdline").read_bytes()]


def _start_long_run() -> tuple[subprocess.Popen, list[int]]:
    """`tlapy check -workers 2` on a model that takes about a minute, and the pids of its worker processes:
    one forked (worker 0 runs in the coordinator's process on its interpreter), two spawned."""
    cmd = [sys.executable, "-m", "tla_py.cli", "check", "BookKeeperProtocol.tla", "-config",
           "../cfg/BookKeeperProtocol_b2_wq2_aq1.cfg", "-deadlock", "-workers", "2"]
    p = subprocess.Popen(cmd, cwd=ROOT / "specs", stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         env={**os.environ, "TLAPY_PYTHON": "current"})
    workers: list[int] = []
    deadline = time.monotonic() + 60
    while not workers and time.monotonic() < deadline and p.poll() is None:
        time.sleep(0.2)
        workers = _children(p.pid)
    assert workers, "the run did not start its workers"
    time.sleep(3)  # well into the search
    assert p.poll() is None
    return p, workers


def _gone(pid: int, within: float) -> bool:
    """True once process `pid` has ended (or is a zombie) within `within` seconds."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        stat = Path(f"/proc/{pid}/stat")
        if not stat.exists() or stat.read_text().rsplit(")", 1)[1].split()[0] == "Z":
            return True
        time.sleep(0.2)
    return False


needs_proc = pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs /proc to find workers")


@needs_proc
def test_killed_worker_fails_the_run() -> None:
    """A worker killed with SIGKILL mid-run: exit 255, a message naming it, no success, no hang."""
    p, workers = _start_long_run()
    try:
        os.kill(workers[-1], signal.SIGKILL)
        out, _ = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    assert p.returncode == 255, out
    assert f"Worker 2 of 2 (pid {workers[-1]}) was killed by signal 9" in out
    assert "No error has been found" not in out
    assert all(_gone(w, 10) for w in workers[:-1])  # any other worker is stopped too


@needs_proc
def test_workers_end_with_a_killed_coordinator() -> None:
    """The coordinator killed with SIGKILL (it cannot stop its workers): the workers end by themselves."""
    p, workers = _start_long_run()
    p.kill()
    p.communicate(timeout=60)
    assert all(_gone(w, 15) for w in workers)


@needs_proc
def test_a_killed_worker_leaves_the_truth_of_the_search(tmp_path: Path) -> None:
    """What was reached, not zeros: the depth, the level being expanded on the queue (Forever's levels after
    the first hold 10 states), in the text and in the JSON report."""
    report = tmp_path / "r.json"
    cmd = [sys.executable, "-m", "tla_py.cli", "check", "tests/specs/lifecycle/Forever.tla", "-workers", "2",
           "--json-report", str(report)]
    p = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         env={**os.environ, "TLAPY_PYTHON": "current"})
    try:
        deadline = time.monotonic() + 60
        while not _children(p.pid) and time.monotonic() < deadline:
            time.sleep(0.2)
        worker = _children(p.pid)[-1]
        while _cpu_seconds(worker) < 4 and time.monotonic() < deadline:  # well into the search, even on a
            time.sleep(0.2)  # busy machine
        os.kill(worker, signal.SIGKILL)
        out, _ = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    assert p.returncode == 255, out
    r = json.loads(report.read_text())
    assert r["result"] == "error" and r["depth"] > 2
    assert (r["left_on_queue"], r["distinct"]) == (10, 1 + 10 * (r["depth"] - 1))
    counts = f"{r['generated']} states generated, {r['distinct']} distinct states found"
    assert f"{counts}, 10 states left on queue." in out
    assert f"The depth of the complete state graph search is {r['depth']}." in out


def test_workers_past_the_cores_run_one_a_core(tmp_path: Path) -> None:
    """-workers 64: one worker process a core, with a warning (each is a process with its own model)."""
    cores = os.cpu_count() or 1
    spec = SPECS / "engine_div_error.tla"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TLAPY_PYTHON": "current"}
    run = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", str(spec), "-workers", "64"],
                         cwd=tmp_path, capture_output=True, text=True, env=env, timeout=300)
    assert f"Warning: -workers 64 is more than the {cores} cores: running {cores} workers" in run.stderr
    assert f"with {cores} worker{'s' if cores > 1 else ''} on {cores} core" in run.stdout
