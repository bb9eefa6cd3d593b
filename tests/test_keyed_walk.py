"""An \\E or a set filter whose body starts with `x.f = literal` walks only the records passing it
(SetValue.having): the same values, and TLC's errors where some element is no such record."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_semantics import value
from tla_py.errors import EvalError
from tla_py.semantics import codegen
from tla_py.values import SetValue, make_record

MSGS = '{[type |-> "a", v |-> 1], [type |-> "b", v |-> 2], [type |-> "b", v |-> 3], [type |-> "c", v |-> 4]}'


@pytest.fixture(params=[True, False], autouse=True)
def generated(request, monkeypatch) -> None:
    """With and without CPython's generated code (PyPy's closures walk the \\E themselves)."""
    monkeypatch.setattr(codegen, "ENABLED", request.param)


@pytest.mark.parametrize("expr, expected", [
    (f'\\E m \\in {MSGS} : m.type = "b" /\\ m.v = 3', True),
    (f'\\E m \\in {MSGS} : m.type = "b" /\\ m.v = 1', False),
    (f'\\E m \\in {MSGS} : ("d" = m.type) /\\ TRUE', False),
    (f'\\E m \\in {MSGS} : m.v = 4 /\\ m.type = "c"', True),
    (f'~\\E m \\in {MSGS} : /\\ m.type = "a"\n /\\ m.v = 1', False),
    (f'{{m.v : m \\in {{m \\in {MSGS} : m.type = "b" /\\ m.v > 2}}}}', SetValue([3])),
    (f'{{m \\in {MSGS} : m.type = "z"}}', SetValue([])),
    (f'CHOOSE m \\in {{m \\in {MSGS} : m.type = "b"}} : TRUE', make_record({"type": "b", "v": 2})),
])
def test_keyed_values(tmp_path: Path, expr: str, expected) -> None:
    assert value(tmp_path, expr) == expected


@pytest.mark.parametrize("expr", [
    '\\E m \\in {[type |-> "a"], [v |-> 1]} : m.type = "b" /\\ TRUE',  # a record without the field
    '\\E m \\in {[type |-> "a"], 3} : m.type = "b" /\\ TRUE',  # no record
    '{m \\in {[type |-> "a"], [type |-> 2]} : m.type = "b"}',  # a field TLC cannot compare with "b"
])
def test_errors_stay(tmp_path: Path, expr: str) -> None:
    with pytest.raises(EvalError):
        value(tmp_path, expr)


def test_having() -> None:
    s = SetValue([make_record({"type": t, "v": v}) for t, v in (("b", 2), ("a", 1), ("b", 1))])
    assert [r.map["v"] for r in s.having("type", "b", True)] == [1, 2]
    assert s.having("v", "b", True) is None and s.having("w", 1, False) is None


def test_the_walk_is_keyed(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(codegen, "ENABLED", False)  # on PyPy: CPython's generated code has its own \\E
    calls = []
    having = SetValue.having
    monkeypatch.setattr(SetValue, "having", lambda *a: calls.append(a[1:]) or having(*a))
    assert value(tmp_path, f'\\E m \\in {MSGS} : m.type = "b" /\\ m.v = 3') is True
    assert calls == [("type", "b", False)]
