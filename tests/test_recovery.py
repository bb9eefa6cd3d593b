"""-checkpoint and -recover: a run killed with SIGKILL at a random moment (during a level, while it writes
a checkpoint, during its move to another interpreter, or one of its workers), then recovered, ends as
TLC's uninterrupted run does: the same verdict, counts, depth and trace length (tests/oracle/recovery.json,
recorded by tests/oracle/record_recovery.py). Real processes; checkpoints every 60 ms of search."""

from __future__ import annotations

import json
import os
import platform
import queue
import random
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tla_py.engine.storage.recovery import FILE, differences

ROOT = Path(__file__).resolve().parents[1]
SPECS = ROOT / "tests" / "specs" / "recovery"
TLC = json.loads((ROOT / "tests" / "oracle" / "recovery.json").read_text())
EVERY = "0.0003"
"""Minutes between two checkpoints: 18 ms (a PyPy run of Recover.cfg then writes about 9 before its end)."""


def _env(tmp: Path, **more: str) -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT), "TLAPY_PYTHON": "current", "TMPDIR": str(tmp), **more}


def _args(case: str) -> list[str]:
    return [str(SPECS / TLC[case]["spec"]), "-config", str(SPECS / TLC[case]["cfg"])]


class Run:
    """`tlapy check` writing its checkpoints to `folder`, its output lines read as they come."""

    def __init__(self, tmp: Path, args: list[str], env: dict):
        self.folder = tmp / "meta"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tla_py.cli", "check", *args, "-checkpoint", EVERY, "-metadir",
             str(self.folder)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=tmp)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put("")

    def wait_for(self, pattern: str, count: int = 1, timeout: float = 120) -> None:
        """Until the count-th line matching `pattern` (the run must still be going)."""
        deadline = time.monotonic() + timeout
        while sum(bool(re.search(pattern, ln)) for ln in self.seen) < count:
            line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            assert line, f"the run ended before {count} lines matching {pattern!r}:\n{''.join(self.seen)}"
            self.seen.append(line)

    def output(self) -> str:
        """Everything the run printed (once it has ended)."""
        while (line := self.lines.get(timeout=60)) != "":
            self.seen.append(line)
        return "".join(self.seen)

    def kill(self, pid: int | None = None) -> None:
        """SIGKILL to `tlapy` (or to `pid`, one of its processes), and wait for `tlapy` to end."""
        os.kill(pid or self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=60)


def _recover(tmp: Path, args: list[str], folder: Path, *more: str, env: dict | None = None) -> dict:
    report = tmp / "recovered.json"
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", *args, "-checkpoint", EVERY, "-recover",
                        str(folder), "--json-report", str(report), *more],
                       capture_output=True, text=True, env=env or _env(tmp), cwd=tmp, timeout=300)
    assert "Starting recovery from checkpoint" in p.stdout, p.stdout + p.stderr
    assert "Recovery completed." in p.stdout, p.stdout + p.stderr
    result = json.loads(report.read_text())
    result["exit"] = p.returncode
    return result


def _same_as_tlc(result: dict, case: str, workers: int = 1) -> None:
    want = TLC[case]
    got = {k: result[k] for k in ("exit", "distinct", "generated", "depth", "trace_len")}
    expected = {k: want[k] for k in got}
    if workers > 1 and case != "safe":  # -workers N counts past a violation the level's other successors
        del got["generated"], expected["generated"]
    assert got == expected


@pytest.mark.parametrize("case, first, then", [
    ("safe", ["-fpmem", "1"], ["-fpmem", "1"]),  # 1 MB: the seen set and trace arrays partly on disk
    ("safe", ["-workers", "2"], []),
    ("invariant", [], ["-workers", "2"]),
    ("liveness", ["-workers", "2"], ["-workers", "2"]),
])
def test_killed_during_a_level_recovers_as_uninterrupted(tmp_path: Path, case: str, first: list, then: list):
    run = Run(tmp_path, _args(case) + first, _env(tmp_path))
    run.wait_for("^Checkpointing completed", random.randint(1, 4))
    time.sleep(random.uniform(0, 0.06))
    run.kill()
    assert run.proc.returncode == -signal.SIGKILL
    result = _recover(tmp_path, _args(case), run.folder, *then)
    _same_as_tlc(result, case, 2 if "-workers" in then else 1)
    assert not (run.folder / FILE).exists(), "a run that reaches its verdict removes its checkpoint"


