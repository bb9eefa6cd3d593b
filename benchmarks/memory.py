#!/usr/bin/env python3
"""Bytes per state of the whole process tree, tlapy beside TLC: how far a model's search reaches in memory.

    python benchmarks/memory.py [MODEL...] [--workers N] [--fpmem MEMORY] [--minutes M] [--no-tlc]
                                [--together] [--python PYTHON] [--extra "FLAGS"]

A MODEL is an id of specs/expected.json (the seeds: BookKeeperProtocol, ghostferry, ...) or of
../shared/corpus-large/expected.json (Bakery-Boulangerie__MCBoulanger, ...); default: BookKeeper
b2_wq2_aq2. Each model runs with `tlapy check -workers N` (as a user runs it: `--python auto`, so the
search is on PyPy where `tlapy setup-pypy` prepared one) and then TLC `-workers N`, one after the other,
so their ratios share the machine's load (with `--together`, at the same time: on a busy machine both
then meet the same load, and a long run takes its time once). Peak memory is the largest sum of the
resident sets of the whole process tree (coordinator, workers, PyPy, TLC's JVM), sampled every 0.2 s
from /proc. With `--minutes M` each run stops after M minutes and the table gives how far it got
(distinct states from its last progress line) and distinct states per minute. Not a test: prints a table.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from scaling import ROOT, TLC, measured

CORPUS_LARGE = ROOT.parent / "shared" / "corpus-large"
DISTINCT = re.compile(r"([\d,]+) distinct states found")
COUNTS = re.compile(r"([\d,]+) states generated, ([\d,]+) distinct states found")
DEPTH = re.compile(r"depth of the complete state graph search is (\d+)")


def model(mid: str) -> tuple[dict, Path]:
    """The recorded TLC result of model `mid` and the folder its spec and cfg are named from."""
    for folder, listing in ((ROOT / "specs", ROOT / "specs" / "expected.json"),
                            (CORPUS_LARGE, CORPUS_LARGE / "expected.json")):
        if listing.exists():
            for rec in json.loads(listing.read_text()):
                if rec["id"] == mid:
                    return rec, folder / rec.get("dir", "")
    sys.exit(f"no model {mid} in specs/expected.json or {CORPUS_LARGE}/expected.json")


def flags(rec: dict) -> list[str]:
    """TLC's flags of the recorded run that change what is checked."""
    return ["-deadlock"] if "-deadlock" in rec.get("tlc_args", []) else []


def reached(out: str) -> dict:
    """Distinct and generated states and depth from a run's output: its last count line."""
    counts = COUNTS.findall(out)
    distinct = DISTINCT.findall(out)
    depth = DEPTH.findall(out)
    last = counts[-1][1] if counts else distinct[-1] if distinct else "0"
    return {"distinct": int(last.replace(",", "")),
            "generated": int(counts[-1][0].replace(",", "")) if counts else None,
            "depth": int(depth[-1]) if depth else None}


def run(name: str, cmd: list[str], seconds: float) -> dict:
    """One run of `cmd`, stopped after `seconds`: its wall, peak tree MB and what it reached."""
    secs, peak, code, out = measured(cmd, seconds)
    return {"name": name, "secs": secs, "peak": peak, "code": code, "out": out, **reached(out)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="*", default=["BookKeeperProtocol_b2_wq2_aq2"])
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--fpmem", help="tlapy's -fpmem (TLC's: a fraction of memory below 1, else MB)")
    ap.add_argument("--minutes", type=float, help="stop each run after this many minutes")
    ap.add_argument("--python", default=sys.executable, help="the Python tlapy starts on")
    ap.add_argument("--extra", default="", help="more flags for tlapy")
    ap.add_argument("--no-tlc", action="store_true")
    ap.add_argument("--together", action="store_true", help="run tlapy and TLC at the same time")
    a = ap.parse_args()
    seconds = 60 * a.minutes if a.minutes else 6 * 3600
    for mid in a.models:
        rec, folder = model(mid)
        spec, cfg = str(folder / rec["spec"]), str(folder / rec["cfg"])
        with tempfile.TemporaryDirectory() as tmp:
            fpmem = ["-fpmem", a.fpmem] if a.fpmem else []
            commands = {f"tlapy -workers {a.workers}": [
                a.python, "-m", "tla_py.cli", "check", spec, "-config", cfg, *flags(rec), *fpmem,
                "-workers", str(a.workers), "-checkpoint", "0", *shlex.split(a.extra)]}
            if not a.no_tlc and TLC.exists():
                commands[f"TLC -workers {a.workers}"] = [
                    str(TLC), "-workers", str(a.workers), "-noGenerateSpecTE", "-metadir", tmp, *flags(rec),
                    *fpmem, "-config", cfg, spec]
            with ThreadPoolExecutor(len(commands) if a.together else 1) as pool:
                runs = list(pool.map(lambda item: run(*item, seconds), commands.items()))
        recorded = (f"{rec['distinct']:,} distinct, depth {rec['depth']}" if rec["distinct"] is not None
                    else "no counts (a run stopped before its end)")
        print(f"{mid}: TLC recorded {rec['result']}, {recorded}"
              + (f"; runs stopped after {a.minutes:g} min" if a.minutes else ""))
        print(f"{'run':18} {'exit':>4} {'distinct':>11} {'depth':>5} {'wall s':>8} {'ds/min':>9} "
              f"{'peak MB':>8} {'B/state':>8}")
        for r in runs:
            per_state = r["peak"] * 2**20 / r["distinct"] if r["distinct"] else float("nan")
            per_minute = 60 * r["distinct"] / r["secs"]
            print(f"{r['name']:18} {r['code']:>4} {r['distinct']:>11,} {r['depth'] or '-':>5} "
                  f"{r['secs']:8.1f} {per_minute:9,.0f} {r['peak']:8.0f} {per_state:8.0f}")
        if len(runs) == 2 and runs[1]["peak"]:
            together = " (run together)" if a.together else ""
            print(f"tlapy/TLC{together}: wall {runs[0]['secs'] / runs[1]['secs']:.2f}x, "
                  f"peak memory {runs[0]['peak'] / runs[1]['peak']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
