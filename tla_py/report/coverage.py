"""-coverage MINUTES: TLC's coverage statistics, every MINUTES and at the end, with TLC's numbers.

Per action (a disjunct of Next, as TLC splits it; the instances of one definition under `\\E` share a
line, as TLC's cost model): the distinct states it found first and the states it generated,
`<Name line L, col C to ... of module M>: distinct:generated`, its place its declaration (and its
disjunct's, `(l c l c)`, when the definition holds several); Init's `generated:generated`; the
constraints' `satisfied:evaluated`; the invariants named; per variable the number of its values
among the new states, by TLC's own HyperLogLog of their fingerprints. A violation's numbers include
what TLC adds while it regenerates the behavior twice (to print it and for its trace file): each
step's actions up to the one taking it, in TLC's order. Under each, TLC's counts of its expressions'
evaluations (2221, 2775 with a cost), from the cost model the counting variant of the compiled spec
keeps (tla_py.semantics.costs).
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from tla_py.engine.result import DEADLOCK, INVARIANT, PROPERTY, CheckResult, SearchObserver
from tla_py.engine.storage.graph import BehaviorGraph
from tla_py.report.coverage_liveness import TableauGraph, regenerations, temporal_parts
from tla_py.semantics.compiled import Action, Model, State
from tla_py.semantics.costs import Cut
from tla_py.semantics.scope import Def
from tla_py.stdlib.tlc import RUN
from tla_py.stdlib.tlcfp import value_fp
from tla_py.syntax import ast

START, END = 2201, 2202
VARIABLE, INIT, NEXT, PROPERTY_LINE, CONSTRAINT = 2779, 2773, 2772, 2774, 2778
MORE = "https://explain.tlapl.us/module-coverage-statistics"
RECONSTRUCTIONS = 2
"""How often TLC generates a violation's behavior again: to print it, and for its trace file."""


