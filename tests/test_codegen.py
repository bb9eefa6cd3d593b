"""Generated Python source for expressions (TLAPY_CODEGEN=1) gives TLC's results and TLC's errors.

The cases are the ones recorded from the real TLC for tests/test_tlc_errors.py (tests/oracle/errors.json)
and tests/test_generated.py (tests/oracle/generated_tlc.json), run again with the switch on.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
from pathlib import Path

import pytest
from test_tlc_errors import test_error_as_tlc_reports_it  # noqa: F401  (collected here again, switched on)

from tla_py.engine.inprocess import bfs
from tla_py.semantics import build_model, codegen
from tla_py.stdlib import arith

HERE = Path(__file__).parent
GENERATED_SPECS = HERE / "specs" / "generated"
GENERATED_TLC = json.loads((HERE / "oracle" / "generated_tlc.json").read_text())


@pytest.fixture(autouse=True)
def switched_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(codegen, "ENABLED", True)


@pytest.mark.parametrize("case", sorted(GENERATED_TLC))
def test_counts_as_tlc(case: str) -> None:
    exp = GENERATED_TLC[case]
    res = bfs.check(build_model(GENERATED_SPECS / exp["spec"], GENERATED_SPECS / exp["cfg"]))
    got = {"result": res.result, "violated": res.violated, "generated": res.generated,
           "distinct": res.distinct, "depth": res.depth}
    assert got == {k: exp[k] for k in got}


SPEC = """---- MODULE M ----
EXTENDS Integers
VARIABLE x, r
Add(a, b) == a + b
Init == x = 0 /\\ r = [f |-> 0, g |-> <<1, 2>>]
Next == /\\ x < {bound}
        /\\ LET y == Add(x, 1) IN x' = IF y \\div 2 = 0 THEN y ELSE y
        /\\ r' = [r EXCEPT !.f = r.g[1 + x \\div 3]]
Inv == {inv}
====
"""


def check(tmp_path: Path, inv: str, bound: int = 5):
    (tmp_path / "M.tla").write_text(SPEC.format(bound=bound, inv=inv))
    (tmp_path / "M.cfg").write_text("INIT Init\nNEXT Next\nINVARIANT Inv\nCHECK_DEADLOCK FALSE\n")
    return bfs.check(build_model(tmp_path / "M.tla", tmp_path / "M.cfg"))


def test_the_parts_become_one_generated_function(tmp_path: Path) -> None:
    codegen._CODES.clear()
    res = check(tmp_path, "x <= 5 /\\ r.f \\in {0, 1, 2}")
    assert (res.result, res.distinct, res.depth) == ("success", 6, 6)  # TLC: 6 distinct states, depth 6
    assert any("field(" in text and "apply(" in text for text in codegen._CODES)
    assert all(not code.co_freevars for code in codegen._CODES.values())  # its values are globals


def test_a_conjunction_deeper_than_the_generated_nesting(tmp_path: Path) -> None:
    inv = " /\\ ".join(f"x /= {-k}" for k in range(1, 3 * codegen.MAX_INDENT)) + " /\\ x /= 3"
    res = check(tmp_path, inv)
    assert (res.result, res.violated, res.distinct) == ("invariant violation", "Inv", 4)  # TLC: 4 distinct


@pytest.mark.parametrize("setting, on_cpython", [(None, True), ("0", False), ("1", True)])
def test_the_switch(setting: str | None, on_cpython: bool) -> None:
    """On by default on CPython (where it saves time), off on PyPy (where it costs time)."""
    env = {k: v for k, v in os.environ.items() if k != "TLAPY_CODEGEN"}
    if setting is not None:
        env["TLAPY_CODEGEN"] = setting
    env["PYTHONPATH"] = str(HERE.parent)
    probe = "from tla_py.semantics import codegen; print(codegen.ENABLED)"
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True,
                         check=True).stdout.strip()
    expected = on_cpython if platform.python_implementation() != "PyPy" else setting == "1"
    assert out == str(expected)


INNER = """---- MODULE Inner ----
EXTENDS Naturals
VARIABLE y
Init == y = [i \\in {"a", "b"} |-> 0]
Step(i) == y[i] < 9 /\\ y' = [y EXCEPT ![i] = y[i] + 1]
Next == \\E i \\in {"a", "b"} : Step(i)
Spec == Init /\\ [][Next]_y
====
"""

OUTER = """---- MODULE M ----
EXTENDS Integers
VARIABLE x
I == INSTANCE Inner WITH y <- [i \\in {"a", "b"} |-> IF i = "a" THEN x ELSE 0]
Init == x = 0
Next == x < 4 /\\ x' = x + 1
Prop == I!Spec
====
"""


def test_an_instance_parameter_is_built_once_per_state(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A refinement mapping's state function (y <- [i \\in ... |-> ...]) is remembered per state in generated
    code too, not rebuilt at each use of y' (Barriers' property rebuilt pc' about 3 times a step)."""
    from tla_py.semantics import compile_fns

    built = []
    make_fcn = compile_fns.make_fcn
    monkeypatch.setattr(compile_fns, "make_fcn", lambda pairs: built.append(1) or make_fcn(pairs))
    (tmp_path / "Inner.tla").write_text(INNER)
    (tmp_path / "M.tla").write_text(OUTER)
    (tmp_path / "M.cfg").write_text("INIT Init\nNEXT Next\nPROPERTY Prop\nCHECK_DEADLOCK FALSE\n")
    res = bfs.check(build_model(tmp_path / "M.tla", tmp_path / "M.cfg"))
    assert (res.result, res.distinct) == ("success", 5)
    assert len(built) <= 9  # y at each of the 5 states, y' at each of the 4 steps


