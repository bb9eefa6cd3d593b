# ruff: noqa: E501  (the cases are TLA+ definitions and expressions, one per line)
"""Record what the real TLC does with functions over infinite domains, filtered infinite sets and
deep recursion (needs Java): tests/test_lazy_functions.py runs tlapy on the same specs and compares.

Each case is (name, definitions, expression). spec_text() makes a one-state spec with the definitions
whose next-state relation prints the expression (an error there is TLC's exit 255; in an ASSUME it
would be 10, in Init 75); TLC runs it, and lazy_functions.json keeps its exit code, what it printed
after the marker line on success, and its error message otherwise.

Run as: python tests/oracle/record_lazy.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from the
repository root; it was run that way with TLC2 Version 2026.11.23.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
MARK = "@@"
FACT = "fact[n \\in Nat] == IF n = 0 THEN 1 ELSE n * fact[n - 1]"

CASES: list[tuple[str, str, str]] = [
    ("apply_nat", "", "[n \\in Nat |-> n + 1][3]"),
    ("fn_def_int", "f[i \\in Int] == i * 2", "<<f[5], f[-5]>>"),
    ("fn_def_product", "g[p \\in Nat \\X Int] == p[1] + p[2]", "g[<<3, -7>>]"),
    ("fn_def_two_args", "g[a \\in Nat, b \\in Int] == a + b", "g[3, -7]"),
    ("constructor_two_args", "", "[a \\in Nat, b \\in Int |-> a + b][3, 4]"),
    ("tuple_binder", "", "[<<a, b>> \\in Nat \\X Int |-> a - b][<<2, 5>>]"),
    ("domain_symbolic", "f[i \\in Int] == i * 2", "<<DOMAIN f, 3 \\in DOMAIN f, -3 \\in DOMAIN [n \\in Nat |-> n]>>"),
    ("print_rule", "f[i \\in Int] == i * 2", "f"),
    ("print_two_args", "", "[a \\in Nat, b \\in Int |-> a + b]"),
    ("print_tuple_binder", "", "[<<a, b>> \\in Nat \\X Int |-> a + b]"),
    ("print_in_tuple", "", "<<[n \\in Nat |-> n]>>"),
    ("seq_domain", "", "<<[s \\in Seq({1, 2}) |-> Len(s)][<<1, 1, 2>>], DOMAIN [s \\in Seq({1, 2}) |-> Len(s)]>>"),
    ("except_rule", "", "LET h == [[n \\in Nat |-> n * n] EXCEPT ![2] = 0] IN <<h[2], h[3]>>"),
    ("except_outside_domain", "", "[[n \\in Nat |-> n * n] EXCEPT ![-2] = 0][3]"),
    ("let_rule", "", "LET h == [n \\in Nat |-> n * n] IN h[4] + h[5]"),
    ("nested_rules", "", "[n \\in Nat |-> [m \\in Nat |-> n * m]][3][4]"),
    ("filter_member", "", "<<3 \\in {n \\in Nat : n > 2}, 2 \\in {n \\in Nat : n > 2}>>"),
    ("filter_tuple_member", "", "<<<<2, 2>> \\in {<<a, b>> \\in Nat \\X Nat : a = b}, <<2, 3>> \\in {<<a, b>> \\in Nat \\X Nat : a = b}>>"),
    ("recursive_fact", FACT, "fact[5]"),
    ("recursive_as_value", FACT + "\nh == fact", "h[6]"),
    ("recursive_as_argument", FACT + "\nApply(g, k) == g[k]", "Apply(fact, 4)"),
    ("recursive_printed", FACT, "fact"),
    ("recursive_over_seq", "len[s \\in Seq({1, 2})] == IF s = <<>> THEN 0 ELSE 1 + len[Tail(s)]", "len[<<1, 2, 1>>]"),
    ("recursive_table", "f[n \\in Nat] == [k \\in 0..n |-> IF k = 0 THEN 0 ELSE f[n - 1][k - 1] + 1]", "f[3]"),
    ("recursive_operator_rule", "RECURSIVE G\nG == [n \\in Nat |-> IF n = 0 THEN 1 ELSE n * G[n - 1]]", "G[5]"),
    ("mutual_recursion", "RECURSIVE Even(_), Odd(_)\nEven(n) == IF n = 0 THEN TRUE ELSE Odd(n - 1)\nOdd(n) == IF n = 0 THEN FALSE ELSE Even(n - 1)", "<<Even(10), Odd(7)>>"),
    ("mutually_recursive_rules", "RECURSIVE F, G\nF == [n \\in Nat |-> IF n = 0 THEN 0 ELSE G[n - 1] + 1]\nG == [n \\in Nat |-> IF n = 0 THEN 1 ELSE F[n - 1] * 2]", "<<F[5], G[6], DOMAIN F>>"),
    ("rules_passed_down", "RECURSIVE Op(_, _)\nOp(f, n) == IF n = 0 THEN f[0] ELSE Op([k \\in Nat |-> f[k + 1] + 1], n - 1)", "Op([k \\in Nat |-> k * k], 4)"),
    ("recursion_200_deep", "RECURSIVE Sum(_)\nSum(n) == IF n = 0 THEN 0 ELSE n + Sum(n - 1)", "Sum(200)"),
]

# Failing cases: Boolean expressions, tested as a conjunct of Next (inside PrintT, TLC would report
# its Java exception, exit 75).
ERRORS: list[tuple[str, str, str]] = [
    ("outside_domain", "", "[n \\in Nat |-> n + 1][-1] = 0"),
    ("outside_domain_recursive", FACT, "fact[-1] = 0"),
    ("outside_domain_two_args", "", "[a \\in Nat, b \\in Int |-> a + b][-3, 4] = 0"),
    ("equality_needs_size", "", "[n \\in Int |-> n] = [n \\in Int |-> n]"),
    ("equality_with_tuple", "", "[n \\in Nat |-> n] = <<1, 2>>"),
    ("function_set_member", "", "[n \\in Nat |-> n] \\in [Nat -> Nat]"),
    ("filter_compared", "", "{n \\in Nat : n > 2} # {}"),
    ("filter_subseteq", "", "{n \\in Nat : n > 2} \\subseteq Nat"),
    ("field_of_rule", "", "[s \\in STRING |-> s].foo = 1"),
    ("unbounded_operator", "RECURSIVE Bad(_)\nBad(n) == Bad(n + 1)", "Bad(0) = 0"),
    ("unbounded_function", "f[n \\in Nat] == f[n + 1]", "f[0] = 0"),
    ("too_deep_operator", "RECURSIVE Deep(_)\nDeep(n) == IF n = 0 THEN 0 ELSE 1 + Deep(n - 1)", "Deep(100000) = 0"),
]


def spec_text(name: str, defs: str, expr: str, failing: bool = False) -> str:
    """The module `name`: the definitions, then a Next that prints the marker and the expression
    (a failing one is a conjunct of Next instead)."""
    test = expr if failing else f"PrintT({expr})"
    return (f"---- MODULE {name} ----\nEXTENDS Naturals, Integers, Sequences, TLC\n{defs}\nVARIABLE x\n"
            f'Init == x = 0\nNext == PrintT("{MARK}") /\\ {test} /\\ UNCHANGED x\n====\n')


CFG = "INIT Init\nNEXT Next\n"
_AFTER_VALUE = re.compile(r"Finished computing|Error:|Computing initial|Progress|Model checking completed")


def printed_value(out: str) -> str | None:
    """What TLC printed after the marker line, up to its next line of its own."""
    lines = out.splitlines()
    if f'"{MARK}"' not in lines:
        return None
    rest = lines[lines.index(f'"{MARK}"') + 1:]
    value: list[str] = []
    for line in rest:
        if _AFTER_VALUE.match(line):
            break
        value.append(line)
        if line.startswith("(Use the -nowarning option"):
            del value[:]  # a warning TLC printed before the value
    return "\n".join(value) if value else None


def error_message(out: str) -> str | None:
    """TLC's first error message: from `Error: ` to the next line that starts another report."""
    lines = out.splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith("Error: ")), None)
    if start is None:
        return None
    msg = [lines[start][len("Error: "):]]
    for line in lines[start + 1:]:
        if line.startswith(("Error: ", "While working", "Finished in", "The behavior", f'"{MARK}"')) or not line:
            break
        msg.append(line)
    return "\n".join(msg)


def record(tlc: str) -> dict:
    out = {}
    cases = [(c, False) for c in CASES] + [(c, True) for c in ERRORS]
    for i, ((name, defs, expr), failing) in enumerate(cases):
        with tempfile.TemporaryDirectory() as tmp:
            module = f"Lazy{i}"
            (Path(tmp) / f"{module}.tla").write_text(spec_text(module, defs, expr, failing))
            (Path(tmp) / f"{module}.cfg").write_text(CFG)
            run = subprocess.run([tlc, "-workers", "1", "-config", f"{module}.cfg", f"{module}.tla"],
                                 cwd=tmp, capture_output=True, text=True, timeout=300)
        text = run.stdout + run.stderr
        out[name] = {"defs": defs, "expr": expr, "failing": failing, "exit": run.returncode,
                     "printed": printed_value(text) if run.returncode == 0 else None,
                     "error": error_message(text) if run.returncode != 0 else None}
        print(name, run.returncode, file=sys.stderr)
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "lazy_functions.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