class Coverage(SearchObserver):
    """Counts what the search generates, per action, constraint and variable, and says it as TLC does."""

    def __init__(self, model: Model, minutes: int, report: Callable[[list[tuple[int, str]]], None]):
        self.model, self.report = model, report
        self.every = max(minutes, 1) * 60.0
        self.next_report = time.monotonic() + self.every
        self.lines = _ActionLines(model)
        self.generated: Counter[int] = Counter()
        self.distinct: Counter[int] = Counter()
        self.init_generated = 0
        spec = getattr(model, "spec", None)
        self.constraints = [(c.name, c.test) for c in model.constraints]
        self.action_constraints = list(zip(_names(spec, "action_constraints"), model.action_constraints))
        self.counts = {name: [0, 0] for name, _ in self.constraints + self.action_constraints}
        self.values = [HyperLogLog(10) for _ in model.variables]
        self.fingerprints: list[dict] = [{} for _ in model.variables]
        """Per variable, TLC's fingerprint of each value met (a variable keeps few values, met often)."""
        self.pending: State | None = None
        self.costs = getattr(getattr(model, "compiler", None), "costs", None)
        """The cost model's trees (tla_py.semantics.costs) when the model was compiled to count."""
        self.before: list[int] | None = None
        self.after: list[int] | None = None
        """Their counts before and after the last state's expansion (the search's own, at its end)."""
        self.settled = False
        self.quiet = [] if self.costs is None else \
            self.costs.indices("constraint") + self.costs.indices("action constraint")
        """The constraints' counts, which this observer's own evaluations of them leave as they were."""
        self.live: tuple | None = None
        """The plan, behavior graph and state generator liveness was checked with (at a complete search)."""
        self.live_extra: tuple[Counter[int], list[int]] | None = None
        """What TLC's liveness checker adds: per action the states generated, and per expression its count."""

    # ------------------------------------------------------------------ what the search tells

    def initial_generated(self, s: State) -> None:
        self.init_generated += 1
        self.count_constraints(s, None)

    def initial(self, s: State) -> None:
        if self.costs is not None:
            self.costs.remember(s)

    def expanded(self, s: State, successors: list[tuple[Action, State]]) -> None:
        if self.costs is not None:
            self.before, self.after = self.after, self.costs.counts[:]
        self.count_values()
        generated = self.generated
        for a, t in successors:
            generated[id(a)] += 1
            self.count_constraints(t, s)
        if time.monotonic() >= self.next_report:
            self.next_report = time.monotonic() + self.every
            self.report(self.messages(None))

    def step(self, s: State, a: Action, t: State, seen: bool) -> None:
        self.count_values()
        if not seen:
            if self.costs is not None:
                self.costs.remember(t)
            self.distinct[id(a)] += 1
            self.pending = t  # its values count once its invariants held (the search goes on)

    def liveness(self, plan, graph: Callable[[], BehaviorGraph], state: Callable[[int], State]) -> None:
        self.live = (plan, graph, state)

    def count_values(self) -> None:
        """The values of the last new state, now that the search went on past it (TLC counts a state's
        values once its invariants held)."""
        t, self.pending = self.pending, None
        if t is not None:
            for hll, known, v in zip(self.values, self.fingerprints, t):
                f = known.get(v)
                if f is None:
                    f = known[v] = value_fp(v, RUN.fp_index)
                hll.add(f)

    def count_constraints(self, t: State, s: State | None) -> None:
        """The CONSTRAINTs, then (on a step) the ACTION_CONSTRAINTs, up to the first one t fails (the
        search evaluates them too: their expressions' counts are the search's)."""
        if not self.quiet:
            return self.count_constraints_once(t, s)
        counts = self.costs.counts
        saved = [counts[i] for i in self.quiet]
        try:
            self.count_constraints_once(t, s)
        finally:
            for i, v in zip(self.quiet, saved):
                counts[i] = v

    def count_constraints_once(self, t: State, s: State | None) -> None:
        for name, test in self.constraints:
            counted = self.counts[name]
            counted[1] += 1
            if not test(t):
                return
            counted[0] += 1
        if s is None:
            return
        level = RUN.level - 1
        for name, test in self.action_constraints:
            counted = self.counts[name]
            counted[1] += 1
            saved, RUN.level = RUN.level, level
            try:
                ok = test(s, t)
            finally:
                RUN.level = saved
            if not ok:
                return
            counted[0] += 1

    # ------------------------------------------------------------------ what is printed

    def messages(self, res: CheckResult | None) -> list[tuple[int, str]]:
        """The statistics as TLC's messages (code, text); `res` a finished run's result."""
        generated, distinct, init = Counter(self.generated), Counter(self.distinct), self.init_generated
        if res is not None and res.result not in (INVARIANT, PROPERTY):
            self.count_values()  # the last new state broke no invariant
        again = _reconstructions(res)
        if again:
            extra, extra_init = self.regenerated(res)
            for key, n in extra.items():
                generated[key] += n * again
            init += extra_init * again
        if res is not None and self.live is not None:
            generated.update(self.liveness_extra()[0])
        if res is not None and self.costs is not None and not self.settled \
                and hasattr(self.model.successors, "of_action"):
            self.settled = True
            self.settle(res)
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        out = [(START, f"The coverage statistics at {stamp} (see {MORE} for how to interpret the following "
                       "statistics).")]
        spec = getattr(self.model, "spec", None)
        for i in getattr(self.model, "tlc_order", range(len(self.model.variables))):
            out.append((VARIABLE, f"<{self.model.variables[i]} {_variable_place(spec, i)}>: "
                                  f"{self.values[i].count()}"))
        costs = getattr(getattr(self.model, "compiler", None), "costs", None)
        below = costs.lines if costs is not None else lambda key: []
        init_place = self.lines.init_place()
        if init_place is not None:
            out.append((INIT, f"<{init_place}>: {init}:{init}"))
            out += below(("init",))
        for place, keys, spans in self.lines.actions():
            found, made = sum(distinct[k] for k in keys), sum(generated[k] for k in keys)
            out.append((NEXT, f"<{place}>: {found}:{made}"))
            for span in spans:
                out += below(("next", span))
        for c in self.model.invariants:
            at = _instance_of(spec, c.name)  # TLC places one an INSTANCE gives at the INSTANCE
            place = _declared(spec, c.name) if at is None else f"{c.name} {at.place(spec.env.name)}"
            if place is not None and not _constant(self.model, spec, c.name):
                out.append((PROPERTY_LINE, f"<{place}>"))
                out += below(("invariant", c.name))
        for key in [k for k in (costs.roots if costs is not None else ()) if k[0] == "property"]:
            out.append((PROPERTY_LINE, f"<Action {key[1].place()}>"))  # a property's []P: TLC's invariant
            out += below(key)
        for name, _ in self.action_constraints + self.constraints:  # TLC's order: action constraints first
            place = _declared(spec, name)
            if place is not None:
                satisfied, evaluated = self.counts[name]
                out.append((CONSTRAINT, f"<{place}>: {satisfied}:{evaluated}"))
                out += below(("constraint", name)) + below(("action constraint", name))
        out.append((END, "End of statistics."))
        return out

    def settle(self, res: CheckResult) -> None:
        """The expressions' counts at the end as TLC's: the actions' and Init's as the search left them
        (what generated behaviors since added left out); at a violation, the last state's actions only
        up to the violating successor (TLC stops there, in the middle of its action) and TLC's two
        generations of the behavior (each step's actions up to the one taking it)."""
        counts = self.costs.counts
        now = counts[:]
        steps_of, init_of = self.costs.indices("next"), self.costs.indices("init")
        after = self.after or now
        result = now[:]
        for i in steps_of + init_of:
            result[i] = after[i]
        if res.result in (INVARIANT, PROPERTY, DEADLOCK) and res.trace_kind == "finite" \
                and len(res.trace) > 1:
            s, t = res.trace[-2][1], res.trace[-1][1]
            before = self.before or [0] * len(now)
            succs = self.model.successors(s)
            position = next((p for p, (_, u) in enumerate(succs) if u == t), None)
            cut = self.delta(lambda: self.generate(s, None if res.result == DEADLOCK else position))
            again = self.delta(lambda: self.regenerate(_steps(res)))
            for i in steps_of:
                result[i] = before[i] + cut[i] + RECONSTRUCTIONS * again[i]
            for i in init_of:
                result[i] = after[i] + RECONSTRUCTIONS * again[i]
        elif _reconstructions(res):  # a liveness counterexample, found after the search
            again = self.delta(lambda: self.regenerate(_steps(res)))
            for i in steps_of + init_of:
                result[i] += again[i]
        if self.live is not None:
            result = [a + b for a, b in zip(result, self.liveness_extra()[1])]
        counts[:] = result

    def liveness_extra(self) -> tuple[Counter[int], list[int]]:
        """What TLC's liveness checker adds as it builds its behavior graph: the successors of each state
        it generates again (tla_py.report.coverage_liveness), per action, and the expressions' counts
        (the constraints' too: it checks each successor is within them)."""
        if self.live_extra is None:
            plan, graph, state = self.live
            negated = [prop.formula for prop in plan.liveness if prop.formula is not None]
            tableaux = [TableauGraph(tf) for tf in temporal_parts(negated)]
            times = regenerations(graph(), tableaux) if tableaux else Counter()
            states = [(state(i), times[i]) for i in sorted(times)]  # generating them counts nothing here
            counts = self.costs.counts if self.costs is not None else []
            was = counts[:]
            generated: Counter[int] = Counter()
            for s, n in states:
                for _ in range(n):
                    for a, t in self.model.successors(s):
                        generated[id(a)] += 1
                        self.count_constraints_once(t, s)
            self.live_extra = generated, [b - a for a, b in zip(was, counts)]
            counts[:] = was
        return self.live_extra

    def delta(self, run: Callable[[], None]) -> list[int]:
        counts = self.costs.counts
        was = counts[:]
        run()
        return [b - a for a, b in zip(was, counts)]

    def generate(self, s: State, position: int | None) -> None:
        """s's actions in turn, as TLC's search, stopping at its successor number `position`."""
        yielded = self.costs.yielded
        if position is not None:
            yielded[1] = yielded[0] + position + 1
        try:
            for j in range(len(getattr(self.model, "split_actions", []))):
                self.model.successors.of_action(j, s)
        except Cut:
            pass
        finally:
            yielded[1] = -1

    def regenerate(self, steps: list[tuple[State, State]]) -> None:
        """TLC's generation of a behavior again: Init, then per step the actions up to the one taking it."""
        self.model.init()
        of_action = self.model.successors.of_action
        n = len(getattr(self.model, "split_actions", []))
        for s, t in steps:
            for j in range(n):
                if any(u == t for _, u in of_action(j, s)):
                    break

    def regenerated(self, res: CheckResult) -> tuple[Counter[int], int]:
        """What generating the behavior again adds: per action, the states of each step's actions in
        TLC's order up to the one that takes the step; and Init's states."""
        extra: Counter[int] = Counter()
        for s, t in _steps(res):
            succs = self.model.successors(s)
            i = 0
            while i < len(succs):  # the successors come action by action, in TLC's order
                a, j = succs[i][0], i
                while j < len(succs) and succs[j][0] is a:
                    j += 1
                extra[id(a)] += j - i
                if any(u == t for _, u in succs[i:j]):
                    break
                i = j
        return extra, res.initial_generated


