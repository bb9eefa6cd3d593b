#!/usr/bin/env python3
"""Spark against -workers on the same cores, interleaved: the ratio of wall times, run after run.

    python benchmarks/spark_vs_workers.py [--model ID] [--cores N] [--rounds R] [--master URL]
                                          [--spark-arg ARG ...] [--env K=V ...]

Defaults to BookKeeper b2_wq2_aq2 (448,862 states), N = 2 and 3 rounds. Each round runs -workers N and
then `tlapy check --spark local[N]` (or --master) one after the other, each a child process tree whose
peak memory is the largest sum of the resident sets of the whole tree (Spark's JVM, its Python workers
and their PyPy search processes included), so the two share the machine's load; it prints each pair's
wall times and their ratio and CPU seconds per distinct state, with the counts (distinct, generated,
depth) and verdict checked against TLC's (specs/expected.json; for a
violation, the trace length). -workers N runs as `tlapy check -workers N` does (tla_py.engine.check in the
interpreter --python auto chooses, PyPy's collector set as tlapy sets it), but reporting every level, so
that each level of 50,000 new states or more is compared too (the worst ratio of such a level's wall
time), and the fixed cost per level is Spark's largest level time among levels under 1,000 states. The
CPU seconds of each run's tree are sampled from /proc too, Spark's by kind of process (driver, JVM,
Python workers, PyPy search processes): on a loaded machine they say more than wall times.
Not a test: prints a table.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from scaling import measured  # noqa: E402

KINDS = (("tla_py.engine.spark.helper", "pypy"), ("bin/java", "jvm"), ("pyspark.daemon", "pyworkers"))
"""A process's kind by a word of its command line: the PyPy search processes, Spark's Python workers (and
their daemon), the JVM; any other process of the tree is the driver's (tlapy itself, -workers' processes)."""


class CpuSampler:
    """CPU seconds of a process tree by kind, sampled from /proc (a process's last sample counts)."""

    def __init__(self) -> None:
        self.last: dict[int, tuple[str, float]] = {}
        self.tick = os.sysconf("SC_CLK_TCK")

    def sample(self, root: int) -> None:
        children: dict[int, list[int]] = {}
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open(f"/proc/{entry}/stat") as f:
                        children.setdefault(int(f.read().rsplit(")", 1)[1].split()[1]), []).append(int(entry))
                except OSError:
                    pass
        todo = [root]
        while todo:
            pid = todo.pop()
            todo.extend(children.get(pid, ()))
            try:
                with open(f"/proc/{pid}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    cmd = f.read().decode(errors="replace")
            except OSError:
                continue
            kind = next((k for word, k in KINDS if word in cmd), "driver")
            if not cmd and pid in self.last:  # a process that ended has no command line: its kind stays
                kind = self.last[pid][0]
            self.last[pid] = (kind, (int(fields[11]) + int(fields[12])) / self.tick)

    def by_kind(self) -> dict[str, float]:
        out: dict[str, float] = {}
        for kind, secs in self.last.values():
            out[kind] = out.get(kind, 0.0) + secs
        return out

ROOT = Path(__file__).resolve().parents[1]
LEVEL = re.compile(r"^Spark level (\d+): ([\d,]+) new states in ([\d.]+) s", re.M)


def workers_levels(n: int, spec: str, cfg: str, deadlock: bool) -> None:
    """In the child that runs -workers n: each level's (depth, new states, seconds since the start), then
    the result as JSON."""
    sys.path.insert(0, str(ROOT))
    from tla_py.engine import check
    from tla_py.semantics import build_model
    from tla_py.stdlib import reset_run

    reset_run(0)
    model = build_model(Path(spec), Path(cfg), check_deadlock=False if deadlock else None)
    res = check(model, workers=n, progress_every=0,
                progress=lambda p: print(f"LEVEL {p.depth} {p.left_on_queue} {p.seconds:.3f}", flush=True))
    print("RESULT " + json.dumps({"result": res.result, "violated": res.violated, "distinct": res.distinct,
                                  "generated": res.generated, "depth": res.depth,
                                  "trace_len": len(res.trace or []) or None}))


def run_workers(n: int, rec: dict, timeout: float) -> dict:
    """-workers n on the model, in the interpreter `tlapy check` would hand it to."""
    from tla_py import runtime

    exe = runtime.search_interpreter(None) or sys.executable
    spec = ROOT / "specs" / rec["spec"]
    cmd = [exe, __file__, "--workers-levels", str(n), str(spec), str(spec.parent / rec["cfg"]),
           str("-deadlock" in rec.get("tlc_args", []))]
    saved = dict(os.environ)
    os.environ.update({k: v for k, v in runtime.PYPY_GC.items() if k not in os.environ})
    sampler = CpuSampler()
    try:
        secs, peak, code, out = measured(cmd, timeout, cwd=ROOT, sampler=sampler)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    found = re.findall(r"^RESULT (.*)$", out, re.M)
    marks = [(int(d), int(k), float(t)) for d, k, t in re.findall(r"^LEVEL (\d+) (\d+) ([\d.]+)$", out, re.M)]
    levels = [(d, k, t - (marks[i - 1][2] if i else 0.0)) for i, (d, k, t) in enumerate(marks)]
    return {"secs": secs, "peak": peak, "code": code, "report": json.loads(found[-1]) if found else {},
            "levels": levels, "out": out, "cpu": sampler.by_kind()}


def run(args: list[str], rec: dict, env: dict[str, str], timeout: float) -> dict:
    """One `tlapy check` of the model: wall, peak MB, the JSON report and the Spark level lines."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "r.json"
        spec = ROOT / "specs" / rec["spec"]
        deadlock = ["-deadlock"] if "-deadlock" in rec.get("tlc_args", []) else []
        cmd = [sys.executable, "-m", "tla_py.cli", "check", str(spec), "-config",
               str(spec.parent / rec["cfg"]), *deadlock, *args, "--json-report", str(report)]
        saved = dict(os.environ)
        os.environ.update(env)
        sampler = CpuSampler()
        try:
            secs, peak, code, out = measured(cmd, timeout, cwd=ROOT, sampler=sampler)
        finally:
            os.environ.clear()
            os.environ.update(saved)
        got = json.loads(report.read_text()) if report.exists() else {}
    levels = [(int(lv), int(n.replace(",", "")), float(s)) for lv, n, s in LEVEL.findall(out)]
    return {"secs": secs, "peak": peak, "code": code, "report": got, "levels": levels, "out": out,
            "cpu": sampler.by_kind()}


def agrees(r: dict, rec: dict) -> bool:
    got = r["report"]
    if got.get("result") != rec["result"] or got.get("violated") != rec["violated"]:
        return False
    if rec["result"] == "success":
        return (got.get("distinct"), got.get("generated"), got.get("depth")) == \
            (rec["distinct"], rec["generated"], rec["depth"])
    return got.get("trace_len") == rec["trace_len"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="BookKeeperProtocol_b2_wq2_aq2", help="an id of specs/expected.json")
    ap.add_argument("--cores", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--master", help="the Spark master (default local[N])")
    ap.add_argument("--spark-arg", action="append", default=[], help="one more argument for the Spark run")
    ap.add_argument("--env", action="append", default=[], help="K=V for the Spark run's environment")
    ap.add_argument("--timeout", type=float, default=3600)
    ap.add_argument("--log", type=Path, help="a folder to write each run's output to")
    ap.add_argument("--workers-levels", nargs=4, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.workers_levels:
        n, spec, cfg, deadlock = a.workers_levels
        workers_levels(int(n), spec, cfg, deadlock == "True")
        return 0
    rec = next(r for r in json.loads((ROOT / "specs" / "expected.json").read_text()) if r["id"] == a.model)
    n, master = a.cores, a.master or f"local[{a.cores}]"
    env = dict(kv.split("=", 1) for kv in a.env)
    print(f"{a.model}: -workers {n} against --spark {master} {' '.join(a.spark_arg)} {' '.join(a.env)}, "
          f"{os.cpu_count()} cores, {a.rounds} rounds")
    print(f"{'round':>5} {'workers s':>9} {'MB':>6} {'spark s':>8} {'MB':>6} {'ratio':>6}  "
          f"{'levels >= 50,000 new states: spark/workers s':44} {'worst':>5} {'fixed s':>7}")
    ratios: list[float] = []
    cpu_ratios: list[float] = []
    for i in range(1, a.rounds + 1):
        workers = run_workers(n, rec, a.timeout)
        spark = run(["--spark", master, *a.spark_arg], rec, env, a.timeout)
        ratio = spark["secs"] / workers["secs"]
        if a.log is not None:
            a.log.mkdir(parents=True, exist_ok=True)
            for name, r in (("workers", workers), ("spark", spark)):
                (a.log / f"{name}-{i}.out").write_text(r["out"])
        ratios.append(ratio)
        alone = {k: s for _, k, s in workers["levels"]}  # the engines number levels apart: by new states
        pairs = [(lv, s, alone[k]) for lv, k, s in spark["levels"] if k >= 50_000 and k in alone]
        big = " ".join(f"{lv}:{s:.0f}/{w:.0f}" for lv, s, w in pairs) or "-"
        worst = max((s / w for _, s, w in pairs), default=0.0)
        small = [s for _, k, s in spark["levels"] if k < 1_000]
        flags = "".join(f"  {name} MISMATCH" for name, r in (("workers", workers), ("spark", spark))
                        if not agrees(r, rec))
        fixed = max(small, default=0.0)
        print(f"{i:>5} {workers['secs']:9.1f} {workers['peak']:6.0f} {spark['secs']:8.1f} "
              f"{spark['peak']:6.0f} {ratio:6.2f}  {big:44} {worst:5.2f} {fixed:7.2f}{flags}", flush=True)
        cpu = ", ".join(f"{k} {v:.0f}" for k, v in sorted(spark["cpu"].items()))
        totals = [sum(r["cpu"].values()) for r in (workers, spark)]
        per_state = [1e6 * t / max(1, r["report"].get("distinct") or 0)
                     for t, r in zip(totals, (workers, spark))]
        cpu_ratios.append(totals[1] / max(totals[0], 1e-9))
        print(f"{'':5} CPU s: workers {totals[0]:.0f} ({per_state[0]:.0f} us/state); spark {totals[1]:.0f} "
              f"({per_state[1]:.0f} us/state: {cpu}); ratio {cpu_ratios[-1]:.2f}", flush=True)
        for name, r in (("workers", workers), ("spark", spark)):
            got = r["report"]
            print(f"{'':5} {name}: {got.get('result')}, {got.get('distinct') or 0:,} distinct, "
                  f"{got.get('generated') or 0:,} generated, depth {got.get('depth')}", flush=True)
        if flags:
            print(spark["out"][-3000:])
    print(f"median ratio {statistics.median(ratios):.2f} (min {min(ratios):.2f}, max {max(ratios):.2f}); "
          f"CPU {statistics.median(cpu_ratios):.2f} (min {min(cpu_ratios):.2f}, max {max(cpu_ratios):.2f})")
    if rec["result"] == "success":
        print(f"TLC: {rec['distinct']:,} distinct, {rec['generated']:,} generated, depth {rec['depth']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
