"""A violation's behavior generated again where TLC generates it while printing it, so that what the spec
prints meanwhile (Print, PrintT) comes as often as TLC's and among the same lines.

TLC keeps fingerprints, not states: to print a behavior it evaluates Init again and, per step, the
actions in order up to the one giving the next state (Tool.getState). For a safety violation its
TLCTrace.printTrace(s1, s2) (s2 the violating successor of s1, or none after a deadlock) first
generates the states before s1 (Init and the steps between them, unless s1 is initial), prints the
header and those states, then generates s1 and s2 from their predecessors each just before printing
it; once the behavior is printed it generates all of it once more (for the postconditions'
CounterExample and the trace file, with -tool too). A liveness counterexample is generated once, before
its headline. The engine's own generation of the behavior is silent meanwhile (RUN.replay_traces).
After an evaluation error in Init or Next TLC evaluates the failing Init, or the actions of the state it
failed in, once more with its CallStackTool to say where the error struck (`call_stack`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from tla_py.engine.result import DEADLOCK, ERROR, INVARIANT, PROPERTY, CheckResult
from tla_py.errors import UNEXPECTED, TlaError
from tla_py.semantics.callstack import positions
from tla_py.semantics.compiled import Model, State
from tla_py.stdlib.tlc import RUN
from tla_py.syntax.ast import Span


def in_tlc_order(model: Model, res: CheckResult) -> CheckResult:
    """`res` told the order TLC holds the model's variables in (tla_py.stdlib.tlcfp.variable_order), and
    how to generate its behavior again as TLC does while printing it (below)."""
    res.order = getattr(model, "tlc_order", None)
    res.regeneration = regeneration(model, res)
    return res


def ordering(model: Model, callback: Callable[[CheckResult], None] | None) -> Callable | None:
    """`callback` (-continue's printer) given each result in the model's order of the variables."""
    if callback is None:
        return None
    return lambda res: callback(in_tlc_order(model, res))


class Regeneration:
    """TLC's generations of `res`'s behavior, run at the points its printing reaches."""

    def __init__(self, model: Model, res: CheckResult):
        self.model, self.res = model, res
        n = len(res.trace)
        self.finite = res.trace_kind == "finite"
        kinds = (INVARIANT, PROPERTY, DEADLOCK, ERROR)
        self.active = n > 0 and not res.in_initial_state and res.result in kinds
        pair = (
            res.result == INVARIANT
            or (res.result == PROPERTY and self.finite)
            or (res.result == ERROR and (res.message or "").startswith("Evaluating invariant "))
        )
        self.s1 = n - 1 if pair and n > 1 else n
        """TLC's s1, numbered from 1: the violating state's predecessor when there is a violating state."""
        self.pair = pair and n > 1

    def before_headline(self) -> None:
        """A liveness counterexample, generated before TLC says which property it violates."""
        if self.active and not self.finite:
            self._init()
            for i in range(2, len(self.res.trace) + 1):
                self._step(i)
            if self.res.back_to is not None:
                self._step(self.res.back_to[0], after=len(self.res.trace))

    def before_header(self) -> None:
        """The states before s1: Init (unless s1 is initial) and the steps between them."""
        if self.active and self.finite and self.s1 > 1:
            self._init()
            for i in range(2, self.s1):
                self._step(i)

    def before_state(self, i: int) -> None:
        """s1 and s2 (state number i), each generated from its predecessor just before it is printed."""
        if self.active and self.finite and i > 1 and (i == self.s1 or (self.pair and i == self.s1 + 1)):
            self._step(i)

    def after_trace(self) -> None:
        """The whole behavior once more, after it is printed (not after an error)."""
        if self.active and self.finite and self.res.result != ERROR:
            self._init()
            for i in range(2, len(self.res.trace) + 1):
                self._step(i)

    def call_stack(self, in_init: bool) -> list[Span] | None:
        """The expressions TLC was evaluating when the error struck, outermost first, from Init or the
        trace's last state evaluated again by the spec compiled to record them (None: it did not fail)."""
        traced = _traced(self.model)
        if traced is None:
            return None
        costs = getattr(getattr(self.model, "compiler", None), "costs", None)
        counts = costs.counts[:] if costs is not None else None
        if not in_init and len(self.res.trace) == 1 and (self.res.message or "").startswith(UNEXPECTED):
            self._init()  # TLC generates the initial state once more first (its RuntimeException only)
        try:
            if in_init:
                RUN.level = 0
                traced.init()
            else:
                RUN.level = len(self.res.trace)
                _actions_up_to(traced, self.res.trace[-1][1], None)
        except Exception as e:  # noqa: BLE001 -- the error the search met, whatever its kind
            return positions(e)
        finally:
            if counts is not None:
                costs.counts[:] = counts
        return None

    def _init(self) -> None:
        RUN.level = 0
        with _uncounted(self.model):
            self.model.init()

    def _step(self, i: int, after: int | None = None) -> None:
        """Generate state number i (1-based) from state number `after` (by default i - 1): the actions in
        TLC's order up to the one giving it."""
        trace = self.res.trace
        s, t = trace[(after or i - 1) - 1][1], trace[i - 1][1]
        RUN.level = after or i - 1
        with _uncounted(self.model):
            _actions_up_to(self.model, s, t)


@contextmanager
def _uncounted(model: Model) -> Iterator[None]:
    """A generation -coverage leaves out of its counts (it adds TLC's own, tla_py.report.coverage), whose
    errors TLC would have met in the search already."""
    costs = getattr(getattr(model, "compiler", None), "costs", None)
    counts = costs.counts[:] if costs is not None else None
    try:
        yield
    except TlaError:
        pass
    finally:
        if counts is not None:
            costs.counts[:] = counts


def _actions_up_to(model: Model, s: State, t: State | None) -> None:
    """The actions in TLC's order from s up to the one giving t (all of them when t is None)."""
    of_action = getattr(model.successors, "of_action", None)
    actions = len(getattr(model, "split_actions", ()))
    if of_action is None or not actions:
        list(model.successors(s))
        return
    for j in range(actions):
        if any(u == t for _, u in of_action(j, s)):
            return


def _traced(model: Model) -> Model | None:
    """The model compiled again with closures that record where an error passes (None: not rebuildable)."""
    from tla_py.semantics.model import _compile_model

    src, spec = getattr(model, "source", None), getattr(model, "spec", None)
    if src is None or spec is None:
        return None
    cfg = None if src.config is None else Path(src.config)
    return _compile_model(
        spec,
        Path(src.spec),
        cfg,
        src.check_deadlock,
        src.lib_paths,
        (src.invariants, src.postconditions),
        tracing=True,
    )


def regeneration(model: Model, res: CheckResult) -> Regeneration | None:
    """The regeneration to run while printing `res`, when the engine left it to the report."""
    return Regeneration(model, res) if RUN.replay_traces else None
