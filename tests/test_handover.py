"""A search moved between two levels to another interpreter (--python auto): the same verdict, counts,
trace, registers and liveness graph as one that stays. Real processes; the 'prepared PyPy' is a launcher
of this interpreter, so the move itself is what is tested, on any machine."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tla_py.engine.inprocess import handover
from tla_py.engine.inprocess.handover import (
    MIN_EXPANDED,
    WARM_PATIENCE,
    WARM_WORTH,
    HandOver,
    InitTooLong,
    init_deadline,
)

SPECS = Path(__file__).resolve().parent / "specs"
ROOT = Path(__file__).resolve().parents[1]
NOISE = re.compile(r"^(Running breadth-first|Moving the search|The search (goes on|starts over)|Progress\(|"
                   r"Finished in)")
PID = re.compile(r"\[pid: (\d+)\]")
WARM, COLD = "at-once", "never"  # TLAPY_PREWARM: the other interpreter started at once, or at the move


def _home(tmp_path: Path, body: str) -> Path:
    """A TLAPY_HOME whose prepared 'PyPy' is a launcher of this interpreter (`body` runs it, as $PY) that
    notes each pid it runs as."""
    launcher = tmp_path / "home" / "pypy" / "bin" / "python"
    launcher.parent.mkdir(parents=True)
    pids = tmp_path / "home" / "pids"
    launcher.write_text(f'#!/bin/sh\necho $$ >> "{pids}"\nPY="{sys.executable}"\n{body}\n')
    launcher.chmod(0o755)
    return tmp_path / "home"


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A launcher that runs this interpreter as it is asked to."""
    return _home(tmp_path, 'exec "$PY" "$@"')


def _check(home: Path, tmp: Path, spec: str, cfg: str, *, worth: str, prewarm: str = WARM,
           init: str = "0") -> subprocess.CompletedProcess:
    env = {**os.environ, "TLAPY_HOME": str(home), "TLAPY_PYTHON": "auto", "TLAPY_HANDOVER_WORTH": worth,
           "TLAPY_PREWARM": prewarm, "TLAPY_HANDOVER_INIT": init, "TMPDIR": str(tmp),
           "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", "tla_py.cli", "check", str(SPECS / spec), "-config", str(SPECS / cfg),
           "-deadlock"]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)


def _result(p: subprocess.CompletedProcess) -> list[str]:
    """The run's output without what says where and when it ran."""
    return [line for line in p.stdout.splitlines() if not NOISE.match(line)]


def _pids(p: subprocess.CompletedProcess) -> list[int]:
    """The pids the run said it ran in: the header's, then the one the search went on in."""
    return [int(pid) for pid in PID.findall(p.stdout)]


