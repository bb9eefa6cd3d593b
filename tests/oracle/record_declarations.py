"""Record SANY's verdict on names declared twice, for tests/test_declarations.py (needs Java): a bound
variable, a parameter or a LET definition reusing a visible name (an error), a definition brought in
twice by EXTENDS or INSTANCE (a warning; the first stays), a local one after an import (an error); and
on names SANY resolves in every definition, used or not (unknown operators, @ outside EXCEPT, RECURSIVE
without a definition, substitutions for what is not a parameter, operators where values must be).

Each case is a set of modules, the first one checked. declarations.json keeps whether SANY accepted
it and its first error's message. Run as: python tests/oracle/record_declarations.py, from the
repository root (it was run with SANY2 2.2 of tla2tools.jar at ../shared/tools/tlc).
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
JAR = HERE.parents[2] / "shared" / "tools" / "tlc" / "tla2tools.jar"
OUT = HERE / "declarations.json"
HEAD = "EXTENDS Naturals, Sequences, TLC\nCONSTANT N\nVARIABLE x\n"

BODIES = {
    "bound_variable_named_as_state_variable": "Foo == [x \\in {1} |-> x]",
    "nested_bound_variables": "Foo == \\E i \\in {1} : \\E i \\in {2} : TRUE",
    "bound_variable_named_as_extended_operator": "Foo == \\E Len \\in {1} : TRUE",
    "bound_variable_named_as_constant": "Foo == \\A N \\in {1} : TRUE",
    "bound_variable_named_as_tlc_operator": "Foo == \\E Print \\in {1} : TRUE",
    "parameter_named_as_later_definition": "Foo(z) == z\nz == 3",
    "parameter_named_as_earlier_definition": "z == 3\nFoo(z) == z",
    "let_definition_named_as_definition": "z == 3\nFoo == LET z == 4 IN z",
    "let_inside_let": "Foo == LET a == 1 IN LET a == 2 IN a",
    "let_parameter_named_as_state_variable": "Foo == LET G(x) == x IN G(1)",
    "sibling_quantifiers": "Foo == (\\E i \\in {1} : TRUE) /\\ (\\E i \\in {2} : TRUE)",
    "quantifier_inside_parameter_scope": "Foo(k) == \\E k \\in {1} : TRUE",
    "lambda_parameter": "z == 3\nApp(F(_)) == F(1)\nFoo == App(LAMBDA z : z)",
    "unbounded_choose": "z == 3\nFoo == CHOOSE z : TRUE",
    "tuple_binder": "z == 3\nFoo == \\E <<z, w>> \\in {<<1, 2>>} : TRUE",
    "function_definition_argument": "z == 3\nf[z \\in {1}] == z",
    "set_map_binder": "z == 3\nFoo == {z : z \\in {1}}",
    "set_filter_binder": "z == 3\nFoo == {z \\in {1} : TRUE}",
    "bound_variable_named_as_later_definition": "Foo == \\E later \\in {1} : TRUE\nlater == 1",
    "bound_variable_named_as_its_definition": "Foo == \\E Foo \\in {1} : TRUE",
    "recursive_operator_parameter": "RECURSIVE R(_)\nR(n) == IF n = 0 THEN 0 ELSE R(n - 1)\nn == 5",
    "recursive_let": "Foo == LET RECURSIVE G(_)\n G(n) == IF n = 0 THEN 0 ELSE G(n - 1) IN G(2)",
    # names SANY resolves in every definition, used or not
    "unknown_operator_in_unused_definition": "Foo == Bar + 1",
    "unknown_name_in_lambda": "App(F(_)) == F(1)\nFoo == App(LAMBDA y : z)",
    "at_outside_except": "Foo == @ + 1",
    "recursive_without_definition": "RECURSIVE Q(_)",
    "recursive_declared_twice": "RECURSIVE R(_)\nRECURSIVE R(_)\nR(n) == n",
    "recursive_let_without_definition": "Foo == LET RECURSIVE G(_)\n H == 1 IN H",
    "instance_substitutes_a_definition": "I == INSTANCE Naturals WITH Nat <- 1",
    "lambda_of_the_wrong_arity": "F(G(_)) == G(1)\nFoo == F(LAMBDA a, b : a)",
    "operator_as_a_value": "F(a) == a\nFoo == {F}",
    "operator_as_an_argument": "F(a) == a\nApp(G(_)) == G(1)\nFoo == App(F)",
    "operator_to_a_constant_operator": "CONSTANT C(_)\nF(a) == a\nFoo == C(1)",
}
IMPORTS = {"A": "Foo == 1", "B": "Foo == 2"}
TWICE = {
    "extends_two_definitions": "EXTENDS A, B\nBar == Foo",
    "local_definition_after_extends": "EXTENDS A\nFoo == 3",
    "instance_after_local_definition": "Foo == 3\nINSTANCE A",
    "local_definition_after_instance": "INSTANCE A\nFoo == 3",
    "two_instances": "INSTANCE A\nINSTANCE B\nBar == Foo",
}


# operators substituted by INSTANCE for CONSTANT operators (SANY: each error's place is recorded)
OPERATOR_PARAMS = {"A": "CONSTANT Op(_), Op2(_, _)\nBoth(v) == Op2(Op(v), v)"}
SUBSTITUTED = {
    "operator_substituted_for_constant_operator": "F(a) == {a}\nG(a, b) == <<a, b>>\n"
                                                  "I == INSTANCE A WITH Op <- F, Op2 <- G",
    "operator_of_the_wrong_arity_substituted": "F(a) == {a}\nG(a, b) == <<a, b>>\n"
                                               "I == INSTANCE A WITH Op <- G, Op2 <- F",
    "lambda_substituted": "I == INSTANCE A WITH Op <- LAMBDA a : {a}, Op2 <- LAMBDA a, b : a",
    "local_instance_with_operators": "F(a) == {a}\nF2(a, b) == a\n"
                                     "Foo == LET I == INSTANCE A WITH Op <- F, Op2 <- F2 IN I!Both(1)",
    "non_leibniz_operators_substituted": """VARIABLE x, y
