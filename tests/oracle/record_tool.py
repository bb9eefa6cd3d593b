"""Record what the real TLC prints with -tool (its message codes, for the TLA+ VS Code extension and the
Toolbox) on the runs tests/test_tool.py compares tlapy's -tool output with (needs Java).

Each case runs TLC in a fresh folder holding copies of its spec and config (the coverage ones with
-fp 0: TLC counts a variable's values by their fingerprints, which the polynomial decides; DieHard from
../shared/corpus, left out without it); tool.json keeps the files (relative to the repository root, so
any checkout finds them), the command line, the exit status and the output lines, with what changes
from run to run made constant: dates, times, the pid, the random fingerprint and seed, folders (a file
keeps its name), TLC's version.
Run as: python tests/oracle/record_tool.py [path/to/tlc] [--only CASE...]   (default ../shared/tools/tlc/tlc;
--only records those cases and keeps the others), from the repository root; it was run that way with TLC2
Version 2026.11.25 (level_error and long_trace with 2026.11.28).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SHARED = ROOT.parent / "shared"
DIEHARD = SHARED / "corpus" / "DieHard__DieHard"

ENGINE = ["deadlock", "assume", "init_inv", "inv_error", "div_error", "init_error", "postcondition",
          "prop_action", "prop_lasso", "prop_stutter", "prop_initial", "prop_always"]


def pair(folder: Path, stem: str, cfg: str | None = None) -> list[Path]:
    """A module and its config (another config of its folder when named)."""
    return [folder / f"{stem}.tla", folder / f"{cfg or stem}.cfg"]


TOOL = ROOT / "tests" / "specs" / "tool"
KAFKA = pair(ROOT / "specs", "kafka_transactions_for_web")
CASES: dict[str, tuple[list[Path], list[str]]] = {
    "diehard": (pair(DIEHARD, "DieHard"), ["DieHard.tla"]),
    "diehard_coverage": (pair(DIEHARD, "DieHard"), ["-coverage", "1", "-fp", "0", "DieHard.tla"]),
    "diehard_continue": (pair(DIEHARD, "DieHard"), ["-continue", "DieHard.tla"]),
    "kafka": (KAFKA, ["-deadlock", "kafka_transactions_for_web.tla"]),
    "kafka_coverage": (KAFKA, ["-deadlock", "-coverage", "1", "-fp", "0", "kafka_transactions_for_web.tla"]),
    **{f"engine_{t}": (pair(ROOT / "tests" / "specs", f"engine_{t}"), [f"engine_{t}.tla"]) for t in ENGINE},
    "parse_error": (pair(ROOT / "tests" / "unparsable", "ToolParse"), ["ToolParse.tla"]),
    "semantic_error": (pair(TOOL, "ToolSemantic"), ["ToolSemantic.tla"]),
    "print": (pair(TOOL, "ToolPrint"), ["-deadlock", "ToolPrint.tla"]),
    "undefined_invariant": (pair(TOOL, "ToolPrint", "ToolUndefined"),
                            ["-config", "ToolUndefined.cfg", "ToolPrint.tla"]),
    "coverage_split": (pair(TOOL, "ToolCoverage"), ["-coverage", "1", "-fp", "0", "ToolCoverage.tla"]),
    "coverage_costs": (pair(TOOL, "ToolCosts"), ["-deadlock", "-coverage", "1", "-fp", "0", "ToolCosts.tla"]),
    "level_error": (pair(TOOL, "ToolLevel"), ["ToolLevel.tla"]),
    "long_trace": (pair(TOOL, "ToolLongTrace"), ["ToolLongTrace.tla"]),
}

VOLATILE = [
    (re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"), "<date>"),
    (re.compile(r"^Finished in \d+ms"), "Finished in <ms>"),
    (re.compile(r"^Finished checking temporal properties in \S+"),
     "Finished checking temporal properties in <s>"),
    (re.compile(r"^TLC2 Version .*"), "TLC2 Version <version>"),
    (re.compile(r"^Running breadth-first search Model-Checking .*"), "Running breadth-first search <how>"),
    (re.compile(r"\(\s*[\d,]+ s/min\)"), "(<n> s/min)"),
    (re.compile(r"\(\s*[\d,]+ ds/min\)"), "(<n> ds/min)"),
    (re.compile(r"^Parsing file (/\S+/)?([^/\s]+)( \(.*\))?$"), r"Parsing file \2"),
]


def normalized(line: str) -> str:
    for pattern, replacement in VOLATILE:
        line = pattern.sub(replacement, line)
    return line


def record(tlc: str, names: list[str]) -> dict:
    out = {}
    for name in names:
        files, args = CASES[name]
        if not all(f.exists() for f in files):
            print(f"{name}: left out ({files[0]} is missing)", file=sys.stderr)
            continue
        with tempfile.TemporaryDirectory() as tmp:
            for f in files:
                shutil.copy(f, tmp)
            cmd = [tlc, "-tool", "-workers", "1", *args]
            run = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=900)
        out[name] = {"files": [os.path.relpath(f, ROOT) for f in files], "args": args,
                     "exit": run.returncode, "lines": [normalized(ln) for ln in run.stdout.splitlines()]}
    return out


if __name__ == "__main__":
    given = sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("-") else None
    tlc = given or str(SHARED / "tools" / "tlc" / "tlc")
    only = sys.argv[sys.argv.index("--only") + 1:] if "--only" in sys.argv else list(CASES)
    kept = json.loads((HERE / "tool.json").read_text()) if only != list(CASES) else {}
    (HERE / "tool.json").write_text(json.dumps({**kept, **record(tlc, only)}, indent=1) + "\n")
