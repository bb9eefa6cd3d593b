#!/usr/bin/env python3
"""What checkpoints cost a run, and a run killed and recovered from one.

    python benchmarks/checkpoints.py [--spec SPEC --cfg CFG | --model ID] [--workers N | --spark MASTER]
                                     [--every M[,M...]] [--no-baseline] [--rounds R]
                                     [--python auto|current|PYTHON] [--kill-after SECONDS] [--log DIR]

Without --kill-after: R rounds of the model without checkpoints (-checkpoint 0) and with one every M
minutes for each M (default 0.05), interleaved so all share the machine's load; per run the wall time,
the peak memory of the whole process tree (as /work/tools/treemem.py: resident sets summed, sampled every
0.2 s), the checkpoints taken, the seconds they took and the largest (from the progress lines), and the
counts (--no-baseline: the runs with checkpoints alone, their cost against their own wall time; --spark:
the Spark engine, its checkpoints as Parquet under -metadir's folder). With --kill-after: the commands of
the README's "Long runs", run from the repository's root: one run with checkpoints every M minutes killed
with SIGKILL after SECONDS, then `-recover`; it prints both
commands, the checkpoints taken before the kill, whether any process of the killed run outlived it, and
the recovered run's counts against the model's expected ones (exit 1 if they differ). --log DIR keeps
every run's output there. Defaults to BookKeeper b2_wq2_aq2 (448,862 states) and `--python auto`.
Not a test: prints a table.
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

HEADER = (f"{'run':14} {'result':10} {'distinct':>10} {'generated':>11} {'depth':>5} {'wall s':>8} "
          f"{'peak MB':>8} {'ckpts':>5} {'ckpt s':>7} {'max s':>6} {'max MB':>7}")
TAKEN = re.compile(r"^Checkpointing completed at .* in ([\d.]+)s\.$", re.M)
SIZE = re.compile(r"^Last checkpoint: .*\(([\d.]+) (B|KB|MB|GB), written", re.M)
UNIT = {"B": 2**-20, "KB": 2**-10, "MB": 1, "GB": 2**10}


def _command(a: argparse.Namespace, *extra: str) -> list[str]:
    engine = ["--spark", a.spark] if a.spark else ["-workers", str(a.workers)]
    return [sys.executable, "-m", "tla_py.cli", "check", a.spec, "-config", a.cfg, *a.flags, *engine,
            "--python", a.python, *extra]


def _keep(a: argparse.Namespace, name: str, out: str) -> None:
    if a.log:
        Path(a.log).mkdir(parents=True, exist_ok=True)
        (Path(a.log) / f"{name}.out").write_text(out)


def _row(name: str, secs: float, peak: float, out: str, report: Path) -> dict:
    got = json.loads(report.read_text()) if report.exists() else {}
    taken = [float(x) for x in TAKEN.findall(out)]
    largest = max((float(n) * UNIT[u] for n, u in SIZE.findall(out)), default=0.0)
    counts = f"{got.get('distinct') or 0:>10,} {got.get('generated') or 0:>11,} {got.get('depth') or 0:>5}"
    print(f"{name:14} {got.get('result', '?'):10} {counts} {secs:8.1f} {peak:8.0f} {len(taken):>5} "
          f"{sum(taken):7.2f} {max(taken, default=0):6.2f} {largest:7.1f}", flush=True)
    return {"secs": secs, "taken": taken, "got": got}


def cost(a: argparse.Namespace) -> None:
    print(" ".join(_command(a, "-checkpoint", "M")))
    print(HEADER)
    variants = [("without", "0")] * a.baseline + [(f"every {m}", m) for m in a.every.split(",")]
    runs: dict[str, list[dict]] = {name: [] for name, _ in variants}
    for r in range(a.rounds):
        for name, every in variants:
            with tempfile.TemporaryDirectory(dir=a.tmp) as tmp:
                report = Path(tmp) / "r.json"
                cmd = _command(a, "-checkpoint", every, "-metadir", str(Path(tmp) / "meta"), "--json-report",
                               str(report))
                secs, peak, _, out = measured(cmd, a.timeout, cwd=ROOT)
                _keep(a, f"{name.replace(' ', '-')}.{r}", out)
                runs[name].append(_row(name, secs, peak, out, report))
    without = sum(r["secs"] for r in runs["without"]) / a.rounds if a.baseline else None
    for name, _ in variants[a.baseline:]:
        with_ = sum(r["secs"] for r in runs[name]) / a.rounds
        spent = sum(sum(r["taken"]) for r in runs[name]) / a.rounds
        longest = max(max(r["taken"], default=0.0) for r in runs[name])
        against = "" if without is None else f"{without:.1f} s without, "
        change = "" if without is None else f" ({100 * (with_ / without - 1):+.1f}%)"
        print(f"mean wall: {against}{with_:.1f} s {name} min{change}; checkpoints wrote for {spent:.1f} s a "
              f"run ({100 * spent / with_:.1f}% of its wall time); the longest, {longest:.2f} s, is "
              f"{100 * longest / 1800:.2f}% of the default 30-minute interval")


def _outlived(session: int) -> list[int]:
    """The processes of a killed run's session still alive (a SIGKILLed tlapy takes its run with it)."""
    alive = []
    for entry in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[3]) == session and fields[0] != "Z":
            alive.append(int(entry))
    return alive


