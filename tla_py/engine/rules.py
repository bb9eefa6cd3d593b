"""The checks every engine makes, as TLC makes them: ASSUMEs first, invariants in config order, the
ACTION_CONSTRAINTs of a step at its source's level. One place, so the engines cannot drift apart."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import islice

from tla_py.engine import result as R
from tla_py.engine.model import Check, Model, State
from tla_py.engine.properties import TemporalPlan
from tla_py.engine.result import CheckResult, TraceStep, span_text
from tla_py.errors import EvalError, InvariantEvalError
from tla_py.stdlib.tlc import RUN


def failed_assumption(model: Model, result: Callable[..., CheckResult]) -> CheckResult | None:
    """The verdict of the first ASSUME that is false or fails to evaluate (built by `result`), else None."""
    for a in model.assumptions:
        try:
            ok = a.test()
        except EvalError as e:  # TLC: an assumption that fails to evaluate is violated (exit 10)
            return result(R.ASSUMPTION, violated=a.name, span=a.span,
                          message=f"Evaluating assumption {span_text(a.span)} failed.\n{e.message}")
        if not ok:
            return result(R.ASSUMPTION, violated=a.name, span=a.span,
                          message=f"Assumption {span_text(a.span)} is false.")
    return None


def invariants_of(model: Model, plan: TemporalPlan | None) -> list[Check]:
    """The INVARIANTs, then the properties' []P, which TLC checks and reports as invariants."""
    return [*model.invariants, *(Check(name, test) for name, test in (plan.always if plan else ()))]


def initial_invariants(invariants: list[Check]) -> list[Check]:
    """Those an initial state is checked against: all but the ones Init implies (Check.implied_by_init)."""
    return [c for c in invariants if not c.implied_by_init]


def first_violated(invariants: Iterable[Check], s: State) -> str | None:
    """The first invariant, in config order, that `s` violates."""
    for inv in invariants:
        try:
            if not inv.test(s):
                return inv.name
        except EvalError as e:
            raise InvariantEvalError(inv.name, e) from None
    return None


def action_allowed(model: Model, s: State, t: State, level: int) -> bool:
    """ACTION_CONSTRAINTs on the step s -> t, with TLCGet("level") at s's level (then back at t's)."""
    if not model.action_constraints:
        return True
    RUN.level = level
    try:
        return all(c(s, t) for c in model.action_constraints)
    finally:
        RUN.level = level + 1


def regenerated_path(model: Model, parent: Sequence[int], pos: Sequence[int], index: int) -> list[TraceStep]:
    """The behavior from an initial state to state number `index`, generated again from each state's
    parent number and position among its parent's successors (as TLC re-generates its traces)."""
    chain = []
    while index >= 0:
        chain.append(pos[index])
        index = parent[index]
    chain.reverse()
    RUN.level = 0
    s = next(islice(model.init(), chain[0], None))
    steps: list[TraceStep] = [(None, s)]
    for level, p in enumerate(chain[1:], start=1):
        RUN.level = level
        a, s = model.successors(s)[p]
        steps.append((a, s))
    return steps
