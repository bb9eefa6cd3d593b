"""The BFS engine on hand-written Models, each mirroring a tiny TLA+ spec whose counts TLC reported.

The spec is quoted in each test; the expected numbers are TLC's (`tlc -workers 1`), measured once.
"""

from __future__ import annotations

import itertools

from tla_py.engine import check
from tla_py.errors import EvalError, ExitCode, ModuleEvalError
from tla_py.semantics.compiled import Action, Assumption, Check, Model
from tla_py.syntax.ast import Span

NEXT = Action("Next", Span("M.tla", 5, 9, 5, 18), "M")
A = Action("A", Span("M.tla", 5, 6, 5, 25), "M")
B = Action("B", Span("M.tla", 6, 6, 6, 25), "M")


def counter(step, init=(0,), **kw) -> Model:
    """A one-variable model whose Next is `step(x)` -> list of next values, all labelled Next."""
    return Model(
        module="M",
        variables=("x",),
        init=lambda: [(v,) for v in init],
        successors=lambda s: [(NEXT, (v,)) for v in step(s[0])],
        **kw,
    )


def summary(res) -> tuple:
    return res.result, res.generated, res.distinct, res.left_on_queue, res.depth, len(res.trace)


def test_deadlock_counts_every_state():
    # Init == x = 0   Next == x < 3 /\ x' = x + 1
    res = check(counter(lambda x: [x + 1] if x < 3 else []))
    assert summary(res) == ("deadlock", 4, 4, 0, 4, 4)
    assert [s for _, s in res.trace] == [(0,), (1,), (2,), (3,)]
    assert res.trace[0][0] is None and res.trace[1][0] == NEXT
    assert res.exit_code == ExitCode.DEADLOCK


def test_success_counts_initial_states_as_generated():
    # Next == x' = (x + 1) % 3
    res = check(counter(lambda x: [(x + 1) % 3]))
    assert summary(res) == ("success", 4, 3, 0, 3, 0)
    assert res.exit_code == ExitCode.OK


def test_stuttering_only_model_has_depth_one():
    # Init == x \in 0..2   Next == x' = x
    res = check(counter(lambda x: [x], init=range(3)))
    assert summary(res) == ("success", 6, 3, 0, 1, 0)
    assert res.initial_states == 3 and res.initial_generated == 3


def test_constraint_excluded_successors_are_generated_not_distinct():
    # Next == x' = x + 1 \/ x' = x + 2   CONSTRAINT x < 5
    res = check(counter(lambda x: [x + 1, x + 2], constraints=[Check("Con", lambda s: s[0] < 5)]))
    assert summary(res) == ("success", 11, 5, 0, 3, 0)


def test_invariant_is_checked_on_constraint_excluded_states():
    # Next == x' = x + 1   CONSTRAINT x < 5   INVARIANT x /= 5
    res = check(counter(lambda x: [x + 1], constraints=[Check("Con", lambda s: s[0] < 5)],
                        invariants=[Check("Inv", lambda s: s[0] != 5)]))
    assert summary(res) == ("invariant violation", 6, 5, 0, 5, 6)
    assert res.violated == "Inv" and res.trace[-1][1] == (5,)


def test_constraint_on_initial_states():
    # Init == x \in 0..9   Next == x' = (x + 1) % 10   CONSTRAINT x < 5
    res = check(counter(lambda x: [(x + 1) % 10], init=range(10),
                        constraints=[Check("Con", lambda s: s[0] < 5)]))
    assert summary(res) == ("success", 15, 5, 0, 1, 0)
    assert res.initial_generated == 10 and res.initial_states == 5


def test_invariant_checked_on_excluded_initial_state():
    # Init == x \in 0..9   CONSTRAINT x < 5   INVARIANT x # 7: TLC reports x = 7
    res = check(counter(lambda x: [x], init=range(10), constraints=[Check("Con", lambda s: s[0] < 5)],
                        invariants=[Check("Inv", lambda s: s[0] != 7)]))
    assert res.result == "invariant violation" and res.in_initial_state
    assert res.trace == [(None, (7,))]


def test_action_constraint():
    # Next == x' = (x + 1) % 10 \/ x' = (x + 2) % 10   ACTION_CONSTRAINT x' - x # 2
    res = check(counter(lambda x: [(x + 1) % 10, (x + 2) % 10],
                        action_constraints=[lambda s, t: t[0] - s[0] != 2]))
    assert summary(res) == ("success", 21, 10, 0, 10, 0)


