"""Breadth-first model checking over fingerprints, counting states exactly as TLC does.

The seen-set holds fingerprints only; each distinct state also gets two machine ints in arrays (the
index of its parent and its position among the parent's successors), so a trace is rebuilt by
re-generating the states along the path, as TLC re-generates them from its trace file. States are
numbered in the order they are found, which is the order breadth-first search expands them.

TLC's rules, measured with TLC on small specs (tests/test_engine_tlc_rules.py has them):
- "generated" counts every initial state and every successor produced, including those a CONSTRAINT
  or ACTION_CONSTRAINT excludes; a successor that excludes is not distinct and is not expanded, but
  TLC still checks the invariants on it (each time it is generated).
- deadlock: a state with no successor at all (a successor excluded by a constraint still counts).
- depth: the highest level (initial states are level 1) of a distinct state found; a violating
  successor is distinct when it satisfies the constraints, so it counts. No variables, or no initial
  state: depth 0; initial states all excluded by a CONSTRAINT: depth 1.
- TLCGet("level") is 0 while Init is enumerated, L while a state of level L is expanded (Next and
  the unprimed side of ACTION_CONSTRAINT), and L + 1 for its successors' CONSTRAINT, VIEW and
  invariants; after the search (POSTCONDITION) it is 0 again.
- temporal properties (tla_py/engine/properties.py): a state predicate on every initial state, `[]P`
  as an invariant after the INVARIANTs, `[][A]_v` on every step generated (seen successors too) after
  the invariants; liveness after a complete search.
- at a violation TLC has counted the successors generated so far, the violating one included (its
  Worker counts each state as Tool hands it over); the violating state is not on the queue.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial

from tla_py.engine import jit
from tla_py.engine import result as R
from tla_py.engine.fingerprint import fingerprinter
from tla_py.engine.inprocess import handover
from tla_py.engine.inprocess.handover import HandOver
from tla_py.engine.properties import StateGraph, TemporalPlan, plan_properties
from tla_py.engine.result import (
    CheckResult,
    Progress,
    SearchObserver,
    TraceStep,
    children_counts,
    outdegree_stats,
    span_text,
)
from tla_py.engine.rules import (
    OutsideChecks,
    action_allowed,
    failed_assumption,
    first_violated,
    initial_invariants,
    invariants_of,
    on_successor,
    postconditions_after,
    regenerated_path,
    trace_value,
    traced,
    violated_after,
)
from tla_py.engine.storage import heap
from tla_py.engine.storage.checkpoint import SearchState
from tla_py.engine.storage.faults import disk_failure
from tla_py.engine.storage.frontier import Level, watch_heap
from tla_py.engine.storage.periodic import Checkpoints
from tla_py.engine.storage.space import Space, budget_bytes
from tla_py.errors import EvalError, ExitCode, InvariantEvalError
from tla_py.semantics.compiled import Check, Model, State, Value
from tla_py.stdlib.tlc import RUN
from tla_py.values import make_record


class _Stop(Exception):
    """Ends the search with a verdict (raised deep in the loop, caught once)."""

    def __init__(self, res: CheckResult):
        self.res = res


def check(
    model: Model,
    *,
    progress: Callable[[Progress], None] | None = None,
    progress_every: float = 10.0,
    on_violation: Callable[[CheckResult], None] | None = None,
    handover: HandOver | None = None,
    resume: SearchState | None = None,
    space: Space | None = None,
    outdegree: bool = False,
    observer: SearchObserver | None = None,
    checkpoints: Checkpoints | None = None,
) -> CheckResult:
    """Check `model` breadth-first: assumptions, reachable states, temporal properties, postconditions.

    With `on_violation` (TLC's -continue) an invariant violation is handed to it and the search goes on,
    through the violating states too. With `handover` the search may move to another process between
    two levels (tla_py.engine.inprocess.handover); `resume` goes on from where such a move, or a
    checkpoint (`checkpoints`, written between two levels when due), left off.
    The seen set and the trace arrays live in `space` (by default TLC's budget, a temporary folder).
    With `outdegree` a complete search also gives TLC's outdegree statistics (for -tool); `observer` sees
    the states and steps as they are found (-dump, -coverage: tla_py.engine.result.SearchObserver)."""
    t0 = time.monotonic() - (0.0 if resume is None else resume.counts["elapsed"])
    own = space is None
    if own:
        space = Space(budget_bytes(None))
    plan, warnings = plan_properties(model)
    search = _Search(model, progress, progress_every, t0, plan, warnings, space, resume)
    search.on_violation, search.handover, search.observer = on_violation, handover, observer
    search.checkpoints = checkpoints
    search.heap = watch_heap(space.memory, lambda: space.memory_bytes, observer is None)
    try:
        try:
            res = search.run(resume)
        except _Stop as stop:
            res = stop.res
        except OSError as e:  # out of a level's loop (Init, the liveness graph): the last level's counts
            res = search._result(R.ERROR, depth=search.depth, left_on_queue=search.left, **disk_failure(e))
        if outdegree and res.result in (R.SUCCESS, R.ERROR):  # while the trace arrays are open
            res.outdegree = search.outdegree(res)
    finally:
        heap.unwatch(search.heap)
        if own:
            space.close()
    res.warnings = warnings
    if res.result in (R.INVARIANT, R.PROPERTY, R.DEADLOCK) and model.postconditions:
        res.after_trace = partial(postconditions_after, model, res)
    res.seconds = time.monotonic() - t0
    return res


class _Search:
    def __init__(self, model: Model, progress, progress_every: float, t0: float, plan: TemporalPlan | None,
                 warnings: list[str], space: Space, resume: SearchState | None = None):
        self.model = model
        self.plan = plan
        self.invariants = invariants_of(model, plan)
        if getattr(model, "uses_trace", False):
            self.invariants = traced(self.invariants)
        self.initial_invariants = initial_invariants(self.invariants)
        self.outside = OutsideChecks(self.invariants)
        self.initial_properties = plan.initial if plan else []
        self.step_properties = plan.steps if plan else []
        self.graph = StateGraph(plan, space.column) if plan and plan.liveness else None
        self.warnings = warnings
        self.progress = progress
        self.progress_every = progress_every
        self.t0 = t0
        self.fp = fingerprinter(model)
        self.space = space
        if resume is None:
            self.seen, self.parent, self.pos = space.seen_set(), space.column("parent"), space.column("pos")
        else:
            self.seen, self.parent, self.pos = resume.seen, resume.parent, resume.pos
        self.generated = 0
        self.initial_generated = 0
        self.initial_distinct = 0
        self.depth = 0
        self.left = 0
        self.on_violation: Callable[[CheckResult], None] | None = None
        self.handover: HandOver | None = None
        self.observer: SearchObserver | None = None
        self.checkpoints: Checkpoints | None = None
        self.heap: heap.Heap | None = None
        self.cpu0 = time.process_time()
        RUN.level, RUN.stats, RUN.trace, RUN.index = 0, self.stats, self.trace_now, -1
        self.traced: tuple[int, list[State]] = (-1, [])

    def stats(self, name: str):
        """TLCGet(name) for the run's numbers (generated is brought up to date once per level)."""
        numbers = {
            "diameter": self.depth or 1,  # TLC's is 1 from Init on, the level of the initial states
            "distinct": len(self.parent),
            "generated": self.generated,
            "queue": self.left,
            "duration": int(time.monotonic() - self.t0),
        }
        if name in numbers:
            return numbers[name]
        if name == "stats":
            return make_record({**numbers, "worker": 0, "initial": self.initial_distinct})
        if name == "config":
            return make_record({"mode": "bfs", "deadlock": self.model.check_deadlock, "worker": 1,
                                "seed": str(RUN.seed), "fingerprint": "0", "install": "tlapy"})
        raise EvalError(f'TLCGet("{name}") is not supported by tlapy.')

    # ------------------------------------------------------------------ results

    def _result(self, kind: str, **kw) -> CheckResult:
        m = self.model
        return CheckResult(
            kind,
            module=m.module,
            variables=m.variables,
            distinct=len(self.parent),
            generated=self.generated,
            initial_states=self.initial_distinct,
            initial_generated=self.initial_generated,
            alias=m.alias,
            **kw,
        )

    def outdegree(self, res: CheckResult) -> tuple[int, int, int, int] | None:
        """TLC's outdegree statistics: over the states expanded to the end, their new successors."""
        parents, n = self.parent, len(self.parent)
        expanded = n if res.result == R.SUCCESS else (parents[n - 1] if n else 0)
        return outdegree_stats(children_counts(parents, expanded))

    def path(self, index: int) -> list[TraceStep]:
        """The behavior from an initial state to state number `index`, re-generated."""
        return regenerated_path(self.model, self.parent, self.pos, index)

    def trace_now(self) -> Value:
        """TLCExt's Trace: the behavior to the state being expanded (RUN.index; while a path is generated
        again, the steps so far), then the state an invariant is being checked on."""
        run = RUN
        if run.regenerating is not None:
            states = [s for _, s in run.regenerating]
        elif run.index < 0:
            states = []
        elif self.traced[0] == run.index:
            states = list(self.traced[1])
        else:
            level = run.level
            try:
                states = [s for _, s in self.path(run.index)]
            finally:
                run.level = level
            self.traced = (run.index, list(states))
        if run.checked is not None:
            states.append(run.checked)
        return trace_value(self.model.variables, states)

    # ------------------------------------------------------------------ phases

    def run(self, resume: SearchState | None = None) -> CheckResult:
        if resume is not None:
            res = self.explore(*self.resumed(resume))
        else:
            failed = failed_assumption(self.model, self._result)
            if failed is not None:
                return failed
            if not self.model.variables:
                res = self._result(R.SUCCESS)
            else:
                initial = self.initial_states_or_start_over()
                if RUN.initial_states_done is not None:  # the report's line on them, where TLC prints it
                    RUN.initial_states_done(self.initial_generated, self.initial_distinct)
                res = self.explore(initial, 1 if self.generated else 0, 0)
        if res.result == R.SUCCESS and self.graph is not None:
            self.check_liveness(res)
        if res.result == R.SUCCESS:
            self.postconditions(res)
        return res

    def initial_states_or_start_over(self) -> Level:
        """The initial states, unless computing them here takes so long that the run starts over on
        the interpreter the handover moves to (it does not return then)."""
        try:
            with handover.init_deadline(self.handover):
                return self.initial_states()
        except handover.InitTooLong:
            seconds = time.process_time() - self.cpu0
            self.handover.start_over(f"after {seconds:.1f}s of CPU computing the initial states")
            raise

    def initial_states(self) -> Level:
        """Enumerate Init: count, constrain, deduplicate and check every initial state, kept as any level
        (past its objects encoded, past its budget on disk: x \\in SUBSET (1..40) held every state)."""
        m = self.model
        fp, seen, parent, pos = self.fp, self.seen, self.parent, self.pos
        constraints = [c.test for c in m.constraints]
        invariants, run, graph = self.initial_invariants or self.initial_properties, RUN, self.graph
        observe = self.observer
        layer = Level.within(self.space.memory, self.heap)
        generated, current = 0, None
        run.level = 0

        def consume(s: State) -> None:
            nonlocal generated, current
            current, run.level = s, 1
            generated += 1
            if observe is not None:
                observe.initial_generated(s)
            if constraints and not all(c(s) for c in constraints):
                if invariants:
                    self._check_initial(s, generated)
            else:
                f = fp(s)
                if seen.add(f):
                    parent.append(-1)
                    pos.append(generated - 1)
                    if invariants:
                        self._check_initial(s, generated)
                    if graph is not None:
                        graph.add_state(f, s)
                    if observe is not None:
                        observe.initial(s)
                    layer.append(s)
            current, run.level = None, 0

        try:
            each = getattr(m.init, "each", None)
            if each is not None:
                each(consume)
            else:
                for s in m.init():
                    consume(s)
        except EvalError as e:
            if current is None:  # Init failed: the states it gave before count, as TLC's
                for s in getattr(e, "initial_states", ()):
                    generated += 1
                    if seen.add(fp(s)):
                        parent.append(-1)
                        pos.append(generated - 1)
                        layer.append(s)
            self.generated = generated
            trace = [] if current is None else [(None, current)]
            if isinstance(e, InvariantEvalError):  # TLC names no invariant on an initial state
                e = e.cause
            raise _Stop(self._result(R.ERROR, message=e.message, span=e.span, trace=trace,
                                     depth=1 if generated else 0, left_on_queue=len(layer),
                                     status=ExitCode.SPEC_EVAL)) from None
        self.generated = self.initial_generated = generated
        self.initial_distinct = len(layer)
        return layer

    def _check_initial(self, s: State, generated: int) -> None:
        """Invariants, then the properties' state predicates (TLC checks those on initial states)."""
        kind, bad = R.INVARIANT, first_violated(self.initial_invariants, s)
        if bad is None:
            kind, bad = R.PROPERTY, next((n for n, test in self.initial_properties if not test(s)), None)
        if bad is not None and kind == R.INVARIANT and self.on_violation is not None:
            self.on_violation(self._result(kind, violated=bad, trace=[(None, s)], depth=1,
                                           in_initial_state=True))
        elif bad is not None:
            self.generated = self.initial_generated = generated
            self.initial_distinct = len(self.parent)
            raise _Stop(self._result(kind, violated=bad, trace=[(None, s)], depth=1, in_initial_state=True))

    def explore(self, layer: Level, level: int, index: int) -> CheckResult:
        """Breadth-first search, one level at a time, from `layer` at `level` (1: the distinct initial
        states), whose first state is number `index`; a level waits as encoded states
        (tla_py.engine.storage.frontier), on disk past its memory budget."""
        m = self.model
        fp, seen, parent, pos = self.fp, self.seen, self.parent, self.pos
        seen_add, parent_append, pos_append = seen.add, parent.append, pos.append
        successors, deadlock = m.successors, m.check_deadlock
        intermediate = m.intermediate_states
        constraints = [c.after or partial(on_successor, c.test) for c in m.constraints]
        pruning = bool(constraints or m.action_constraints)
        run, graph, observe = RUN, self.graph, self.observer
        invariants, step_properties = self.invariants, self.step_properties
        inside, outside = self.after_parent(self.invariants), self.after_parent(None)
        self.depth = level  # 1 even if no initial state is distinct
        if self.handover is not None and index == 0:
            self.move(layer, level, index)  # Init alone may show the search is worth moving
        generated = self.generated
        next_tick = time.monotonic() + self.progress_every if self.progress else None
        within = partial(Level.within, self.space.memory, self.heap)
        k, p, s, nxt = 0, -1, None, within()
        retrace = jit.retrace if index == 0 else bool  # a search moved here mid-way traced on big levels
        while layer:
            retrace(len(layer))
            nxt = within(layer)
            nxt_append = nxt.append
            for k, s in enumerate(layer):
                t = a = None
                run.level, run.index = level, index
                try:
                    composed, failed = intermediate[0], None
                    try:
                        succs = successors(s)
                    except EvalError as e:  # TLC has taken the successors given before the error
                        succs, failed = list(e.taken), e
                    run.level = level + 1
                    if not succs and deadlock and failed is None:
                        self.generated = generated
                        return self._stopped(R.DEADLOCK, index, level, layer, k, nxt)
                    generated += len(succs) + intermediate[0] - composed
                    if observe is not None:
                        observe.expanded(s, succs)
                    for p, (a, t) in enumerate(succs):
                        if pruning and not (
                            all(c(s, t) for c in constraints) and action_allowed(m, s, t, level)
                        ):
                            check, new = outside, False  # excluded: TLC checks its invariants all the same
                        else:
                            f = fp(t)
                            if graph is not None:
                                graph.add_step(index, p, f, s, t)
                            if not seen_add(f):
                                if observe is not None:
                                    observe.step(s, a, t, True)
                                if not step_properties:
                                    continue
                                check, new = None, False
                            else:
                                parent_append(index)
                                pos_append(p)
                                if graph is not None:
                                    graph.add_state(f, t)
                                if observe is not None:
                                    observe.step(s, a, t, False)
                                check, new = inside, True
                        if check is not None and invariants:
                            bad = check(s, t)
                            if bad is not None and self.on_violation is not None:
                                self.report(bad, index, (a, t), level)
                            elif bad is not None:
                                self.generated = generated - len(succs) + p + 1
                                return self._violation(bad, index, (a, t), level, layer, k, nxt, new)
                        if step_properties:  # on every step, after the invariants, as TLC
                            bad = next((n for n, test in step_properties if not test(s, t)), None)
                            if bad is not None and self.on_violation is not None:
                                self.report(bad, index, (a, t), level, R.PROPERTY)
                            elif bad is not None:
                                self.generated = generated - len(succs) + p + 1
                                res = self._violation(bad, index, (a, t), level, layer, k, nxt, new)
                                res.result = R.PROPERTY
                                return res
                        if new:
                            nxt_append(t)
                    if failed is not None:
                        t = None
                        raise failed
                    if graph is not None:  # while s's successors are the last ones computed
                        graph.settle(index + 1)
                except EvalError as e:  # counted through the successor that failed, if any
                    self.generated = generated if t is None else generated - len(succs) + p + 1
                    trace = self.path(index)
                    if t is not None:
                        trace.append((a, t))
                    # a successor found distinct (its invariant failed to evaluate) counts for the depth
                    added = t is not None and len(pos) > 0 and parent[-1] == index and pos[-1] == p
                    return self._stopped(R.ERROR, index, level, layer, k, nxt, added,
                                         message=e.message, span=e.span, trace=trace, status=e.exit_code)
                except OSError as e:  # the disk refused a write: TLC's IOException, with the counts so far
                    self.generated = generated
                    return self._stopped(R.ERROR, index, level, layer, k, nxt, **disk_failure(e))
                index += 1
                if next_tick is not None and not index & 1023 and time.monotonic() >= next_tick:
                    next_tick = time.monotonic() + self.progress_every
                    self.progress(Progress(level, generated, len(parent), len(layer) - k - 1 + len(nxt),
                                           time.monotonic() - self.t0, *self.stored()))
            layer = nxt
            self.generated, self.left = generated, len(nxt)
            if layer:
                level += 1
                self.depth = level
                elapsed = time.monotonic() - self.t0
                if self.checkpoints is not None and self.checkpoints.due(elapsed):
                    self.checkpoints.take(self.state_at(layer, level, index), elapsed)
                if self.handover is not None:
                    self.move(layer, level, index)
        return self._result(R.SUCCESS, depth=level)

    def after_parent(self, invariants: list[Check] | None) -> Callable[[State, State], str | None]:
        """The first invariant a successor violates, given its parent (`invariants`: a new successor's,
        None: an excluded one's): every state expanded satisfies them (but under -continue), so a check
        may evaluate only what the step changed (Check.after)."""
        if self.on_violation is not None or all(c.after is None for c in self.invariants):
            whole = self.outside.first_violated if invariants is None else partial(first_violated, invariants)
            return partial(on_successor, whole)
        return partial(violated_after, self.invariants)

    def stored(self) -> tuple[int, int]:
        """Bytes of the search's storage in memory and on disk."""
        return self.space.memory_bytes, self.space.disk_bytes

    def move(self, layer: Level, level: int, index: int) -> None:
        """Hand the rest of the search to another process when the next level makes it worth it; the
        states computed so far (the initial ones and those expanded) give this process's speed."""
        seconds = time.process_time() - self.cpu0
        self.handover.ready(len(layer), index + self.initial_generated, seconds)
        cost = self.handover.estimate(len(layer), index + self.initial_generated, seconds)
        if cost is None:
            return
        done = f"level {level - 1}" if level > 1 else "the initial states"
        why = (f"after {done} ({len(self.parent):,} distinct states, {seconds:.1f}s of CPU): the next "
               f"{len(layer):,} states would take about {cost:.1f}s here")
        path = handover.write(self.state_at(layer, level, index))
        self.space.close()  # the checkpoint holds it all now
        self.handover.go(path, why)

    def state_at(self, layer: Level, level: int, index: int) -> SearchState:
        """The search as it stands before expanding `layer`, level number `level` from state `index`."""
        counts = {"level": level, "index": index, "generated": self.generated,
                  "initial_generated": self.initial_generated, "initial_distinct": self.initial_distinct,
                  "elapsed": time.monotonic() - self.t0, "written_at": time.time(),
                  "checkpoints": None if self.checkpoints is None else self.checkpoints.record()}
        graph = None if self.graph is None else self.graph.snapshot()
        return SearchState(counts, self.seen, self.parent, self.pos, layer, graph)

    def resumed(self, state: SearchState) -> tuple[Level, int, int]:
        """Take over a moved or recovered search's numbers; the level to expand, its number and its first
        state's."""
        c = state.counts
        self.generated, self.initial_generated = c["generated"], c["initial_generated"]
        self.initial_distinct = c["initial_distinct"]
        if self.checkpoints is not None:
            self.checkpoints.take_over(c.get("checkpoints"))
        layer = state.frontier
        if self.graph is not None:
            states = list(layer) if self.graph.witnessed else []
            if states:
                layer = Level.built(states)
            self.graph.restore(state.graph, states)
        return layer, c["level"], c["index"]

    def check_liveness(self, res: CheckResult) -> None:
        """After a complete search: a fair behavior violating a property turns the verdict, with its lasso."""
        graph, plan = self.graph, self.plan
        RUN.level = 0
        if self.observer is not None:
            behaviors = lambda: graph.behavior_graph(self.initial_distinct)  # noqa: E731  (-coverage's alone)
            self.observer.liveness(plan, behaviors, lambda i: self.path(i)[-1][1])
        try:
            found = graph.find_violation(plan, self.initial_distinct, lambda i: self.path(i)[-1][1],
                                         self.model.successors)
        except EvalError as e:  # TLC stops on it too (exit 255): a property it cannot evaluate is no success
            res.result, res.message, res.span = R.ERROR, e.message, e.span
            return
        if found is not None:
            res.result, res.violated, res.trace, res.trace_kind, res.back_to = R.PROPERTY, *found

    def _stopped(self, kind: str, index: int, level: int, layer: Level, k: int, nxt: Level,
                 added: bool = False, **kw) -> CheckResult:
        """A verdict found while expanding state `index` (at `level`), with TLC's counts at that moment."""
        if "trace" not in kw:
            kw["trace"] = self.path(index)
        return self._result(kind, depth=level + 1 if nxt or added else level,
                            left_on_queue=len(layer) - k - 1 + len(nxt), **kw)

    def _violation(self, name, index, step, level, layer, k, nxt, distinct: bool) -> CheckResult:
        trace = self.path(index)
        trace.append(step)
        return self._result(R.INVARIANT, violated=name, trace=trace,
                            depth=level + 1 if nxt or distinct else level,
                            left_on_queue=len(layer) - k - 1 + len(nxt))

    def report(self, name: str, index: int, step: TraceStep, level: int, kind: str = R.INVARIANT) -> None:
        """-continue: hand a violation (of an invariant or an action property) on, with its trace, and go on
        searching (TLC prints it and goes on)."""
        trace = self.path(index)
        trace.append(step)
        RUN.level = level + 1
        self.on_violation(self._result(kind, violated=name, trace=trace, depth=level + 1))

    def postconditions(self, res: CheckResult) -> None:
        """Evaluate POSTCONDITIONs after a successful search; a false one turns the verdict."""
        RUN.level = 0
        for post in self.model.postconditions:
            try:
                ok = post.test()
            except EvalError as e:
                res.result, res.message, res.span = R.ERROR, e.message, e.span
                return
            if not ok:
                res.result, res.violated, res.span = R.ASSUMPTION, post.name, post.span
                res.message = f"Postcondition {post.name} at {span_text(post.span)} is false."
                return

