"""A process that expanded a small level releases PyPy's machine code once, before its first level of
jit.LEVEL states or more; one whose first level is big keeps it."""

from __future__ import annotations

import pytest

from tla_py.engine import jit


@pytest.fixture
def released(monkeypatch):
    calls = []
    monkeypatch.setattr(jit, "releaseall", lambda: calls.append(1))
    monkeypatch.setattr(jit, "_done", [False])
    monkeypatch.setattr(jit, "_traced_small", [False])
    monkeypatch.setattr(jit.gc, "collect", lambda: None)
    return calls


def test_released_once_at_the_first_big_level(released):
    for states in (1, 7, jit.LEVEL - 1):
        jit.retrace(states)
    assert released == []
    jit.retrace(jit.LEVEL)
    jit.retrace(3 * jit.LEVEL)
    assert released == [1]


def test_kept_when_the_first_level_is_big(released):
    jit.retrace(jit.LEVEL)
    jit.retrace(1)
    jit.retrace(2 * jit.LEVEL)
    assert released == []


@pytest.mark.skipif(jit.releaseall is not None, reason="CPython only")
def test_nothing_to_release_on_cpython():
    """No pypyjit: done from the start, so a level of any size leaves the module as it was."""
    assert jit._done == [True]
    small = list(jit._traced_small)
    jit.retrace(1)
    jit.retrace(10 * jit.LEVEL)
    assert jit._done == [True] and jit._traced_small == small


GROWING_SPEC = """---- MODULE Growing ----
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\\ y = 0
Next == \\/ x = 0 /\\ x' = 1 /\\ y' \\in 1..{n}
        \\/ x = 1 /\\ x' = 2 /\\ y' = y
====
"""


@pytest.mark.skipif(jit.releaseall is None, reason="PyPy's JIT only")
def test_a_search_from_level_1_on_pypy_retraces_once(tmp_path, monkeypatch):
    """The real release, in a real search on PyPy: levels of 1, LEVEL + 5 and LEVEL + 5 states; TLC's
    counts (2 * (LEVEL + 5) + 1 distinct, depth 3)."""
    from tla_py.engine import check
    from tla_py.semantics import build_model
    from tla_py.stdlib import reset_run

    calls = []
    real = jit.releaseall
    monkeypatch.setattr(jit, "releaseall", lambda: calls.append(1) or real())
    monkeypatch.setattr(jit, "_done", [False])
    monkeypatch.setattr(jit, "_traced_small", [False])
    n = jit.LEVEL + 5
    (tmp_path / "Growing.tla").write_text(GROWING_SPEC.format(n=n))
    (tmp_path / "Growing.cfg").write_text("INIT Init\nNEXT Next\n")
    reset_run(0)
    model = build_model(str(tmp_path / "Growing.tla"), str(tmp_path / "Growing.cfg"), check_deadlock=False)
    res = check(model)
    assert res.ok and (res.distinct, res.generated, res.depth) == (2 * n + 1, 2 * n + 1, 3)
    assert calls == [1]
