"""Temporal properties during and after the breadth-first search, as TLC checks them.

The compiler sorts each property (tla_py.semantics.temporal.plan_temporal): state predicates are
checked on the initial states ("Property P is violated by the initial state"), `[]P` on every state
like an invariant (TLC reports it as "Invariant P is violated"), `[][A]_v` on every step generated
("Action property P is violated"); the rest is liveness, decided after a complete search on the
state graph recorded here, whose node i is the i-th distinct state the search found.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from tla_py.engine.liveness import BehaviorGraph, find_violation
from tla_py.engine.model import Action, Model, State
from tla_py.engine.result import TraceStep
from tla_py.errors import TlaError
from tla_py.semantics.temporal import TemporalPlan, plan_temporal

__all__ = ["StateGraph", "TemporalPlan", "plan_properties"]


def plan_properties(model: Model) -> tuple[TemporalPlan | None, list[str]]:
    """The model's properties sorted for checking (None when it has none), and warnings for those
    that cannot be checked yet, which are left out rather than failing the whole run."""
    compiler = getattr(model, "compiler", None)
    if not model.properties or compiler is None:
        return None, []
    fairness, props = model.fairness, model.properties
    try:
        return plan_temporal(compiler, fairness, props, model.successors), []
    except TlaError:
        pass
    kept, warnings = [], []
    for p in props:
        try:
            plan_temporal(compiler, fairness, [p], model.successors)
            kept.append(p)
        except TlaError as e:
            warnings.append(f"Warning: property {p.name} is not checked: {e.message}")
    return plan_temporal(compiler, fairness, kept, model.successors), warnings


@dataclass
class StateGraph:
    """The distinct states in the order found, and every step between in-model states."""

    states: list[State] = field(default_factory=list)
    edges: list[tuple[int, int, Action, State]] = field(default_factory=list)
    """(source state number, fingerprint of the target, action, target as generated)."""

    def find_violation(
        self, plan: TemporalPlan, initial: int, fp: Callable[[State], int]
    ) -> tuple[str, list[TraceStep], str, tuple[int, Action | None] | None] | None:
        """The first liveness property a fair behavior violates: (name, trace, trace_kind, back_to)."""
        states = self.states
        node = {fp(s): i for i, s in enumerate(states)}
        succ: list[list[int]] = [[] for _ in states]
        targets: list[list[State]] = [[] for _ in states]
        action: dict[tuple[int, int], Action] = {}
        for i, f, a, t in self.edges:
            j = node[f]
            succ[i].append(j)
            targets[i].append(t)
            action.setdefault((i, j), a)

        graph = BehaviorGraph(
            list(range(initial)), succ,
            lambda i, atom: plan.state_atoms[atom.id](states[i]),
            lambda i, k, atom: plan.step_holds(atom.id, states[i], None if k < 0 else targets[i][k]))
        for prop in plan.liveness:
            lasso = find_violation(graph, prop.negated, prop.fairness)
            if lasso is None:
                continue
            path = lasso.states
            trace: list[TraceStep] = [(None, states[path[0]])]
            trace += [(action.get((u, v)), states[v]) for u, v in zip(path, path[1:])]
            if lasso.stuttering:
                return prop.name, trace, "stuttering", None
            back = (lasso.loop + 1, action.get((path[-1], path[lasso.loop])))
            return prop.name, trace, "lasso", back
        return None
