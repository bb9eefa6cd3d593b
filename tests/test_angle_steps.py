"""<<A>>_v judged from A's successors (tla_py.semantics.angle_steps): which path each action takes,
and the verdicts on tests/specs/live/Fair.tla (TLC's, in expected.json, checked by test_liveness_specs)."""

from pathlib import Path

import pytest

from tla_py.semantics import build_model
from tla_py.semantics.angle_steps import AngleMasks, AngleSteps, _variable_indices, enumerable, next_labels
from tla_py.stdlib import reset_run
from tla_py.syntax import ast

LIVE = Path(__file__).parent / "specs" / "live"


@pytest.fixture(scope="module")
def fair():
    reset_run(0)
    m = build_model(LIVE / "Fair.tla", LIVE / "fair_own_reaches.cfg")
    return m, m.compiler, m.spec.scope


def angle(name: str, args: tuple = ()) -> ast.AngleAction:
    span = ast.Span("Fair.tla", 1, 1, 1, 1)
    nums = [ast.Number(a, span=span) for a in args]
    action = ast.OpApp(name, nums, span=span) if args else ast.Name(name, span=span)
    return ast.AngleAction(action, ast.Name("vars", span=span), span=span)


@pytest.mark.parametrize("name, args, labels", [
    ("IncX2", (), 1),  # an action of Next: the search's own successors
    ("Flip", (2,), 1),  # one of Next's actions under \E p \in Procs, by the value of p
    ("IncX", (), None),  # the same steps as IncX2, another expression: enumerated
    ("Spec", (), None),
])
def test_an_action_of_next_is_read_from_the_search(fair, name, args, labels):
    m, c, sc = fair
    e = angle(name, args)
    found = next_labels(c, e.action, sc, m.split_actions)
    assert (None if found is None else len(found)) == labels


def test_an_action_that_prints_is_evaluated_on_each_step(fair):
    m, c, sc = fair
    assert not enumerable(c, angle("Loud").action, sc)
    assert enumerable(c, angle("IncX2").action, sc)


def test_targets_are_the_successors_that_change_v(fair):
    m, c, sc = fair
    init = sorted(m.init())[0]
    own = AngleSteps(c, angle("Flip", (1,)), sc, m.split_actions, m.successors.last)
    other = AngleSteps(c, angle("Flip", (2,)), sc, m.split_actions, m.successors.last)
    m.successors(init)  # turn = 1: Flip(1) only stutters, Flip(2) moves
    assert own.of(init) == frozenset() and own.enabled_at(init) is False
    (moved,) = other.of(init)
    assert moved[2] == 2 and other.enabled_at(init) is True


def test_atoms_judged_together_take_what_each_takes(fair):
    """AngleMasks' mask per target: the atoms of Next's actions from one pass over the search's
    successors, an enumerated one (IncX) from its own, as each atom alone judges them."""
    m, c, sc = fair
    names = [("Flip", (1,)), ("Flip", (2,)), ("IncX2", ()), ("IncX", ())]
    alone = [AngleSteps(c, angle(n, a), sc, m.split_actions, m.successors.last) for n, a in names]
    judged = [AngleSteps(c, angle(n, a), sc, m.split_actions, m.successors.last) for n, a in names]
    group = AngleMasks([(1 << j, a) for j, a in enumerate(judged)])
    states = sorted(m.init())
    states += [t for s in list(states) for _, t in m.successors(s)]
    for s in states:
        succs = m.successors(s)
        masks = group.of(s)
        for _, t in succs:
            assert masks.get(t, 0) == sum(1 << j for j, a in enumerate(alone) if t in a.of(s))
        assert [a.enabled_at(s) for a in judged] == [bool(a.of(s)) for a in alone]
        assert not group.tested


def test_unchanged_reads_variables_through_nested_tuples(fair):
    m, c, sc = fair
    span = ast.Span("Fair.tla", 1, 1, 1, 1)
    x, y, turn = (ast.Name(n, span=span) for n in ("x", "y", "turn"))
    nested = ast.Tuple([turn, ast.Tuple([x, ast.Name("vars", span=span)], span=span), y], span=span)
    assert _variable_indices(c, nested, sc) == (2, 0, 0, 1, 2, 1)
    assert _variable_indices(c, ast.Tuple([x, ast.Number(1, span=span)], span=span), sc) is None