def kill_and_recover(a: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory(dir=a.tmp) as tmp:
        meta, report = Path(tmp) / "meta", Path(tmp) / "r.json"
        first = _command(a, "-checkpoint", a.every, "-metadir", str(meta))
        print("$", " ".join(first))
        with tempfile.TemporaryFile("w+") as out:
            run = subprocess.Popen(first, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
            time.sleep(a.kill_after)
            os.kill(run.pid, signal.SIGKILL)
            run.wait()
            time.sleep(1)
            left = _outlived(run.pid)
            out.seek(0)
            said = out.read()
        _keep(a, "killed", said)
        for line in said.splitlines():
            if line.startswith(("Checkpointing completed", "Moving the search", "The search goes on",
                                "The search starts over")):
                print("  " + line)
        size = sum(f.stat().st_size for f in meta.rglob("*") if f.is_file())  # a file, or Spark's folders
        print(f"killed after {a.kill_after:g} s (exit {run.returncode}); processes of it still alive: "
              f"{left or 'none'}; checkpoints of {size:,} bytes")
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        second = _command(a, "-recover", str(meta), "--json-report", str(report))
        print("$", " ".join(second))
        secs, peak, code, out = measured(second, a.timeout, cwd=ROOT)
        _keep(a, "recovered", out)
        began = ("Starting recovery", "Recovery completed")
        print(*(line for line in out.splitlines() if line.startswith(began)), sep="\n")
        print(HEADER)
        got = _row("recovered", secs, peak, out, report)["got"]
        want = {k: a.expected.get(k) for k in ("result", "distinct", "generated", "depth")}
        same = all(got.get(k) == v for k, v in want.items() if v is not None)
        print(f"exit {code}; expected {want}: {'same' if same else 'DIFFERENT'}")
        return 0 if same else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="BookKeeperProtocol_b2_wq2_aq2", help="an id of specs/expected.json")
    ap.add_argument("--spec", help="a spec (with --cfg) instead of --model")
    ap.add_argument("--cfg")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--spark", help="a Spark master: the Spark engine instead of -workers")
    ap.add_argument("--no-baseline", dest="baseline", action="store_false",
                    help="no run without checkpoints")
    ap.add_argument("--every", default="0.05", help="minutes between two checkpoints (a list: each in turn)")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--python", default="auto")
    ap.add_argument("--kill-after", type=float)
    ap.add_argument("--tmp", default=None, help="where the runs' folders go (default: the temporary folder)")
    ap.add_argument("--timeout", type=float, default=7200)
    ap.add_argument("--log", help="a folder that keeps every run's output")
    a = ap.parse_args()
    os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    if a.spec:
        a.spec, a.cfg, a.flags, a.expected = str(Path(a.spec).resolve()), str(Path(a.cfg).resolve()), [], {}
    else:
        a.expected = next(r for r in json.loads((SPECS / "expected.json").read_text()) if r["id"] == a.model)
        a.spec, a.cfg = (os.path.relpath((SPECS / a.expected[k]).resolve(), ROOT) for k in ("spec", "cfg"))
        a.flags = a.expected.get("tlc_args", [])
    return kill_and_recover(a) if a.kill_after is not None else cost(a) or 0


if __name__ == "__main__":
    sys.exit(main())
