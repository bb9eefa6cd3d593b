"""extras/vscode/bin/java, tlapy's stand-in for the java the TLA+ VS Code extension runs (tla_py/javashim.py):
the extension's own java command lines (built by its src/tla2tools.ts, in node) run through it, and what the
extension's own readers make of its output (its SANY, pcal.trans, XML exporter and TLC parsers, built in
node by tests/tool_client/build.sh) is what they make of the real tla2tools.jar's output on the same command
lines (recorded by tests/oracle/record_vscode_shim.py). The extension's sources come from
TLAPY_VSCODE_TLAPLUS, else ../shared/tools/vscode-tlaplus; those tests skip without them, node or npm."""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.oracle.record_vscode_shim import JAVA_OPTIONS, LIB, SPECS, TRACE, command, normalized, trace_value

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SHIM = ROOT / "extras" / "vscode" / "bin" / "java"
ORACLE = json.loads((HERE / "oracle" / "vscode_shim.json").read_text())
EXTENSION = Path(os.environ.get("TLAPY_VSCODE_TLAPLUS") or ROOT.parent / "shared/tools/vscode-tlaplus")
POP_UP_BELOW = 10
"""The extension pops up "Error running TOOL (exit code N)" for an exit code from 1 to 9."""


@pytest.fixture(scope="module")
def tools(tmp_path_factory) -> Path:
    """The extension's readers of its tools' output, built for node (tests/tool_client/parse_tools.ts)."""
    if not EXTENSION.exists():
        pytest.skip(f"needs the extension's sources ({EXTENSION}, or TLAPY_VSCODE_TLAPLUS)")
    if not (shutil.which("node") and shutil.which("npm")):
        pytest.skip("needs node and npm")
    out = tmp_path_factory.mktemp("vscode-tlaplus")
    build = subprocess.run(["bash", str(HERE / "tool_client" / "build.sh"), str(EXTENSION), str(out)],
                           capture_output=True, text=True, timeout=600)
    if build.returncode != 0:
        pytest.skip(f"the extension's readers did not build: {build.stderr[-500:]}")
    return out


def extension(tools: Path, script: str, *args: str) -> dict:
    run = subprocess.run(["node", str(tools / script), *args], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout)
    assert seen["shown"] == []  # nothing popped up
    return seen["result"]


def folder(tmp_path: Path) -> Path:
    shutil.copytree(SPECS, tmp_path, dirs_exist_ok=True)
    return tmp_path


