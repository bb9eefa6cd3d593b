#!/usr/bin/env python3
"""Sweeps of tlapy beside TLC, so that speed cannot be lost unseen: a guard for CI and a table per run.

    python benchmarks/sweep.py [--full] [--only REGEX] [--guard RATIO] [--write] [--readme] [--timeout S]
    python benchmarks/sweep.py --readme          # only the README's table, from the newest table written

Each model of the sweep runs as a user runs it (`tlapy check --python auto`: the search starts on this
Python and moves to the PyPy `tlapy setup-pypy` prepared when a level is worth it), then TLC `-workers 1`
on the same model, one after the other, so the ratio shares the machine's load. tlapy runs as pip
installs it, its bytecode compiled first (run.py's compile_tlapy), as TLC runs from its jar. Wall and
CPU seconds and the peak memory of each whole process tree are benchmarks/run.py's `timed`. The quick
sweep (QUICK) is the seeds' small models and nine corpus-large models both finish in a few seconds: CI
runs it with `--guard 2.5` (tests/test_speed_guard.py). The full sweep adds the seeds' bigger models and every
corpus-large model TLC finished within FULL_TLC_WITHIN seconds; run it, with `--write --readme`, at each
change of the engine or the evaluator.

`--guard RATIO` exits 1 naming each model whose tlapy wall time is over RATIO times TLC's (a gross
regression, not a timing test: a model over it is measured once more and fails only if over it again),
or whose verdict or distinct states differ from TLC's recorded ones. `--write` writes the run's markdown
table to benchmarks/history/ (one dated file per run); `--readme` replaces the README's table, between
its `sweep-table` comments, with the newest table there.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from run import CORPUS_LARGE, LARGE, ROOT, SPECS, Run, compile_tlapy, prepared_pypy, run_tlapy, run_tlc

HISTORY = ROOT / "benchmarks" / "history"
README = ROOT / "README.md"
BEGIN = "<!-- sweep-table: begin (written by python benchmarks/sweep.py --readme; do not edit) -->"
END = "<!-- sweep-table: end -->"
QUICK = [  # ids of specs/expected.json, then of ../shared/corpus-large/expected.json whose runs take 1-12 s
    # of CPU for either checker: 190 s of CPU in all, tlapy's and TLC's, within CI's 4 minutes for the guard
    "kafka_transactions_for_web",
    "kafka_transactions_for_web_liveness",
    "BookKeeperProtocol_b2_wq1_aq1",
    "BookKeeperProtocol_b3_wq1_aq1",
    "BookKeeperProtocol_v4_13_b2_defect",
    "ghostferry_r0_1_1",
    "ghostferry_r0_1_2",
    "ghostferry_r0r1_1_1",
    "ghostferry_r0_2_1",
    "MisraReachability__MCReachabilityTestRandomGraphs",
    "LoopInvariance__MCBinarySearch",
    "PaxosHowToWinATuringAward__MCPaxosTiny",
    "barriers__Barriers",
    "PaxosHowToWinATuringAward__MCVoting",
    "TeachingConcurrency__SimpleRegular",
    "MisraReachability__MCReachabilityTestAllGraphs",
    "LoopInvariance__MCQuicksort",
    "KeyValueStore__MCKVsnap",
]
FULL_SEEDS = ["BookKeeperProtocol_b2_wq2_aq1", "BookKeeperProtocol_v4_13_b2_fenced", *LARGE,
              "ghostferry_r0_2_2", "ghostferry_r0r1_2_1"]
FULL_TLC_WITHIN = 200.0  # seconds TLC took on a corpus-large model, as recorded


@dataclass
class Row:
    """One model of a sweep: tlapy's run beside TLC's, and whether tlapy's answer is TLC's recorded one."""

    model: str
    tlapy: Run
    tlc: Run
    expected: dict

    @property
    def ratio(self) -> float:
        return self.tlapy.seconds / max(self.tlc.seconds, 1e-9)

    @property
    def wrong(self) -> str:
        """What differs from TLC's recorded answer, in tlapy's run or in TLC's ('' when nothing does)."""
        exp, got = self.expected, self.tlapy
        if got.result != exp["result"]:
            return f"{got.result} where TLC gives {exp['result']}"
        if exp["result"] == "success" and got.distinct != exp["distinct"]:
            return f"{got.distinct} distinct states where TLC finds {exp['distinct']}"
        if self.tlc.result != exp["result"]:
            return f"TLC's run gave {self.tlc.result}, not its recorded {exp['result']}: no ratio"
        return ""


