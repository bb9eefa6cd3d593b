"""The checks every engine makes, as TLC makes them: ASSUMEs first, invariants in config order, the
ACTION_CONSTRAINTs of a step at its source's level. One place, so the engines cannot drift apart."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import islice

from tla_py.engine import result as R
from tla_py.engine.properties import TemporalPlan
from tla_py.engine.result import CheckResult, TraceStep, span_text
from tla_py.engine.storage.fpset import FingerprintSet
from tla_py.errors import EvalError, InvariantEvalError
from tla_py.semantics.compiled import Action, Check, Model, State, Value
from tla_py.stdlib.tlc import RUN
from tla_py.values import Seq, SetValue, make_record
from tla_py.values.core import state_fingerprint


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


def on_successor(test: Callable[[State], object], s: State, t: State) -> object:
    """A check of t alone, called with t's parent too (as a Check.after is)."""
    return test(t)


def violated_after(invariants: list[Check], s: State, t: State) -> str | None:
    """first_violated(invariants, t) for a successor t of s, which satisfies them: a check with a
    Check.after evaluates only the conjuncts reading a variable the step changed."""
    for inv in invariants:
        after = inv.after
        try:
            if not (inv.test(t) if after is None else after(s, t)):
                return inv.name
        except EvalError as e:
            raise InvariantEvalError(inv.name, e) from None
    return None


class OutsideChecks:
    """The invariants of the successors a CONSTRAINT or ACTION_CONSTRAINT excludes, which TLC checks each
    time it generates one (none is in the seen set): a state that satisfied them is remembered by its
    fingerprint, in a cache that starts afresh when full, so meeting it again costs a fingerprint. Only
    when every invariant is the state's alone (Check.pure). MCBoulanger meets 58% of its excluded
    states again within 2^18 of them."""

    LIMIT = 1 << 18

    def __init__(self, invariants: list[Check]):
        self.invariants = invariants
        self.known = FingerprintSet() if invariants and all(c.pure for c in invariants) else None

    def first_violated(self, t: State) -> str | None:
        known = self.known
        if known is None:
            return first_violated(self.invariants, t)
        f = state_fingerprint(t)
        if f in known:
            return None
        bad = first_violated(self.invariants, t)
        if bad is None:
            if len(known) >= self.LIMIT:
                known = self.known = FingerprintSet()
            known.add(f)
        return bad


def action_allowed(model: Model, s: State, t: State, level: int) -> bool:
    """ACTION_CONSTRAINTs on the step s -> t, with TLCGet("level") at s's level (then back at t's)."""
    if not model.action_constraints:
        return True
    RUN.level = level
    try:
        return all(c(s, t) for c in model.action_constraints)
    finally:
        RUN.level = level + 1


def steps_before_error(model: Model, s: State) -> list[TraceStep]:
    """The successors of s; where Next fails on s, those it gave before it failed, each of which TLC has
    checked by then (a violation found in one of them is the verdict, not the error)."""
    try:
        return model.successors(s)
    except EvalError as e:
        return list(e.taken)


def regenerated_path(model: Model, parent: Sequence[int], pos: Sequence[int], index: int) -> list[TraceStep]:
    """The behavior from an initial state to state number `index`, generated again from each state's
    parent number and position among its parent's successors (as TLC re-generates its traces)."""
    chain = []
    while index >= 0:
        chain.append(pos[index])
        index = parent[index]
    chain.reverse()
    RUN.level = 0
    out = RUN.out
    if RUN.replay_traces:  # the report generates it again where TLC prints what it prints
        RUN.out = _silent
    try:
        s = next(islice(model.init(), chain[0], None))
        steps: list[TraceStep] = [(None, s)]
        outer, RUN.regenerating = RUN.regenerating, steps  # Trace in Next: the steps so far
        try:
            for level, p in enumerate(chain[1:], start=1):
                RUN.level = level
                a, s = model.successors(s)[p]
                steps.append((a, s))
        finally:
            RUN.regenerating = outer
    finally:
        RUN.out = out
    return steps


def _silent(line: str) -> None:
    """Print's output where the report prints it instead."""


def traced(invariants: list[Check]) -> list[Check]:
    """The invariants, each telling TLCExt's Trace the state it is checked on (RUN.checked)."""
    def checking(test):
        def test_traced(s: State) -> bool:
            RUN.checked = s
            try:
                return test(s)
            finally:
                RUN.checked = None
        return test_traced

    return [Check(c.name, checking(c.test), c.implied_by_init) for c in invariants]


def trace_value(variables: tuple[str, ...], states: list[State]) -> Value:
    """TLCExt's Trace: the behavior as a sequence of records, variable name -> value."""
    return Seq(tuple(make_record(dict(zip(variables, s))) for s in states))


def counter_example(res: CheckResult) -> Value:
    """TLCExt's CounterExample for a violation: its states <<i, record>> and steps <<from, action, to>>,
    the action a record of its name and location (and context) as TLC gives it."""
    recs = [make_record(dict(zip(res.variables, s))) for _, s in res.trace]
    states = SetValue(Seq((i, r)) for i, r in enumerate(recs, start=1))
    steps = [(i, a, i + 1) for i, (a, _) in enumerate(res.trace[1:], start=1) if a is not None]
    if res.trace_kind == "lasso" and res.back_to is not None and res.back_to[1] is not None:
        steps.append((len(recs), res.back_to[1], res.back_to[0]))
    return make_record({
        "state": states,
        "action": SetValue(Seq((Seq((i, recs[i - 1])), action_record(a), Seq((j, recs[j - 1]))))
                           for i, a, j in steps),
    })


def action_record(a: Action) -> Value:
    """An action as TLC's CounterExample and simulation's Trace give it: name, location (and context)."""
    s = a.span
    fields = {"name": a.name.split("(", 1)[0],
              "location": make_record({"beginLine": s.line, "beginColumn": s.col, "endLine": s.end_line,
                                       "endColumn": s.end_col, "module": a.module})}
    if a.context:
        fields["context"] = make_record(dict(a.context))
        fields["parameters"] = Seq(tuple(n for n, _ in a.context))
    return make_record(fields)


def postconditions_after(model: Model, res: CheckResult) -> None:
    """After a violation TLC checks the POSTCONDITIONs too, with CounterExample its behavior (a spec may
    write it out, as TLC's own -dumpTrace does); the verdict stays the violation's."""
    RUN.level, RUN.counter_example = 0, counter_example(res)
    try:
        for post in model.postconditions:
            try:
                post.test()
            except EvalError:
                pass
    finally:
        RUN.counter_example = None