def _reconstructions(res: CheckResult | None) -> int:
    """How often TLC generates a violation's behavior again: a safety violation's twice (see
    RECONSTRUCTIONS), a liveness counterexample once (LiveWorker.printTrace, by fingerprints)."""
    if res is None or res.result not in (INVARIANT, PROPERTY, DEADLOCK):
        return 0
    return RECONSTRUCTIONS if res.trace_kind == "finite" else 1


def _steps(res: CheckResult) -> list[tuple[State, State]]:
    """The steps of a violation's behavior, a lasso's step back to its cycle included."""
    states = [s for _, s in res.trace]
    steps = list(zip(states, states[1:]))
    if res.trace_kind == "lasso" and res.back_to is not None:
        steps.append((states[-1], states[res.back_to[0] - 1]))
    return steps


class _ActionLines:
    """Next's actions as TLC's coverage names and orders them: by the place of the disjunct, those of one
    place on one line; Init by its definition."""

    def __init__(self, model: Model):
        self.model = model
        groups: dict[tuple, list[int]] = {}
        self.places: dict[tuple, tuple[str, ast.Span]] = {}
        for split, action in getattr(model, "split_actions", []):
            s = action.span
            key = (action.module, s.line, s.col, s.end_line, s.end_col)
            groups.setdefault(key, []).append(id(action))
            self.places[key] = (_action_place(split, action), split.expr.span)
        self.groups = groups

    def actions(self) -> list[tuple[str, list[int], list[ast.Span]]]:
        """Per place: how TLC names it, its actions, and their expressions (the keys of their cost trees);
        all in one when Next is an INSTANCE's with parameters (TLC's one action, its SubstInNode)."""
        lines = [(self.places[k][0], self.groups[k], [self.places[k][1]]) for k in sorted(self.groups)]
        whole = _instanced_next(getattr(self.model, "spec", None))
        if whole is None or not lines:
            return lines
        keys = [k for _, group, _ in lines for k in group]
        return [(whole, keys, [s for _, _, spans in lines for s in spans])]

    def init_place(self) -> str | None:
        spec = getattr(self.model, "spec", None)
        if spec is None:
            return None
        from tla_py.semantics.model import Builder

        inits = Builder(spec).spec_parts()[0]
        e = inits[0][0] if len(inits) == 1 else None
        name = e.name if isinstance(e, ast.Name) else \
            e.op if isinstance(e, ast.OpApp) and not e.args else None
        place, at = _declared(spec, name), _instance_of(spec, name)
        if place is None or at is None:
            return place
        ref = spec.config.specification
        if spec.config.init is None and ref is not None and _instance_of(spec, ref.name) is not None:
            return place + f" ({at.line} {at.col} {at.end_line} {at.end_col})"  # M's Init, named by M's Spec
        return f"{name} {at.place(spec.env.name)}"  # the root module's copy: SANY places it at the INSTANCE


