"""Functions over infinite domains, filtered infinite sets and deep recursion, against the real TLC.

tests/oracle/record_lazy.py ran TLC on one small spec per case and stored in lazy_functions.json what
it printed, or its error and exit code; tlapy runs the same specs here and must do the same.
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from tla_py import cli

ORACLE = Path(__file__).resolve().parent / "oracle"
EXPECTED: dict = json.loads((ORACLE / "lazy_functions.json").read_text())
_spec = importlib.util.spec_from_file_location("record_lazy", ORACLE / "record_lazy.py")
recorder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(recorder)

# TLC reports some evaluation errors (those its values throw as Java RuntimeExceptions) as "TLC threw
# an unexpected exception ... The exception was a java.lang.RuntimeException\n: <message>", exit 75;
# tlapy reports the message itself, as for every other evaluation error (exit 255).
_JAVA_WRAPPER = re.compile(r"\A.*The exception was a java\.lang\.RuntimeException\n: ", re.S)


def run_case(name: str, folder: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """tlapy on the case's spec (the module has the name TLC saw, which printed rules show)."""
    case = EXPECTED[name]
    module = f"Lazy{list(EXPECTED).index(name)}"
    spec, cfg = folder / f"{module}.tla", folder / f"{module}.cfg"
    spec.write_text(recorder.spec_text(module, case["defs"], case["expr"], case["failing"]))
    cfg.write_text(recorder.CFG)
    code = cli.main(["check", "-config", str(cfg), str(spec)])
    out = capsys.readouterr()
    return code, out.out + out.err


@pytest.mark.parametrize("name", [n for n, c in EXPECTED.items() if not c["failing"]])
def test_value_as_tlc_prints_it(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert EXPECTED[name]["exit"] == 0
    code, out = run_case(name, tmp_path, capsys)
    assert code == 0, out
    assert recorder.printed_value(out) == EXPECTED[name]["printed"]


@pytest.mark.parametrize("name", [n for n, c in EXPECTED.items() if c["failing"]])
def test_error_as_tlc_reports_it(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tlc = EXPECTED[name]
    code, out = run_case(name, tmp_path, capsys)
    assert code == tlc["exit"], out
    message = _JAVA_WRAPPER.sub("", tlc["error"])
    if message.startswith("This was a Java StackOverflowError."):
        message = message.split("\n", 1)[1].replace("TLC", "tlapy")  # the lines after Java's name
    assert message in out
    assert "Traceback" not in out


def test_tlc_overflowed_at_depths_tlapy_reaches(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """TLC's Java stack takes a RECURSIVE operator some 500 calls deep: tlapy goes further."""
    spec = tmp_path / "Deep.tla"
    defs = "RECURSIVE Sum(_)\nSum(n) == IF n = 0 THEN 0 ELSE n + Sum(n - 1)"
    spec.write_text(recorder.spec_text("Deep", defs, "Sum(2000)"))
    (tmp_path / "Deep.cfg").write_text(recorder.CFG)
    assert cli.main(["check", "-config", str(tmp_path / "Deep.cfg"), str(spec)]) == 0
    assert recorder.printed_value(capsys.readouterr().out) == str(2000 * 2001 // 2)