@pytest.mark.parametrize(
    "inv",
    [
        "\\A i \\in 1..3 : x # i + 10",
        "\\E i \\in 0..x : i = x",
        "\\A i \\in {0, 2} : \\E j \\in 0..i : j * 2 = i",
        "\\E i \\in {} : i = x",
        "x \\in {0, 1, 2, 3}",
        "x \\notin {4, 5} /\\ \"a\" \\in {\"a\", \"b\"}",
        "(x = 3) \\in {0, 1}",
        "\\A i \\in 1..2 : i",
        "\\A i \\in 1..x : r.g[i] = i",
        "\\A i, j \\in 0..x : i # j => i + j > 0",
        "\\E i \\in 1..2, j \\in {\"a\"} : i = x /\\ j = \"a\"",
        "\\A i \\in {}, j \\in 1..(1 \\div x) : FALSE",
        "\\A i, j \\in 1..2 : i",
    ],
)
def test_quantifiers_and_literal_sets_as_the_closures(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      inv: str) -> None:
    """A quantifier's loop and x \\in {literals} in generated code answer, and fail, as the closures do."""
    got = []
    for enabled in (True, False):
        monkeypatch.setattr(codegen, "ENABLED", enabled)
        res = check(tmp_path, inv)
        got.append((res.result, res.violated, res.distinct, res.generated, res.message))
    assert got[0] == got[1]


def test_a_quantifier_is_a_loop_of_the_generated_function(tmp_path: Path) -> None:
    codegen._CODES.clear()
    res = check(tmp_path, "x <= 5 /\\ \\A i \\in 1..2 : r.g[i] \\in {1, 2}")
    assert (res.result, res.distinct) == ("success", 6)
    assert any("for v" in text and "range(" in text for text in codegen._CODES)



@pytest.mark.parametrize("enabled", [True, False])
def test_a_native_of_literals_is_a_constant(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            enabled: bool) -> None:
    """-1 and 2^3 are folded when compiled, not computed at each evaluation; 1 \\div 0 still fails where
    TLC evaluates it, with its message."""
    monkeypatch.setattr(codegen, "ENABLED", enabled)
    calls = []
    monkeypatch.setitem(arith.INTEGERS, "-.", lambda a: calls.append(a) or arith.negate(a))
    res = check(tmp_path, "x # -1 /\\ x + 2^3 # -3 + 20")
    assert (res.result, res.distinct) == ("success", 6) and len(calls) <= 3
    res = check(tmp_path, "x < 5 \\/ 1 \\div 0 = 1")
    assert (res.result, res.distinct) == ("error", 6)
    assert "The second argument of \\div is 0." in res.message