def test_killed_while_writing_a_checkpoint_recovers_from_the_last(tmp_path: Path) -> None:
    """SIGKILL as a checkpoint is being written leaves the file aside cut short: the last whole one stays.
    The cut file is made here (the first half of a whole one): killing a run inside its write is a race
    a loaded machine loses ten times in a row."""
    run = Run(tmp_path, _args("safe"), _env(tmp_path))
    run.wait_for("^Checkpointing completed", 2)
    run.kill()
    whole = (run.folder / "checkpoint.tlapy").read_bytes()
    (run.folder / ".checkpoint.tlapy.new").write_bytes(whole[: len(whole) // 2])
    _same_as_tlc(_recover(tmp_path, _args("safe"), run.folder), "safe")


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="finds the workers in Linux's /proc")
def test_a_run_whose_worker_is_killed_keeps_its_checkpoint(tmp_path: Path) -> None:
    # the workers forked at once (on PyPy the main process would expand the first 8,000 states alone)
    run = Run(tmp_path, [*_args("safe"), "-workers", "2"], _env(tmp_path, TLAPY_WARM_STATES="0"))
    run.wait_for("^Checkpointing completed", 2)
    children = subprocess.run(["pgrep", "-P", str(run.proc.pid)], capture_output=True, text=True).stdout
    own = Path(f"/proc/{run.proc.pid}/cmdline").read_bytes()  # a forked worker's; a spawned one's: child_main
    workers = [pid for pid in children.split()
               if Path(f"/proc/{pid}/cmdline").read_bytes() == own
               or b"child_main" in Path(f"/proc/{pid}/cmdline").read_bytes()]
    os.kill(int(random.choice(workers)), signal.SIGKILL)
    run.proc.wait(timeout=60)
    out = run.output()
    assert run.proc.returncode == 255, out
    assert "was killed by signal 9" in out
    _same_as_tlc(_recover(tmp_path, [*_args("safe"), "-workers", "2"], run.folder), "safe", 2)


def test_killed_during_the_move_to_another_interpreter(tmp_path: Path) -> None:
    """The 'prepared PyPy' is a launcher of this interpreter (as in tests/test_handover.py); the search
    moves after 0.15 s of CPU (the whole search takes about 0.35 s), with checkpoints written before."""
    launcher = tmp_path / "home" / "pypy" / "bin" / "python"
    launcher.parent.mkdir(parents=True)
    launcher.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    launcher.chmod(0o755)
    env = _env(tmp_path, TLAPY_HOME=str(tmp_path / "home"), TLAPY_PYTHON="auto", TLAPY_HANDOVER_WORTH="1e9",
               TLAPY_HANDOVER_PATIENCE="0.15", TLAPY_PREWARM=random.choice(["at-once", "never"]))
    run = Run(tmp_path, _args("liveness"), env)
    run.wait_for("^Moving the search")
    assert any(line.startswith("Checkpointing completed") for line in run.seen)
    run.kill()
    _same_as_tlc(_recover(tmp_path, _args("liveness"), run.folder), "liveness")


def test_one_run_at_a_time_writes_in_a_folder(tmp_path: Path) -> None:
    forever = [str(ROOT / "tests" / "specs" / "lifecycle" / "Forever.tla")]
    run = Run(tmp_path, forever, _env(tmp_path))
    run.wait_for("^Checkpointing completed")
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", *forever, "-metadir", str(run.folder)],
                       capture_output=True, text=True, env=_env(tmp_path), cwd=tmp_path, timeout=120)
    run.kill()
    assert p.returncode == 255
    busy = f"tlapy: -metadir {run.folder}: another run (pid {run.proc.pid}) is writing its checkpoints"
    assert busy in p.stderr


