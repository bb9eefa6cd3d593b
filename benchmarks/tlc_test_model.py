#!/usr/bin/env python3
"""TLC's own test models (tlatools/.../test-model) under TLC and tlapy, compared model by model.

    python benchmarks/tlc_test_model.py [--only REGEX] [--slice I/N] [--tlc-only] [--rerun] [--report]

Every X.cfg of test-model is a model: the Java test that names it (test/tlc2/**/*Test.java, a
ModelCheckerTestCase) gives its module, folder and flags (`-deadlock` unless the test checks deadlock,
its extra arguments, `-fp 0 -seed 1`); a config no test names checks X.tla beside it without flags.
TLC runs as `tlc -workers 1 FLAGS -config X.cfg M.tla` in a temporary copy of the folder (60 s), tlapy
as `tlapy check M.tla -config X.cfg FLAGS --json-report R` (120 s); the two must agree on the exit code,
the verdict, the distinct and generated states, the depth and the trace's length. TLC's results are
kept in benchmarks/tlc_test_model.json (so a rerun skips Java), tlapy's beside them; models that need
what tlapy does not claim (Java overrides, simulation, TLC's debugger, -dfid, trace-exploration
specs written by TLC) are listed with the reason and not run. The test-model folder is taken from the
TLA+ repository's git directory (--mirror), extracted once to --work.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "benchmarks" / "tlc_test_model.json"
TLC = ROOT.parent / "shared" / "tools" / "tlc" / "tlc"
MIRROR = Path("/work/.mirror/tlaplus+tlaplus/repo")
TOOLS = "tlatools/org.lamport.tlatools"
EXIT = {  # TLC's ExitStatus names
    "SUCCESS": 0,
    "VIOLATION_ASSUMPTION": 10,
    "VIOLATION_DEADLOCK": 11,
    "VIOLATION_SAFETY": 12,
    "VIOLATION_LIVENESS": 13,
    "VIOLATION_ASSERT": 14,
    "FAILURE_SAFETY_EVAL": 75,
    "FAILURE_LIVENESS_EVAL": 76,
    "FAILURE_SPEC_EVAL": 77,
    "FAILURE_UNKNOWN": 78,
    "ERROR_SPEC_PARSE": 150,
    "ERROR_CONFIG_PARSE": 151,
    "ERROR_STATESPACE_TOO_LARGE": 152,
    "ERROR_SYSTEM": 153,
    "ERROR": 255,
}
UNCLAIMED = {  # flags of a Java test whose models tlapy does not claim to run as TLC does
    "-simulate": "simulation",
    "-generate": "simulation",
    "-dfid": "-dfid",
    "-debugger": "TLC's debugger",
    "-loadTrace": "-loadTrace",
    "-view": "-view",
    "-invlevel": "-invlevel",
}


def extract(mirror: Path, work: Path) -> Path:
    """test-model and the Java tests, copied out of the git directory once."""
    base = work / TOOLS
    if not (base / "test-model").is_dir():
        work.mkdir(parents=True, exist_ok=True)
        arch = subprocess.run(
            ["git", "--git-dir", str(mirror), "archive", "HEAD", f"{TOOLS}/test-model", f"{TOOLS}/test/tlc2"],
            capture_output=True,
            check=False,
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(work)], input=arch, check=False)
    return base


def call_args(src: str) -> str | None:
    """The text of the first super(...) call with a string literal or MC's name in it."""
    for m in re.finditer(r"\bsuper\s*\(", src):
        depth, i = 1, m.end()
        while depth and i < len(src):
            depth += {"(": 1, ")": -1}.get(src[i], 0)
            i += 1
        text = src[m.end() : i - 1]
        if '"' in text or "MODEL_CHECK_FILE_BASENAME" in text:
            return text
    return None


def literal(expr: str) -> str | None:
    """A Java string expression of literals and File.separator, as a string."""
    expr = expr.replace("TLAConstants.Files.MODEL_CHECK_FILE_BASENAME", '"MC"').replace(
        "File.separator", '"/"'
    )
    parts = [p.strip() for p in expr.split("+")]
    if not all(re.fullmatch(r'"[^"]*"', p) for p in parts):
        return None
    return "".join(p[1:-1] for p in parts)


def split_top(text: str) -> list[str]:
    """Arguments of a call, split at top-level commas."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += {"(": 1, "{": 1, ")": -1, "}": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return [*out, cur.strip()] if cur.strip() else out


def without_outputs(extra: list[str]) -> list[str]:
    """A test's arguments less -dump and -dumpTrace with their files: outputs that change no result."""
    out, dropping = [], False
    for x in extra:
        dropping = x.lower() in ("-dump", "-dumptrace") or (dropping and not x.startswith("-"))
        if not dropping:
            out.append(x)
    return out


