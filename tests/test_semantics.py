"""The compiler on small specs: expressions, Init/Next enumeration like TLC, actions' names, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from tla_py.errors import ConfigError, EvalError, SpecError
from tla_py.semantics import build_model
from tla_py.semantics.closures import Ctx, Unit
from tla_py.semantics.model import load_spec
from tla_py.values import ModelValue, Seq, SetValue, make_fcn


def write(tmp: Path, body: str, cfg: str = "", name: str = "M", extends: str = "Naturals, Sequences, "
          "FiniteSets, TLC") -> tuple[Path, Path]:
    spec = tmp / f"{name}.tla"
    spec.write_text(f"---- MODULE {name} ----\nEXTENDS {extends}\n{body}\n====\n")
    cfgp = tmp / f"{name}.cfg"
    cfgp.write_text(cfg)
    return spec, cfgp


def value(tmp: Path, expr: str, defs: str = "", **module: str):
    """Evaluate a constant expression as the body of a definition (`module`: write's extends)."""
    spec, cfg = write(tmp, f"{defs}\nX == {expr}", **module)
    sp = load_spec(spec, cfg)
    unit = Unit()
    f = sp.compiler.expr(sp.scope.lookup("X").node.body, sp.scope, Ctx(unit))
    return f(None, None, [None] * unit.n)


@pytest.mark.parametrize("expr, expected", [
    ("1 + 2 * 3", 7),
    ("{x \\in 1..5 : x % 2 = 0}", SetValue([2, 4])),
    ("{x * x : x \\in 1..3}", SetValue([1, 4, 9])),
    ("[x \\in 1..2 |-> x + 1][2]", 3),
    ("<<1, 2>> \\o <<3>>", Seq((1, 2, 3))),
    ("CHOOSE x \\in 1..10 : x > 3", 4),
    ("\\A x \\in 1..3 : \\E y \\in 1..3 : y > x \\/ x = 3", True),
    ("[r EXCEPT !.a = @ + 1, !.b[2] = 7]", make_fcn({"a": 2, "b": Seq((1, 7))})),
    ("[r EXCEPT !.b[2] = @ * 10]", make_fcn({"a": 1, "b": Seq((1, 20))})),
    ("[[i \\in 1..2 |-> <<i, i + 1>>] EXCEPT ![2][1] = @ + 100]", Seq((Seq((1, 2)), Seq((102, 3))))),
    ("LET f[n \\in 0..5] == IF n = 0 THEN 1 ELSE n * f[n - 1] IN f[5]", 120),
    ("Fact(4)", 24),
    ("Twice(LAMBDA x : x + 1, 3)", 5),
    ("Cardinality(SUBSET (1..4))", 16),
    ("<<1, 2>> \\in Seq(Nat)", True),
    ("2 \\in {n \\in Nat : n > 1}", True),
    ("CASE 1 > 2 -> 1 [] 2 > 1 -> 2 [] OTHER -> 3", 2),
    ("Sel!2", 5),
])
def test_expressions(tmp_path, expr, expected):
    defs = ("r == [a |-> 1, b |-> <<1, 2>>]\nRECURSIVE Fact(_)\n"
            "Fact(n) == IF n = 0 THEN 1 ELSE n * Fact(n - 1)\n"
            "Twice(F(_), x) == F(F(x))\nSel == /\\ TRUE\n       /\\ 5")
    assert value(tmp_path, expr, defs) == expected


@pytest.mark.parametrize("expr, message", [
    ("<<1, 2>>[3]", "out of bounds"),
    ("CHOOSE x \\in 1..3 : x > 5", "no element of S satisfied"),
    ("IF 1 THEN 2 ELSE 3", "non-boolean"),
    ("[a |-> 1].b", "nonexistent field"),
    ("[[a |-> <<1>>] EXCEPT !.a[2] = @]", "out of bounds"),
    ("[[a |-> 1] EXCEPT !.a[1] = 0]", "EXCEPT to the non-function"),
])
def test_runtime_errors_have_spans(tmp_path, expr, message):
    with pytest.raises(EvalError) as e:
        value(tmp_path, expr)
    assert message in e.value.message
    assert e.value.span is not None and e.value.span.line == 4


NEXT_SPEC = """
CONSTANT P
VARIABLES x, y
Init == x \\in 1..2 /\\ y = 0
Send(p) == /\\ x' = x + p
           /\\ UNCHANGED y
Recv(p) == /\\ y' \\in {y, y + p}
           /\\ x' = x
Next == \\E p \\in P : Send(p) \\/ Recv(p)
Inv == x < 100
"""


def test_init_and_successors_in_tlc_order(tmp_path):
    spec, cfg = write(tmp_path, NEXT_SPEC, "CONSTANT P = {1, 2}\nINIT Init\nNEXT Next\nINVARIANT Inv\n")
    m = build_model(spec, cfg)
    assert m.variables == ("x", "y")
    assert m.init() == [(1, 0), (2, 0)]
    succ = m.successors((1, 0))
    assert [a.name for a, _ in succ] == ["Send(1)", "Recv(1)", "Recv(1)", "Send(2)", "Recv(2)", "Recv(2)"]
    assert [t for _, t in succ] == [(2, 0), (1, 0), (1, 1), (3, 0), (1, 0), (1, 2)]
    assert succ[0][0].span.line == 7
    assert m.invariants[0].test((1, 0)) is True


def test_unassigned_variable_is_an_error(tmp_path):
    spec, cfg = write(tmp_path, "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == x' = 1\n",
                      "INIT Init\nNEXT Next\n")
    m = build_model(spec, cfg)
    with pytest.raises(EvalError, match="not completely specified"):
        m.successors((0, 0))


def test_specification_with_instance_and_fairness(tmp_path):
    write(tmp_path, "VARIABLE c\nInc == c' = (c + 1) % N\nI == c = 0\nCONSTANT N", name="Counter",
          extends="Naturals")
    body = ("VARIABLE v\nC == INSTANCE Counter WITH c <- v, N <- 3\n"
            "Spec == C!I /\\ [][C!Inc]_v /\\ WF_v(C!Inc)\nLive == <>(v = 2)")
    spec, cfg = write(tmp_path, body, "SPECIFICATION Spec\nPROPERTY Live\n")
    m = build_model(spec, cfg)
    assert m.init() == [(0,)]
    assert [t for _, t in m.successors((2,))] == [(0,)]
    assert [a.name for a, _ in m.successors((2,))] == ["Inc"]
    assert [p.name for p in m.fairness] == ["Spec"]
    assert [p.name for p in m.properties] == ["Live"]


def test_config_constants_model_values_and_overrides(tmp_path):
    body = "CONSTANTS S, N\nVARIABLE x\nDefault == 1\nInit == x = <<S, N, Default>>\nNext == UNCHANGED x"
    spec, cfg = write(tmp_path, body, "CONSTANTS S = {a, b}\nN <- Two\nDefault = 7\nINIT Init\nNEXT Next\n")
    spec.write_text(spec.read_text().replace("====", "Two == 2\n===="))
    m = build_model(spec, cfg)
    assert m.init() == [(Seq((SetValue([ModelValue("a"), ModelValue("b")]), 2, 7)),)]


def test_symmetry_images(tmp_path):
    body = "CONSTANT S\nVARIABLE x\nInit == x \\in S\nNext == UNCHANGED x\nSym == Permutations(S)"
    spec, cfg = write(tmp_path, body, "CONSTANT S = {a, b}\nINIT Init\nNEXT Next\nSYMMETRY Sym\n")
    m = build_model(spec, cfg)
    a, b = ModelValue("a"), ModelValue("b")
    assert sorted(map(str, m.symmetry((a,)))) == sorted(map(str, [(a,), (b,)]))


def test_enabled_and_unchanged_in_expressions(tmp_path):
    body = ("VARIABLE x\nInit == x = 0\nA == x < 2 /\\ x' = x + 1\nNext == A\n"
            "Inv == ENABLED A \\/ x = 2\nAC == x' > x \\/ UNCHANGED x")
    spec, cfg = write(tmp_path, body, "INIT Init\nNEXT Next\nINVARIANT Inv\nACTION_CONSTRAINT AC\n")
    m = build_model(spec, cfg)
    assert m.invariants[0].test((1,)) and m.invariants[0].test((2,))
    assert m.action_constraints[0]((0,), (1,)) and not m.action_constraints[0]((1,), (0,))


def test_missing_constant_and_unknown_operator(tmp_path):
    spec, cfg = write(tmp_path, "CONSTANT N\nVARIABLE x\nInit == x = N\nNext == x' = x",
                      "INIT Init\nNEXT Next\n")
    with pytest.raises(ConfigError, match="N is not assigned"):
        build_model(spec, cfg)
    spec, cfg = write(tmp_path, "VARIABLE x\nInit == x = Foo\nNext == x' = x", "INIT Init\nNEXT Next\n")
    with pytest.raises(SpecError, match="Foo"):
        build_model(spec, cfg).init()


def test_strings_in_tlc_order_identifiers_first(tmp_path):
    # Checked with TLC: a string that is also an identifier of the spec sorts first.
    body = ("VARIABLE x\nzeta == 1\nInit == x = CHOOSE s \\in {\"alpha\", \"zeta\"} : TRUE\n"
            "Next == UNCHANGED x")
    spec, cfg = write(tmp_path, body, "INIT Init\nNEXT Next\n")
    assert build_model(spec, cfg).init() == [("zeta",)]
