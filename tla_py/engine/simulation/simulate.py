"""Simulation (TLC's -simulate): random behaviours from Init, for models too big to search exhaustively.

Each behaviour starts in a random initial state and takes up to `depth` steps; at each step a random
enabled action is chosen, then a random successor of it, as TLC's SimulationWorker does. TLC's rules,
measured with TLC on small specs (tests/test_simulate.py has them):
- every initial state is checked against the invariants before the first behaviour; a behaviour starts
  in one that satisfies the CONSTRAINTs;
- the successors of the actions tried (a random one, then another while none of its successors can be
  chosen) are generated, counted and checked (invariants, then action properties `[][A]_v`) before
  one is chosen; tlapy computes all actions' successors at once, but counts and checks only those;
- a successor outside a CONSTRAINT or ACTION_CONSTRAINT is checked but never chosen; a state none of
  whose successors can be chosen is a deadlock, as in TLC's simulation (unlike its breadth-first search);
- `-depth N` bounds the steps, so a behaviour has at most N + 1 states.
- `-generate` (TLC's Tool made probabilistic) tries one successor at a time, of a random action, in a
  random order, and takes the first within the constraints: only those tried are generated and checked
  (TLCGet("config").mode is "generate").
The choices come from a java.util.Random seeded with the run's seed, so a seed replays the same run.
Liveness is not checked (a warning says so).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from tla_py.engine import result as R
from tla_py.engine.properties import plan_properties
from tla_py.engine.result import CheckResult, TraceStep
from tla_py.engine.rules import (
    action_allowed,
    action_record,
    failed_assumption,
    first_violated,
    initial_invariants,
    invariants_of,
)
from tla_py.errors import EvalError
from tla_py.semantics.compiled import Action, Model, State, Value
from tla_py.stdlib.javarandom import JavaRandom
from tla_py.stdlib.tlc import RUN
from tla_py.syntax import ast
from tla_py.values import Seq, make_record


@dataclass
class SimulationResult(CheckResult):
    """A CheckResult with what TLC's simulation summary reports: behaviours, their lengths, the seed."""

    seed: int = 0
    traces: int = 0
    mean_length: float = 0.0
    var_length: float = 0.0
    interrupted: bool = False
    """True when Ctrl-C ended the run (then no verdict was reached)."""


@dataclass
class SimProgress:
    """A snapshot of a running simulation, for TLC's `Progress: N states checked, ...` line."""

    generated: int
    traces: int
    mean_length: float
    var_length: float
    seconds: float


class Stopped(Exception):
    """A verdict ends the simulation (a violation, a deadlock, an error)."""

    def __init__(self, res: SimulationResult):
        self.res = res


def simulate(
    model: Model,
    *,
    depth: int = 100,
    num: int | None = None,
    seed: int | None = None,
    budget: float | None = None,
    progress: Callable[[SimProgress], None] | None = None,
    progress_every: float = 60.0,
    on_violation: Callable[[SimulationResult], None] | None = None,
    on_behaviour: Callable[[list[TraceStep]], None] | None = None,
    generate: bool = False,
) -> SimulationResult:
    """Run `num` random behaviours of at most `depth` steps (None: until a violation, Ctrl-C or `budget`
    seconds); with `on_violation` (-continue) each violation goes there and the run goes on; each
    behaviour taken to its end goes to `on_behaviour` (-simulate file= and stats=); `generate`: TLC's
    -generate (Simulator.generated_step)."""
    t0 = time.monotonic()
    sim = Simulator(model, depth, RUN.seed if seed is None else seed, t0, generate=generate)
    sim.on_violation, sim.on_behaviour = on_violation, on_behaviour
    deadline = None if budget is None else t0 + budget
    try:
        res = sim.run(num, deadline, progress, progress_every)
    except Stopped as stop:
        res = stop.res
        res.traces += 1 if len(sim.trace) else 0  # TLC counts the behaviour that failed
    except KeyboardInterrupt:
        res = sim.result(R.SUCCESS, interrupted=True)
    res.warnings = sim.warnings + res.warnings
    res.seconds = time.monotonic() - t0
    return res


