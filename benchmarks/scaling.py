#!/usr/bin/env python3
"""How tlapy scales out on one machine: 1 and N workers, Spark local[N], TLC -workers 1 and N.

    python benchmarks/scaling.py [--model ID] [--workers N] [--python PYTHON] [--no-spark] [--no-tlc]

Defaults to BookKeeper b2_wq2_aq2 (448,862 states) and N = the machine's cores. Each run is a child
process tree; its peak memory is the largest sum of the resident sets of the whole tree (coordinator
and workers, or Spark's JVM and its Python workers), sampled every 0.2 s from /proc. Runs follow each
other, so the ratios share the machine's load; CPU ms a distinct state (the whole tree's user and system
time, from the kernel's accounting of the children waited for) is the steadier figure on a busy machine,
where wall times follow the other jobs. For Spark it also prints the per-level overhead: wall
time per level beyond the time of the one-worker run's level. Not a test: prints a table.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPECS = ROOT / "specs"
TLC = ROOT.parent / "shared" / "tools" / "tlc" / "tlc"
TLC_COUNTS = re.compile(r"([\d,]+) states generated, ([\d,]+) distinct states found")
DEPTH = re.compile(r"depth of the complete state graph search is (\d+)")


def tree_rss_mb(root: int) -> float:
    """Resident MB of `root` and all its descendants, from /proc."""
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid = int(entry)
        children.setdefault(int(fields[1]), []).append(pid)
        rss[pid] = int(fields[21])  # pages
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        total += rss.get(pid, 0)
        todo.extend(children.get(pid, ()))
    return total * os.sysconf("SC_PAGE_SIZE") / 2**20


def measured(cmd: list[str], timeout: float, cwd: Path = SPECS,
             sampler=None) -> tuple[float, float, int, str]:
    """(wall seconds, peak MB of the process tree, exit status, output) of a command run in `cwd`;
    `sampler.sample(pid)` is called with each sample of the tree's memory."""
    with tempfile.TemporaryFile("w+") as out:
        t0 = time.monotonic()
        proc = subprocess.Popen(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
        peak = 0.0
        while proc.poll() is None:
            peak = max(peak, tree_rss_mb(proc.pid))
            if sampler is not None:
                sampler.sample(proc.pid)
            if time.monotonic() - t0 > timeout:
                os.killpg(proc.pid, 9)
                proc.wait()
                break
            time.sleep(0.2)
        secs = time.monotonic() - t0
        out.seek(0)
        return secs, peak, proc.returncode, out.read()


def _children_cpu() -> float:
    """User and system seconds of this process's children (and theirs) waited for so far."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def tlapy(python: str, rec: dict, extra: list[str], timeout: float) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "r.json"
        cmd = [python, "-m", "tla_py.cli", "check", rec["spec"], "-config", rec["cfg"], "--python", "current",
               *(["-deadlock"] if "-deadlock" in rec.get("tlc_args", []) else []), *extra,
               "--json-report", str(report)]
        cpu = _children_cpu()
        secs, peak, code, out = measured(cmd, timeout)
        cpu = _children_cpu() - cpu
        got = json.loads(report.read_text()) if report.exists() else {}
    levels = len(re.findall(r"^Progress\(", out, re.M))
    return {"secs": secs, "cpu": cpu, "peak": peak, "result": got.get("result", f"exit {code}"),
            "distinct": got.get("distinct"), "depth": got.get("depth"), "levels": levels}


def tlc(rec: dict, workers: int, timeout: float) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [str(TLC), "-workers", str(workers), "-noGenerateSpecTE", "-metadir", tmp,
               *(["-deadlock"] if "-deadlock" in rec.get("tlc_args", []) else []),
               "-config", rec["cfg"], rec["spec"]]
        cpu = _children_cpu()
        secs, peak, code, out = measured(cmd, timeout)
        cpu = _children_cpu() - cpu
    counts = TLC_COUNTS.findall(out)
    depth = DEPTH.findall(out)
    verdict = {0: "success", 12: "invariant violation"}.get(code, f"exit {code}")
    return {"secs": secs, "cpu": cpu, "peak": peak, "result": verdict,
            "distinct": int(counts[-1][1].replace(",", "")) if counts else None,
            "depth": int(depth[-1]) if depth else None}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="BookKeeperProtocol_b2_wq2_aq2", help="an id of specs/expected.json")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--python", default=sys.executable, help="the interpreter that runs tlapy's search")
    ap.add_argument("--no-spark", action="store_true")
    ap.add_argument("--no-tlc", action="store_true")
    ap.add_argument("--timeout", type=float, default=3600)
    a = ap.parse_args()
    rec = next(r for r in json.loads((SPECS / "expected.json").read_text()) if r["id"] == a.model)
    n = a.workers
    runs: dict[str, dict] = {}
    runs["tlapy 1 worker"] = tlapy(a.python, rec, ["-workers", "1"], a.timeout)
    runs[f"tlapy {n} workers"] = tlapy(a.python, rec, ["-workers", str(n)], a.timeout)
    if not a.no_spark:
        runs[f"tlapy --spark local[{n}]"] = tlapy(a.python, rec, ["--spark", f"local[{n}]"], a.timeout)
    if not a.no_tlc and TLC.exists() and shutil.which("java"):
        runs["TLC -workers 1"] = tlc(rec, 1, a.timeout)
        runs[f"TLC -workers {n}"] = tlc(rec, n, a.timeout)
    print(f"{a.model} (TLC: {rec['result']}, {rec['distinct']:,} distinct, depth {rec['depth']}), "
          f"tlapy on {a.python}, {os.cpu_count()} cores")
    print(f"{'run':28} {'result':20} {'distinct':>9} {'depth':>5} {'wall s':>8} {'CPU s':>8} "
          f"{'ms/state':>8} {'peak MB':>8} {'speed-up':>8}")
    base = runs["tlapy 1 worker"]["secs"]
    for name, r in runs.items():
        ok = r["distinct"] == rec["distinct"] and r["result"] == rec["result"]
        print(f"{name:28} {r['result'][:20]:20} {r['distinct'] or '-':>9} {r['depth'] or '-':>5} "
              f"{r['secs']:8.1f} {r['cpu']:8.1f} {1000 * r['cpu'] / max(1, r['distinct'] or 0):8.3f} "
              f"{r['peak']:8.0f} {base / r['secs']:7.2f}x" + ("" if ok else "  MISMATCH"))
    spark = runs.get(f"tlapy --spark local[{n}]")
    if spark and rec.get("depth"):
        per_level = (spark["secs"] - runs[f"tlapy {n} workers"]["secs"]) / rec["depth"]
        print(f"Spark overhead beyond {n} in-process workers: {per_level:.2f} s per level "
              f"over {rec['depth']} levels")
    return 0


if __name__ == "__main__":
    sys.exit(main())
