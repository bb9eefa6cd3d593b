"""-tool: TLC's message codes, classes and texts, in TLC's order, against TLC's own -tool output on the same
runs (recorded by tests/oracle/record_tool.py); and what the TLA+ VS Code extension's own parser of TLC's
output makes of tlapy's output next to TLC's (tests/tool_client: the extension's source is built with
node in a temporary folder, from ../shared/tools/vscode-tlaplus or where TLAPY_VSCODE_TLAPLUS names a
checkout of github.com/tlaplus/vscode-tlaplus, or a git directory of one; skipped without node and npm)."""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.toolmsg import messages, plain

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ORACLE = json.loads((HERE / "oracle" / "tool.json").read_text())

PROGRESS_AND_BANNER = {2200, 2269, 2262, 2187}
"""Progress messages, and TLC's version and run description (tlapy names itself and its Python)."""

ENGINE_DIFFERS = {
    "engine_div_error": "TLC's \\div without Integers and without a trace-exploration spec (-tool) is its "
                        "Naturals class's, which truncates: 1 \\div -2 is 0 there, -1 in tlapy and TLC's CLI",
}
"""Runs where tlapy's search finds otherwise than TLC's under -tool: codes compared, texts not."""

COVERAGE = {name for name in ORACLE if "coverage" in name}


def run_tool(case: dict, tmp_path: Path) -> subprocess.CompletedProcess:
    for f in case["files"]:
        shutil.copy(ROOT / f, tmp_path)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TLAPY_PYTHON": "current"}
    cmd = [sys.executable, "-m", "tla_py.cli", "check", "-tool", "-workers", "1", *case["args"]]
    return subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True, env=env, timeout=300)


