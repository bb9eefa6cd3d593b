"""Trace validation: is a recorded behavior one of the spec's? Init on its first state, Next on each step.

A trace kept beside a spec then works as a regression test: a change to the spec that no longer allows
the behavior makes `tlapy replay` fail, naming the first state or step it no longer allows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tla_py.semantics.compiled import Model, State
from tla_py.stdlib.tlc import RUN


@dataclass
class ReplayOutcome:
    """Whether the trace is a behavior of the model; if not, which state or step is the first that is not."""

    ok: bool
    message: str


def replay(model: Model, variables: list[str], states: list[dict[str, Any]],
           encode: Callable[[Any], Any] = lambda v: v, loop: int | None = None) -> ReplayOutcome:
    """Check `states` (name -> value, compared after `encode`) against Init and Next of `model`."""
    n = len(states)
    if sorted(variables) != sorted(model.variables):
        return ReplayOutcome(False, f"The trace's variables ({', '.join(variables)}) are not the spec's "
                                    f"({', '.join(model.variables)}).")
    if not states:
        return ReplayOutcome(False, "The trace has no state.")
    wanted = [tuple(s[v] for v in model.variables) for s in states]

    def key(state: State) -> tuple:
        return tuple(encode(v) for v in state)

    RUN.level = 0
    current = next((s for s in model.init() if key(s) == wanted[0]), None)
    if current is None:
        return ReplayOutcome(False, "State 1 of the trace does not satisfy the initial predicate.")
    for i in range(1, n):
        current = _successor(model, current, wanted[i], key, i)
        if current is None:
            return ReplayOutcome(False, f"Step {i} -> {i + 1} of the trace is not a step of the next-state "
                                        f"relation: state {i + 1} is not a successor of state {i}.")
    if loop is not None and 0 <= loop < n and _successor(model, current, wanted[loop], key, n) is None:
        return ReplayOutcome(False, f"The closing step {n} -> {loop + 1} of the trace's loop is not a step "
                                    "of the next-state relation.")
    steps = n - 1 + (loop is not None)
    return ReplayOutcome(True, f"The trace is a behavior of the spec: state 1 satisfies the initial "
                               f"predicate and each of its {steps} step{'s' if steps != 1 else ''} is a step "
                               f"of the next-state relation ({n} state{'s' if n != 1 else ''}).")


def _successor(model: Model, s: State, want: tuple, key: Callable[[State], tuple],
               level: int) -> State | None:
    """The successor of `s` (a state of `level`) that the trace has next, if Next allows it."""
    RUN.level = level
    return next((t for _, t in model.successors(s) if key(t) == want), None)
