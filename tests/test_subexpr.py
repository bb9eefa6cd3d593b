"""Subexpression names (Op!1!2, !<<, !>>, !:, !@, !(e), labels reached with !) evaluate as TLC evaluates
them, and the names SANY rejects are rejected at SANY's line: tests/oracle/subexpr.json, recorded by
tests/oracle/record_subexpr.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.oracle.record_subexpr import module
from tla_py.engine import check
from tla_py.errors import SpecError
from tla_py.semantics import build_model
from tla_py.stdlib import reset_run

HERE = Path(__file__).parent
CASES: dict[str, dict] = json.loads((HERE / "oracle" / "subexpr.json").read_text())


@pytest.mark.parametrize("name", sorted(CASES))
def test_subexpression_as_tlc(name: str, tmp_path: Path) -> None:
    case = CASES[name]
    (tmp_path / "M.tla").write_text(module(case["defs"], case["expr"]))
    (tmp_path / "M.cfg").write_text("INIT Init\nNEXT Next\n")
    printed: list[str] = []
    reset_run(1, out=printed.append)
    if case["printed"] is None:
        with pytest.raises(SpecError) as err:
            check(build_model(tmp_path / "M.tla", tmp_path / "M.cfg"))
        assert err.value.span is not None and err.value.span.line == case["line"], err.value.message
        return
    res = check(build_model(tmp_path / "M.tla", tmp_path / "M.cfg"))
    assert res.ok and printed == [case["printed"]]