def _action_place(split, action: Action) -> str:
    """`Name line L, col C to ... of module M`, its declaration's place, and its disjunct's when the
    definition's body is not the disjunct itself (`(l c l c)`, as TLC's ActionWrapper)."""
    node = getattr(split, "definition", None)
    name = action.name.split("(", 1)[0]
    if node is None:
        return f"{name} {action.span.place(action.module)}"
    place = f"{name} {_declaration(node).place(action.module)}"
    s, b = action.span, node.body.span
    if (s.line, s.col, s.end_line, s.end_col) != (b.line, b.col, b.end_line, b.end_col):
        place += f" ({s.line} {s.col} {s.end_line} {s.end_col})"
    return place


def _declaration(node: ast.OpDef) -> ast.Span:
    """Where SANY declares a definition: its name with its parameters, `Op(a, b)`."""
    s = node.span
    if node.params:
        last = node.params[-1].span
        return ast.Span(s.file, s.line, s.col, last.end_line, last.end_col + 1)
    return ast.Span(s.file, s.line, s.col, s.line, s.col + len(node.name) - 1)


def _declared(spec, name: str | None) -> str | None:
    """`Name line L, col C to ... of module M` for a definition of the root module's scope, or for what the
    config puts in its place."""
    if spec is None or name is None:
        return None
    d = spec.scope.lookup(name)
    o = spec.compiler.override_of(d, spec.scope) if isinstance(d, Def) else None
    d = o if isinstance(o, Def) else d  # `Init <- MCInit`: TLC names the definition put in its place
    if not isinstance(d, Def) or not isinstance(d.node, ast.OpDef):
        return None
    return f"{d.name} {_declaration(d.node).place(d.env.name)}"


