"""No process of a run outlives the `tlapy` the user started, and Ctrl-C stops a run as it did before the
search moved: kill -9 and SIGINT sent to that pid, after a move to the 'prepared PyPy' (here a launcher
of this interpreter, as in tests/test_handover.py), with -workers and with -simulate. Real processes,
found by a mark in their environment (Linux's /proc)."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tla_py.cli import INTERRUPTED

ROOT = Path(__file__).resolve().parents[1]
FOREVER = ROOT / "tests" / "specs" / "lifecycle" / "Forever.tla"
MARK = "TLAPY_TEST_RUN"

pytestmark = pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs Linux's /proc")


class Run:
    """`tlapy check Forever.tla ARGS` with its search moved to a launcher of this interpreter."""

    def __init__(self, tmp_path: Path, *args: str, prewarm: str = "at-once", worth: str = "0", **more: str):
        launcher = tmp_path / "home" / "pypy" / "bin" / "python"
        launcher.parent.mkdir(parents=True)
        launcher.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
        launcher.chmod(0o755)
        self.mark = f"{MARK}={tmp_path}".encode()
        env = {**os.environ, "TLAPY_HOME": str(tmp_path / "home"), "TLAPY_PYTHON": "auto",
               "TLAPY_HANDOVER_WORTH": worth, "TLAPY_PREWARM": prewarm, "TMPDIR": str(tmp_path),
               "PYTHONPATH": str(ROOT), MARK: str(tmp_path), **more}
        # SIGINT as a terminal leaves it, whatever the launcher of the tests did (a shell's `&` ignores it)
        self.proc = subprocess.Popen([sys.executable, "-m", "tla_py.cli", "check", str(FOREVER), *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                                     preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line)

    def wait_for(self, pattern: str, processes: int, timeout: float = 60) -> None:
        """Until a line matches and the run has that many processes."""
        deadline = time.monotonic() + timeout
        seen = ""
        while not re.search(pattern, seen):
            try:
                seen = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                pytest.fail(f"no line matching {pattern!r}")
        while len(self.processes()) < processes:
            assert time.monotonic() < deadline, f"{self.processes()}: fewer than {processes} processes"
            time.sleep(0.05)

    def processes(self) -> list[int]:
        """The pids of this run's processes that still run (zombies excepted)."""
        pids = []
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/environ", "rb") as f:
                    marked = self.mark in f.read().split(b"\0")
                with open(f"/proc/{entry}/stat", "rb") as f:
                    running = f.read().rsplit(b")", 1)[1].split()[0] != b"Z"
            except OSError:
                continue
            if marked and running:
                pids.append(int(entry))
        return pids

    def left_after(self, seconds: float) -> list[int]:
        """The run's processes still there `seconds` after now."""
        deadline = time.monotonic() + seconds
        while self.processes() and time.monotonic() < deadline:
            time.sleep(0.05)
        return self.processes()

    def end(self) -> None:
        """Kill whatever of the run is left (only its own processes) and reap `tlapy`."""
        for pid in self.processes():
            os.kill(pid, signal.SIGKILL)
        self.proc.kill()
        self.proc.wait()


@pytest.fixture
def runs():
    started: list[Run] = []
    yield started
    for run in started:
        run.end()


MOVED = r"^The search goes on in "


@pytest.mark.parametrize("prewarm, processes", [("at-once", 2), ("never", 1)])
def test_kill_after_the_move_leaves_no_process(tmp_path: Path, runs: list, prewarm: str,
                                               processes: int) -> None:
    """at-once: a warm child took the search and `tlapy` waits for it; never: `tlapy` became the search."""
    run = Run(tmp_path, prewarm=prewarm)
    runs.append(run)
    run.wait_for(MOVED, processes)
    run.proc.kill()
    assert run.left_after(2) == []


def test_kill_before_the_move_ends_the_warm_child(tmp_path: Path, runs: list) -> None:
    run = Run(tmp_path, prewarm="at-once", worth="1e9")
    runs.append(run)
    run.wait_for(r"^Running breadth-first", 2)
    time.sleep(1)  # the child builds its model, or waits for its turn
    run.proc.kill()
    assert run.left_after(2) == []