@pytest.fixture(scope="module")
def checkpointed(tmp_path_factory) -> Path:
    """The folder of a run of Recover.cfg killed after its first checkpoint, with a copy of its spec (on
    PyPy the whole run writes 3, and removes them as it ends)."""
    tmp = tmp_path_factory.mktemp("checkpointed")
    for f in SPECS.glob("Recover*"):
        (tmp / f.name).write_text(f.read_text())
    run = Run(tmp, ["Recover.tla", "-config", "Recover.cfg", "-seed", "5"], _env(tmp))
    run.wait_for("^Checkpointing completed")
    run.kill()
    return tmp


def _refused(tmp: Path, *args: str) -> subprocess.CompletedProcess:
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", *args], capture_output=True, text=True,
                       env=_env(tmp), cwd=tmp, timeout=120)
    assert p.returncode == 255, p.stdout + p.stderr
    assert "Traceback" not in p.stderr
    return p


def test_recover_refuses_another_config_or_seed(checkpointed: Path, tmp_path: Path) -> None:
    (tmp_path / "Recover.tla").write_text((checkpointed / "Recover.tla").read_text())
    (tmp_path / "Recover.cfg").write_text((checkpointed / "Recover.cfg").read_text().replace("45", "44"))
    folder = checkpointed / "meta"
    p = _refused(tmp_path, "Recover.tla", "-recover", str(folder))
    assert (f"cannot recover from {folder / FILE}: it was written by another run:\n"
            "  - the config has changed since") in p.stderr
    p = _refused(checkpointed, "Recover.tla", "-config", "Recover.cfg", "-recover", str(folder), "-seed", "6")
    assert "its run had -seed 5, this one -seed 6" in p.stderr
    p = _refused(checkpointed, "Recover.tla", "-config", "Recover.cfg", "-deadlock", "-recover", str(folder))
    assert "deadlock was checked in its run, not checked (-deadlock) in this one" in p.stderr
    assert (folder / FILE).exists(), "a refused recovery leaves the checkpoint"


