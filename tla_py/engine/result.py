"""What a model-checking run found: TLC's verdict, its counts and the error trace."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Optional

from tla_py.errors import ExitCode
from tla_py.semantics.compiled import Action, State, Value
from tla_py.syntax.ast import Span

SUCCESS = "success"
INVARIANT = "invariant violation"
DEADLOCK = "deadlock"
ASSUMPTION = "assumption violation"
PROPERTY = "property violation"
ERROR = "error"

_EXIT = {
    SUCCESS: ExitCode.OK,
    INVARIANT: ExitCode.SAFETY,
    DEADLOCK: ExitCode.DEADLOCK,
    ASSUMPTION: ExitCode.ASSUMPTION,
    PROPERTY: ExitCode.LIVENESS,
    ERROR: ExitCode.OTHER,
}

TraceStep = tuple[Optional[Action], State]


def span_text(span: Span, module: str | None = None) -> str:
    """A place as TLC names it: `line 5, col 15 to line 5, col 19 of module M`."""
    return span.place(module)


@dataclass
class CheckResult:
    """One run's outcome, with the numbers TLC prints in its summary.

    `trace` is a shortest behavior to the error (breadth-first search), its first entry an initial
    state with action None; it is empty on success and for errors before any state exists.
    `violated` names the invariant, property, assumption or postcondition that failed.
    `message` is TLC's words for an error, a false assumption or a false postcondition.
    """

    result: str
    module: str = ""
    variables: tuple[str, ...] = ()
    violated: str | None = None
    distinct: int = 0
    generated: int = 0
    depth: int = 0
    left_on_queue: int = 0
    initial_states: int = 0
    initial_generated: int = 0
    trace: list[TraceStep] = field(default_factory=list)
    trace_kind: str = "finite"
    """"finite"; for a property violation "lasso" (the behavior goes back to `back_to`) or "stuttering"
    (it stutters forever in its last state)."""
    back_to: tuple[int, Action | None] | None = None
    """A lasso's closing step: the 1-based number of the trace state it returns to, and its action."""
    in_initial_state: bool = False
    """True when an invariant failed on an initial state (TLC then prints no counts)."""
    message: str | None = None
    warnings: list[str] = field(default_factory=list)
    """What the run could not do as TLC would (e.g. a property it cannot check), printed first."""
    span: Span | None = None
    status: ExitCode | None = None
    """TLC's exit status when it is not the verdict's own (an error evaluating an initial state: 75)."""
    seconds: float = 0.0
    incomplete: bool = False
    """The run stopped before its verdict (a worker or a Spark job was lost): its checkpoint is kept."""
    alias: Callable[[State, State | None], dict[str, Value]] | None = field(default=None, repr=False)
    after_trace: Callable[[], None] | None = field(default=None, repr=False)
    """What TLC does once a violation's behavior is printed: check the POSTCONDITIONs, CounterExample
    being that behavior (a spec may write it out); whoever prints the result calls it there."""
    outdegree: tuple[int, int, int, int] | None = None
    """TLC's outdegree of the state graph after a complete search, when asked for (outdegree_stats)."""
    stuttering_warning: tuple[int, str] | None = None
    """TLC's warning after a stuttering counterexample (its code, its text; tla_py.report.stuttering)."""
    regeneration: Any = field(default=None, repr=False)
    """TLC's generations of the behavior again while it is printed (tla_py.engine.regenerate), if any."""
    order: tuple[int, ...] | None = None
    """TLC's order of the variables (positions in `variables`), the order TLC prints a state's in."""

    def printed(self, state: State) -> list[tuple[str, Value]]:
        """A state's variables and values in the order TLC prints them."""
        order = range(len(self.variables)) if self.order is None else self.order
        return [(self.variables[i], state[i]) for i in order]

    @property
    def exit_code(self) -> ExitCode:
        """TLC's process exit status for this verdict."""
        return self.status if self.status is not None else _EXIT[self.result]

    @property
    def ok(self) -> bool:
        return self.result == SUCCESS


class SearchObserver:
    """What -dump and -coverage see of a breadth-first search, as TLC's state writer and cost model see it:
    each distinct initial state, each state expanded with all its successors, and each successor within
    the constraints, seen before or not. RUN.level is the successors' level meanwhile."""

    def initial_generated(self, s: State) -> None:
        """An initial state, as Init generates it (within the constraints or not, seen or not)."""

    def initial(self, s: State) -> None:
        """A distinct initial state within the constraints."""

    def expanded(self, s: State, successors: list[tuple[Action, State]]) -> None:
        """A state and every successor its actions generated (those outside the constraints included)."""

    def step(self, s: State, a: Action, t: State, seen: bool) -> None:
        """A successor within the constraints: new (seen False) or found before."""

    def liveness(self, plan: Any, graph: Callable[[], Any], state: Callable[[int], State]) -> None:
        """A complete search's temporal plan and behavior graph (tla_py.engine.liveness, built when asked
        for), as liveness is about to be checked on them; `state(i)` generates state number i again."""

    def close(self) -> None:
        """The search is over (a file written as it went is complete)."""


class Observers(SearchObserver):
    """Several observers of one search, told the same things in turn."""

    def __init__(self, *observers: SearchObserver):
        self.observers = observers

    def initial_generated(self, s: State) -> None:
        for o in self.observers:
            o.initial_generated(s)

    def initial(self, s: State) -> None:
        for o in self.observers:
            o.initial(s)

    def expanded(self, s: State, successors: list[tuple[Action, State]]) -> None:
        for o in self.observers:
            o.expanded(s, successors)

    def step(self, s: State, a: Action, t: State, seen: bool) -> None:
        for o in self.observers:
            o.step(s, a, t, seen)

    def liveness(self, plan: Any, graph: Callable[[], Any], state: Callable[[int], State]) -> None:
        for o in self.observers:
            o.liveness(plan, graph, state)

    def close(self) -> None:
        for o in self.observers:
            o.close()


@dataclass
class Progress:
    """A snapshot of a running search, for TLC's `Progress(D) at ...` line."""

    depth: int
    generated: int
    distinct: int
    left_on_queue: int
    seconds: float
    memory: int = 0
    """Bytes of the search's storage (seen set, trace arrays, ...) in memory, and on disk."""
    disk: int = 0


def children_counts(parents: Iterable[int], expanded: int) -> Iterator[int]:
    """The number of children of each state 0..expanded-1, from the parents' numbers in breadth-first
    order (nondecreasing; -1 for an initial state), without a table of every state."""
    i = run = 0
    for p in parents:
        if p < 0:
            continue
        while i < p and i < expanded:
            yield run
            run, i = 0, i + 1
        if i >= expanded:
            return
        run += 1
    while i < expanded:
        yield run
        run, i = 0, i + 1


def outdegree_stats(children: Iterable[int]) -> tuple[int, int, int, int] | None:
    """TLC's outdegree statistics of the state graph from each expanded state's number of new successors:
    minimum, mean (rounded), 95th percentile and maximum, over buckets capped at 31 as TLC's."""
    buckets = [0] * 32
    for n in children:
        buckets[min(n, 31)] += 1
    total = sum(buckets)
    if not total:
        return None
    present = [i for i, b in enumerate(buckets) if b]
    mean = sum(i * b for i, b in enumerate(buckets)) / total
    pos, count, p95 = int(total * 0.95), 0, present[-1]
    for i in present:
        count += buckets[i]
        if count > pos:
            p95 = i
            break
    return present[0], int(mean + 0.5), p95, present[-1]
