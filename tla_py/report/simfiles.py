"""The files TLC's simulation writes: each behaviour as a module (`-simulate file=F`: F_0_0, F_0_1, ...)
and the graph of which action followed which (`-simulate stats=basic`: M_actions.dot), in TLC's format."""

from __future__ import annotations

import math
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from tla_py.engine.result import TraceStep
from tla_py.errors import TlaError
from tla_py.report.text import action_label
from tla_py.report.tool import java_double
from tla_py.semantics.compiled import Action, Model
from tla_py.values.printing import pretty_value


class BehaviourFiles:
    """`-simulate file=F`: behaviour n of worker w written to F_w_n as TLC writes it (states STATE_1, ...
    each after a comment naming the action that led to it)."""

    def __init__(self, prefix: str, variables: tuple[str, ...], worker: int = 0):
        self.prefix, self.variables, self.worker, self.count = prefix, variables, worker, 0

    def __call__(self, trace: list[TraceStep]) -> None:
        name = f"{self.prefix}_{self.worker}_{self.count}"
        self.count += 1
        lines = [f"---------------- MODULE {name} -----------------"]
        for i, (action, state) in enumerate(trace, start=1):
            lines.append(f"\\* {action_label(action)}")
            lines.append(f"STATE_{i} == ")
            lines.append(state_text(self.variables, state) + "\n")
        lines.append("=================================================")
        try:
            Path(name).write_text("\n".join(lines) + "\n")
        except OSError:
            raise TlaError(f"Unable to write to file {name}") from None  # TLC's words


def state_text(variables: tuple[str, ...], state: tuple) -> str:
    """A state as TLC's TLCState prints it: `/\\ x = 1` a line (a lone variable without `/\\`), and a
    line end after the last."""
    if len(variables) == 1:
        return f"{variables[0]} = {pretty_value(state[0])}\n"
    return "".join(f"/\\ {name} = {pretty_value(v)}\n" for name, v in zip(variables, state))


class ActionStats:
    """`-simulate stats=basic`: how often each action followed each other in the behaviours taken, written
    as TLC's action graph (one node per action definition, an edge's width the log-log of its count)."""

    def __init__(self, model: Model, init: Action | None):
        self.init = init
        self.names: list[str] = [init.name if init is not None else "Initial predicate"]
        self.ids: dict[tuple[str, str], int] = {}
        for _, a in getattr(model, "split_actions", []):
            key = _definition(a)
            if key not in self.ids:
                self.ids[key] = len(self.names)
                self.names.append(key[0])
        self.counts: Counter[tuple[int, int]] = Counter()

    def id_of(self, action: Action | None) -> int:
        return 0 if action is None or action is self.init else self.ids.get(_definition(action), 0)

    def __call__(self, trace: list[TraceStep]) -> None:
        ids = [self.id_of(a) for a, _ in trace]
        self.counts.update(zip(ids, ids[1:]))

    def write(self, path: Path) -> None:
        out = ["digraph ActionGraph {", "nodesep=0.35;", "subgraph cluster_legend {", 'label = "Coverage";',
               "node [shape=point] {", "d0 [style = invis];", "d1 [style = invis];", "p0 [style = invis];",
               "p0 [style = invis];", "}", 'd0 -> d1 [label=unseen, color="green", style=dotted]',
               "p0 -> p1 [label=seen]", "}"]
        for i, name in enumerate(self.names):
            out.append(f'{i} [shape=box,label="{name}"' + (",style = filled]" if i == 0 else "]"))
        for i in range(len(self.names)):
            for j in range(len(self.names)):
                n = self.counts.get((i, j), 0)
                weight = _loglog(n) if n else 0.0
                if weight:
                    out.append(f"{i} -> {j}[penwidth={java_double(weight)}];")
                elif n or j != 0:
                    out.append(f'{i} -> {j}[color="green",style=dotted];')
        path.write_text("\n".join(out) + "\n}")


def _definition(action: Action) -> tuple[str, str]:
    """The definition an action comes from (`Send(p1)` and `Send(p2)` are one)."""
    return action.name.split("(", 1)[0], action.module


def _loglog(n: int) -> float:
    """TLC's edge width: |log10(log10(n + 1))| to two places, halves up."""
    x = abs(math.log10(math.log10(n + 1)))
    return float(Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
