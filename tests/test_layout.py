"""Bulleted /\\ and \\/ lists: the trees SANY builds from their layout.

The CASES were checked once against SANY's own trees (XMLExporter); test_parser_sany.py checks
every list of every seed and corpus module against SANY.
"""

from __future__ import annotations

import textwrap

import pytest

from tla_py.syntax import parse_module
from tla_py.syntax.dump import shape


def body(defn: str) -> str:
    """The shape of the body of the single definition `Op == ...` written at column 1."""
    text = "---- MODULE T ----\nVARIABLES a, b, c, d, e, f\n" + textwrap.dedent(defn).strip("\n") + "\n====\n"
    return shape(parse_module(text, "T.tla").units[-1].body)


CASES = [
    (
        "nested lists",
        """
        Op == /\\ a
              /\\ \\/ b
                 \\/ /\\ c
                    /\\ d
              /\\ e
        """,
        "(/\\| a (\\/| b (/\\| c d)) e)",
    ),
    (
        "disjunction of conjunctions",
        """
        Op == \\/ /\\ a
                 /\\ b
              \\/ /\\ c
                 /\\ d
        """,
        "(\\/| (/\\| a b) (/\\| c d))",
    ),
    ("list in parentheses closed on its line", "Op == (/\\ a /\\ b) \\/ c", "(\\/ (/\\| (/\\ a b)) c)"),
    ("list as an argument", "Op == f(/\\ a, b)", "(f (/\\| a) b)"),
    (
        "parenthesized list over lines",
        """
        Op == /\\ (\\/ a
                  \\/ b)
              /\\ c
        """,
        "(/\\| (\\/| a b) c)",
    ),
    ("IF with a list on one line", "Op == IF c THEN /\\ a /\\ b ELSE d", "(If c (/\\| (/\\ a b)) d)"),
    (
        "ELSE left of the THEN list",
        """
        Op == IF c THEN /\\ a
                        /\\ b
                   ELSE d
        """,
        "(If c (/\\| a b) d)",
    ),
    (
        "IF/ELSE followed by a conjunct",
        """
        Op == /\\ a
              /\\ IF c
                   THEN d
                   ELSE e
              /\\ b
        """,
        "(/\\| a (If c d e) b)",
    ),
    (
        "LET/IN followed by a conjunct",
        """
        Op == /\\ a
              /\\ LET x == 1
                 IN x = d
              /\\ b
        """,
        "(/\\| a (Let [(OpDef x [] 1 False)] (= x d)) b)",
    ),
    (
        "ELSE list closed by a less-indented conjunct",
        """
        Op == /\\ \\E x \\in c :
                   /\\ a
                   /\\ IF d THEN e
                           ELSE /\\ f
                                /\\ b
              /\\ c
        """,
        "(/\\| (Quant \\E [x:c] (/\\| a (If d e (/\\| f b)))) c)",
    ),
    (
        "list item that is itself a quantified list",
        """
        Op == /\\ \\E x \\in c : /\\ a
                              /\\ b
              /\\ d
        """,
        "(/\\| (Quant \\E [x:c] (/\\| a b)) d)",
    ),
    (
        "list after a comma in a tuple",
        """
        Op == <<a, /\\ b
                   /\\ c>>
        """,
        "(Tuple [a (/\\| b c)])",
    ),
    (
        "list after THEN and ELSE",
        """
        Op == IF a
              THEN /\\ b
                   /\\ c
              ELSE \\/ d
                   \\/ e
        """,
        "(If a (/\\| b c) (\\/| d e))",
    ),
    (
        "list after IN",
        """
        Op == LET x == 1 IN /\\ a
                            /\\ b
        """,
        "(Let [(OpDef x [] 1 False)] (/\\| a b))",
    ),
    (
        "list after a CASE arrow",
        """
        Op == CASE a -> /\\ b
                        /\\ c
                [] OTHER -> d
        """,
        "(Case [(a (/\\| b c))] d)",
    ),
    (
        "list after |-> and in a function",
        """
        Op == [x \\in a |-> /\\ b
                           /\\ c]
        """,
        "(FnConstruct [x:a] (/\\| b c))",
    ),
    (
        "list after a set-of-functions arrow",
        """
        Op == [a -> /\\ b
                    /\\ c]
        """,
        "(FnSet a (/\\| b c))",
    ),
    ("infix /\\ at the end of a line", "Op == a /\\\n      b", "(/\\ a b)"),
    (
        "infix /\\ at the end of a line inside a list",
        """
        Op == /\\ a /\\
                 b
              /\\ c
        """,
        "(/\\| (/\\ a b) c)",
    ),
    (
        "operator at the list's column ends it",
        """
        Op == /\\ a
              /\\ b
              => c
        """,
        "(=> (/\\| a b) c)",
    ),
    (
        "other bullet kind at the column ends the list",
        """
        Op == /\\ a
              \\/ b
        """,
        "(\\/ (/\\| a) b)",
    ),
    (
        "bullet right of the column continues the item",
        """
        Op == /\\ a
               /\\ b
              /\\ c
        """,
        "(/\\| (/\\ a b) c)",
    ),
    (
        "list at column 1 ended by the next definition",
        """
        Op ==
        /\\ a
        /\\ b
        """,
        "(/\\| a b)",
    ),
    (
        "unicode bullets",
        """
        Op == ∧ a
              ∧ ∨ b
                ∨ c
        """,
        "(/\\| a (\\/| b c))",
    ),
    (
        "primes and unchanged in a list",
        """
        Op == /\\ a' = b
              /\\ UNCHANGED <<c, d>>
        """,
        "(/\\| (= (' a) b) (UNCHANGED (Tuple [c d])))",
    ),
]


@pytest.mark.parametrize("defn,expected", [(d, e) for _, d, e in CASES], ids=[n for n, _, _ in CASES])
def test_layout(defn: str, expected: str) -> None:
    assert body(defn) == expected


def test_next_definition_closes_lists() -> None:
    text = "---- MODULE T ----\nA == /\\ 1\n     /\\ 2\nB == \\/ 3\n====\n"
    units = parse_module(text, "T.tla").units
    assert [shape(u.body) for u in units] == ["(/\\| 1 2)", "(\\/| 3)"]


def test_tabs_stop_every_eight_columns() -> None:
    """TLC reads `\t= FALSE` as inside the second item when the list stands left of column 9."""
    text = "---- MODULE T ----\nA == \\/ TRUE\n     \\/ TRUE\n\t= FALSE\n"
    text += "Abcd == \\/ TRUE\n        \\/ TRUE\n\t= FALSE\n====\n"
    shapes = [shape(u.body) for u in parse_module(text, "T.tla").units]
    assert shapes == ["(\\/| TRUE (= TRUE FALSE))", "(= (\\/| TRUE TRUE) FALSE)"]
