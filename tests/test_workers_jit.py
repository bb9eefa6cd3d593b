"""A worker releases PyPy's machine code once, before its first level of jit.LEVEL states or more."""

from __future__ import annotations

import pytest

from tla_py.engine.workers import jit


@pytest.fixture
def released(monkeypatch):
    calls = []
    monkeypatch.setattr(jit, "releaseall", lambda: calls.append(1))
    monkeypatch.setattr(jit, "_done", [False])
    monkeypatch.setattr(jit.gc, "collect", lambda: None)
    return calls


def test_released_once_at_the_first_big_level(released):
    for states in (1, 7, jit.LEVEL - 1):
        jit.retrace(states)
    assert released == []
    jit.retrace(jit.LEVEL)
    jit.retrace(3 * jit.LEVEL)
    assert released == [1]


def test_nothing_to_release_on_cpython(monkeypatch):
    monkeypatch.setattr(jit, "_done", [jit.releaseall is None])
    jit.retrace(10 * jit.LEVEL)  # on CPython: no pypyjit, nothing called