def test_recover_refuses_a_cut_or_missing_checkpoint(checkpointed: Path, tmp_path: Path) -> None:
    whole = (checkpointed / "meta" / FILE).read_bytes()
    (tmp_path / "cut").mkdir()
    (tmp_path / "cut" / FILE).write_bytes(whole[: len(whole) // 2])
    p = _refused(checkpointed, "Recover.tla", "-config", "Recover.cfg", "-recover", str(tmp_path / "cut"))
    assert "cannot recover from" in p.stderr and "the checkpoint ends early" in p.stderr
    (tmp_path / "empty").mkdir()
    p = _refused(checkpointed, "Recover.tla", "-config", "Recover.cfg", "-recover", str(tmp_path / "empty"))
    assert "it holds no checkpoint" in p.stderr


def test_runs_differ_in_words() -> None:
    base = {"module": "M", "variables": ["x"], "spec": "a", "config": "b",
            "modules": {"M": "a", "Naturals": "n"}, "deadlock": True, "seed": "1", "fp": 3, "continue": False,
            "inv": [], "postCondition": [], "maxSetSize": 1000000, "allow-io-exec": False,
            "tlapy": "0.1.0 (x)"}
    assert differences(base, dict(base)) == []
    other = {**base, "modules": {"M": "c", "TLC": "t"}, "continue": True, "tlapy": "0.2.0 (y)"}
    assert differences(base, other) == [
        "module M has changed since", "its run used module Naturals, this one does not",
        "this run uses module TLC, its run did not", "this run has -continue, its run had not",
        "it was written by tlapy 0.1.0 (x), this is tlapy 0.2.0 (y)"]


def _spark_ready() -> bool:
    try:
        import pyspark  # noqa: F401
    except ImportError:
        return False
    return shutil.which("java") is not None


@pytest.mark.skipif(not _spark_ready(), reason="needs pyspark and Java")
@pytest.mark.parametrize("case", ["spark", "spark_liveness"])
def test_a_spark_run_whose_driver_is_killed_recovers(tmp_path: Path, case: str) -> None:
    """Every level on Spark (local[2]), its checkpoints as Parquet under a file: URI (spark.checkpoint.dir);
    the driver killed with SIGKILL after one; recovered from that URI: TLC's verdict, counts and depth,
    and for the invariant TLC's trace, state by state through levels before and after the checkpoint."""
    env = _env(tmp_path, TLAPY_SPARK_WORTH="0", TLAPY_SPARK_WAIT="60")
    location = f"file://{tmp_path / 'spark checkpoints'}"  # Hadoop's paths are not percent-encoded
    spark = ["--spark", "local[2]", "--spark-conf", f"spark.checkpoint.dir={location}"]
    run = Run(tmp_path, [*_args(case), *spark], env)
    run.wait_for("^Checkpointing completed", random.randint(1, 3), timeout=300)
    run.kill()
    complete = [c for c in (tmp_path / "spark checkpoints").glob("tlapy-checkpoint-*")
                if (c / "_SUCCESS").is_file()]  # the kill may have cut the next one short
    written = max(complete, key=lambda c: int(c.name.rsplit("-", 1)[1]))  # the one -recover takes
    assert (written / "manifest.json").is_file()
    assert list((written / "seen").glob("*.parquet")) and list((written / "frontier").glob("*.parquet"))
    if case == "spark":
        _refuses_a_changed_frontier_state(tmp_path, written, spark[:2], env)
    result = _recover(tmp_path, _args(case), location, *spark, "-checkpoint", "0", env=env)  # none more
    assert not list((tmp_path / "spark checkpoints").glob("tlapy-checkpoint-*"))  # removed at the verdict
    if case == "spark_liveness":
        _same_as_tlc(result, case)
        assert result["violated"] == "Reaches"
        return
    assert (result["exit"], result["violated"], result["depth"], result["trace_len"]) == \
        (TLC[case]["exit"], "Low", TLC[case]["depth"], TLC[case]["trace_len"])
    assert [step["state"] for step in result["trace"]] == TLC[case]["trace"]


def _refuses_a_changed_frontier_state(tmp: Path, written: Path, spark: list[str], env: dict) -> None:
    """A copy of the checkpoint with one byte of one frontier state changed (rewritten as valid Parquet,
    so only the manifest's digest can tell) is refused, and left as it was."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    damaged = tmp / "damaged" / written.name
    shutil.copytree(written, damaged)
    part = next(f for f in sorted((damaged / "frontier").glob("*.parquet")) if pq.read_metadata(f).num_rows)
    table = pq.read_table(part)
    states = table.column("st").to_pylist()
    states[0] = states[0][:-1] + bytes([states[0][-1] ^ 1])
    pq.write_table(table.set_column(table.schema.get_field_index("st"), "st", pa.array(states, pa.binary())),
                   part)
    (part.parent / f".{part.name}.crc").unlink()  # Hadoop's own checksum of file: would see the change
    location = f"file://{tmp / 'damaged'}"
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", *_args("spark"), "-recover", location,
                        *spark], capture_output=True, text=True, env=env, cwd=tmp, timeout=300)
    assert p.returncode == 255, p.stdout + p.stderr
    assert "its frontier's checksum does not match its manifest's" in p.stdout + p.stderr
    assert "Traceback" not in p.stdout + p.stderr and (damaged / "manifest.json").is_file()


def _other_python() -> str | None:
    """An interpreter of the other kind than this one with tlapy importable: the prepared PyPy from
    CPython, CPython (python3 on PATH) from PyPy."""
    from tla_py.runtime import prepared_pypy

    if platform.python_implementation() == "PyPy":
        return shutil.which("python3")
    pypy = prepared_pypy()
    return None if pypy is None else str(pypy)


@pytest.mark.skipif(_other_python() is None, reason="needs a prepared PyPy (tlapy setup-pypy)")
def test_a_checkpoint_recovers_on_the_other_interpreter_and_back(tmp_path: Path) -> None:
    """Written here, recovered and killed again on the other interpreter (PyPy and CPython), recovered
    here: checkpoints are plain data, whoever wrote them."""
    other = _other_python()
    run = Run(tmp_path, _args("invariant"), _env(tmp_path))
    run.wait_for("^Checkpointing completed", 2)
    run.kill()
    again = Run(tmp_path, [*_args("invariant"), "-recover", str(run.folder), "--python", other],
                _env(tmp_path))
    again.wait_for("^Recovery completed")
    again.wait_for("^Checkpointing completed", 2)
    assert any(("PyPy" in line) != (platform.python_implementation() == "PyPy") for line in again.seen
               if line.startswith("Running breadth-first"))
    again.kill()
    _same_as_tlc(_recover(tmp_path, _args("invariant"), run.folder), "invariant")


def test_spark_locations_and_manifests(tmp_path: Path) -> None:
    """-recover with --spark: a URI or a folder of Spark checkpoints is Spark's, a folder holding
    checkpoint.tlapy the one-process form's; a manifest with a field of the wrong type is refused; a Spark
    location recovered without --spark is refused, saying so."""
    from tla_py.engine.spark.checkpoint import _crc, is_spark_location, well_formed
    from tla_py.engine.spark.hadoop import as_uri

    assert is_spark_location("hdfs://namenode/runs/bk") and is_spark_location("s3a://bucket/bk")
    assert not is_spark_location(str(tmp_path)) and not is_spark_location(f"file://{tmp_path}")
    (tmp_path / "tlapy-checkpoint-3").mkdir()
    assert is_spark_location(str(tmp_path)) and is_spark_location(f"file://{tmp_path}")
    assert as_uri(str(tmp_path / "my runs")) == f"file://{tmp_path}/my runs"
    fields = {"format": 3, "counts": {"level": 3, "index": 9, "generated": 20, "initial_generated": 3,
                                      "initial_distinct": 3, "elapsed": 1.5},
              "identity": {}, "run": {"seed": 1, "fp_index": 0, "random": 5, "state_random": 7,
                                      "register_keys": []},
              "dictionary": "", "seen": 12, "seen_crc": 99, "frontier": 3, "frontier_digest": 7,
              "graph": None}

    def manifest(**changed) -> dict:
        return {**fields, **changed, "check": _crc({**fields, **changed})}

    assert well_formed(manifest())
    assert not well_formed({**manifest(), "seen": 13})  # its checksum no longer matches
    assert not well_formed(manifest(frontier="3"))
    assert not well_formed(manifest(run={**fields["run"], "fp_index": 131}))
    assert not well_formed(manifest(counts={**fields["counts"], "elapsed": 1e300}))
    assert not well_formed(manifest(format=2))
    assert not well_formed(manifest(frontier_digest=None))
    cmd = [sys.executable, "-m", "tla_py.cli", "check", *_args("spark"), "-recover", str(tmp_path)]
    p = subprocess.run(cmd, capture_output=True, text=True, env=_env(tmp_path), cwd=tmp_path, timeout=120)
    assert p.returncode == 255 and "recover them with --spark MASTER" in p.stderr + p.stdout


def test_a_spark_checkpoints_seen_set_round_trips_and_a_bad_one_is_refused(tmp_path: Path) -> None:
    """The driver's seen set, partly on disk and holding the fingerprint 0, written as Parquet and read
    back whole; a Parquet of another column or type is refused."""
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    from tla_py.engine.spark.checkpoint import read_seen, write_seen
    from tla_py.engine.storage.fpset import FingerprintSet

    seen = FingerprintSet(budget=64 << 10, folder=lambda: tmp_path)  # spills to disk past 64 KB
    words = [0, -(1 << 63), (1 << 63) - 1, *range(-30_000, 30_000, 3)]
    seen.update(words)
    assert seen.disk_bytes > 0
    crc = write_seen(seen, tmp_path / "seen.parquet")
    back = FingerprintSet()
    assert read_seen(tmp_path / "seen.parquet", back) == (len(seen), crc) and len(seen) == len(set(words))
    assert sorted(back) == sorted(set(words))
    pq.write_table(pa.table({"fp": pa.array([1.5])}), tmp_path / "floats.parquet")
    with pytest.raises(ValueError, match="one column fp of longs"):
        read_seen(tmp_path / "floats.parquet", FingerprintSet())