class Simulator:
    def __init__(self, model: Model, depth: int, seed: int, t0: float, rng_seed: int | None = None,
                 generate: bool = False):
        self.model, self.depth, self.seed, self.t0 = model, depth, seed, t0
        self.generate = generate
        self.rng = JavaRandom(seed if rng_seed is None else rng_seed)  # a worker's own seed, as TLC's
        plan, self.warnings = plan_properties(model)
        self.invariants = invariants_of(model, plan)
        self.initial_invariants = initial_invariants(self.invariants)
        self.initial_properties = plan.initial if plan else []
        self.step_properties = plan.steps if plan else []
        if plan and plan.liveness:
            names = ", ".join(p.name for p in plan.liveness)
            self.warnings.append(f"Warning: simulation does not check the liveness of {names}.")
        self.constraints = [c.test for c in model.constraints]
        self.init_label = init_action(model)
        self.generated = self.traces = self.initial = 0
        self.mean = self.m2 = 0  # TLC's statistics of the lengths: an integer mean, and m2 (Welford)
        self.trace: list[TraceStep] = []
        self.on_violation: Callable[[SimulationResult], None] | None = None
        self.on_behaviour: Callable[[list[TraceStep]], None] | None = None
        self.checking: TraceStep | None = None
        """The step whose state the invariants are being checked on (for Trace)."""
        RUN.level, RUN.stats, RUN.trace = 0, self.stats, self.trace_now

    def stats(self, name: str):
        """TLCGet(name) during simulation."""
        numbers = {"generated": self.generated, "traces": self.traces, "distinct": 0, "queue": 0,
                   "diameter": len(self.trace), "duration": int(time.monotonic() - self.t0)}
        if name in numbers:
            return numbers[name]
        if name == "stats":
            return make_record({**numbers, "worker": 0, "initial": self.initial})
        if name == "config":
            mode = "generate" if self.generate else "simulate"
            return make_record({"mode": mode, "depth": self.depth, "worker": 1, "seed": str(self.seed),
                                "deadlock": self.model.check_deadlock, "install": "tlapy"})
        raise EvalError(f'TLCGet("{name}") is not supported by tlapy.')

    def trace_now(self) -> Value:
        """TLCExt's Trace: the behaviour so far, then the step whose state is being checked; in
        simulation TLC adds to each state's record the action that led to it (`_action`)."""
        steps = [*self.trace, self.checking] if self.checking is not None else self.trace
        return Seq(tuple(make_record({**dict(zip(self.model.variables, s)),
                                      **({"_action": action_record(a)} if a is not None else {})})
                         for a, s in steps))

    def result(self, kind: str, **kw) -> SimulationResult:
        m = self.model
        var = self.m2 / (self.traces + 1)  # TLC's Var(X) (+1: "to prevent div-by-zero")
        return SimulationResult(kind, module=m.module, variables=m.variables, generated=self.generated,
                                initial_states=self.initial, initial_generated=self.initial, alias=m.alias,
                                seed=self.seed, traces=self.traces, mean_length=self.mean, var_length=var,
                                **kw)

    def snapshot(self) -> SimProgress:
        var = self.m2 / (self.traces + 1)
        return SimProgress(self.generated, self.traces, self.mean, var, time.monotonic() - self.t0)

    def start(self) -> SimulationResult | list[State]:
        """The assumptions and the initial states checked: a verdict already, or where behaviours start."""
        if (bad := failed_assumption(self.model, self.result)) is not None:
            return bad
        if not self.model.variables:
            return self.result(R.SUCCESS)
        starts = self.initial_states()
        if not self.initial:
            return self.result(R.ERROR, message="There is no state satisfying the initial state predicate.")
        return starts

    def run(self, num: int | None, deadline: float | None, progress, every: float) -> SimulationResult:
        starts = self.start()
        if isinstance(starts, SimulationResult):
            return starts
        next_tick = time.monotonic() + every
        while starts and (num is None or self.traces < num):
            if deadline is not None and time.monotonic() >= deadline:
                break
            self.take(starts, deadline)
            if progress is not None and time.monotonic() >= next_tick:
                next_tick = time.monotonic() + every
                progress(self.snapshot())
        return self.result(R.SUCCESS)

    def initial_states(self) -> list[State]:
        """Every initial state, checked; those within the CONSTRAINTs are where behaviours start."""
        starts, s = [], None
        try:
            for s in self.model.init():
                RUN.level = 1
                self.generated += 1
                self.initial += 1
                self.checking = (self.init_label, s)
                try:
                    bad = first_violated(self.initial_invariants, s)
                finally:
                    self.checking = None
                kind = R.INVARIANT
                if bad is None:
                    kind, bad = R.PROPERTY, next((n for n, t in self.initial_properties if not t(s)), None)
                if bad is not None:
                    raise Stopped(self.result(kind, violated=bad, trace=[(self.init_label, s)], depth=1,
                                            in_initial_state=True))
                if all(c(s) for c in self.constraints):
                    starts.append(s)
                RUN.level, s = 0, None
        except EvalError as e:
            trace = [] if s is None else [(self.init_label, s)]
            raise Stopped(self.result(R.ERROR, message=e.message, span=e.span, trace=trace)) from None
        return starts

    def take(self, starts: list[State], deadline: float | None) -> None:
        """One behaviour; with -continue its violation or deadlock goes to on_violation and the run goes
        on, as in TLC's simulation, where an evaluation error still ends it."""
        try:
            self.behaviour(starts, deadline)
        except Stopped as stop:
            if self.on_violation is None or stop.res.result == R.ERROR:
                raise
            self.traces += 1  # TLC counts the behaviour that failed
            stop.res.traces = self.traces
            self.on_violation(stop.res)

    def behaviour(self, starts: list[State], deadline: float | None) -> None:
        """One random behaviour of at most `depth` steps (cut at the deadline); a violation ends the run."""
        rng, deadlock = self.rng, self.model.check_deadlock
        # TLC's simulation draws from the run's generator throughout (no per-state reseeding)
        successors = getattr(self.model.successors, "__wrapped__", self.model.successors)
        s = starts[rng.next_int(len(starts))]
        self.trace = trace = [(self.init_label, s)]
        a = t = None
        try:
            for level in range(1, self.depth + 1):
                if deadline is not None and not level & 255 and time.monotonic() >= deadline:
                    break
                RUN.level = level
                a = t = None
                succs = successors(s)
                RUN.level = level + 1
                if self.generate:
                    chosen = None
                    for a, t in self.generated_steps(succs):
                        self.generated += 1
                        self.check_step(s, a, t)
                        if self.allowed(s, t, level):
                            chosen = (a, t)
                            break
                    a = t = None
                else:
                    chosen = None
                    for steps in self.random_actions(succs):
                        self.generated += len(steps)
                        for a, t in steps:
                            self.check_step(s, a, t)
                        a = t = None
                        chosen = self.choose(s, steps, level)
                        if chosen is not None:
                            break
                if chosen is None:
                    if deadlock:
                        raise Stopped(self.result(R.DEADLOCK, trace=list(trace), depth=len(trace)))
                    break
                trace.append(chosen)
                s = chosen[1]
        except EvalError as e:
            bad = list(trace) + ([] if t is None else [(a, t)])
            res = self.result(R.ERROR, message=e.message, span=e.span, trace=bad, depth=len(bad))
            raise Stopped(res) from None
        self.traces += 1
        if self.on_behaviour is not None:
            self.on_behaviour(trace)
        length = min(self.depth, len(trace))  # as TLC counts it: the last state's level, at most -depth
        delta = length - self.mean
        self.mean += abs(delta) // self.traces * (1 if delta >= 0 else -1)  # Java's int division
        self.m2 += delta * (length - self.mean)

    def check_step(self, s: State, a: Action, t: State) -> None:
        """Invariants on the successor, then the action properties on the step (as TLC, in that order)."""
        self.checking = (a, t)
        try:
            bad, kind = first_violated(self.invariants, t), R.INVARIANT
        finally:
            self.checking = None
        if bad is None and self.step_properties:
            bad, kind = next((n for n, test in self.step_properties if not test(s, t)), None), R.PROPERTY
        if bad is not None:
            trace = [*self.trace, (a, t)]
            raise Stopped(self.result(kind, violated=bad, trace=trace, depth=len(trace)))

    def choose(self, s: State, steps: list[TraceStep], level: int) -> TraceStep | None:
        """A random one of an action's successors within the constraints (None: none)."""
        allowed = [(a, t) for a, t in steps if self.allowed(s, t, level)]
        return allowed[self.rng.next_int(len(allowed))] if allowed else None

    def generated_steps(self, succs: list[tuple[Action, State]]) -> Iterator[TraceStep]:
        """TLC's -generate: a random action, its successors one at a time in a random order, then another
        action's; the caller stops at the first within the constraints. TLC's Tool, made probabilistic,
        draws disjuncts, `\\E` and `x' \\in S` at random and stops at that first successor, so it
        generates and checks only the successors tried (one a step, mostly), where -simulate generates
        and checks all of the action's."""
        for steps in self.random_actions(succs):
            while steps:
                yield steps.pop(self.rng.next_int(len(steps)))

    def random_actions(self, succs: list[tuple[Action, State]]) -> Iterator[list[TraceStep]]:
        """The successors by action, the actions in a random order, each drawn when the last is done with."""
        actions = by_action(succs)
        while actions:
            yield actions.pop(self.rng.next_int(len(actions)))

    def allowed(self, s: State, t: State, level: int) -> bool:
        """CONSTRAINTs on t, ACTION_CONSTRAINTs on s -> t (with TLCGet("level") at s's level)."""
        return all(c(t) for c in self.constraints) and action_allowed(self.model, s, t, level)


def by_action(succs: list[tuple[Action, State]]) -> list[list[TraceStep]]:
    """The successors by action, told apart by identity (as TLC splits `\\E p \\in S : A(p)`)."""
    groups: dict[int, list[TraceStep]] = {}
    for step in succs:
        groups.setdefault(id(step[0]), []).append(step)
    return list(groups.values())


def init_action(model: Model) -> Action | None:
    """The first state's label in TLC's simulation: the Init definition, `<Init line L, col C ...>`
    (None, printed `<Initial predicate>`, when Init is not one definition's name)."""
    from tla_py.semantics.model import Builder
    from tla_py.semantics.scope import Def

    spec = getattr(model, "spec", None)
    inits = Builder(spec).spec_parts()[0] if spec is not None else []
    e, scope = inits[0] if len(inits) == 1 else (None, None)
    name = e.name if isinstance(e, ast.Name) else e.op if isinstance(e, ast.OpApp) and not e.args else None
    d = scope.lookup(name) if name is not None else None
    d = (spec.compiler.override_of(d, scope) or d) if isinstance(d, Def) else d
    if not isinstance(d, Def) or not isinstance(d.node, ast.OpDef):
        return None
    return Action(d.name, d.node.body.span, d.env.name)