def records() -> dict[str, dict]:
    """Every model a sweep may run, by id, with the folder its spec and config are named from."""
    found = {r["id"]: {**r, "folder": SPECS} for r in json.loads((SPECS / "expected.json").read_text())}
    if (CORPUS_LARGE / "expected.json").exists():
        for r in json.loads((CORPUS_LARGE / "expected.json").read_text()):
            found[r["id"]] = {**r, "folder": CORPUS_LARGE / r.get("dir", ".")}
    return found


def full(known: dict[str, dict]) -> list[str]:
    """The full sweep: the quick one, the seeds' bigger models, and corpus-large's within FULL_TLC_WITHIN."""
    more = [mid for mid, r in known.items() if r["folder"] != SPECS and r["result"] != "unknown"
            and (r.get("tlc_seconds") or math.inf) <= FULL_TLC_WITHIN and mid not in QUICK]
    return [*QUICK, *FULL_SEEDS, *sorted(more, key=lambda mid: known[mid]["tlc_seconds"])]


def measure(rec: dict, timeout: float) -> tuple[Run, Run]:
    """tlapy (`--python auto`) then TLC on one model."""
    return run_tlapy(sys.executable, rec, timeout, "auto"), run_tlc(rec, timeout)


def geomean(xs: list[float]) -> float:
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else math.nan