def shim(args: list[str], where: Path) -> subprocess.CompletedProcess:
    """The stand-in run as the extension runs java: in the spec's folder, stdout and stderr merged."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TLAPY_PYTHON": "current",
           "TLAPY": f"{sys.executable} -m tla_py.cli"}
    env.pop("TLAPY_JAVA", None)
    return subprocess.run([str(SHIM), *command(args, where, "/ext/tools/tla2tools.jar")], cwd=where,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, timeout=300)


def theirs(name: str, where: Path) -> list[str]:
    return [line.replace("<dir>", str(where)) for line in ORACLE[name]["lines"]]


def timeless(text: str, where: Path) -> list[str]:
    """TLC's output (or tlapy's) with dates, times and speeds made constant, as the recording has them."""
    lines = [ln.replace("<dir>", str(where)) for ln in normalized(text, where)]
    fixed = {"<date>": "2000-01-01 00:00:00", "<ms>": "0ms", "<n>": "0"}
    return [re.sub("|".join(fixed), lambda m: fixed[m.group(0)], ln) for ln in lines]


def write(path: Path, lines: list[str]) -> str:
    path.write_text("\n".join(lines))
    return str(path)


def test_the_command_lines_are_the_extensions(tools: Path, tmp_path: Path):
    """The recorded command lines are those the extension builds (its random -fp and dated trace name
    aside), so the stand-in is tried on what it will be given."""
    built = extension(tools, "parse_tools.js", "args", str(tmp_path / "Counter.tla"),
                      str(tmp_path / "Counter.cfg"))
    fixed = [re.sub(r"_T[\d_-]+_F\d+_", "_T2026-01-01_00-00-00_F83_", a) for a in built["tlc"]]
    fixed[fixed.index("-fp") + 1] = "83"
    assert fixed == command(ORACLE["tlc_trace"]["args"], tmp_path, "/ext/tools/tla2tools.jar")
    for kind, name in [("sany", "sany_clean"), ("pcal", "pcal_translate"), ("xml", "outline")]:
        args = ORACLE[name]["args"]
        args = [a.replace("Algo.tla", "Counter.tla") for a in args]
        assert built[kind] == command(args, tmp_path, "/ext/tools/tla2tools.jar"), kind
    assert JAVA_OPTIONS[-1] in built["sany"] and LIB in built["sany"]


@pytest.mark.parametrize("name", ["sany_clean", "sany_parse_error", "sany_semantic_error",
                                  "sany_missing_module", "sany_stale_translation"])
def test_sanys_diagnostics(tools: Path, name: str, tmp_path: Path):
    """The editor's diagnostics from the stand-in's SANY are SANY's: the same files, places and severities,
    and SANY's words but for a parse error's first line (tlapy's parser says it its own way); the same exit
    code (0, or 255 for a module that does not parse or is missing: no pop-up)."""
    where = folder(tmp_path)
    run = shim(ORACLE[name]["args"], where)
    assert run.returncode == ORACLE[name]["exit"], run.stdout
    ours = extension(tools, "parse_tools.js", "sany", write(tmp_path / "tlapy.out", run.stdout.split("\n")))
    tlc = extension(tools, "parse_tools.js", "sany", write(tmp_path / "sany.out", theirs(name, where)))
    if name == "sany_parse_error":  # the first message is the parser's own; its place is SANY's
        for seen in (ours, tlc):
            seen["diagnostics"][0]["message"] = "Encountered" in seen["diagnostics"][0]["message"] or \
                seen["diagnostics"][0]["message"].startswith("unexpected")
    assert ours["diagnostics"] == tlc["diagnostics"]
    assert set(ours["modules"]) == set(tlc["modules"])
    assert bool(ours["diagnostics"]) == (name != "sany_clean")


@pytest.mark.parametrize("name", ["pcal_translate", "pcal_error"])
def test_translation_is_tlapy_translate(tools: Path, name: str, tmp_path: Path):
    """pcal.trans through the stand-in is `tlapy translate`: the module pcal.trans writes, and its
    diagnostics for an algorithm it rejects, at its place and in its words; no pop-up."""
    where = folder(tmp_path)
    case = ORACLE[name]
    run = shim(case["args"], where)
    assert (run.returncode == 0) == (case["exit"] == 0) and run.returncode not in range(1, POP_UP_BELOW)
    assert (where / case["args"][-1]).read_text() == case["module"]
    target = str(where / case["args"][-1])
    ours = extension(tools, "parse_tools.js", "pcal", write(tmp_path / "tlapy.out", run.stdout.split("\n")),
                     target)
    tlc = extension(tools, "parse_tools.js", "pcal", write(tmp_path / "pcal.out", theirs(name, where)),
                    target)
    assert ours == tlc
    assert bool(ours["diagnostics"]) == (name == "pcal_error")


def test_the_outline_is_the_xml_exporters(tools: Path, tmp_path: Path):
    """The module's symbols the extension reads from the XML exporter: names, kinds (from SANY's levels and
    arities), places (the definition's whole text), the constant, the variable and the named ASSUME."""
    where = folder(tmp_path)
    run = shim(ORACLE["outline"]["args"], where)
    assert run.returncode == 0, run.stdout
    tla = str(where / "Counter.tla")
    ours = extension(tools, "parse_tools.js", "outline", write(tmp_path / "tlapy.xml", [run.stdout]), tla)
    tlc = extension(tools, "parse_tools.js", "outline",
                    write(tmp_path / "sany.xml", theirs("outline", where)), tla)
    mine = sorted((s for s in tlc if s["container"] == "Counter"), key=lambda s: s["range"])
    ours = sorted(ours, key=lambda s: s["range"])
    assert [(s["name"], s["range"]) for s in ours] == [(s["name"], s["range"]) for s in mine]
    # SANY's exporter gives an application of an operator of the module that operator's level, its
    # arguments left out (Inv == Double(x) < 6 is 0 there, as A == Double(x) would be): tlapy gives the
    # level the definition has, 1 (a state predicate), which the extension shows as a variable
    differ = [(a["name"], a["level"], b["level"]) for a, b in zip(ours, mine) if a != b]
    assert differ == [("Inv", 1, 0)]
    assert {s["name"] for s in mine} == {"Limit", "x", "LimitOk", "Double", "Init", "Next", "Inv", "Live"}


def test_no_outline_for_a_module_with_errors(tmp_path: Path):
    """The XML exporter on a module with errors: SANY's report on stderr, nothing on stdout, exit 2 (the
    extension then keeps its own outline, from its regular expressions)."""
    case = ORACLE["outline_error"]
    run = shim(case["args"], folder(tmp_path))
    assert run.returncode == case["exit"] == 2
    assert "Cannot find source file for module Helper imported in module Unknown." in run.stdout
    assert run.stdout.rstrip().endswith(case["lines"][-2]), case["lines"][-3:]


def test_a_check_dumps_tlcs_trace_file(tools: Path, tmp_path: Path):
    """A check as the extension starts it: no pop-up, the same result, error and trace as TLC's, and the
    trace file TLC writes (-dumptrace tlc: the same value in TLC's binary format) named on TLC's line,
    which enables "Debug counterexample"."""
    where = folder(tmp_path)
    case = ORACLE["tlc_trace"]
    run = shim(case["args"], where)
    assert run.returncode == case["exit"], run.stdout
    trace = Path(TRACE.replace("<dir>", str(where)))
    assert trace_value(trace) == case["trace"]
    assert gzip.decompress(trace.read_bytes())  # TLC reads it gzipped
    ours = extension(tools, "parse_tlc.js", write(tmp_path / "tlapy.out", timeless(run.stdout, where)))
    tlc_out = timeless("\n".join(theirs("tlc_trace", where)), where)
    tlc = extension(tools, "parse_tlc.js", write(tmp_path / "tlc.out", tlc_out))
    assert ours["traceFilePath"] == tlc["traceFilePath"] == str(trace)
    for key in ("state", "status", "errors", "initialStatesStat", "coverage"):
        assert ours[key] == tlc[key], key


def test_what_tlapy_has_not_says_so(tmp_path: Path):
    """The REPL and tla2tex: a message saying what to do, an exit code the extension shows no pop-up for;
    `java -version` answers as a Java 17 (the extension's JavaVersionParser reads `version "17"`)."""
    for main in ("tlc2.REPL", "tla2tex.TLA"):
        run = shim([main, "Counter.tla"], folder(tmp_path))
        assert run.returncode >= POP_UP_BELOW and "TLAPY_JAVA" in run.stdout, run.stdout
    run = shim(["-version"], tmp_path)
    assert run.returncode == 0 and re.search(r'version "17"', run.stdout)


def test_java_options_are_read_as_the_jvm_reads_them():
    from tla_py.javashim import libraries, split_java

    assert split_java(["-cp", "a.jar", "-Xmx1g", "-DTLA-Library=/x", "tlc2.TLC", "-cp", "M.tla"]) == (
        ["-cp", "a.jar", "-Xmx1g", "-DTLA-Library=/x"], "tlc2.TLC", ["-cp", "M.tla"])
    assert split_java(["-jar", "tla2tools.jar", "M.tla"])[1:] == ("tlc2.TLC", ["M.tla"])
    assert libraries([f"-DTLA-Library={SPECS / 'lib'}{os.pathsep}{SPECS / 'none'}{os.pathsep}"]) == [
        str(SPECS / "lib")]
