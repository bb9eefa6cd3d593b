"""`-workers 2` evaluates a successor's invariants and CONSTRAINT only in the conjuncts reading a
variable the step changed, as one process does (tla_py.semantics.parent_checks): TLC's verdicts, counts,
traces and errors (tla2tools -workers 1, recorded in tests/test_parent_checks.py) stay."""

from __future__ import annotations

from pathlib import Path

import pytest

from tla_py.engine import check
from tla_py.semantics import build_model
from tla_py.semantics.compiled import Model

SPEC = Path(__file__).parent / "specs" / "ParentChecks.tla"


def model(tmp_path: Path, cfg: str) -> Model:
    path = tmp_path / "ParentChecks.cfg"
    path.write_text("INIT Init\nNEXT Next\n" + cfg)
    return build_model(SPEC, path)


@pytest.mark.parametrize("cfg, expected", [
    ("CONSTRAINT Small\nINVARIANT Typed\n", ("success", None, 106, 39, 7)),
    ("CONSTRAINT Small\nINVARIANT Typed NotFar\n", ("invariant violation", "NotFar", None, 27, 5)),
])
def test_tlc_verdicts_and_counts(tmp_path: Path, cfg: str, expected: tuple) -> None:
    m = model(tmp_path, cfg)
    assert any(c.after is not None for c in m.invariants)
    res = check(m, workers=2)
    generated = res.generated if expected[2] is not None else None  # compared on success, as test_workers
    assert (res.result, res.violated, generated, res.distinct, res.depth) == expected
    if res.violated:
        assert [t for _, t in res.trace][-1] == (0, 3, 1)  # TLC's trace: y, y, z, y


def test_an_error_in_a_changed_conjunct_is_tlcs(tmp_path: Path) -> None:
    res = check(model(tmp_path, "INVARIANT Typed Fails\n"), workers=2)
    assert res.result == "error" and "The second argument of \\div is 0." in res.message
    assert (res.generated, res.distinct, res.depth) == (13, 10, 3)
    assert [t for _, t in res.trace] == [(0, 0, 0), (0, 0, 1), (0, 0, 2)]
