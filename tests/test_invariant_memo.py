"""An invariant reading only some variables is remembered by their values, unless it calls a
volatile native (TLCGet). Counts and verdicts recorded from TLC (tla2tools, -workers 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tla_py.engine.inprocess import bfs
from tla_py.semantics import build_model, closures
from tla_py.semantics.closures import per_read_values

SPECS = Path(__file__).parent / "specs"


def test_evaluated_once_per_values_of_the_variables_read() -> None:
    calls: list[tuple] = []

    def inv(s, t, fr):
        calls.append(s)
        return s[0] != 2

    f = per_read_values(inv, [0])
    assert [f(s, None, []) for s in [(1, "a"), (1, "b"), (True, "a"), (2, "a"), (1, "c")]] == \
        [True, True, True, False, True]
    assert calls == [(1, "a"), (True, "a"), (2, "a")]  # TRUE is not 1


@pytest.fixture
def short_trial(monkeypatch: pytest.MonkeyPatch) -> None:
    """A memo that judges itself after 2 calls, over the next 4."""
    monkeypatch.setattr(closures, "MEMO_WARMUP", 2)
    monkeypatch.setattr(closures, "MEMO_TRIAL", 4)


@pytest.mark.usefixtures("short_trial")
def test_a_memo_missing_on_every_call_stops_remembering() -> None:
    calls: list[tuple] = []

    def inv(s, t, fr):
        calls.append(s)
        return s[0] % 3 != 2

    f = per_read_values(inv, [0])
    assert [f((i,), None, []) for i in range(6)] == [True, True, False, True, True, False]
    assert [f((7,), None, []) for _ in range(2)] == [True, True]
    assert calls == [(i,) for i in range(6)] + [(7,), (7,)]  # no hit in its trial: evaluated every time


@pytest.mark.usefixtures("short_trial")
def test_a_memo_hitting_keeps_remembering() -> None:
    calls: list[tuple] = []

    def inv(s, t, fr):
        calls.append(s)
        return True

    f = per_read_values(inv, [0])
    assert all(f((1, i), None, []) for i in range(10))
    assert calls == [(1, 0)]


def test_a_volatile_invariant_is_evaluated_in_every_state() -> None:
    spec = SPECS / "InvariantByReads.tla"
    res = bfs.check(build_model(spec, spec.with_suffix(".cfg")))
    assert (res.result, res.violated) == ("invariant violation", "Late")
    assert (res.generated, res.distinct) == (5, 5)


def test_a_remembered_invariant_keeps_tlc_counts(tmp_path: Path) -> None:
    spec = SPECS / "InvariantByReads.tla"
    cfg = tmp_path / "Parity.cfg"
    cfg.write_text("INIT Init\nNEXT Next\nCONSTRAINT Small\nINVARIANT Parity\n")
    res = bfs.check(build_model(spec, cfg))
    assert res.result == "success"
    assert (res.generated, res.distinct, res.depth) == (9, 8, 8)
