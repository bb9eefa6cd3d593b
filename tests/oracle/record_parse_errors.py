"""Record where SANY reports a module that does not parse, for tests/test_parse_errors_sany.py (needs
Java): the line and column of its `Encountered "..." at line L, column C` and whether it says `Was
expecting "==== or more Module body"` (no unit of the module body begins there: a definition whose
head cannot be read, a stray token after a complete definition, an operator SANY does not know in a
definition's head).

Run as: python tests/oracle/record_parse_errors.py, from the repository root (it was run with SANY2 2.2
of tla2tools.jar at ../shared/tools/tlc).
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
JAR = HERE.parents[2] / "shared" / "tools" / "tlc" / "tla2tools.jar"
OUT = HERE / "parse_errors.json"
NO_UNIT = 'Was expecting "==== or more Module body"'

BODIES = {
    "definition_with_equals": "VARIABLE x\nInit == x = 0\nFoo(a) = a + 1",
    "constant_definition_with_equals": "VARIABLE x\nInit == x = 0\nFoo = 1",
    "expression_continued_on_a_new_line": "VARIABLE x\nInit == x = 0\n  x' = 1",
    "mod_as_infix_definition": "a \\mod b == 1",
    "closing_parenthesis_too_many": "A == 1 + 2)",
    "stray_parenthesis_on_a_new_line": "A == 1\n)",
    "unfinished_set_then_definition": "A == {1, 2\nB == 3",
    "tuple_closed_by_bracket": "A == <<1, 2]",
    "proof_word_as_unit": "NEW x",
    "variable_list_without_comma": "VARIABLE x\n y\nInit == x = 1",
    "name_alone_after_definitions": "A == 1\nB == 2\n  C",
    "number_after_definition": "A == 1\n  3",
    "record_field_without_value": "A == [a |-> 1, b]",
    "definition_inside_if": "A == IF TRUE THEN 1\nB == 2",
    "prefix_definition_with_equals": "-. a = a",
    "operator_head_with_bad_parameter": "F(1) == 2",
    "operator_head_with_a_bad_second_parameter": "F(a, 1) == 2",
    "operator_applied_at_top_level": "F(a) + 1",
    "operator_head_unclosed": "F(a == 1",
    "name_then_name": "F a == 1",
    "function_head_with_number": "F[1] == 2",
    "function_head_with_equals": "F[x \\in 1] = 2",
    "function_head_without_domain": "F[x] == 2",
    "prefix_definition_of_a_number": "-. 1 == a",
    "infix_definition_of_a_number": "a + 1 == 2",
    "postfix_definition_with_equals": "a ^+ = 2",
    "operator_head_with_underscore": "F(_) == 2",
    "operator_head_applied_twice": "F(a)(b) == 1",
}


def module(body: str) -> str:
    return f"---- MODULE M ----\n{body}\n====\n"


def sany(text: str) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        Path(tmp, "M.tla").write_text(text)
        out = subprocess.run(["java", "-cp", str(JAR), "tla2sany.SANY", "M.tla"], cwd=tmp,
                             capture_output=True, text=True).stdout
    where = re.search(r"Encountered .* at line (\d+), column (\d+)", out)
    assert where is not None, out
    return {"line": int(where[1]), "col": int(where[2]), "no_unit": NO_UNIT in out}


def main() -> None:
    out = {name: {"module": module(body), **sany(module(body))} for name, body in BODIES.items()}
    OUT.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
