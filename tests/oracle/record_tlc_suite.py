"""Record the real TLC's results on TLC's old regression suite (general/tests), and sweep tlapy against them.

The suite's modules are copied in tests/specs/tlc_suite (TLC's BSD-licensed tests, from the tlaplus
repository's general/tests). Each module with a config of its name is a model: TLC runs it as TLC's own
suite did (`tlc -workers 1 -config M.cfg M.tla`, default flags otherwise) in a fresh copy of the folder.
A module without one is only parsed, by SANY (`java tla2sany.SANY M.tla`). tlc_suite.json keeps, per
module, the exit code, verdict, violated name, distinct and generated states, depth, error trace length
and the first line of the error message (FIELDS), and TLC's seconds. The sweep runs `tlapy check` (its
`tlapy java tla2sany.SANY` on a module without a config) the same way and ends with 'tlc_suite: N of M match'.

Run as: python tests/oracle/record_tlc_suite.py [--tlc path/to/tlc] record [MODULE ...]   (TLC's results)
        python tests/oracle/record_tlc_suite.py sweep [--timeout S] [MODULE ...]     (tlapy against them)
from the repository root; it was recorded with ../shared/tools/tlc (tla2tools.jar built 2026-11-22).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SUITE = HERE.parent / "specs" / "tlc_suite"
ORACLE = HERE / "tlc_suite.json"
TLC = HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc"
FIELDS = ("exit", "result", "violated", "distinct", "generated", "depth", "trace_len", "message")
EXITS = {
    0: "success",
    10: "assumption violation",
    11: "deadlock",
    12: "invariant violation",
    13: "property violation",
}
"""TLC's exit codes (EC.ExitStatus) of its verdicts; any other is an error."""
VIOLATED = re.compile(r"^Error: (?:Invariant|Action property) (\S+) is violated")
LOCATION = re.compile(
    r"^(line \d+, col|Unknown location|In module|Semantic errors|Fatal errors|\*\*\* Errors)"
)


def models(names: list[str] | None = None) -> list[str]:
    """The suite's modules, in order; those named only, when names are given."""
    every = sorted(p.stem for p in SUITE.glob("*.tla"))
    return [m for m in every if not names or m in names]


def message(lines: list[str]) -> str | None:
    """The first line of TLC's (or SANY's) error message, without its 'Error: '."""
    for i, ln in enumerate(lines):
        if ln.startswith("***Parse Error***"):
            return next((x.strip() for x in lines[i + 1 :] if x.strip()), None)
    for i, ln in enumerate(lines):
        if ln.startswith("*** Errors:"):
            rest = [x.strip() for x in lines[i + 1 :] if x.strip() and not LOCATION.match(x.strip())]
            return rest[0] if rest else None
    for ln in lines:
        if ln.startswith("Error: "):
            return ln[len("Error: ") :].strip()
    return None


def parse_tlc(stdout: str, code: int) -> dict:
    """TLC's result, read from its output as FIELDS."""
    lines = stdout.splitlines()
    out: dict = dict.fromkeys(FIELDS)
    out["exit"] = code
    out["result"] = EXITS.get(code, "error")
    for ln in lines:
        if (m := VIOLATED.match(ln)) and code in (12, 13) and out["violated"] is None:
            out["violated"] = m.group(1)
            out["result"] = (
                "invariant violation" if ln.startswith("Error: Invariant") else "property violation"
            )
        if m := re.match(r"([\d,]+) states generated, ([\d,]+) distinct states found", ln):
            out["generated"], out["distinct"] = (int(g.replace(",", "")) for g in m.groups())
        if m := re.match(r"The depth of the complete state graph search is (\d+)\.", ln):
            out["depth"] = int(m.group(1))
    states = [int(m.group(1)) for ln in lines if (m := re.match(r"State (\d+): ", ln))]
    out["trace_len"] = max(states) if states else None
    if out["result"] in ("error", "assumption violation"):
        out["message"] = message(lines)
    return out


