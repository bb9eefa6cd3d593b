# ruff: noqa: E501  (the cases are TLA+ definitions and expressions, one per line)
"""Record what SANY and TLC make of subexpression names (Op!1!2, !<<, !>>, !:, !@, !(e), labels reached with
!), for tests/test_subexpr.py (needs Java).

Each case is a module whose ASSUME prints one expression naming a subexpression of a definition; TLC
runs it in a fresh folder. subexpr.json keeps, per case, the definitions and the expression, and either
the value TLC printed or the error SANY or TLC reported (its first line, and the line it points at).
Run as: python tests/oracle/record_subexpr.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from
the repository root; it was run that way with TLC2 Version 2026.11.25.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

OP = "Op(a, b) == a + b * 2"
JUNCTION = "Op == /\\ 1 = 1\n      /\\ 2 = 3\n      /\\ 4 > 3"
LABELS = "Op == /\\ l1:: 1 + 2\n      /\\ l2:: (3 * l3:: (4 - 1))"
PLABEL = "Op == \\A i \\in {1, 2} : lab(i):: i + 10 > 0"
CHOOSE = "Ch == CHOOSE n \\in 1..5 : n * n > 10"
IF = "L(v) == IF v = 0 THEN 10 ELSE 20"
CASE = "C(v) == CASE v = 1 -> 11 [] v = 2 -> 22 [] OTHER -> 33"
INNER = "---- MODULE Inner ----\nEXTENDS Naturals\nOpI(a) == a * 10 + 1\nLab == lb:: 5 - 2\n====\nI == INSTANCE Inner"

CASES: dict[str, tuple[str, str]] = {
    "infix_1": (OP, "Op(1, 2)!1"),
    "infix_2": (OP, "Op(1, 2)!2"),
    "infix_2_1": (OP, "Op(1, 2)!2!1"),
    "infix_2_2": (OP, "Op(1, 2)!2!2"),
    "infix_left": (OP, "Op(1, 2)!<<"),
    "infix_right": (OP, "Op(1, 2)!>>"),
    "infix_2_right": (OP, "Op(1, 2)!2!>>"),
    "infix_colon": (OP, "Op(1, 2)!:"),
    "infix_out_of_range": (OP, "Op(1, 2)!3"),
    "junction_1": (JUNCTION, "Op!1"),
    "junction_2": (JUNCTION, "Op!2"),
    "junction_3": (JUNCTION, "Op!3"),
    "junction_2_left": (JUNCTION, "Op!2!<<"),
    "junction_3_right": (JUNCTION, "Op!3!>>"),
    "label": (LABELS, "Op!l1"),
    "label_nested": (LABELS, "Op!l2!l3"),
    "label_outer": (LABELS, "Op!l2"),
    "label_then_position": (LABELS, "Op!l2!l3!1"),
    "label_then_right": (LABELS, "Op!l1!>>"),
    "label_missing": (LABELS, "Op!l9"),
    "label_with_parameter": (PLABEL, "Op!lab(5)"),
    "label_with_parameter_left": (PLABEL, "Op!lab(5)!<<"),
    "label_without_its_argument": (PLABEL, "Op!lab"),
    "choose_bound": (CHOOSE, "Ch!(4)"),
    "choose_bound_false": (CHOOSE, "Ch!(3)"),
    "choose_bound_left": (CHOOSE, "Ch!(4)!<<"),
    "choose_as_operator": (CHOOSE, "LET F(o(_)) == o(6) IN F(Ch!@)"),
    "choose_too_many": (CHOOSE, "Ch!(1, 2)"),
    "set_map": ("S == {y * 3 : y \\in 1..3}", "S!(7)"),
    "set_filter": ("F == {y \\in 1..9 : y % 2 = 0}", "<<F!(4), F!(5)>>"),
    "function": ("Fn == [i \\in 1..3 |-> i * i]", "Fn!(5)"),
    "two_bound": ("Q == \\E i \\in {1}, j \\in {2} : i + j > 10", "<<Q!(3, 9), Q!(3, 4)!<<>>"),
    "tuple_bound": ("Q == \\E <<i, j>> \\in {<<1, 2>>} : i < j", "<<Q!(5, 2), Q!(1, 2)>>"),
    "nested_bound": ("Q == \\A i \\in {1} : \\A j \\in {2} : i * j = 6", "Q!(2)!(3)"),
    "if_condition": (IF, "L(0)!1"),
    "if_then": (IF, "L(0)!2"),
    "if_else": (IF, "L(0)!3"),
    "if_condition_left": (IF, "L(7)!1!<<"),
    "case_arm_guard": (CASE, "C(1)!1!1"),
    "case_arm_value": (CASE, "C(1)!2!2"),
    "case_arm": (CASE, "C(2)!1"),
    "case_other": (CASE, "C(5)!3"),
    "tuple_item": ("T == <<1 + 2, 3 * 4>>", "<<T!1, T!2!>>>>"),
    "set_item": ("St == {1 + 1, 2 + 2}", "<<St!1, St!2>>"),
    "record_item": ("R == [a |-> 1 + 1, b |-> 2]", "<<R!1, R!2>>"),
    "application": ("Ap == [i \\in 1..3 |-> i * 2][2 + 1]", "<<Ap!1!(4), Ap!2>>"),
    "let_body": ("Lt == LET y == 3 IN y + 1", "Lt!1"),
    "user_operator": (OP + "\nOp3 == Op(4, 5)", "<<Op3!1, Op3!2>>"),
    "prefix_minus": ("Ng(a) == -a + 1", "<<Ng(2)!<<, Ng(2)!<<!1>>"),
    "instance_position": (INNER, "<<I!OpI(2)!1, I!OpI(2)!<<!>>>>"),
    "instance_label": (INNER, "I!Lab!lb!>>"),
    "except": ("Ex == [[i \\in 1..2 |-> 0] EXCEPT ![1] = 5]", "Ex!1"),
    "in_set": ("In(v) == v \\in {1, 2}", "In(3)!>>"),
}

TEMPLATE = "---- MODULE M ----\nEXTENDS Naturals, TLC, Sequences\nVARIABLE x\n{defs}\nASSUME PrintT({expr})\nInit == x = 0\nNext == x' = x\n====\n"


def module(defs: str, expr: str) -> str:
    return TEMPLATE.format(defs=defs, expr=expr)


def record(tlc: str) -> dict:
    out = {}
    for name, (defs, expr) in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "M.tla").write_text(module(defs, expr))
            (Path(tmp) / "M.cfg").write_text("INIT Init\nNEXT Next\n")
            run = subprocess.run([tlc, "-workers", "1", "M.tla"], cwd=tmp, capture_output=True, text=True,
                                 timeout=120)
        lines = run.stdout.splitlines()
        start = next(i for i, ln in enumerate(lines) if ln.startswith("Semantic processing of module M"))
        body = [ln for ln in lines[start + 1:] if ln and not re.match(r"(Linting|Starting|Computing|Finished|Model checking|\d+ states|The depth|Running|Semantic processing)", ln)]
        printed = body[0] if run.returncode == 0 else None
        place = next((re.match(r"line (\d+), col (\d+)", ln) for ln in body if re.match(r"line \d+, col \d+", ln)), None)
        errors = [ln for ln in body if not re.match(r"(line \d+|Semantic errors|\*\*\* Errors)", ln)]
        out[name] = {"defs": defs, "expr": expr, "exit": run.returncode, "printed": printed,
                     "error": None if printed is not None else (errors[0] if errors else ""),
                     "line": int(place.group(1)) if place and printed is None else None}
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "subexpr.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