F(a) == {a}
G(a, b) == <<a, b, y>>
P(a) == a'
U(a, b) == UNCHANGED b
Sq(a) == [a]_x
An(a) == <<x' = a>>_x
Ca(a) == a \\cdot (x' = x)
Ind(a) == P(a)
Ind2(a) == F(a')
En(a) == ENABLED a
Both(a, b) == {a', b}
Let(a) == LET H(z) == z' IN H(a)
LetPrimed(a) == (LET H == 1 IN a)'
I1 == INSTANCE A WITH Op <- F, Op2 <- G
I2 == INSTANCE A WITH Op <- P, Op2 <- G
I3 == INSTANCE A WITH Op <- F, Op2 <- U
I4 == INSTANCE A WITH Op <- Sq, Op2 <- G
I5 == INSTANCE A WITH Op <- An, Op2 <- G
I6 == INSTANCE A WITH Op <- Ca, Op2 <- G
I7 == INSTANCE A WITH Op <- Ind, Op2 <- G
I8 == INSTANCE A WITH Op <- Ind2, Op2 <- G
I9 == INSTANCE A WITH Op <- En, Op2 <- Both
I10 == INSTANCE A WITH Op <- LAMBDA a : a', Op2 <- G
I11 == INSTANCE A WITH Op <- Let, Op2 <- G""",
    "temporal_operators_substituted": """VARIABLE x
W(a) == WF_x(a)
S(a) == SF_x(a)
Bx(a) == []a
Dm(a) == <>a
Lt(a, b) == a ~> b
Gu(a, b) == a -+-> b
Sv(a) == [x' = x]_a
Av(a) == <<x' = x>>_a
Ok(a) == a /\\ x
EnI(a) == ENABLED (x' = x)
Ch(a) == CHOOSE y \\in a : TRUE
I1 == INSTANCE A WITH Op <- W, Op2 <- Lt
I2 == INSTANCE A WITH Op <- S, Op2 <- Gu
I3 == INSTANCE A WITH Op <- Bx, Op2 <- Lt
I4 == INSTANCE A WITH Op <- Dm, Op2 <- Lt
I5 == INSTANCE A WITH Op <- Sv, Op2 <- Lt
I6 == INSTANCE A WITH Op <- Av, Op2 <- Lt
I7 == INSTANCE A WITH Op <- Ok, Op2 <- Lt
I8 == INSTANCE A WITH Op <- EnI, Op2 <- Lt
I9 == INSTANCE A WITH Op <- Ch, Op2 <- Lt""",
}

NOT_DEFINITIONS = {  # what INSTANCE substitutes is no definition of the instance (SANY: Unknown operator)
    "instance_constant_operator_is_not_a_definition": "F(a) == a\nF2(a, b) == a\n"
                                                      "I == INSTANCE A WITH Op <- F, Op2 <- F2\n"
                                                      "Foo == I!Op(1)",
}

TEMPORAL = {  # SANY's level errors of temporal formulas (its test215's kinds; each error's place recorded)
    "actions_in_temporal_formulas": """VARIABLE x
A == x' = x
S == x = 1
T1 == S ~> A
T2 == A ~> S
T3 == A -+-> S
T4 == (x' = 1) ~> []S
D1 == <>A
D2 == <><<A>>_x
D3 == <>[A]_x
B1 == []A
B2 == [][A]_x
B3 == [](x' = x)
B4 == []<<A>>_x
Q1 == \\E v \\in {x'} : []S
Q2 == \\A v \\in {x'} : <>S
Q3 == \\E v \\in {x'} : S
Q4 == \\E v \\in {x} : []S
L1 == [](LET z == 1 IN x' = z)
L2 == []((x' = 1))
L3 == <>(A \\/ A)
L4 == []l:: (x' = 1)""",
}

ARGUMENTS = {  # an operator applied to the wrong number of arguments (SANY: at the argument list)
    "operator_applied_to_too_many_arguments": "VARIABLE x\nFoo(a) == a\nA == Foo(1, 2)\n"
                                              "B == x' = Foo\nC(a, b) == a\nD == C (1)",
}

CYCLES = {  # files that depend on each other through EXTENDS or INSTANCE (SANY: a circular dependency)
    "module_instantiating_itself": {"M": "VARIABLE x\nI == INSTANCE M"},
    "instance_of_a_module_extending_the_root": {"M": "INSTANCE B", "B": "EXTENDS M"},
    "let_instance_of_a_module_extending_the_root": {"M": "Foo == LET I == INSTANCE B IN 1", "B": "EXTENDS M"},
    "extends_through_two_files": {"M": "EXTENDS B", "B": "EXTENDS C", "C": "I == INSTANCE M"},
    "instance_of_a_nested_module": {"M": "---- MODULE N ----\nFoo == 1\n====\nI == INSTANCE N"},
}


def cases() -> dict[str, dict[str, str]]:
    """Each case's modules by name, the one checked first."""
    out = {name: {"M": f"{HEAD}{body}"} for name, body in BODIES.items()}
    for name, body in TWICE.items():
        out[name] = {"M": body, **IMPORTS}
    for name, body in {**SUBSTITUTED, **NOT_DEFINITIONS}.items():
        out[name] = {"M": f"EXTENDS Naturals\n{body}", **OPERATOR_PARAMS}
    for name, body in {**TEMPORAL, **ARGUMENTS}.items():
        out[name] = {"M": f"EXTENDS Naturals\n{body}"}
    out.update(CYCLES)
    return {name: {m: f"---- MODULE {m} ----\n{text}\n====\n" for m, text in mods.items()}
            for name, mods in out.items()}


def sany(modules: dict[str, str]) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        for m, text in modules.items():
            Path(tmp, f"{m}.tla").write_text(text)
        command = ["java", "-cp", str(JAR), "tla2sany.SANY", "M.tla"]
        out = subprocess.run(command, cwd=tmp, capture_output=True, text=True).stdout
    if "*** Errors" not in out:
        return {"ok": True, "warned": "*** Warnings" in out}
    lines = [ln.strip() for ln in out.split("*** Errors", 1)[1].splitlines() if ln.strip()]
    places = re.findall(r"^line (\d+), col (\d+) to .* of module M\n\n(.*)\n(.*)", out, re.M)
    errors = [[int(line), int(col), f"{first}\n{second}".strip()] for line, col, first, second in places]
    cycle = re.search(r"^  (\S+\.tla(?: --> \S+\.tla)+)$", out, re.M)
    found = {"cycle": cycle[1]} if cycle else {}
    return {"ok": False, "message": lines[2] if len(lines) > 2 else "", "errors": errors, **found}


def main() -> None:
    out = {name: {"modules": mods, **sany(mods)} for name, mods in cases().items()}
    OUT.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
