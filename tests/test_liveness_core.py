"""The fair-cycle search on small hand-made state graphs whose answers are known by hand."""

from tla_py.engine.liveness import find_violation
from tla_py.engine.storage.graph import BehaviorGraph
from tla_py.semantics.tableau import Always, Atom, Eventually, Fairness, Not, leads_to, tableau

AT_END = Atom(0)  # state atom: the state is the last one
ENABLED = Atom(1)  # state atom: the Step action is enabled
MOVED = Atom(2, action=True)  # action atom: a Step happened


def chain(n: int) -> BehaviorGraph:
    """States 0 -> 1 -> ... -> n-1, the last one with no successor."""
    succ = [[i + 1] for i in range(n - 1)] + [[]]
    bits = [(1 if i == n - 1 else 0) | (2 if i < n - 1 else 0) for i in range(n)]
    return BehaviorGraph.from_bits([0], succ, bits, [[4] for _ in range(n - 1)] + [[]], [0] * n)


def is_path(g: BehaviorGraph, lasso) -> bool:
    """The lasso is a behavior of g: it starts initial, follows edges and its last state loops back."""
    s = lasso.states
    steps = list(zip(s, s[1:])) + [(s[-1], s[lasso.loop])]
    return s[0] in g.initial and all(t in g.successors(a) or t == a for a, t in steps)


def test_eventually_fails_without_fairness_by_stuttering_where_tlcs_search_completes_first():
    # Tarjan's search from 0 completes {2} (the goal: no violation), then {1}: TLC's LiveWorker reports it
    lasso = find_violation(chain(3), tableau(Not(Eventually(AT_END))), [])
    assert lasso is not None and lasso.stuttering and lasso.states == [0, 1]


def test_weak_fairness_makes_eventually_hold():
    wf = [Fairness(False, ENABLED, MOVED)]
    assert find_violation(chain(3), tableau(Not(Eventually(AT_END))), wf) is None


def test_always_eventually_fails_on_a_cycle_avoiding_the_goal():
    # 0 -> 1 -> 0 and 1 -> 2 -> 2: under WF the cycle 0 <-> 1 is fair (Step always taken).
    g = BehaviorGraph.from_bits([0], [[1], [0, 2], [2]], [2, 2, 3], [[4], [4, 4], [0]], [0, 0, 0])
    lasso = find_violation(g, tableau(Not(Always(Eventually(AT_END)))), [Fairness(False, ENABLED, MOVED)])
    assert lasso is not None and not lasso.stuttering and is_path(g, lasso)
    assert 2 not in lasso.states[lasso.loop:]


def test_strong_fairness_needed_when_enabledness_flickers():
    # Step (atom 2) moves 0 <-> 1; Goal (atom 3) is enabled only in state 1 and leads to the end.
    goal_enabled, goal = Atom(5), Atom(3, action=True)
    g = BehaviorGraph.from_bits([0], [[1], [0, 2], []], [2, 2 | 32, 1], [[4], [4, 8]], [0, 0, 0])
    prop = tableau(Not(Eventually(AT_END)))
    step = Fairness(False, ENABLED, MOVED)
    lasso = find_violation(g, prop, [step, Fairness(False, goal_enabled, goal)])
    assert lasso is not None and lasso.states == [0, 1] and lasso.loop == 0
    assert find_violation(g, prop, [step, Fairness(True, goal_enabled, goal)]) is None


def test_leads_to_violation_is_found_and_respected_when_it_holds():
    req, grant, step = Atom(0), Atom(1), Fairness(False, Atom(2), MOVED)
    # 0 (req) -> 1 (neither) -> 1 forever: the request is never granted.
    g = BehaviorGraph.from_bits([0], [[1], []], [1 | 4, 0], [[4], []], [0, 0])
    assert find_violation(g, tableau(Not(leads_to(req, grant))), [step]) is not None
    g2 = BehaviorGraph.from_bits([0], [[1], []], [1 | 4, 2], [[4], []], [0, 0])
    assert find_violation(g2, tableau(Not(leads_to(req, grant))), [step]) is None
    assert find_violation(g2, tableau(Not(leads_to(req, grant))), []) is not None