def test_successor_excluded_by_constraint_is_no_deadlock():
    # Next == x' = x + 1   CONSTRAINT x < 3 (and the same with ACTION_CONSTRAINT x' < 3)
    res = check(counter(lambda x: [x + 1], constraints=[Check("Con", lambda s: s[0] < 3)]))
    assert summary(res) == ("success", 4, 3, 0, 3, 0)
    res = check(counter(lambda x: [x + 1], action_constraints=[lambda s, t: t[0] < 3]))
    assert summary(res) == ("success", 4, 3, 0, 3, 0)


def two_counters(inv) -> Model:
    # Init == x = 0 /\ y = 0   A == x' = x + 1 /\ y' = y   B == y' = y + 1 /\ x' = x   Next == A \/ B
    return Model(
        module="M",
        variables=("x", "y"),
        init=lambda: [(0, 0)],
        successors=lambda s: [(A, (s[0] + 1, s[1])), (B, (s[0], s[1] + 1))],
        invariants=inv,
    )


def test_violation_counts_match_tlc():
    # INVARIANT x + y < 3: TLC: 8 generated, 7 distinct, 2 left on queue, depth 4, trace of 4
    res = check(two_counters([Check("Inv", lambda s: s[0] + s[1] < 3)]))
    assert summary(res) == ("invariant violation", 8, 7, 2, 4, 4)
    assert [a.name if a else None for a, _ in res.trace] == [None, "A", "A", "A"]
    assert res.exit_code == ExitCode.SAFETY


def test_invariants_in_config_order():
    # INVARIANT Inv2 Inv1, both x < 2: TLC names Inv2
    inv = [Check("Inv2", lambda s: s[0] < 2), Check("Inv1", lambda s: s[0] < 2)]
    res = check(counter(lambda x: [x + 1], invariants=inv))
    assert (res.violated, res.generated, res.distinct, res.depth, len(res.trace)) == ("Inv2", 3, 3, 3, 3)


def test_violation_in_initial_state():
    # Init == x \in 0..5   INVARIANT x # 3
    res = check(counter(lambda x: [x + 1], init=range(6), invariants=[Check("Inv", lambda s: s[0] != 3)]))
    assert res.in_initial_state and res.trace == [(None, (3,))] and res.initial_generated == 4


def test_violation_counts_successors_of_the_failing_action_only():
    # \E p \in P : s[p] < 2 /\ s' = [s EXCEPT ![p] = s[p] + 1], SYMMETRY Permutations(P), |P| = 3,
    # INVARIANT \A p : s[p] < 2. TLC splits the \E into one action per p: 5 generated, 3 distinct.
    acts = [Action(f"Next{p}", NEXT.span, "M") for p in range(3)]

    def succ(s):
        return [(acts[p], s[:p] + (s[p] + 1,) + s[p + 1:]) for p in range(3) if s[p] < 2]

    m = Model(module="M", variables=("s",), init=lambda: [(0, 0, 0)], successors=succ,
              symmetry=lambda s: list(set(itertools.permutations(s))),
              invariants=[Check("Inv", lambda s: max(s) < 2)])
    res = check(m)
    assert summary(res) == ("invariant violation", 5, 3, 0, 3, 3)


def test_symmetry():
    # the same without the invariant: TLC finds a deadlock at depth 7, 21 generated, 10 distinct
    def succ(s):
        return [(NEXT, s[:p] + (s[p] + 1,) + s[p + 1:]) for p in range(3) if s[p] < 2]

    m = Model(module="M", variables=("s",), init=lambda: [(0, 0, 0)], successors=succ,
              symmetry=lambda s: list(itertools.permutations(s)))
    res = check(m)
    assert summary(res) == ("deadlock", 21, 10, 0, 7, 7)
    assert res.trace[-1][1] == (2, 2, 2)
    m.check_deadlock = False
    assert summary(check(m)) == ("success", 21, 10, 0, 7, 0)


def test_view():
    # Init == x \in 0..1 /\ y \in 0..1   Next == x' = 1 - x /\ y' = y   VIEW x
    m = Model(module="M", variables=("x", "y"), init=lambda: [(x, y) for x in (0, 1) for y in (0, 1)],
              successors=lambda s: [(NEXT, (1 - s[0], s[1]))], view=lambda s: s[0])
    res = check(m)
    assert summary(res) == ("success", 6, 2, 0, 1, 0)
    assert res.initial_generated == 4 and res.initial_states == 2


