"""Operators passed to a native (FoldFunctionOnSet's +, SelectSeq's test) are called as Python callables
of one or two arguments (compile_calls._callable): the same values as the TLA+ definitions give."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_semantics import value as constant_value
from tla_py.values import Seq


def value(tmp: Path, expr: str) -> object:
    """A constant expression's value, with the community modules that take operators."""
    return constant_value(tmp, expr, "Plus3(a, b, c) == a + b + c",
                          extends="Naturals, Sequences, Functions, Folds, FiniteSetsExt")


@pytest.mark.parametrize("expr, expected", [
    ("FoldFunctionOnSet(+, 0, <<7, 8, 9>>, {1, 3})", 16),
    ("FoldFunctionOnSet(-, 0, <<7, 8, 9>>, {1, 2, 3})", 8),  # 9 - (8 - (7 - 0))
    ("FoldSet(LAMBDA x, y : x * 10 + y, 0, {1, 2, 3})", 60),  # op(3, op(2, op(1, 0)))
    ("SelectSeq(<<1, 2, 3, 4>>, LAMBDA e : e % 2 = 0)", Seq((2, 4))),
    ("MapThenFoldSet(LAMBDA x, y : x + y, 0, LAMBDA e : e * 2, LAMBDA s : CHOOSE x \\in s : TRUE, {1, 2, 3})",
     12),
    ("FoldSet(LAMBDA x, y : FoldSet(+, y, {x, 10 * x}), 0, {1, 2})", 33),  # one operator inside another
])
def test_operators_passed_to_natives(tmp_path: Path, expr: str, expected: object) -> None:
    assert value(tmp_path, expr) == expected