def java_models(base: Path) -> dict[str, dict]:
    """Per config (path under test-model), the model a Java test checks and how."""
    models: dict[str, dict] = {}
    for java in sorted((base / "test" / "tlc2").rglob("*Test.java")):
        src = java.read_text(errors="replace")
        if "ModelCheckerTestCase" not in src or "extends TTraceModelCheckerTestCase" in src:
            continue
        text = call_args(src)
        if text is None:
            continue
        args = split_top(text)
        spec = literal(args[0]) if args else None
        if not spec:
            continue
        path, extra, status = "", [], 0
        for a in args[1:]:
            if a.startswith("new String"):
                extra = [literal(x) or "?" for x in split_top(a[a.index("{") + 1 : a.rindex("}")])]
            elif literal(a) is not None:
                path = literal(a) or ""
            elif (s := re.search(r"ExitStatus\.(\w+)", a)) and s[1] in EXIT:
                status = EXIT[s[1]]
        deadlock = re.search(r"boolean checkDeadLock\(\)\s*\{\s*return true", src) is None
        props = ["-Dtlc2.tool.impl.Tool.cdot=true"] if "Tool.CDOT_KEY, Boolean.TRUE" in src else []
        skip = None
        for flag, why in UNCLAIMED.items():
            if flag in extra:
                skip = why
        if "getResolver" in src or "Override" in java.stem:
            skip = "Java module overrides"
        if "distributed" in java.parts:
            skip = "distributed TLC"
        if "?" in extra:
            skip = "arguments computed in Java"
        extra = without_outputs(extra)
        cfg = extra[extra.index("-config") + 1] if "-config" in extra else spec + ".cfg"
        flags = [x for i, x in enumerate(extra) if x != "-config" and (i == 0 or extra[i - 1] != "-config")]
        flags = (["-deadlock"] if deadlock else []) + ["-fp", "0", "-seed", "1"] + flags
        key = str(Path(path.strip("/")) / cfg) if path.strip("/") else cfg
        models.setdefault(
            key,
            {
                "test": java.stem,
                "dir": path.strip("/"),
                "spec": spec + ".tla",
                "cfg": cfg,
                "flags": flags,
                "java_exit": status,
                "java": props,
                "skip": skip,
            },
        )
    return models


def all_models(base: Path) -> dict[str, dict]:
    """Every config of test-model: the Java test's model, else X.tla beside X.cfg without flags."""
    tm = base / "test-model"
    models = java_models(base)
    for cfg in sorted(tm.rglob("*.cfg")):
        key = str(cfg.relative_to(tm))
        if key in models:
            continue
        rel = cfg.parent.relative_to(tm)
        skip = (
            None if cfg.with_suffix(".tla").is_file() else "no module of its name, and no Java test names it"
        )
        models[key] = {
            "test": None,
            "dir": "" if str(rel) == "." else str(rel),
            "spec": cfg.stem + ".tla",
            "cfg": cfg.name,
            "flags": [],
            "java_exit": None,
            "skip": skip,
        }
    for m in models.values():
        if m["skip"] is None and not (tm / m["dir"] / m["spec"]).is_file():
            m["skip"] = "module not found"
    return models


def parse_tlc(out: str, code: int) -> dict:
    """TLC's verdict, counts, depth and trace length, from its output."""
    counts = re.findall(r"([\d,]+) states generated, ([\d,]+) distinct states found", out)
    depth = re.search(r"The depth of the complete state graph search is (\d+)", out)
    states = re.findall(r"^State (\d+): (?!Stuttering)", out, re.M)
    num = lambda s: int(s.replace(",", ""))  # noqa: E731
    return {
        "exit": code,
        "generated": num(counts[-1][0]) if counts else None,
        "distinct": num(counts[-1][1]) if counts else None,
        "depth": int(depth[1]) if depth else None,
        "trace_len": max(map(int, states)) if states else None,
        "lines": [ln for ln in out.splitlines() if ln.startswith("Error") or "is violated" in ln][:4],
    }