def run_tlc(tlc: str, module: str) -> dict:
    """TLC's result on one module (SANY's on a module without a config), in a fresh copy of the suite."""
    with tempfile.TemporaryDirectory() as tmp:
        for f in SUITE.iterdir():
            shutil.copy(f, tmp)
        if (SUITE / f"{module}.cfg").exists():
            cmd = [tlc, "-workers", "1", "-config", f"{module}.cfg", f"{module}.tla"]
        else:
            jar = Path(tlc).resolve().parent / "tla2tools.jar"
            cmd = ["java", "-cp", str(jar), "tla2sany.SANY", f"{module}.tla"]
        start = time.monotonic()
        run = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=1800)
    out = parse_tlc(run.stdout, run.returncode)
    out["seconds"] = round(time.monotonic() - start, 1)
    return out


def run_tlapy(module: str, timeout: float, python: str = sys.executable) -> dict:
    """tlapy's result on one module (its SANY stand-in's on a module without a config), as FIELDS."""
    with tempfile.TemporaryDirectory() as tmp:
        for f in SUITE.iterdir():
            shutil.copy(f, tmp)
        report = Path(tmp) / "report.json"
        if (SUITE / f"{module}.cfg").exists():
            cmd = [
                "-m",
                "tla_py.cli",
                "check",
                f"{module}.tla",
                "-config",
                f"{module}.cfg",
                "-workers",
                "1",
                "--json-report",
                str(report),
            ]
        else:
            cmd = ["-m", "tla_py.cli", "java", "tla2sany.SANY", f"{module}.tla"]
        start = time.monotonic()
        try:
            run = subprocess.run([python, *cmd], cwd=tmp, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return {"result": "timeout", "seconds": timeout}
        seconds = round(time.monotonic() - start, 1)
        if not report.exists():
            out = parse_tlc(run.stdout, run.returncode)
        else:
            out = read_report(json.loads(report.read_text()), run.returncode)
    out["seconds"] = seconds
    out["stderr"] = run.stderr[-2000:] if "Traceback" in run.stderr else None
    return out


def read_report(rep: dict, code: int) -> dict:
    """tlapy's --json-report, as FIELDS."""
    out = {k: rep.get(k) for k in FIELDS}
    out["exit"] = code
    err = rep.get("error")
    if isinstance(err, dict):
        out["message"] = str(err.get("message", "")).split("\n")[0].strip()
    return out


def differences(exp: dict, got: dict) -> list[str]:
    """The FIELDS where tlapy's result differs from TLC's (TLC's None: not compared)."""
    return [
        f"{k}: {got.get(k)!r} != TLC's {exp[k]!r}"
        for k in FIELDS
        if exp.get(k) is not None and got.get(k) != exp[k]
    ]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tlc", default=str(TLC))
    ap.add_argument("what", choices=["record", "sweep"])
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("modules", nargs="*")
    args = ap.parse_intermixed_args(argv)
    oracle = json.loads(ORACLE.read_text()) if ORACLE.exists() else {}
    if args.what == "record":
        for m in models(args.modules):
            oracle[m] = run_tlc(args.tlc, m)
            print(m, oracle[m], flush=True)
        ORACLE.write_text(json.dumps(dict(sorted(oracle.items())), indent=1) + "\n")
        return 0
    matched, total = 0, 0
    for m in models(args.modules):
        if m not in oracle:
            continue
        got = run_tlapy(m, args.timeout, args.python)
        diff = differences(oracle[m], got)
        total += 1
        matched += not diff
        print(
            f"{m:12} {'ok ' if not diff else 'DIFF'} tlapy {got.get('seconds')}s TLC {oracle[m]['seconds']}s"
            f" {'; '.join(diff)}{' TRACEBACK' if got.get('stderr') else ''}",
            flush=True,
        )
    print(f"tlc_suite: {matched} of {total} match")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
