"""Lint: each kind of problem found with its span; every seed and corpus model lints clean."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tla_py.errors import ConfigError
from tla_py.semantics import lint_files

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def lint(tmp: Path, body: str, cfg: str = "", extra: dict[str, str] | None = None) -> list:
    for name, text in (extra or {}).items():
        (tmp / f"{name}.tla").write_text(f"---- MODULE {name} ----\n{text}\n====\n")
    spec = tmp / "M.tla"
    spec.write_text(f"---- MODULE M ----\nEXTENDS Naturals\n{body}\n====\n")
    cfgp = tmp / "M.cfg"
    cfgp.write_text(cfg)
    return lint_files(spec, cfgp)


@pytest.mark.parametrize("body, message, line", [
    ("A == B + 1", "Unknown operator: `B'", 3),
    ("F(x) == x\nA == F(1, 2)", "requires 1 arguments", 4),
    ("A == 1\nA == 2", "Operator A already defined or declared.", 4),
    ("INSTANCE Nowhere", "Cannot find source file for module Nowhere", 3),
    ("F(n) == IF n = 0 THEN 0 ELSE F(n - 1)", "RECURSIVE", 3),
    ("A == \\E x \\in 1..3 : x + y > 0", "Unknown operator: `y'", 3),
])
def test_spec_problems(tmp_path, body, message, line):
    errs = lint(tmp_path, body)
    assert any(message in e.message and e.span.line == line for e in errs), [e.render() for e in errs]


def test_clean_spec_with_instances_let_and_recursion(tmp_path):
    body = ("CONSTANT N\nVARIABLE x\nI == INSTANCE Inner WITH y <- x\nRECURSIVE F(_)\n"
            "F(n) == IF n = 0 THEN 0 ELSE F(n - 1)\ng[n \\in 0..3] == IF n = 0 THEN 0 ELSE g[n - 1]\n"
            "Init == x = LET z == 1 IN z + F(2) + g[3]\nNext == I!Step /\\ [x EXCEPT ![1] = @]' = x")
    errs = lint(tmp_path, body, "CONSTANT N = 3\nINIT Init\nNEXT Next\n",
                {"Inner": "VARIABLE y\nStep == y' = y"})
    assert errs == []


def test_same_definition_through_two_extends_is_fine(tmp_path):
    errs = lint(tmp_path, "A == 1", extra={"B": "EXTENDS Naturals\nX == 1", "C": "EXTENDS Naturals, B"})
    assert errs == []


def test_config_problems(tmp_path):
    errs = lint(tmp_path, "CONSTANT N\nVARIABLE x\nInit == x = 0\nNext == x' = x",
                "INIT Init\nNEXT Nxt\nINVARIANT Missing\n")
    assert all(isinstance(e, ConfigError) for e in errs)
    messages = " ".join(e.message for e in errs)
    assert "Nxt" in messages and "Missing" in messages and "N is not assigned" in messages


def _models():
    for corpus in (SHARED / "corpus", SHARED / "seeds"):
        if (corpus / "expected.json").is_file():
            for r in json.loads((corpus / "expected.json").read_text()):
                d = corpus / r.get("dir", ".")
                yield pytest.param(d / r["spec"], d / r["cfg"], id=r.get("id", r["cfg"]))


@pytest.mark.skipif(not SHARED.is_dir(), reason="needs ../shared")
@pytest.mark.parametrize("spec, cfg", list(_models()))
def test_shared_models_lint_clean(spec, cfg):
    errs = lint_files(spec, cfg)
    assert errs == [], [e.render() for e in errs]