def _instanced_next(spec) -> str | None:
    """How TLC names Next when it comes from an unnamed INSTANCE with parameters, which TLC keeps as one
    action: by the config's NEXT name, or `Action` as the INSTANCE's own Spec names it; placed at the
    INSTANCE."""
    if spec is None:
        return None
    ref = spec.config.next if spec.config.init is not None or spec.config.next is not None \
        else spec.config.specification
    at = _instance_of(spec, ref.name) if ref is not None else None
    if at is None:
        return None
    name = ref.name if ref is spec.config.next else "Action"
    return f"{name} {at.place(spec.env.name)}"


def _instance_of(spec, name: str | None) -> ast.Span | None:
    """The root module's `INSTANCE M` that gives the definition `name` with M's parameters substituted
    (SANY wraps its body in a SubstInNode placed there), or None."""
    d = spec.scope.lookup(name) if spec is not None and name is not None else None
    if not isinstance(d, Def) or not d.env.copy:
        return None
    return next((u.span for u in spec.env.module.units
                 if isinstance(u, ast.Instance) and u.name is None and u.module == d.env.name), None)


def _constant(model: Model, spec, name: str) -> bool:
    """An invariant TLC evaluated once at startup (a constant formula): not one of its invariants."""
    d = spec.scope.lookup(name)
    compiler = getattr(model, "compiler", None)
    return isinstance(d, Def) and compiler is not None and compiler.tlc_level(d) == 0


def _variable_place(spec, i: int) -> str:
    v = spec.variables[i] if spec is not None else None
    if v is None:
        return ""
    return v.span.place(Path(v.span.file).stem)


def _names(spec, field: str) -> list[str]:
    return [ref.name for ref in getattr(spec.config, field)] if spec is not None else []


class HyperLogLog:
    """TLC's CountDistinct.HyperLogLog with 2^b registers, fed TLC's 64-bit fingerprints of values."""

    def __init__(self, b: int):
        self.b, self.m = b, 1 << b
        self.registers = [0] * self.m

    def add(self, x: int) -> None:
        x &= 0xFFFFFFFFFFFFFFFF
        j = x >> (64 - self.b)
        rest = ((x << self.b) & 0xFFFFFFFFFFFFFFFF) | (1 << (self.b - 1))
        w = 64 - rest.bit_length() + 1  # Long.numberOfLeadingZeros + 1
        if w > self.registers[j]:
            self.registers[j] = w

    def count(self) -> int:
        m = self.m
        alpha = {16: 0.673, 32: 0.697, 64: 0.709}.get(m, 0.7213 / (1 + 1.079 / m))
        estimate = alpha * m * m / sum(2.0 ** -r for r in self.registers)
        if estimate <= 2.5 * m:
            zeros = self.registers.count(0)
            if zeros:
                estimate = m * math.log(m / zeros)
        return int(estimate)
