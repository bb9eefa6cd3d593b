"""A successor's invariants and CONSTRAINT evaluate only the conjuncts reading a variable the step
changed (tla_py.semantics.parent_checks); verdicts, counts, traces and errors stay TLC's (tla2tools,
-workers 1, recorded below)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tla_py.engine.inprocess import bfs
from tla_py.semantics import build_model
from tla_py.semantics.compiled import Model
from tla_py.semantics.parent_checks import after_parent

SPECS = Path(__file__).parent / "specs"
SPEC = SPECS / "ParentChecks.tla"


def model(tmp_path: Path, cfg: str) -> Model:
    path = tmp_path / "ParentChecks.cfg"
    path.write_text(cfg)
    return build_model(SPEC, path)


def whole(m: Model) -> Model:
    """The model with every check evaluated whole, as without the parent."""
    return replace(m, invariants=[replace(c, after=None) for c in m.invariants],
                   constraints=[replace(c, after=None) for c in m.constraints])


def reachable(m: Model, limit: int = 200) -> list[tuple]:
    """Steps (s, t) of the model, breadth-first from its initial states."""
    seen, level, steps = set(), list(m.init()), []
    while level and len(steps) < limit:
        nxt = []
        for s in level:
            for _, t in m.successors(s):
                steps.append((s, t))
                if t not in seen:
                    seen.add(t)
                    nxt.append(t)
        level = nxt
    return steps


def test_parts_only_where_some_conjunct_reads_fewer_variables(tmp_path: Path) -> None:
    m = model(tmp_path, "INIT Init\nNEXT Next\nCONSTRAINT Small\nINVARIANT Typed NotFar XOnly\n")
    assert [c.after is not None for c in [*m.invariants, *m.constraints]] == [True, True, True, True]


def test_after_parent_agrees_with_the_whole_check(tmp_path: Path) -> None:
    m = model(tmp_path, "INIT Init\nNEXT Next\nCONSTRAINT Small\nINVARIANT Typed NotFar XOnly\n")
    for s, t in reachable(m):
        for c in [*m.invariants, *m.constraints]:
            if c.test(s):
                assert c.after(s, t) == c.test(t), (c.name, s, t)


@pytest.mark.parametrize("cfg, expected", [
    ("CONSTRAINT Small\nINVARIANT Typed\n", ("success", None, 106, 39, 7)),
    ("CONSTRAINT Small\nINVARIANT Typed NotFar\n", ("invariant violation", "NotFar", 50, 27, 5)),
])
def test_tlc_verdicts_and_counts(tmp_path: Path, cfg: str, expected: tuple) -> None:
    m = model(tmp_path, "INIT Init\nNEXT Next\n" + cfg)
    for checked in (m, whole(m)):
        res = bfs.check(checked)
        assert (res.result, res.violated, res.generated, res.distinct, res.depth) == expected
        if res.violated:
            assert [t for _, t in res.trace][-1] == (0, 3, 1)  # TLC's trace: y, y, z, y


def test_an_error_in_a_changed_conjunct_is_tlcs(tmp_path: Path) -> None:
    m = model(tmp_path, "INIT Init\nNEXT Next\nINVARIANT Typed Fails\n")
    res, res_whole = bfs.check(m), bfs.check(whole(m))
    assert res.result == "error" and "The second argument of \\div is 0." in res.message
    counts = (res.message, res.generated, res.distinct, res.depth)
    assert counts == (res_whole.message, res_whole.generated, res_whole.distinct, res_whole.depth)
    assert counts[1:] == (13, 10, 3)
    assert [t for _, t in res.trace] == [(0, 0, 0), (0, 0, 1), (0, 0, 2)]


def test_a_false_part_is_the_whole_checks_false() -> None:
    """The first changed part FALSE is the predicate's FALSE (the parts before it are TRUE): the whole
    is not evaluated again; a part not a Boolean is."""
    whole_calls = []

    def test(t):
        whole_calls.append(t)
        return "whole"

    parts = [(lambda s, t, fr: s[0] < 2, [], (0,)), (lambda s, t, fr: s[1], [], (1,))]
    after = after_parent(parts, test)
    assert after((0, True), (1, False)) is False and not whole_calls
    assert after((0, True), (2, True)) is False and not whole_calls
    assert after((0, True), (1, True)) is True and not whole_calls
    assert after((0, True), (1, 7)) == "whole" and whole_calls == [(1, 7)]
