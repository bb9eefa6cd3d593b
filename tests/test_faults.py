"""A run ends cleanly however it ends (issue 36, items 5 and 6): SIGINT, SIGTERM and SIGHUP stop it with a
line, an exit code and its JSON report, and leave no temporary file; a run killed with SIGKILL leaves its
folder to the next run, which removes it (and nothing else); a full disk or an unwritable -metadir is
TLC's error with the counts so far and the report. Real runs of tests/specs/lifecycle/Wide.tla, real
signals, a real full disk (a small tmpfs, when this runs as root and may mount one)."""

from __future__ import annotations

import errno
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WIDE = ROOT / "tests" / "specs" / "lifecycle" / "Wide.tla"
STOPS = {"SIGINT": 130, "SIGTERM": 143, "SIGHUP": 129}
UNEXPECTED = "Error: TLC threw an unexpected exception."

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGHUP") or sys.platform == "win32",
                                reason="POSIX signals")



def _default_signals() -> None:
    """The run's SIGINT and SIGHUP as a terminal gives them, whatever this test inherited (under nohup,
    SIGHUP is ignored, and a run leaves an ignored signal ignored as nohup asks)."""
    for sig in (signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)

class Run:
    """`tlapy check Wide.tla ARGS --json-report` in this interpreter, with a private TMPDIR, its output
    in files; SIGINT as a terminal leaves it (a shell's `&` would have it ignored)."""

    def __init__(self, tmp_path: Path, name: str, *args: str, spec: Path = WIDE, **env: str):
        self.dir = tmp_path / name
        self.dir.mkdir()
        self.tmp, self.report = tmp_path / "tmp", self.dir / "report.json"
        self.tmp.mkdir(exist_ok=True)
        self.out, self.err = self.dir / "out.txt", self.dir / "err.txt"
        with self.out.open("w") as out, self.err.open("w") as err:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "tla_py.cli", "check", str(spec), *args,
                 "--json-report", str(self.report)],
                stdout=out, stderr=err, cwd=self.dir,
                preexec_fn=_default_signals,
                env={**os.environ, "TMPDIR": str(self.tmp), "TLAPY_PYTHON": "current",
                     "PYTHONPATH": str(ROOT), **env})

    def folders(self) -> list[Path]:
        return [p for p in self.tmp.glob(f"tlapy-run-{self.proc.pid}-*") if p.is_dir()]

    def wait_for(self, pattern: str, timeout: float = 90) -> None:
        """Until a file of this run's temporary folder matches `pattern` (its folder: "")."""
        deadline = time.monotonic() + timeout
        while not any(f.glob(pattern) if pattern else True for f in self.folders()):
            assert self.proc.poll() is None, self.text()
            assert time.monotonic() < deadline, f"no {pattern!r} in {self.tmp}: {self.text()}"
            time.sleep(0.05)

    def wait_for_line(self, pattern: str, timeout: float = 300) -> None:
        deadline = time.monotonic() + timeout
        while not re.search(pattern, self.out.read_text(), re.M):
            assert self.proc.poll() is None, self.text()
            assert time.monotonic() < deadline, f"no line {pattern!r}: {self.text()}"
            time.sleep(0.2)

    def end(self, timeout: float = 60) -> int:
        try:
            return self.proc.wait(timeout=timeout)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()

    def text(self) -> str:
        return self.out.read_text()[-3000:] + self.err.read_text()[-3000:]

    def json(self) -> dict:
        return json.loads(self.report.read_text())