def table(rows: list[Row], title: str) -> str:
    """The run as markdown: a title line, where it ran, one line per model, the geometric mean."""
    commit = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip() or "?"
    lines = [f"# {title}", "",
             f"Commit {commit}, {platform.python_implementation()} {platform.python_version()} starting "
             f"`tlapy check --python auto` (bytecode compiled), TLC `-workers 1`, one after the other on a "
             f"shared machine "
             f"({os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the end). Peak memory is of "
             f"the whole process tree.", "",
             "| model | tlapy's result | distinct | tlapy wall s | CPU s | peak MB | TLC wall s | CPU s "
             "| peak MB | wall ratio |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for r in rows:
        a, b = r.tlapy, r.tlc
        result = a.result + (f" (**{r.wrong}**)" if r.wrong else "")
        lines.append(f"| {r.model} | {result} | {_count(a.distinct)} | {a.seconds:.1f} | {a.cpu:.1f} | "
                     f"{a.peak_mb:.0f} | {b.seconds:.1f} | {b.cpu:.1f} | {b.peak_mb:.0f} | {r.ratio:.2f}x |")
    ratios = [r.ratio for r in rows]
    cpu = [r.tlapy.cpu / max(r.tlc.cpu, 1e-9) for r in rows]
    lines += ["", f"Over {len(rows)} models, tlapy's wall time against TLC's: geometric mean "
                  f"{geomean(ratios):.2f}x, largest {max(ratios, default=math.nan):.2f}x; CPU time: "
                  f"geometric mean {geomean(cpu):.2f}x."]
    return "\n".join(lines) + "\n"


def _count(n: int | None) -> str:
    return f"{n:,}" if n is not None else "-"


def newest() -> Path | None:
    """The newest table written to benchmarks/history (the file names sort by date)."""
    tables = sorted(HISTORY.glob("*.md"))
    return tables[-1] if tables else None


def readme_section(table_file: Path) -> str:
    """What goes between the README's markers: the table without its title, and where it comes from."""
    body = table_file.read_text().split("\n", 1)[1].strip()
    return f"{BEGIN}\nThe newest sweep, `benchmarks/history/{table_file.name}`:\n\n{body}\n{END}"


def update_readme(readme: Path, table_file: Path) -> None:
    """Replace only the README's text between the markers with the newest table."""
    text = readme.read_text()
    start, stop = text.find(BEGIN), text.find(END)
    if start < 0 or stop < start:
        sys.exit(f"{readme}: no '{BEGIN}' ... '{END}' section to replace")
    readme.write_text(text[:start] + readme_section(table_file) + text[stop + len(END):])


def guard(rows: list[Row], limit: float, timeout: float) -> list[str]:
    """The models over `limit` (after one more measurement each) or with another answer than TLC's."""
    failures = []
    for i, row in enumerate(rows):
        if row.ratio > limit and not row.wrong:
            print(f"{row.model}: {row.ratio:.2f}x TLC's wall time, over {limit}x: measured again", flush=True)
            again = Row(row.model, *measure(row.expected, timeout), row.expected)
            _print(again)
            rows[i] = row = min(row, again, key=lambda r: r.ratio)
        if row.wrong:
            failures.append(f"{row.model}: {row.wrong}")
        elif row.ratio > limit:
            failures.append(f"{row.model}: tlapy took {row.tlapy.seconds:.1f} s, {row.ratio:.2f}x TLC's "
                            f"{row.tlc.seconds:.1f} s (over {limit}x), twice")
    return failures


def _print(row: Row) -> None:
    a, b = row.tlapy, row.tlc
    print(f"{row.model:52} {a.result[:20]:20} {_count(a.distinct):>10} tlapy {a.seconds:6.1f} s "
          f"{a.cpu:6.1f} CPU {a.peak_mb:5.0f} MB  TLC {b.seconds:6.1f} s {b.cpu:6.1f} CPU {b.peak_mb:5.0f} MB"
          f"  {row.ratio:5.2f}x" + (f"  WRONG: {row.wrong}" if row.wrong else ""), flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--full", action="store_true", help="the full sweep (default: the quick one)")
    ap.add_argument("--only", help="regular expression on model ids")
    ap.add_argument("--guard", type=float, metavar="RATIO", help="exit 1 when a model takes over RATIO "
                    "times TLC's wall time, or gives another answer")
    ap.add_argument("--write", action="store_true", help="write the table to benchmarks/history/")
    ap.add_argument("--readme", action="store_true", help="replace the README's table with the newest one")
    ap.add_argument("--timeout", type=float, default=600, help="seconds per run (default 600)")
    a = ap.parse_args()
    if a.readme and not (a.write or a.guard or a.full or a.only):
        table_file = newest()
        if table_file is None:
            sys.exit(f"no table in {HISTORY}: run a sweep with --write first")
        update_readme(README, table_file)
        return 0
    known = records()
    name = "full" if a.full else "quick"
    chosen = [m for m in (full(known) if a.full else QUICK) if not a.only or re.search(a.only, m)]
    missing = [m for m in chosen if m not in known]
    if missing:
        sys.exit(f"no recorded TLC result for {', '.join(missing)} (is ../shared/corpus-large there?)")
    for python in filter(None, (sys.executable, prepared_pypy())):
        compile_tlapy(python)
    started = time.time()
    rows = []
    for mid in chosen:
        rows.append(Row(mid, *measure(known[mid], a.timeout), known[mid]))
        _print(rows[-1])
    failures = (guard(rows, a.guard, a.timeout) if a.guard
                else [f"{r.model}: {r.wrong}" for r in rows if r.wrong])
    stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(started))
    text = table(rows, f"The {name} sweep, {stamp}" + (f" ({a.only})" if a.only else ""))
    print(text.rsplit("\n", 2)[-2], f"({time.time() - started:.0f} s in all)")
    if a.write:
        HISTORY.mkdir(exist_ok=True)
        out = HISTORY / f"{time.strftime('%Y-%m-%dT%H%M', time.gmtime(started))}-{name}.md"
        out.write_text(text)
        print(f"written: {out.relative_to(ROOT)}")
    if a.readme:
        update_readme(README, newest() or sys.exit("no table written"))
    for failure in failures:
        print(f"FAILED {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
