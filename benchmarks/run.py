#!/usr/bin/env python3
"""Time tlapy on the seed models, on CPython and on PyPy, side by side with TLC: states/s, wall, peak memory.

    python benchmarks/run.py [--only REGEX] [--large] [--corpus-large REGEX] [--tlc-within SECONDS]
                             [--checkers NAMES] [--pypy PYTHON] [--no-tlc] [--timeout SECONDS]

Each model runs as a child process (`PYTHON -m tla_py.cli check ... --python current --json-report`) on
this Python and on PyPy (--pypy, else TLAPY_TEST_PYPY, else the one `tlapy setup-pypy` prepared; left
out when there is none), and as a user runs it, `--python auto` from this Python (the search starts here
and moves to the prepared PyPy when a level is worth it: tla_py/engine/inprocess/handover.py); its peak memory
is that of the child's whole process tree (benchmarks/scaling.py's tree_rss_mb). TLC
(../shared/tools/tlc/tlc, needs java) runs the same model with `-workers 1`. The runs of one model follow
each other, so their ratios share the machine's load. Not a test: it prints a table and exits 0 unless a
run failed. It ends with the geometric mean and the largest of each checker's wall-time ratio to TLC's
over the models run (issue 9's measure: `--large --tlc-within 60 --checkers auto,TLC`).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from scaling import tree_rss_mb

from tla_py.runtime import prepared_pypy

ROOT = Path(__file__).resolve().parents[1]
SPECS = ROOT / "specs"
TLC = ROOT.parent / "shared" / "tools" / "tlc" / "tlc"
CORPUS_LARGE = ROOT.parent / "shared" / "corpus-large"
MODELS = [  # ids in specs/expected.json
    "kafka_transactions_for_web",
    "BookKeeperProtocol_b2_wq2_aq1",
    "ghostferry_r0_2_1",
    "BookKeeperProtocol_v4_13_b2_defect",
]
LARGE = ["BookKeeperProtocol_b2_wq2_aq2"]  # 448,862 states: minutes per run
TLC_COUNTS = re.compile(r"([\d,]+) states generated, ([\d,]+) distinct states found")


@dataclass
class Run:
    """One checker's run of one model."""

    seconds: float
    cpu: float
    peak_mb: float
    generated: int | None
    distinct: int | None
    result: str

    def rate(self, n: int | None) -> str:
        return f"{n / self.seconds:,.0f}" if n is not None and self.seconds > 0 else "-"


def installed_env() -> dict[str, str]:
    """The environment tlapy runs in here, as installed by pip: Python's bytecode caches read and written
    (a session that sets PYTHONDONTWRITEBYTECODE compiles some 110 modules at every start, 0.15 s of CPU
    on each interpreter, which no user pays)."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def compile_tlapy(python: str | os.PathLike) -> None:
    """Write the bytecode of the tla_py `python` imports (not the working folder's: `-c` puts it first on
    sys.path, before PYTHONPATH's tree of an A/B run), as pip does when it installs a package."""
    code = ("import sys; del sys.path[0]; import compileall, os, tla_py; "
            "compileall.compile_dir(os.path.dirname(tla_py.__file__), quiet=1)")
    subprocess.run([str(python), "-c", code], env=installed_env(), capture_output=True, check=False)


def timed(cmd: list[str], cwd: Path, timeout: float, env: dict[str, str] | None = None
          ) -> tuple[float, float, float, int, str]:
    """Run a child in its own session; (wall seconds, CPU seconds (user + system, its children included),
    peak resident MB of its whole process tree, exit status, stdout). CPU time says more than wall time on
    a loaded machine; the tree's memory counts the PyPy a search moves to, -workers' children and TLC's JVM
    (sampled from /proc every 0.1 s; a tree quicker than a sample gives its largest process's peak)."""
    with tempfile.TemporaryFile("w+") as out:
        t0 = time.monotonic()
        proc = subprocess.Popen(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True, env=env)
        peak = 0.0
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            peak = max(peak, tree_rss_mb(proc.pid))
            if time.monotonic() - t0 > timeout:
                os.killpg(proc.pid, signal.SIGKILL)
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.1)
        proc.returncode = os.waitstatus_to_exitcode(status)
        secs = time.monotonic() - t0
        out.seek(0)
        cpu = usage.ru_utime + usage.ru_stime
        return secs, cpu, max(peak, usage.ru_maxrss / 1024), proc.returncode, out.read()