def comparable(msgs: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The messages to compare with TLC's, texts made constant where they hold times."""
    out = []
    for code, cls, text in msgs:
        if code in PROGRESS_AND_BANNER:
            continue
        text = plain(text)
        text = re.sub(r"temporal properties in \S+ at", "temporal properties in <s> at", text)
        out.append((code, cls, text))
    return out


def needs(case: dict) -> None:
    missing = [f for f in case["files"] if not (ROOT / f).exists()]
    if missing:
        pytest.skip(f"needs {missing[0]}")


@pytest.mark.parametrize("name", sorted(set(ORACLE) - COVERAGE))
def test_tool_messages_are_tlcs(name: str, tmp_path: Path):
    case = ORACLE[name]
    needs(case)
    run = run_tool(case, tmp_path)
    assert run.returncode == case["exit"], run.stderr
    got, want = comparable(messages(run.stdout.splitlines())), comparable(messages(case["lines"]))
    if name in ENGINE_DIFFERS:  # the same messages; a behavior's states as many as tlapy's engine found
        assert codes(got) == codes(want)
    else:
        assert got == want


def codes(msgs: list[tuple[int, int, str]]) -> list[tuple[int, int]]:
    """The messages' codes and classes, a behavior's run of states counted as one."""
    out: list[tuple[int, int]] = []
    for code, cls, _ in msgs:
        if not (code == 2217 and out and out[-1] == (code, cls)):
            out.append((code, cls))
    return out


COVERAGE_LINES = {2201, 2202, 2772, 2773, 2774, 2778, 2779, 2221, 2775}
"""Coverage's messages: the actions', Init's, the constraints', the variables' and each expression's."""

def final_coverage(msgs: list[tuple]) -> list[tuple]:
    """The messages without the coverage reports before the last: a run slower than a minute (a busy
    machine) prints one each minute, as TLC would."""
    last = max((i for i, m in enumerate(msgs) if m[0] == 2201), default=0)
    return [m for i, m in enumerate(msgs) if i >= last or m[0] not in COVERAGE_LINES]



def coverage_runs(case: dict, tmp_path: Path) -> tuple[list[tuple], list[tuple]]:
    """tlapy's -tool run of a recorded case (with TLC's exit status) and TLC's: the messages of tlapy's
    last coverage report and TLC's messages, made comparable."""
    needs(case)
    run = run_tool(case, tmp_path)
    assert run.returncode == case["exit"], run.stderr
    return final_coverage(comparable(messages(run.stdout.splitlines()))), comparable(messages(case["lines"]))

@pytest.mark.parametrize("name", sorted(COVERAGE))
def test_coverage_is_tlcs(name: str, tmp_path: Path):
    """Per action distinct:generated, Init's, the constraints', the invariants, the variables' value counts
    (TLC's HyperLogLog of fingerprints: -fp 0) and each expression's counts, in TLC's order and among
    TLC's other messages."""
    got, want = coverage_runs(ORACLE[name], tmp_path)
    assert [m for m in got if m[0] in COVERAGE_LINES] == [m for m in want if m[0] in COVERAGE_LINES]
    assert [m[:2] for m in got] == [m[:2] for m in want]


def test_coverage_is_printed_every_minutes_too(tmp_path: Path):
    """-coverage MINUTES prints the statistics while the search runs (here: at once) and at the end."""
    from tla_py.engine import check
    from tla_py.report.coverage import Coverage
    from tla_py.semantics import build_model
    from tla_py.stdlib import reset_run

    reset_run(1, fp_index=0)
    spec = HERE / "specs" / "tool" / "ToolCoverage.tla"
    model = build_model(spec, spec.with_suffix(".cfg"), coverage=True)
    shown: list[list[tuple[int, str]]] = []
    coverage = Coverage(model, 1, shown.append)
    coverage.next_report = 0.0
    res = check(model, observer=coverage)
    want = [m[:2] for m in messages(ORACLE["coverage_split"]["lines"]) if m[0] in COVERAGE_LINES]
    actions = [code for code, _ in want if code not in (2221, 2775)]  # expressions: counts change
    assert res.ok and [[m[0] for m in msgs if m[0] not in (2221, 2775)] for msgs in shown] == [actions]
    assert [code for code, _ in coverage.messages(res)] == [code for code, _ in want]


def test_messages_nest_and_frame_as_tlcs():
    """A message inside another (an invariant that fails to evaluate holds the error) is read back."""
    text = ["@!@!@STARTMSG 2111:1 @!@!@", "Evaluating invariant Inv failed.", "@!@!@STARTMSG 2179:0 @!@!@",
            "The second argument of \\div is 0.", "@!@!@ENDMSG 2179 @!@!@", "@!@!@ENDMSG 2111 @!@!@"]
    assert messages(text) == [(2111, 1, "Evaluating invariant Inv failed."),
                              (2179, 0, "The second argument of \\div is 0.")]


def test_collision_probability_is_printed_as_tlc():
    from tla_py.report.tool import probability

    assert [probability(x) for x in (13531 * ((24014 - 13531) / 2.0 ** 64), 1.6e-17, 0.0, 0.0995, 4.85)] == [
        "7.7E-12", "1.6E-17", "0.0", ".100", "4.9"]


# ---------------------------------------------------------------------------- the extension's parser

@pytest.fixture(scope="module")
def extension_parser(tmp_path_factory) -> Path:
    """The extension's TLC output parser, built for node from its sources."""
    source = os.environ.get("TLAPY_VSCODE_TLAPLUS") or str(ROOT.parent / "shared/tools/vscode-tlaplus")
    if not Path(source).exists():
        pytest.skip(f"needs the extension's sources ({source}, or TLAPY_VSCODE_TLAPLUS)")
    if not (shutil.which("node") and shutil.which("npm")):
        pytest.skip("needs node and npm")
    out = tmp_path_factory.mktemp("vscode-tlaplus")
    build = subprocess.run(["bash", str(HERE / "tool_client" / "build.sh"), source, str(out)],
                           capture_output=True, text=True, timeout=600)
    if build.returncode != 0:
        pytest.skip(f"the extension's parser did not build: {build.stderr[-500:]}")
    return out / "parse_tlc.js"


def seen_by_extension(parser: Path, lines: list[str], tmp_path: Path, name: str) -> dict:
    """What the extension shows for this output (dates and times made constant first)."""
    fixed = [re.sub(r"<date>|\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", "2000-01-01 00:00:00", ln) for ln in lines]
    fixed = [re.sub(r"^Finished in (<ms>|\d+ms)", "Finished in 0ms", ln) for ln in fixed]
    path = tmp_path / f"{name}.out"
    path.write_text("\n".join(fixed) + "\n")
    run = subprocess.run(["node", str(parser), str(path)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout)
    result = seen["result"]
    result.pop("processInfo")  # TLC's and tlapy's descriptions of the run
    result["sany"] = [{**m, "file": Path(m["file"]).name} for m in result["sany"] or []]
    for m in result["sany"]:
        m.pop("message")  # SANY's words for a parse error are its own; the place is compared
    return seen


@pytest.mark.parametrize("name", ["diehard", "kafka", "engine_deadlock", "engine_prop_lasso",
                                  "engine_init_inv", "engine_assume", "engine_postcondition",
                                  "engine_prop_action", "print", "parse_error", "semantic_error",
                                  "undefined_invariant", "engine_inv_error", "diehard_continue",
                                  "level_error", "long_trace"])
def test_the_extension_sees_what_tlc_shows(extension_parser: Path, name: str, tmp_path: Path):
    case = ORACLE[name]
    needs(case)
    run = run_tool(case, tmp_path)
    ours = seen_by_extension(extension_parser, run.stdout.splitlines(), tmp_path, "tlapy")
    theirs = seen_by_extension(extension_parser, case["lines"], tmp_path, "tlc")
    assert ours["shown"] == theirs["shown"]  # what it pops up (TLC's postcondition code is new to it)
    if name in ("parse_error", "semantic_error", "level_error"):  # SANY's words: the places compared
        for seen in (ours, theirs):
            seen["result"]["errors"] = len(seen["result"]["errors"])
    assert ours["result"] == theirs["result"]


def test_the_java_stand_in_runs_tlapy_as_the_extension_runs_tlc(tmp_path: Path):
    """extras/vscode/bin/java: what the extension spawns (`java OPTIONS tlc2.TLC ARGS`) runs tlapy."""
    case = ORACLE["engine_deadlock"]
    for f in case["files"]:
        shutil.copy(ROOT / f, tmp_path)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TLAPY_PYTHON": "current",
           "TLAPY": f"{sys.executable} -m tla_py.cli"}
    java = str(ROOT / "extras" / "vscode" / "bin" / "java")
    assert "version" in subprocess.run([java, "-version"], capture_output=True, text=True).stderr
    args = ["engine_deadlock.tla", "-tool", "-modelcheck", "-config", "engine_deadlock.cfg", "-fp", "7",
            "-dumptrace", "tlc", "trace.bin", "-workers", "1", "-coverage", "1"]
    run = subprocess.run([java, "-XX:+UseParallelGC", "-cp", "tla2tools.jar", "tlc2.TLC", *args],
                         cwd=tmp_path, capture_output=True, text=True, env=env, timeout=300)
    assert run.returncode == case["exit"]
    assert (2114, 1) in [m[:2] for m in messages(run.stdout.splitlines())]


CORPUS = ROOT.parent / "shared" / "corpus"
SAMPLE = 3
"""Corpus models of at most 3,000 states run with -tool at each test run, drawn afresh (seed printed)."""


def _corpus_sample() -> list[dict]:
    if not (CORPUS / "expected.json").exists():
        return []
    models = [r for r in json.loads((CORPUS / "expected.json").read_text())
              if r["result"] != "unknown" and (r.get("distinct") or 0) <= 3000]
    seed = int(os.environ.get("TLAPY_TOOL_SAMPLE_SEED") or random.randrange(1 << 30))
    print(f"corpus -tool sample: TLAPY_TOOL_SAMPLE_SEED={seed}")
    return random.Random(seed).sample(models, min(SAMPLE, len(models)))


@pytest.mark.parametrize("model", _corpus_sample(), ids=lambda r: r["id"])
def test_the_extension_sees_tlcs_run_of_a_corpus_model(extension_parser: Path, model: dict, tmp_path: Path):
    """A sample of the conformance corpus run with -tool by TLC and by tlapy, read by the extension: the
    same result, but a liveness counterexample's lasso (which one TLC prints depends on its disk graph's
    order, README) and runs whose result TLC itself draws at random (its generated counts vary)."""
    tlc = ROOT.parent / "shared" / "tools" / "tlc" / "tlc"
    if not shutil.which("java") or not tlc.exists():
        pytest.skip("needs java and ../shared/tools/tlc")
    work = tmp_path / "model"
    shutil.copytree(CORPUS / model["dir"], work)
    args = ["-tool", "-workers", "1", *(["-deadlock"] if "-deadlock" in model["tlc_args"] else []),
            "-config", model["cfg"], model["spec"]]
    theirs = subprocess.run([str(tlc), *args], cwd=work, capture_output=True, text=True, timeout=600)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TLAPY_PYTHON": "current"}
    ours = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", *args], cwd=work, capture_output=True,
                          text=True, env=env, timeout=600)
    seen = [seen_by_extension(extension_parser, run.stdout.splitlines(), tmp_path, name)
            for run, name in ((ours, "tlapy"), (theirs, "tlc"))]
    if model["result"] == "property violation":
        for s in seen:
            s["result"]["errors"] = [e["lines"] for e in s["result"]["errors"]]
    generated = re.findall(r"([\d,]+) states generated, ", theirs.stdout)
    if generated and model.get("generated") and int(generated[-1].replace(",", "")) != model["generated"]:
        for s in seen:  # TLC's count differs from its recorded run's: it is drawn at random
            s["result"].pop("collisionProbability", None)
            s["result"].pop("initialStatesStat", None)
    assert seen[0]["shown"] == seen[1]["shown"]
    assert seen[0]["result"] == seen[1]["result"]
