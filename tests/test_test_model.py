"""TLC's own test models on which tlapy differed give TLC's answers: exit code, counts, depth, trace length
and TLC's error words. Recorded from the real TLC by tests/oracle/record_test_model.py."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tla_py.cli import main

HERE = Path(__file__).parent
ORACLE = json.loads((HERE / "oracle" / "test_model.json").read_text())


@pytest.mark.parametrize("name", sorted(ORACLE))
def test_model_as_tlc(name: str, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    case = ORACLE[name]
    for f in (HERE / "specs" / "test_model").iterdir():
        shutil.copy(f, tmp_path)
    report = tmp_path / "report.json"
    code = main(
        [
            "check",
            str(tmp_path / case["spec"]),
            "-config",
            str(tmp_path / case["cfg"]),
            *case["flags"],
            "--python",
            "current",
            "--json-report",
            str(report),
        ]
    )
    captured = capsys.readouterr()
    out = captured.out + captured.err
    assert code == case["exit_code"], out
    if case["error"] is not None:
        assert case["error"] in out.replace("\n", " ") or case["error"] in out, out
    assert "Traceback" not in out
    if case["distinct"] is not None:
        got = json.loads(report.read_text())
        assert [got[k] for k in ("distinct", "generated", "depth")] == [
            case[k] for k in ("distinct", "generated", "depth")
        ]
        assert case["trace_len"] is None or got["trace_len"] == case["trace_len"]