def _gone(pid: int) -> bool:
    """No process has this pid (a child reaped leaves no zombie behind)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.parametrize("prewarm", [WARM, COLD])
@pytest.mark.parametrize("spec, cfg, code", [
    ("handover.tla", "handover.cfg", 0),  # TLC: 86 generated, 50 distinct, depth 14, <<"counted", 40>>
    ("handover.tla", "handover_inv.cfg", 12),  # TLC: Small violated, 9-state trace
    ("engine_prop_lasso.tla", "engine_prop_lasso.cfg", 13),
    ("engine_symmetry.tla", "engine_symmetry.cfg", 0),
])
def test_moved_search_ends_as_one_that_stays(home: Path, tmp_path: Path, spec: str, cfg: str,
                                             code: int, prewarm: str) -> None:
    moved_tmp, stayed_tmp = tmp_path / "moved", tmp_path / "stayed"
    moved_tmp.mkdir()
    stayed_tmp.mkdir()
    moved = _check(home, moved_tmp, spec, cfg, worth="0", prewarm=prewarm)
    stayed = _check(home, stayed_tmp, spec, cfg, worth="1e9", prewarm=COLD)
    assert (moved.returncode, stayed.returncode) == (code, code), moved.stderr + stayed.stderr
    assert "Moving the search to " in moved.stdout and "The search goes on in " in moved.stdout
    assert "Moving the search" not in stayed.stdout
    assert _result(moved) == _result(stayed)
    assert not list(moved_tmp.glob("tlapy-checkpoint-*")), "the checkpoint is deleted once read"
    here, there = _pids(moved)
    # warm: a child started ahead takes the search; cold: this process execs the other interpreter
    assert (here != there) == (prewarm == WARM)


def test_warm_child_is_ended_when_the_search_ends_here(home: Path, tmp_path: Path) -> None:
    p = _check(home, tmp_path, "handover.tla", "handover.cfg", worth="1e9")
    assert p.returncode == 0, p.stderr
    assert "86 states generated, 50 distinct states found, 0 states left on queue." in p.stdout
    (child,) = map(int, (home / "pids").read_text().split())  # it was started
    assert _gone(child), "the warm child is killed and reaped"
    assert p.stderr == ""


def test_a_child_killed_after_its_turn_is_exit_255_with_a_message(tmp_path: Path) -> None:
    home = _home(tmp_path, '"$PY" "$@"\nkill -9 $$')
    p = _check(home, tmp_path, "handover.tla", "handover.cfg", worth="0")
    assert p.returncode == 255
    (child,) = map(int, (home / "pids").read_text().split())
    assert f"tlapy: the search's process {child} ({home}/pypy/bin/python) was ended by signal 9" in p.stderr
    assert "Traceback" not in p.stderr


def test_a_child_dead_before_its_turn_leaves_the_move_to_a_fresh_start(tmp_path: Path) -> None:
    home = _home(tmp_path, 'case "$*" in *--warm*) exit 3;; esac\nexec "$PY" "$@"')
    p = _check(home, tmp_path, "handover.tla", "handover.cfg", worth="0")
    assert p.returncode == 0, p.stderr
    assert "The search goes on in " in p.stdout
    assert "86 states generated, 50 distinct states found, 0 states left on queue." in p.stdout
    _warm, fresh = map(int, (home / "pids").read_text().split())
    assert _pids(p)[0] == fresh  # the fresh start replaced this process


@pytest.mark.parametrize("prewarm", [WARM, COLD])
def test_a_long_init_starts_the_run_over_on_the_other_interpreter(home: Path, tmp_path: Path,
                                                                  prewarm: str) -> None:
    """TLC -deadlock: 4000 states generated, 2000 distinct states found, depth 1."""
    spec, cfg = "handover_slow_init.tla", "handover_slow_init.cfg"
    over = _check(home, tmp_path, spec, cfg, worth="0", prewarm=prewarm, init="0.01")
    stayed = _check(home, tmp_path, spec, cfg, worth="1e9", prewarm=COLD)
    assert over.returncode == stayed.returncode == 0, over.stderr + stayed.stderr
    assert "of CPU computing the initial states: it starts over there." in over.stdout
    assert "The search starts over in " in over.stdout and "Moving the search" not in stayed.stdout
    assert over.stdout.count("Running breadth-first") == 1
    assert _result(over) == _result(stayed)
    assert "4000 states generated, 2000 distinct states found, 0 states left on queue." in over.stdout


@pytest.mark.parametrize("prewarm", [WARM, COLD])
def test_a_constant_drawn_at_random_is_the_same_after_the_move(home: Path, tmp_path: Path,
                                                               prewarm: str) -> None:
    """No -seed: the other interpreter takes this run's seed, so its model draws the same function
    (TLC -deadlock: 10 states generated, 10 distinct states found, depth 10, SameDraw holds)."""
    p = _check(home, tmp_path, "handover_drawn.tla", "handover_drawn.cfg", worth="0", prewarm=prewarm)
    assert "The search goes on in " in p.stdout
    assert p.returncode == 0, p.stdout[-2000:]
    assert "10 states generated, 10 distinct states found, 0 states left on queue." in p.stdout


def test_registers_survive_the_move(home: Path, tmp_path: Path) -> None:
    p = _check(home, tmp_path, "handover.tla", "handover.cfg", worth="0")
    assert '<<"counted", 40>>' in p.stdout  # TLC's value: TLCSet counted before and after the move
    assert "86 states generated, 50 distinct states found, 0 states left on queue." in p.stdout


def test_a_short_search_stays() -> None:
    """Moving pays when the next level is estimated to take `worth` seconds or more here, or when the
    search has already run `patience` seconds."""
    h = HandOver(go=lambda path, why: None, worth=1.5, patience=8.0)
    assert h.estimate(frontier=10_000, expanded=MIN_EXPANDED - 1, seconds=60.0) is None
    assert h.estimate(frontier=100, expanded=1000, seconds=1.0) is None
    assert h.estimate(frontier=2000, expanded=1000, seconds=1.0) == pytest.approx(2.0)
    assert h.estimate(frontier=100, expanded=1000, seconds=9.0) == pytest.approx(0.9)


def test_a_warm_interpreter_takes_the_search_sooner() -> None:
    """Once the other interpreter has built the model ahead, a move pays at WARM_WORTH for a level GROWING
    times the last, or at WARM_PATIENCE for one no smaller (the user's lower WORTH stays); before, or on
    shrinking levels, the usual worth and patience hold."""
    warm, costly, late = [False], round((WARM_WORTH + 0.1) * 1000), WARM_PATIENCE + 0.2
    h = HandOver(go=lambda path, why: None, worth=1.5, patience=8.0, warm=lambda: warm[0])
    assert h.estimate(frontier=10, expanded=1000, seconds=1.0) is None
    assert h.estimate(frontier=costly, expanded=1000, seconds=1.0) is None
    assert h.estimate(frontier=costly, expanded=1000, seconds=late) is None
    warm[0] = True
    assert h.estimate(frontier=costly, expanded=1000, seconds=late) == pytest.approx(costly * late / 1000)
    assert h.estimate(frontier=costly - 1, expanded=1000, seconds=late) is None  # shrinking
    assert h.estimate(frontier=10, expanded=1000, seconds=1.0) is None
    assert h.estimate(frontier=costly, expanded=1000, seconds=1.0) == pytest.approx(costly / 1000)
    assert h.estimate(frontier=costly, expanded=1000, seconds=1.0) is None  # not growing
    low = HandOver(go=lambda path, why: None, worth=0.01, patience=8.0, warm=lambda: True)
    assert low.estimate(frontier=10, expanded=1000, seconds=1.0) == pytest.approx(0.01)


def _starts_ahead(prewarm: str, frontier: int, expanded: int, seconds: float) -> bool:
    started = []
    HandOver(go=lambda path, why: None, worth=1.5, patience=8.0, prepare=lambda: started.append(1),
             prewarm=prewarm).ready(frontier, expanded, seconds)
    return bool(started)


def test_the_other_interpreter_starts_ahead_when_the_move_looks_near() -> None:
    """Without a spare core it starts at half the patience, or at a next level a third as costly as a
    move's worth; `at-once` starts it whatever the search, `never` leaves it to the move."""
    assert not _starts_ahead("near", frontier=100, expanded=1000, seconds=1.0)
    assert not _starts_ahead("near", frontier=10_000, expanded=MIN_EXPANDED - 1, seconds=1.0)
    assert _starts_ahead("near", frontier=600, expanded=1000, seconds=1.0)  # 0.6 s >= 1.5 / 3
    assert _starts_ahead("near", frontier=10, expanded=1000, seconds=4.0)
    assert _starts_ahead("at-once", frontier=0, expanded=0, seconds=0.0)
    assert not _starts_ahead("never", frontier=10_000, expanded=1000, seconds=60.0)


def test_initial_states_alone_can_move_the_search(home: Path, tmp_path: Path) -> None:
    """Many initial states: Init's speed estimates level 1, and the search moves before expanding it."""
    env = {"TLAPY_HANDOVER_WORTH": "0.000001"}
    p = _check(home, tmp_path, "handover_init.tla", "handover_init.cfg", worth=env["TLAPY_HANDOVER_WORTH"])
    assert p.returncode == 0, p.stderr
    assert "after the initial states (300 distinct states" in p.stdout
    assert "The search goes on in " in p.stdout and "from level 1." in p.stdout
    assert "600 states generated, 300 distinct states found, 0 states left on queue." in p.stdout


def _spin_until_moved(h: HandOver) -> float:
    """CPU seconds an Init that never ends runs under init_deadline before it must start over."""
    start = time.process_time()
    with pytest.raises(InitTooLong), init_deadline(h):
        while time.process_time() - start < 5:
            pass
    return time.process_time() - start


def test_a_long_init_without_a_spare_core_starts_the_other_interpreter_and_moves_once_it_is_warm(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """prewarm `near`: past init_patience_for(AT_ONCE) the other interpreter starts, and Init moves when
    it says it has built the model, before the patience; never warm, at the patience."""
    monkeypatch.setattr(handover, "init_patience_for", lambda prewarm: 0.05)
    started: list[float] = []

    def built() -> bool:
        return bool(started) and time.process_time() - started[0] > 0.1

    h = HandOver(go=lambda path, why: None, prepare=lambda: started.append(time.process_time()),
                 prewarm="near", start_over=lambda why: None, init_patience=2.0, warm=built)
    assert 0.1 < _spin_until_moved(h) < 1.0 and started
    cold = HandOver(go=lambda path, why: None, prepare=lambda: None, prewarm="near",
                    start_over=lambda why: None, init_patience=0.4, warm=lambda: False)
    assert _spin_until_moved(cold) >= 0.4
