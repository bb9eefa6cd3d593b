"""Names as SANY holds them (tests/oracle/declarations.json, recorded by tests/oracle/record_declarations.py):
a bound variable, a parameter or a LET definition that reuses a visible name is refused; a definition
that EXTENDS or INSTANCE brings in twice keeps the first; every definition's names resolve, used or not."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.oracle import record_declarations as record
from tla_py.engine import check
from tla_py.errors import SpecError
from tla_py.semantics import build_model, lint_files

CASES = json.loads((Path(__file__).parent / "oracle" / "declarations.json").read_text())


@pytest.mark.parametrize("name", sorted(CASES))
def test_declared_names_as_sany(name: str, tmp_path: Path) -> None:
    case = CASES[name]
    for module, text in case["modules"].items():
        (tmp_path / f"{module}.tla").write_text(text)
    errors = [e for e in lint_files(tmp_path / "M.tla", None) if isinstance(e, SpecError)]
    if case["ok"]:
        assert errors == [], [e.render() for e in errors]
    else:
        said = case["message"].strip()
        assert any(e.message.startswith(said) for e in errors), [e.render() for e in errors]
        assert all(case["cycle"] in e.message for e in errors) if "cycle" in case else True


PLACED = sorted(n for n in CASES if n in {**record.SUBSTITUTED, **record.TEMPORAL, **record.ARGUMENTS})


@pytest.mark.parametrize("name", PLACED)
def test_errors_at_sany_places(name: str, tmp_path: Path) -> None:
    """Every error SANY gives an INSTANCE's operator substitutions, a temporal formula's levels or an
    operator's number of arguments, at SANY's place, and no other."""
    case = CASES[name]
    for module, text in case["modules"].items():
        (tmp_path / f"{module}.tla").write_text(text)
    errors = [e for e in lint_files(tmp_path / "M.tla", None) if isinstance(e, SpecError)]
    got = sorted([e.span.line, e.span.col, e.message.strip()] for e in errors)
    assert got == sorted(case.get("errors", [])), [e.render() for e in errors]


def test_an_operator_substituted_for_a_constant_operator_runs(tmp_path: Path) -> None:
    """`INSTANCE A WITH Op <- F`, F(_) defined: TLC checks it (3 generated, 2 distinct, depth 2, no error)."""
    case = CASES["operator_substituted_for_constant_operator"]
    for module, text in case["modules"].items():
        (tmp_path / f"{module}.tla").write_text(text)
    spec = tmp_path / "M.tla"
    run = ("VARIABLE v\nInit == v = I!Both(1)\nNext == v' = I!Both(2)\n"
           "Inv == v \\in {<<{1}, 1>>, <<{2}, 2>>}\n====")
    spec.write_text(spec.read_text().replace("====", run))
    (tmp_path / "M.cfg").write_text("INIT Init\nNEXT Next\nINVARIANT Inv\n")
    result = check(build_model(spec, tmp_path / "M.cfg"))
    assert (result.result, result.distinct, result.depth) == ("success", 2, 2)


def test_the_first_of_two_imported_definitions_stays(tmp_path: Path) -> None:
    """EXTENDS A, B with Foo in both: Foo is A's, as SANY keeps it (TLC checks Inv and finds no error)."""
    case = CASES["extends_two_definitions"]
    for module, text in case["modules"].items():
        (tmp_path / f"{module}.tla").write_text(text)
    spec = tmp_path / "M.tla"
    run = "VARIABLE v\nInit == v = Bar\nNext == v' = v\nInv == v = 1\n===="
    spec.write_text(spec.read_text().replace("====", run))
    (tmp_path / "M.cfg").write_text("INIT Init\nNEXT Next\nINVARIANT Inv\n")
    assert check(build_model(spec, tmp_path / "M.cfg")).result == "success"