def test_eval_error_trace_ends_at_the_failing_state():
    # Next == \/ x' = x + 1 /\ y' = y   \/ y' = 1 \div (x - 2) /\ x' = x   (error when x = 2)
    def succ(s):
        x, y = s
        if x == 2:
            raise ModuleEvalError("The second argument of \\div is 0.")  # Integers' error: exit 255
        return [(A, (x + 1, y)), (B, (x, 1 // (x - 2)))]

    m = Model(module="M", variables=("x", "y"), init=lambda: [(0, 0)], successors=succ)
    res = check(m)
    assert res.result == "error" and res.message.startswith("The second argument")
    assert [s for _, s in res.trace] == [(0, 0), (1, 0), (2, 0)]
    assert res.exit_code == ExitCode.OTHER


def test_eval_error_in_invariant_shows_the_state():
    def inv(s):
        if s[0] == 2:
            raise EvalError("boom")
        return True

    res = check(counter(lambda x: [x + 1], invariants=[Check("Inv", inv)]))
    assert res.result == "error" and [s for _, s in res.trace] == [(0,), (1,), (2,)]


def test_assumption_checked_first():
    span = Span("M.tla", 5, 15, 5, 19)
    m = counter(lambda x: 1 / 0, assumptions=[Assumption("A1", span, lambda: True),
                                              Assumption("Bad", span, lambda: False)])
    res = check(m)
    assert (res.result, res.violated, res.span, res.generated) == ("assumption violation", "Bad", span, 0)
    assert res.message == "Assumption line 5, col 15 to line 5, col 19 of module M is false."
    assert res.exit_code == ExitCode.ASSUMPTION


def test_no_variables_reports_zero_states():
    m = Model(module="M", variables=(), init=lambda: [()], successors=lambda s: [])
    assert summary(check(m)) == ("success", 0, 0, 0, 0, 0)


def test_postcondition_false_after_the_search():
    post = Assumption("Post", Span("M.tla", 6, 9, 6, 36), lambda: False)
    res = check(counter(lambda x: [min(x + 1, 3)], postconditions=[post]))
    assert (res.result, res.violated, res.generated, res.distinct, res.depth) == (
        "assumption violation", "Post", 5, 4, 4)
    assert res.message == "Postcondition Post at line 6, col 9 to line 6, col 36 of module M is false."


def test_progress_is_reported_on_long_runs():
    seen = []
    res = check(counter(lambda x: [(x + 1) % 5000]), progress=seen.append, progress_every=0.0)
    assert res.distinct == 5000 and seen and seen[-1].distinct <= 5000


def test_tlcget_level_and_stats_as_tlc_sees_them():
    # Init == x = 0   Next == x < 3 /\ x' = x + 1, every operator printing <<name, x, TLCGet("level")>>:
    # TLC printed con/view/inv at level 1 for the initial state, then for each step from level L:
    # next L, con L+1, ac L, view L+1, inv L+1; Post sees level 0 and stats with diameter 4.
    from tla_py.stdlib.tlc import RUN
    from tla_py.values import field

    log = []

    def note(name, x, result=True):
        log.append((name, x, RUN.level))
        return result

    def succ(s):
        note("next", s[0])
        return [(NEXT, (s[0] + 1,))] if s[0] < 3 else []

    m = Model(module="M", variables=("x",), init=lambda: [(0,)], successors=succ,
              constraints=[Check("Con", lambda s: note("con", s[0]))],
              action_constraints=[lambda s, t: note("ac", s[0])],
              invariants=[Check("Inv", lambda s: note("inv", s[0]))],
              view=lambda s: note("view", s[0], s[0]),
              postconditions=[Assumption("Post", NEXT.span, lambda: note("post", RUN.stats("stats")))])
    res = check(m)
    assert res.result == "deadlock"
    steps = [[("next", x, x + 1), ("con", x + 1, x + 2), ("ac", x, x + 1), ("view", x + 1, x + 2),
              ("inv", x + 1, x + 2)] for x in range(3)]
    assert log[: 3 + 15 + 1] == [("con", 0, 1), ("view", 0, 1), ("inv", 0, 1), *sum(steps, []),
                                 ("next", 3, 4)]
    m.check_deadlock = False
    log.clear()
    check(m)
    name, stats, level = log[-1]
    assert (name, level) == ("post", 0)
    keys = ("diameter", "distinct", "generated", "queue", "initial")
    assert [field(stats, k) for k in keys] == [4, 4, 4, 0, 1]