def in_copy(base: Path, m: dict, cmd: list[str], timeout: float, java: str = "") -> tuple[int, str, Path]:
    """Run cmd in a temporary copy of the model's folder; exit code, output and the copy."""
    tmp = Path(tempfile.mkdtemp(prefix="tlc_test_model."))
    for f in (base / "test-model" / m["dir"]).iterdir():
        if f.is_file():
            shutil.copy(f, tmp)
    try:
        p = subprocess.run(
            cmd,
            cwd=tmp,
            capture_output=True,
            text=True,
            timeout=timeout,
            env={**os.environ, "JAVA_TOOL_OPTIONS": f"-Xmx1g {java}".strip()},
        )
        return p.returncode, p.stdout + p.stderr, tmp
    except subprocess.TimeoutExpired:
        return -1, "timeout", tmp


def run_tlc(base: Path, m: dict) -> dict:
    """TLC's result for the model (with the Java system property its test sets for action composition,
    which tlapy always has on)."""
    cmd = [str(TLC), "-workers", "1", *m["flags"], "-config", m["cfg"], m["spec"]]
    code, out, tmp = in_copy(base, m, cmd, 60, " ".join(m.get("java", [])))
    shutil.rmtree(tmp, ignore_errors=True)
    return {"timeout": True} if code == -1 else parse_tlc(out, code)


def run_tlapy(base: Path, m: dict) -> dict:
    """tlapy's result for the model, from its JSON report."""
    cmd = ["tlapy", "check", m["spec"], "-config", m["cfg"], *m["flags"], "--json-report", "R.json"]
    code, out, tmp = in_copy(base, m, cmd, 120)
    try:
        if code == -1:
            return {"timeout": True}
        rep = json.loads((tmp / "R.json").read_text()) if (tmp / "R.json").is_file() else {}
        res = parse_tlc(out, code)
        for k in ("generated", "distinct", "depth", "trace_len"):
            res[k] = rep.get(k, res[k])
        res["lines"] = res["lines"] or out.strip().splitlines()[-2:]
        return res
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def differences(tlc: dict, mine: dict) -> list[str]:
    """The fields in which tlapy's result is not TLC's."""
    if tlc.get("timeout"):
        return []
    if mine.get("timeout"):
        return ["timeout"]
    keys = ["exit"] + (["distinct", "generated", "depth"] if tlc["exit"] in (0, 10, 11, 12, 13) else [])
    keys += ["trace_len"] if tlc["exit"] in (11, 12) else []  # a lasso's may differ (README), as -continue's
    return [k for k in keys if tlc.get(k) != mine.get(k) and (k == "exit" or tlc.get(k) is not None)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mirror", type=Path, default=MIRROR)
    ap.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "tlc_test_model")
    ap.add_argument("--only", default="")
    ap.add_argument("--slice", default="1/1", help="I/N: the I-th of N equal slices")
    ap.add_argument("--tlc-only", action="store_true")
    ap.add_argument("--rerun", action="store_true", help="run tlapy again where its result is recorded")
    ap.add_argument("--report", action="store_true", help="only summarize the recorded results")
    a = ap.parse_args()
    base = extract(a.mirror, a.work)
    models = all_models(base)
    data = json.loads(OUT.read_text()) if OUT.is_file() else {}
    i, n = map(int, a.slice.split("/"))
    keys = [k for k in sorted(models) if re.search(a.only, k)]
    keys = keys[(i - 1) * len(keys) // n : i * len(keys) // n]
    for k in [] if a.report else keys:
        m, rec = models[k], data.setdefault(k, {})
        rec["model"] = m
        if m["skip"]:
            continue
        if "tlc" not in rec:
            rec["tlc"] = run_tlc(base, m)
        if not a.tlc_only and (a.rerun or "tlapy" not in rec):
            rec["tlapy"] = run_tlapy(base, m)
            rec["diff"] = differences(rec["tlc"], rec["tlapy"])
            print(f"{k}: {'match' if not rec['diff'] else 'DIFF ' + ','.join(rec['diff'])}", flush=True)
        OUT.write_text(json.dumps(dict(sorted(data.items())), indent=1) + "\n")
    for r in data.values():
        if "tlapy" in r:
            r["diff"] = differences(r["tlc"], r["tlapy"])
    runnable = [k for k, r in data.items() if "tlapy" in r and not r["tlc"].get("timeout")]
    same = [k for k in runnable if not data[k]["diff"]]
    skipped = [k for k, r in data.items() if r["model"]["skip"]]
    print(
        f"test-model: {len(same)} of {len(runnable)} runnable match; {len(skipped)} skipped, "
        f"{sum(1 for r in data.values() if r.get('tlc', {}).get('timeout'))} TLC timeouts"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
