"""Record what the real tla2tools.jar prints for the java command lines the TLA+ VS Code extension builds
(src/tla2tools.ts; tests/test_vscode_shim.py checks them against the extension's own builders), which
tests/test_vscode_shim.py runs through extras/vscode/bin/java: SANY on a clean module, a parse error, semantic
errors in a module that EXTENDS one found through -DTLA-Library, a missing module, and a PlusCal translation
edited by hand (SANY's warning, from which the extension offers to overwrite it); pcal.trans on an
algorithm and on a wrong one; the XML exporter's outline, and its failure on a module with errors; TLC with
`-dumptrace tlc FILE`.

Each case runs in a fresh folder holding copies of tests/specs/vscode (lib/ in it); vscode_shim.json keeps
the command line (the folder written <dir>, the jar <jar>), the exit status, stdout and stderr merged as the
extension reads them, with the folder, dates, times, TLC's version, pid and seed made constant; for
pcal.trans the module it wrote, for TLC the trace file's value (as tlapy prints it, from TLC's binary).
Run as: python tests/oracle/record_vscode_shim.py [path/to/tla2tools.jar]   (default
../shared/tools/tlc/tla2tools.jar), from the repository root; it was run that way with TLC2 Version
2026.11.28.
"""

from __future__ import annotations

import gzip
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SPECS = ROOT / "tests" / "specs" / "vscode"
JAVA_OPTIONS = ["-cp", "<jar>", "-XX:+UseParallelGC"]
"""What the extension puts before every tool's class (its buildJavaOptions with no java options set)."""
LIB = "-DTLA-Library="
TRACE = "<dir>/Counter_trace_T2026-01-01_00-00-00_F83_W1_Mbfs.tlc"
"""A trace file named as the extension names it (buildTraceFilePath), which its findLatestTraceFile finds."""

CASES: dict[str, list[str]] = {
    "sany_clean": [LIB, "tla2sany.SANY", "Counter.tla"],
    "sany_parse_error": [LIB, "tla2sany.SANY", "Broken.tla"],
    "sany_semantic_error": [LIB + "<dir>/lib", "tla2sany.SANY", "Unknown.tla"],
    "sany_missing_module": [LIB, "tla2sany.SANY", "Unknown.tla"],
    "sany_stale_translation": [LIB, "tla2sany.SANY", "AlgoEdited.tla"],
    "pcal_translate": ["pcal.trans", "-nocfg", "Algo.tla"],
    "pcal_error": ["pcal.trans", "-nocfg", "AlgoBad.tla"],
    "outline": [LIB, "tla2sany.xml.XMLExporter", "-o", "-u", "-r", "Counter.tla"],
    "outline_error": [LIB, "tla2sany.xml.XMLExporter", "-o", "-u", "-r", "Unknown.tla"],
    "tlc_trace": [LIB, "tlc2.TLC", "Counter.tla", "-tool", "-modelcheck", "-config", "<dir>/Counter.cfg",
                  "-fp", "83", "-dumptrace", "tlc", TRACE, "-workers", "1", "-coverage", "1"],
}

VOLATILE = [
    (re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"), "<date>"),
    (re.compile(r"^Finished in \d+ms"), "Finished in <ms>"),
    (re.compile(r"^TLC2 Version .*"), "TLC2 Version <version>"),
    (re.compile(r"^Running breadth-first search Model-Checking .*"), "Running breadth-first search <how>"),
    (re.compile(r"\(\s*[\d,]+ s/min\)"), "(<n> s/min)"),
    (re.compile(r"\(\s*[\d,]+ ds/min\)"), "(<n> ds/min)"),
    (re.compile(r"/tmp/tlc-\d+/"), "<jar-modules>/"),
]


def command(args: list[str], folder: Path, jar: str) -> list[str]:
    """A case's java arguments for this folder and jar."""
    return [a.replace("<dir>", str(folder)).replace("<jar>", jar) for a in JAVA_OPTIONS + args]


def normalized(text: str, folder: Path) -> list[str]:
    out = []
    for line in text.replace(str(folder), "<dir>").split("\n"):
        for pattern, replacement in VOLATILE:
            line = pattern.sub(replacement, line)
        out.append(line)
    return out


def trace_value(path: Path) -> str:
    """The value of a -dumptrace tlc file, printed as TLC prints values by a process that read no spec (the
    strings' order starts afresh: a check run before in this process interned its own)."""
    from tla_py.stdlib import tlcvalues
    from tla_py.values.core import reset_string_order
    from tla_py.values.printing import format_value

    reset_string_order()
    return format_value(tlcvalues.loads(gzip.decompress(path.read_bytes())))


def record(jar: str) -> dict:
    out = {}
    for name, args in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            shutil.copytree(SPECS, folder, dirs_exist_ok=True)
            run = subprocess.run(["java", *command(args, folder, jar)], cwd=folder, stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True, timeout=300)
            case = {"args": args, "exit": run.returncode, "lines": normalized(run.stdout, folder)}
            if name.startswith("pcal"):
                case["module"] = (folder / args[-1]).read_text()
            if name == "tlc_trace":
                case["trace"] = trace_value(Path(TRACE.replace("<dir>", str(folder))))
            out[name] = case
            print(f"{name}: exit {run.returncode}", file=sys.stderr)
    return out


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    jar = sys.argv[1] if len(sys.argv) > 1 else str(ROOT.parent / "shared/tools/tlc/tla2tools.jar")
    (HERE / "vscode_shim.json").write_text(json.dumps(record(str(Path(jar).resolve())), indent=1) + "\n")
