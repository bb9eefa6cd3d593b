"""Parse errors where SANY reports them (tests/oracle/parse_errors.json, recorded by
tests/oracle/record_parse_errors.py): the same line and column, and SANY's words where no unit of the
module body begins."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.oracle.record_parse_errors import NO_UNIT
from tla_py.errors import SpecError
from tla_py.syntax import parse_module

CASES = json.loads((Path(__file__).parent / "oracle" / "parse_errors.json").read_text())


@pytest.mark.parametrize("name", sorted(CASES))
def test_parse_error_where_sany_reports_it(name: str) -> None:
    case = CASES[name]
    with pytest.raises(SpecError) as info:
        parse_module(case["module"], "M.tla")
    err = info.value
    assert (err.span.line, err.span.col) == (case["line"], case["col"]), err.render()
    assert err.message.startswith(NO_UNIT) == case["no_unit"], err.render()
