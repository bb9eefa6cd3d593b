#!/usr/bin/env python3
"""What checkpoints cost a run, and a run killed and recovered from one.

    python benchmarks/checkpoints.py [--spec SPEC --cfg CFG | --model ID] [--workers N] [--every MINUTES]
                                     [--rounds R] [--python auto|current|PYTHON] [--kill-after SECONDS]

Without --kill-after: R rounds of the model without checkpoints (-checkpoint 0) and with one every
MINUTES (default 0.05), interleaved so both share the machine's load; per run the wall time, the peak
memory of the whole process tree, the checkpoints taken and the seconds they took (from their
"Checkpointing completed ... in Xs" lines), and the counts. With --kill-after: one run with checkpoints
every MINUTES killed with SIGKILL after SECONDS, then `-recover`, and the recovered run's counts.
Defaults to BookKeeper b2_wq2_aq2 (448,862 states) and `--python auto`. Not a test: prints a table.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from scaling import ROOT, SPECS, measured

HEADER = (f"{'run':12} {'result':20} {'distinct':>10} {'generated':>11} {'depth':>5} {'wall s':>8} "
          f"{'peak MB':>8} {'ckpts':>5} {'ckpt s':>8} {'max s':>6}")
TAKEN = re.compile(r"^Checkpointing completed at .* in ([\d.]+)s\.$", re.M)


def _command(a: argparse.Namespace, *extra: str) -> list[str]:
    return [sys.executable, "-m", "tla_py.cli", "check", a.spec, "-config", a.cfg, *a.flags, "-workers",
            str(a.workers), "--python", a.python, *extra]


def _row(name: str, secs: float, peak: float, out: str, report: Path) -> dict:
    got = json.loads(report.read_text()) if report.exists() else {}
    taken = [float(x) for x in TAKEN.findall(out)]
    counts = f"{got.get('distinct') or 0:>10,} {got.get('generated') or 0:>11,} {got.get('depth') or 0:>5}"
    print(f"{name:12} {got.get('result', '?'):20} {counts} {secs:8.1f} {peak:8.0f} {len(taken):>5} "
          f"{sum(taken):8.2f} {max(taken, default=0):6.2f}", flush=True)
    return {"secs": secs, "taken": taken}


def cost(a: argparse.Namespace) -> None:
    print(HEADER)
    runs: dict[str, list[dict]] = {"without": [], "with": []}
    for _ in range(a.rounds):
        for name, every in (("without", "0"), ("with", a.every)):
            with tempfile.TemporaryDirectory(dir=a.tmp) as tmp:
                report = Path(tmp) / "r.json"
                cmd = _command(a, "-checkpoint", every, "-metadir", str(Path(tmp) / "meta"), "--json-report",
                               str(report))
                secs, peak, _, out = measured(cmd, a.timeout)
                runs[name].append(_row(name, secs, peak, out, report))
    without = sum(r["secs"] for r in runs["without"]) / a.rounds
    with_ = sum(r["secs"] for r in runs["with"]) / a.rounds
    spent = sum(sum(r["taken"]) for r in runs["with"]) / a.rounds
    print(f"mean wall: {without:.1f} s without, {with_:.1f} s with checkpoints every {a.every} min "
          f"({100 * (with_ / without - 1):+.1f}%); checkpoints wrote for {spent:.1f} s a run "
          f"({100 * spent / with_:.1f}% of its wall time)")


def kill_and_recover(a: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(dir=a.tmp) as tmp:
        meta, report = Path(tmp) / "meta", Path(tmp) / "r.json"
        first = subprocess.Popen(_command(a, "-checkpoint", a.every, "-metadir", str(meta)), cwd=SPECS,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(a.kill_after)
        os.kill(first.pid, signal.SIGKILL)
        first.wait()
        size = (meta / "checkpoint.tlapy").stat().st_size
        print(f"killed after {a.kill_after:g} s (exit {first.returncode}); checkpoint of {size:,} bytes")
        secs, peak, code, out = measured(_command(a, "-checkpoint", a.every, "-recover", str(meta),
                                                  "--json-report", str(report)), a.timeout)
        print(*(line for line in out.splitlines() if line.startswith("Recovery completed")), sep="\n")
        print(HEADER)
        _row("recovered", secs, peak, out, report)
        print(f"exit {code}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="BookKeeperProtocol_b2_wq2_aq2", help="an id of specs/expected.json")
    ap.add_argument("--spec", help="a spec (with --cfg) instead of --model")
    ap.add_argument("--cfg")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--every", default="0.05", help="minutes between two checkpoints")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--python", default="auto")
    ap.add_argument("--kill-after", type=float)
    ap.add_argument("--tmp", default=None, help="where the runs' folders go (default: the temporary folder)")
    ap.add_argument("--timeout", type=float, default=7200)
    a = ap.parse_args()
    os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    if a.spec:
        a.spec, a.cfg, a.flags = str(Path(a.spec).resolve()), str(Path(a.cfg).resolve()), []
    else:
        rec = next(r for r in json.loads((SPECS / "expected.json").read_text()) if r["id"] == a.model)
        a.spec, a.cfg, a.flags = rec["spec"], rec["cfg"], rec.get("tlc_args", [])
    if a.kill_after is not None:
        kill_and_recover(a)
    else:
        cost(a)
    return 0


if __name__ == "__main__":
    sys.exit(main())