@pytest.mark.parametrize("args", [("-workers", "2"), ("-simulate", "-workers", "2"), ("-simulate",)],
                         ids=["workers", "simulate-workers", "simulate"])
def test_kill_leaves_no_worker(tmp_path: Path, runs: list, args: tuple) -> None:
    """-workers and -simulate run on the 'PyPy' from the start: `tlapy` became it, the workers are its."""
    run = Run(tmp_path, *args)
    runs.append(run)
    workers = 2 if "-workers" in args else 0
    run.wait_for(r"^Running ", 1 + workers)
    time.sleep(1)  # the workers build their models, or search
    run.proc.kill()
    assert run.left_after(2) == []


@pytest.mark.parametrize("prewarm, args", [("at-once", ()), ("never", ()), ("never", ("-workers", "2"))],
                         ids=["warm", "cold", "workers"])
def test_sigint_after_the_move_stops_the_run(tmp_path: Path, runs: list, prewarm: str, args: tuple) -> None:
    run = Run(tmp_path, *args, prewarm=prewarm)
    runs.append(run)
    if args:
        run.wait_for(r"^Running ", 3)
    else:
        run.wait_for(MOVED, 2 if prewarm == "at-once" else 1)
    time.sleep(0.5)
    run.proc.send_signal(signal.SIGINT)
    assert run.proc.wait(timeout=30) == 130
    assert run.proc.stderr.read().strip().splitlines() == [INTERRUPTED]
    assert run.left_after(2) == []


def test_kill_of_a_spark_driver_ends_its_jvm(tmp_path: Path, runs: list) -> None:
    """pyspark's JVM ends about a second after its driver by itself; tlapy's watchdog kills it at once."""
    pytest.importorskip("pyspark", reason="pyspark is not installed (pip install -e '.[dev]')")
    if subprocess.run(["java", "-version"], capture_output=True).returncode != 0:
        pytest.skip("no Java for Spark")
    run = Run(tmp_path, "--spark", "local[1]", TLAPY_SPARK_WORTH="0")
    runs.append(run)
    run.wait_for(r"^Spark level 1:", 3, timeout=180)  # the driver, its JVM and the watchdog at least
    run.proc.kill()
    assert run.left_after(1) == []


@pytest.mark.parametrize("prewarm", ["at-once", "never"])
def test_a_kill_during_the_move_leaves_no_checkpoint(tmp_path: Path, runs: list, prewarm: str) -> None:
    """The checkpoint a move writes has no name in the temporary folder: nothing of it outlives the run."""
    run = Run(tmp_path, prewarm=prewarm)
    runs.append(run)
    run.wait_for(r"^Moving the search", 1)
    run.proc.kill()
    assert run.left_after(2) == []
    assert list(tmp_path.glob("tlapy-checkpoint-*")) == []


_AFTER_EXEC = """\
import time
from tla_py import lifeline
print("started", flush=True)
try:
    lifeline.stop_once_on_interrupt()
    time.sleep(2)
    print("no interrupt")
except KeyboardInterrupt:
    print("interrupted once its handlers were in place")
"""


def test_a_ctrl_c_during_an_exec_reaches_the_next_program(tmp_path: Path) -> None:
    """The move to PyPy execs: a SIGINT sent between the exec and the new tlapy's handlers is held
    (lifeline.hold_interrupts) and taken by them, where it ended the process by the signal, unsaid."""
    before = ("import os, signal, sys\nfrom tla_py import lifeline\nlifeline.hold_interrupts()\n"
              "os.kill(os.getpid(), signal.SIGINT)\n"
              "os.execv(sys.executable, [sys.executable, '-c', sys.argv[1]])")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-c", before, _AFTER_EXEC], capture_output=True, text=True, env=env,
                         cwd=tmp_path, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split("\n")[:2] == ["started", "interrupted once its handlers were in place"]