def run_tlapy(python: str, rec: dict, timeout: float, choice: str = "current") -> Run:
    """tlapy on one model, in its folder, with `--python choice`."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        cmd = [python, "-m", "tla_py.cli", "check", rec["spec"], "-config", rec["cfg"], "--python", choice]
        cmd += ["-deadlock"] if "-deadlock" in rec.get("tlc_args", []) else []
        secs, cpu, mb, code, out = timed([*cmd, "--json-report", str(report)], rec["folder"], timeout,
                                         installed_env())
        if not report.exists():
            tail = " | ".join(out.strip().splitlines()[-2:])[:200]
            return Run(secs, cpu, mb, None, None, f"no report (exit {code}): {tail}")
        got = json.loads(report.read_text())
        return Run(secs, cpu, mb, got.get("generated"), got.get("distinct"), got.get("result", "?"))


def run_tlc(rec: dict, timeout: float) -> Run:
    """TLC -workers 1 on one model, in its folder."""
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [str(TLC), "-workers", "1", "-noGenerateSpecTE", "-metadir", tmp]
        cmd += ["-deadlock"] if "-deadlock" in rec.get("tlc_args", []) else []
        cmd += ["-config", rec["cfg"], rec["spec"]]
        secs, cpu, mb, code, out = timed(cmd, rec["folder"], timeout)
    counts = TLC_COUNTS.findall(out)
    gen, dist = (int(x.replace(",", "")) for x in counts[-1]) if counts else (None, None)
    return Run(
        secs,
        cpu,
        mb,
        gen,
        dist,
        {0: "success", 11: "deadlock", 12: "invariant violation", 13: "property violation"}.get(
            code, f"exit {code}"
        ),
    )


def pythons(pypy: str | None) -> dict[str, str]:
    """The interpreters to run tlapy on: this one, and a PyPy that has tlapy, when there is one."""
    from tla_py.runtime import describe

    found = {describe().split()[0]: sys.executable}
    for exe in (pypy, os.environ.get("TLAPY_TEST_PYPY"), prepared_pypy()):
        if exe and os.access(exe, os.X_OK) and "PyPy" not in found:
            probe = subprocess.run([str(exe), "-c", "import tla_py.runtime as r; print(r.describe())"],
                                   capture_output=True, text=True)
            if probe.returncode == 0 and probe.stdout.startswith("PyPy"):
                found["PyPy"] = str(exe)
    return found


BUILD = """
import sys, time
t = time.perf_counter()
from tla_py.stdlib import reset_run
from tla_py.semantics import build_model
reset_run(0)
build_model(sys.argv[1], sys.argv[2])
print(time.perf_counter() - t)
"""

SEED_SPECS = {  # one model of each seed spec, for the time build_model takes
    "kafka": ("kafka_transactions_for_web.tla", "kafka_transactions_for_web.cfg"),
    "BookKeeper": ("BookKeeperProtocol.tla", "../cfg/BookKeeperProtocol_b2_wq2_aq1.cfg"),
    "BookKeeper 4.13": ("BookKeeperProtocol_v4_13.tla", "../cfg/BookKeeperProtocol_v4_13_b2_defect.cfg"),
    "ghostferry": ("ghostferry.tla", "../cfg/ghostferry_r0_2_1.cfg"),
}


def build_times(interpreters: dict[str, str]) -> None:
    """build_model of each seed spec on each interpreter, imports included, in a fresh process (the
    second one: the first fills the parse cache)."""
    print(f"{'build_model':36} " + " ".join(f"{name:>10}" for name in interpreters))
    for spec, (tla, cfg) in SEED_SPECS.items():
        cells = []
        for python in interpreters.values():
            for _ in range(2):
                p = subprocess.run([python, "-c", BUILD, tla, cfg], cwd=SPECS, capture_output=True, text=True)
            cells.append(f"{float(p.stdout):9.2f}s" if p.returncode == 0 else "    failed")
        print(f"{spec:36} " + " ".join(cells), flush=True)
    print()


def ratio(a: Run, b: Run) -> str:
    wall, peak = a.seconds / max(b.seconds, 1e-9), a.peak_mb / max(b.peak_mb, 1e-9)
    return f"{wall:.2f}x wall, {a.cpu / max(b.cpu, 1e-9):.2f}x CPU, {peak:.2f}x peak memory"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="regular expression on model ids")
    ap.add_argument("--large", action="store_true", help="also the large models (" + ", ".join(LARGE) + ")")
    ap.add_argument("--corpus-large", metavar="REGEX",
                    help="also the models of ../shared/corpus-large whose ids match (e.g. 'bcastByz$|Huang')")
    ap.add_argument("--tlc-within", type=float, metavar="SECONDS",
                    help="also the models of ../shared/corpus-large that TLC finished within SECONDS")
    ap.add_argument("--checkers", default="CPython,PyPy,auto,TLC",
                    help="which of CPython, PyPy, auto (--python auto) and TLC to run (default: all)")
    ap.add_argument("--pypy", help="the PyPy (with tlapy installed) to run tlapy on")
    ap.add_argument("--no-tlc", action="store_true", help="do not run TLC")
    ap.add_argument("--timeout", type=float, default=1800, help="seconds per run (default 1800)")
    a = ap.parse_args()

    records = {r["id"]: {**r, "folder": SPECS} for r in json.loads((SPECS / "expected.json").read_text())}
    chosen = [mid for mid in MODELS + (LARGE if a.large else []) if not a.only or re.search(a.only, mid)]
    if a.corpus_large or a.tlc_within is not None:
        for r in json.loads((CORPUS_LARGE / "expected.json").read_text()):
            within = a.tlc_within is not None and (r.get("tlc_seconds") or math.inf) <= a.tlc_within
            if within or (a.corpus_large and re.search(a.corpus_large, r["id"])):
                records[r["id"]] = {**r, "folder": CORPUS_LARGE / r.get("dir", ".")}
                chosen.append(r["id"])
    checkers = set(a.checkers.split(","))
    with_tlc = "TLC" in checkers and not a.no_tlc and TLC.exists() and shutil.which("java") is not None
    found = pythons(a.pypy)
    on_cpython = platform.python_implementation() != "PyPy"
    auto = "auto" in checkers and "PyPy" in found and on_cpython and prepared_pypy() is not None
    interpreters = {name: exe for name, exe in found.items() if name in checkers}
    build_times(found)
    print(
        f"{'model':36} {'checker':8} {'result':20} {'generated':>10} {'distinct':>9} "
        f"{'gen/s':>8} {'dist/s':>8} {'wall s':>8} {'CPU s':>8} {'peak MB':>8}"
    )
    failed = False
    ratios: dict[tuple[str, str], list[float]] = {}  # (set of models, checker): wall-time ratios to TLC
    for mid in chosen:
        rec, runs = records[mid], {}
        for name, python in interpreters.items():
            runs[name] = run_tlapy(python, rec, a.timeout)
            failed |= runs[name].result != rec["result"]
        if auto:
            runs["auto"] = run_tlapy(sys.executable, rec, a.timeout, "auto")
            failed |= runs["auto"].result != rec["result"]
        if with_tlc:
            runs["TLC"] = run_tlc(rec, a.timeout)
        for name, r in runs.items():
            print(
                f"{mid:36} {name:8} {r.result[:20]:20} {r.generated or '-':>10} {r.distinct or '-':>9} "
                f"{r.rate(r.generated):>8} {r.rate(r.distinct):>8} {r.seconds:8.1f} {r.cpu:8.1f} "
                f"{r.peak_mb:8.0f}",
                flush=True,
            )
        for name in [*interpreters, *(["auto"] if auto else [])]:
            if "TLC" in runs:
                print(f"{'':36} ratio    {name} is {ratio(runs[name], runs['TLC'])} of TLC's", flush=True)
                if runs[name].result == runs["TLC"].result:
                    group = "seed" if rec["folder"] == SPECS else "corpus-large"
                    wall = runs[name].seconds / max(runs["TLC"].seconds, 1e-9)
                    ratios.setdefault((group, name), []).append(wall)
        if "PyPy" in runs and len(interpreters) > 1:
            other = next(n for n in interpreters if n != "PyPy")
            print(f"{'':36} ratio    PyPy is {ratio(runs['PyPy'], runs[other])} of {other}'s", flush=True)
        if auto and len(interpreters) > 1:
            print(f"{'':36} ratio    auto is {ratio(runs['auto'], runs[other])} of {other}'s", flush=True)
    for (group, name), rs in ratios.items():
        mean = math.exp(sum(map(math.log, rs)) / len(rs))
        print(f"{name} against TLC over {len(rs)} {group} models: wall-time ratio geometric mean "
              f"{mean:.2f}x, largest {max(rs):.2f}x")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
