"""After an evaluation error tlapy says where it struck as TLC does: the numbered positions of the nested
expressions TLC's CallStackTool records (outermost first), messages nested as TLC nests them (2154 in 2105,
2280 in 1000), the spec's Prints as often and where TLC's come, and TLC's exit code; in plain text and
with -tool, against TLC's output recorded by tests/oracle/record_callstack.py (tests/specs/callstack: TLC's
etest3, etest6, etest12 and ours). The TLA+ VS Code extension's parser (tests/test_tool.py) makes the
same of tlapy's -tool output as of TLC's."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_tool import extension_parser, seen_by_extension  # noqa: F401 -- the fixture is used
from tests.toolmsg import messages, plain

HERE = Path(__file__).resolve().parent
SPECS = HERE / "specs" / "callstack"
ORACLE = json.loads((HERE / "oracle" / "callstack.json").read_text())
NAMES = sorted({key.split("/")[0] for key in ORACLE})
HEAD = "The error occurred when TLC was evaluating the nested"


def run(name: str, mode: str, tmp_path: Path) -> subprocess.CompletedProcess:
    for suffix in (".tla", ".cfg"):
        shutil.copy(SPECS / f"{name}{suffix}", tmp_path)
    env = {**os.environ, "PYTHONPATH": str(HERE.parent), "TLAPY_PYTHON": "current"}
    flags = ["-tool"] if mode == "tool" else []
    cmd = [
        sys.executable,
        "-m",
        "tla_py.cli",
        "check",
        *flags,
        "-workers",
        "1",
        "-config",
        f"{name}.cfg",
        f"{name}.tla",
    ]
    return subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True, env=env, timeout=300)


def nested_positions(lines: list[str]) -> list[str]:
    """TLC's list of the nested expressions: its two head lines and each numbered position."""
    out: list[str] = []
    for line in lines:
        line = line.removeprefix("Error: ")
        if line.startswith(HEAD):
            out = [line]
        elif out and (line.startswith("expressions at") or line[:1].isdigit() and ". Line " in line):
            out.append(line)
    return out


@pytest.mark.parametrize("mode", ["plain", "tool"])
@pytest.mark.parametrize("name", NAMES)
def test_nested_positions_and_exit_code_are_tlcs(name: str, mode: str, tmp_path: Path):
    want = ORACLE[f"{name}/{mode}"]
    got = run(name, mode, tmp_path)
    assert got.returncode == want["exit"], got.stderr
    assert nested_positions(got.stdout.splitlines()) == nested_positions(want["lines"])


def from_start(lines: list[str]) -> list[str]:
    """-tool's lines from TLC's "Starting..." message on (SANY's and the banner's are test_tool's)."""
    starts = [i for i, ln in enumerate(lines) if ln.startswith("@!@!@STARTMSG 2185:")]
    return lines[starts[0] if starts else 0 :]


def compared(lines: list[str]) -> list[tuple[int, int, str]]:
    """The messages but the start, the progress and the end (times), their texts' dates made constant."""
    msgs = messages(from_start(lines))
    return [(code, cls, plain(text)) for code, cls, text in msgs if code not in (2185, 2186, 2200)]


def order(lines: list[str]) -> list[str]:
    """The codes of the messages and the lines printed between them (Print's), in their order."""
    out: list[str] = []
    depth = 0
    for line in from_start(lines):
        if "@!@!@STARTMSG" in line:
            depth += 1
            code = line.split("STARTMSG ")[1].split(":")[0]
            if code not in ("2185", "2186", "2200"):
                out.append(code)
        elif line.startswith("@!@!@ENDMSG"):
            depth -= 1
        elif depth == 0:
            out.append(line)
    return out


@pytest.mark.parametrize("name", NAMES)
def test_tool_messages_and_prints_are_tlcs(name: str, tmp_path: Path):
    """The same messages with the same texts, the messages nested in them, and the spec's Prints."""
    want = ORACLE[f"{name}/tool"]["lines"]
    got = run(name, "tool", tmp_path).stdout.splitlines()
    assert compared(got) == compared(want)
    assert [ln for ln in order(got) if not ln.isdigit()] == [ln for ln in order(want) if not ln.isdigit()]


@pytest.mark.parametrize("name", NAMES)
def test_prints_come_among_the_messages_where_tlcs_do(name: str, tmp_path: Path):
    """The initial states' message (2190) as Init ends, before the search's Prints, as in TLC."""
    want = ORACLE[f"{name}/tool"]["lines"]
    assert order(run(name, "tool", tmp_path).stdout.splitlines()) == order(want)


@pytest.mark.parametrize("name", NAMES)
def test_the_extension_sees_what_tlc_shows(extension_parser: Path, name: str, tmp_path: Path):  # noqa: F811
    want = ORACLE[f"{name}/tool"]["lines"]
    got = run(name, "tool", tmp_path).stdout.splitlines()
    ours = seen_by_extension(extension_parser, got, tmp_path, "tlapy")
    theirs = seen_by_extension(extension_parser, want, tmp_path, "tlc")
    assert ours == theirs