def left_in(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


@pytest.fixture
def runs():
    started: list[Run] = []
    yield started
    for run in started:
        if run.proc.poll() is None:
            run.proc.kill()
            run.proc.wait()


@pytest.mark.parametrize("workers", ["1", "2"])
@pytest.mark.parametrize("sig", sorted(STOPS))
def test_a_signal_stops_a_run_with_its_report_and_no_file_left(tmp_path: Path, runs: list, sig: str,
                                                                workers: str) -> None:
    """One worker, once its seen set went to disk (256 files); two, whose folder is made at once."""
    run = Run(tmp_path, "run", "-fpmem", "1", "-workers", workers)
    runs.append(run)
    run.wait_for("seen-*.fp" if workers == "1" else "run-*")
    run.proc.send_signal(getattr(signal, sig))
    code = run.end()
    line = f"tlapy: interrupted ({sig}): the run was stopped before its end."
    assert code == STOPS[sig], run.text()
    assert run.err.read_text().strip().splitlines()[-1] == line
    report = run.json()
    assert (report["result"], report["error"]["message"]) == ("error", line)
    assert report["error"]["exit_code"] == code
    assert left_in(run.tmp) == []


@pytest.mark.parametrize("sig", [*sorted(STOPS), None], ids=[*sorted(STOPS), "success"])
def test_a_spark_run_keeps_its_files_in_its_folder(tmp_path: Path, runs: list, sig: str | None) -> None:
    """Spark's local folders and its JVM's temporary files (lz4's library, Spark's own folders) are in the
    run's folder while it runs, and gone with it, however it ends."""
    pytest.importorskip("pyspark", reason="pyspark is not installed (pip install -e '.[dev]')")
    if subprocess.run(["java", "-version"], capture_output=True).returncode != 0:
        pytest.skip("no Java for Spark")
    (tmp_path / "Short.tla").write_text("---- MODULE Short ----\nEXTENDS Naturals\nVARIABLE x\n"
                                        "Init == x = 0\nNext == x < 5 /\\ x' = x + 1\n====\n")
    (tmp_path / "Short.cfg").write_text("INIT Init\nNEXT Next\n")
    spec = tmp_path / "Short.tla" if sig is None else WIDE
    run = Run(tmp_path, "run", "--spark", "local[1]", "-deadlock", spec=spec, TLAPY_SPARK_WORTH="0")
    runs.append(run)
    run.wait_for_line(r"^Spark level 2:")
    if sig is not None:
        (folder,) = run.folders()
        assert all(list(folder.glob(name)) for name in ("blockmgr-*", "spark-*", "liblz4*"))
        run.proc.send_signal(getattr(signal, sig))
    code = run.end(120)
    assert code == (0 if sig is None else STOPS[sig]), run.text()
    assert run.json()["result"] == ("success" if sig is None else "error")
    assert "Traceback" not in run.text()
    assert left_in(run.tmp) == []


def test_sigkill_leaves_the_folder_to_the_next_run(tmp_path: Path, runs: list) -> None:
    """The next run removes the folder of a run killed with SIGKILL, and only it: not a live run's, not a
    folder tlapy did not make, not one whose owner still runs."""
    killed, live = Run(tmp_path, "killed", "-fpmem", "1"), Run(tmp_path, "live", "-workers", "2")
    runs += [killed, live]
    killed.wait_for("seen-*.fp")
    live.wait_for("")
    killed.proc.kill()
    killed.end()
    (left,) = killed.folders()
    assert left_in(left)
    strangers = [tmp_path / "tmp" / "tlapy-run-1-stranger", tmp_path / "tmp" / "tlapy-run-2-living"]
    for folder in strangers:
        folder.mkdir()
    (strangers[1] / ".tlapy-owner").write_text(str(os.getpid()))  # not locked, but its owner runs
    (tmp_path / "Tiny.tla").write_text("---- MODULE Tiny ----\nVARIABLE x\nInit == x = 0\n"
                                       "Next == x' = x\n====\n")
    (tmp_path / "Tiny.cfg").write_text("INIT Init\nNEXT Next\n")
    nxt = Run(tmp_path, "next", spec=tmp_path / "Tiny.tla")
    assert nxt.end() == 0, nxt.text()
    assert not left.exists()
    assert all(f.is_dir() for f in strangers) and live.folders()
    live.proc.send_signal(signal.SIGTERM)
    assert live.end() == STOPS["SIGTERM"]
    for folder in strangers:
        shutil.rmtree(folder)
    assert left_in(tmp_path / "tmp") == []


@pytest.fixture
def full_disk(tmp_path: Path):
    """A 2 MB tmpfs, mounted for the test (root only)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root")
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(disk)],
                             capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode().strip()}")
    yield disk
    subprocess.run(["umount", "-l", str(disk)], check=False)


def assert_disk_error(run: Run, code: int, words: str) -> dict:
    """TLC's words and exit code, the counts so far, the report saying the same."""
    out = run.out.read_text()
    assert code == 255, run.text()
    assert words in out and "Traceback" not in run.text(), run.text()
    counts = re.search(r"^(\d+) states generated, (\d+) distinct states found, (\d+) states left on queue",
                       out, re.M)
    report = run.json()
    assert report["result"] == "error" and report["exit_code"] == 255
    assert words.removeprefix("Error: ") in report["error"]["message"]
    if counts:
        said = (report["generated"], report["distinct"], report["left_on_queue"])
        assert said == tuple(map(int, counts.groups()))
    assert left_in(run.tmp) == []
    return report


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_full_disk_is_tlc_error_with_the_counts(tmp_path: Path, runs: list, full_disk: Path,
                                                  workers: str) -> None:
    run = Run(tmp_path, "run", "-metadir", str(full_disk), "-fpmem", "1", "-checkpoint", "0.01",
              "-workers", workers)
    runs.append(run)
    report = assert_disk_error(run, run.end(120), UNEXPECTED)
    assert "The exception was a java.io.IOException" in run.out.read_text()
    assert "No space left on device" in report["error"]["message"]
    assert report["distinct"] > 0 and report["generated"] >= report["distinct"]
    assert set(left_in(full_disk)) <= {".checkpoint.lock", "checkpoint.tlapy"}  # the last whole one, kept


@pytest.mark.parametrize("workers", ["1", "2"])
def test_an_unwritable_metadir_is_tlc_error(tmp_path: Path, runs: list, workers: str) -> None:
    (tmp_path / "file").write_text("")
    metadir = tmp_path / "file" / "meta"
    run = Run(tmp_path, "run", "-metadir", str(metadir), "-fpmem", "1", "-checkpoint", "0",
              "-workers", workers)
    runs.append(run)
    words = f"Error: TLC could not make a directory {metadir} for the disk files it needs to write."
    assert_disk_error(run, run.end(120), words)


def test_a_failed_spill_leaves_no_half_written_file(tmp_path: Path, monkeypatch) -> None:
    """Where no tmpfs can be mounted: ENOSPC in the middle of a merge, past the first 64 KB written (a disk
    that fills as the seen set goes to it): no .new file is left, and the error is TLC's."""
    from tla_py.engine.storage import fpset
    from tla_py.engine.storage.faults import disk_message

    room = [1 << 16]

    class Filling(io.FileIO):
        def write(self, data) -> int:
            room[0] -= len(data)
            if room[0] < 0:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return super().write(data)

    monkeypatch.setattr(fpset, "open", lambda path, mode="r": Filling(path, mode.replace("b", "")),
                        raising=False)
    s = fpset.FingerprintSet(1 << 12, lambda: tmp_path)
    with pytest.raises(OSError) as failed:
        for f in range(1, 1 << 16):
            s.add(f * 0x9E3779B97F4A7C15 % (1 << 63))
    assert "Error: merging entries into file" in disk_message(failed.value)
    assert "No space left on device" in disk_message(failed.value)
    assert list(tmp_path.glob("*.fp")) and not list(tmp_path.glob("*.new"))
