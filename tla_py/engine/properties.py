"""Temporal properties during and after the breadth-first search, as TLC checks them.

The compiler sorts each property (tla_py.semantics.temporal.plan_temporal): state predicates are
checked on the initial states ("Property P is violated by the initial state"), `[]P` on every state
like an invariant (TLC reports it as "Invariant P is violated"), `[][A]_v` on every step generated
("Action property P is violated"); the rest is liveness, decided after a complete search on the
state graph recorded here, whose node i is the i-th distinct state the search found.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from tla_py.engine.liveness import find_violation
from tla_py.engine.result import TraceStep
from tla_py.engine.storage.graph import BehaviorGraph, GraphStore, MakeColumn, mask_typecode
from tla_py.errors import EvalError, TlaError
from tla_py.semantics.angle_steps import AngleMasks
from tla_py.semantics.compiled import Action, Model, State
from tla_py.semantics.temporal import TemporalPlan, plan_temporal
from tla_py.stdlib.tlc import RUN

__all__ = ["StateGraph", "TemporalPlan", "plan_properties"]


def plan_properties(model: Model) -> tuple[TemporalPlan | None, list[str]]:
    """The model's properties sorted for checking (None when it has none), and warnings for those
    that cannot be checked yet, which are left out rather than failing the whole run."""
    compiler = getattr(model, "compiler", None)
    if not model.properties or compiler is None:
        return None, []
    fairness, props, nxt = model.fairness, model.properties, getattr(model, "next_action", None)
    split = getattr(model, "split_actions", None)
    try:
        return plan_temporal(compiler, fairness, props, model.successors, nxt, split), []
    except TlaError:
        pass
    kept, warnings = [], []
    for p in props:
        try:
            plan_temporal(compiler, fairness, [p], model.successors, nxt, split)
            kept.append(p)
        except TlaError as e:
            warnings.append(f"Warning: property {p.name} is not checked: {e.message}")
    return plan_temporal(compiler, fairness, kept, model.successors, nxt, split), warnings


def mask_of_words(words: tuple[int, ...]) -> int:
    """A mask from the words Atoms.as_words wrote."""
    return sum(w << 64 * j for j, w in enumerate(words))


def atom_count(plan: TemporalPlan) -> int:
    """How many bits a mask of the plan's atoms takes."""
    return max([*plan.state_atoms, *plan.step_atoms], default=0) + 1


class StateGraph:
    """What liveness needs of the search, recorded as it goes: per distinct state (numbered in the
    order found) its fingerprint and the bit masks of the atoms true of it and of its stuttering step;
    per step between in-model states its source, the target's fingerprint, the successor's position
    among the source's successors and the mask of its action atoms. States themselves are not kept:
    a counterexample's states are generated again from their numbers."""

    def __init__(self, plan: TemporalPlan, column: MakeColumn | None = None):
        witnessed = plan.witnessed
        self.state_atoms = [(1 << i, f) for i, f in sorted(plan.state_atoms.items()) if i not in witnessed]
        self.witnessed = [(1 << i, 1 << j, plan.state_atoms[i]) for i, j in sorted(witnessed.items())]
        steps = sorted(plan.step_atoms.items())
        self.step_atoms = [(1 << i, f) for i, f in steps]
        self.stutter_atoms = [(1 << i, f) for i, f in steps if i not in plan.angle_atoms]
        angles = [(1 << i, plan.angles[i]) for i, _ in steps if i in plan.angles]
        self.angles = AngleMasks(angles) if angles else None
        """The <<A>>_v atoms judged together per source: a lookup per step."""
        self.others = [(1 << i, f) for i, f in steps if i not in plan.angles]
        self.tests = self.others
        """The step atoms evaluated on each step from the current source."""
        self.masks: dict = {}
        self.store = GraphStore(atom_count(plan), column)
        """The columns (tla_py.engine.storage.graph), in `column`'s storage (by default in memory)."""
        self.error: EvalError | None = None
        self.unsettled: deque[State] = deque()
        """The states from number `settled` on, whose witnessed ENABLED atoms are not known yet."""
        self.settled = 0
        self.current, self.taken = -1, 0
        """The state whose steps are being recorded, and the action atoms some of them take."""

    _RECORDED = ("error", "settled", "current", "taken")

    def snapshot(self) -> dict:
        """What has been recorded so far, as data, to go on in another process. Taken between two levels:
        the states not settled yet are the next level's, which the checkpoint holds as its frontier."""
        data = {name: getattr(self, name) for name in self._RECORDED}
        data.update(self.store.columns())
        return data

    def restore(self, data: dict, frontier: Iterable[State] = ()) -> None:
        """Take over what snapshot() gave (read back from a checkpoint), in a graph of the same plan, and
        the states of the level to expand (those not settled yet, when the property needs them)."""
        for name in self._RECORDED:
            setattr(self, name, data[name])
        for name, column in self.store.columns():
            column.extend(data[name])
        self.unsettled = deque(frontier if self.witnessed else ())

    def add_state(self, f: int, s: State) -> None:
        """A new distinct state `s` with fingerprint `f`, the next number."""
        atoms = stutter = 0
        if self.error is None:
            lv, RUN.level = RUN.level, 0
            try:
                atoms = sum(m for m, test in self.state_atoms if test(s))
                stutter = sum(m for m, test in self.stutter_atoms if test(s, s))
            except EvalError as e:
                self.error = e
            RUN.level = lv
        self.store.add_state(f, atoms, stutter)
        if self.witnessed:
            self.unsettled.append(s)

    def add_step(self, i: int, p: int, f: int, s: State, t: State) -> None:
        """The step from state number i, whose p-th successor is t (fingerprint f)."""
        if i != self.current:
            self.settle(i)
            self.current, self.taken = i, 0
            if self.angles is not None and self.error is None:
                self.masks = self.angles.of(s)
                self.tests = self.others + self.angles.tested if self.angles.tested else self.others
        bits = 0
        if self.error is None and self.step_atoms:
            lv, RUN.level = RUN.level, 0
            try:
                bits = self.masks.get(t, 0) if self.masks else 0
                if self.tests:
                    bits |= sum(m for m, test in self.tests if test(s, t))
                self.taken |= bits
            except EvalError as e:
                self.error = e
            RUN.level = lv
        self.store.add_step(i, f, p, bits)

    def settle(self, upto: int) -> None:
        """Decide the witnessed ENABLED atoms of the states numbered below `upto`, all of whose steps
        are recorded: a step taking <<A>>_v shows ENABLED <<A>>_v, else it is evaluated."""
        if not self.witnessed:
            return
        lv, RUN.level = RUN.level, 0
        enabled, witnessed, unsettled = self.store.enabled, self.witnessed, self.unsettled
        while self.settled < upto:
            i, s = self.settled, unsettled.popleft()
            taken = self.taken if i == self.current else 0
            self.settled += 1
            bits = 0
            if self.error is None:
                try:
                    bits = sum(m for m, step, test in witnessed if taken & step or test(s))
                except EvalError as e:
                    self.error = e
            enabled.append(bits)
        RUN.level = lv

    def behavior_graph(self, initial: int) -> BehaviorGraph:
        """The graph over state numbers."""
        self.settle(len(self.store))
        return self.store.behavior_graph(initial)

    def find_violation(
        self, plan: TemporalPlan, initial: int, state: Callable[[int], State],
        successors: Callable[[State], list[tuple[Action, State]]],
    ) -> tuple[str, list[TraceStep], str, tuple[int, Action | None] | None] | None:
        """The first liveness property a fair behavior violates: (name, trace, trace_kind, back_to).

        `state(i)` generates state number i again; `successors` are the spec's."""
        if self.error is not None:
            raise self.error
        graph = self.behavior_graph(initial)
        known: dict[int, State] = {}
        if RUN.replay_traces:  # the report generates the behavior again as TLC does, printing what it prints
            successors = _silently(successors)

        def regenerated(i: int) -> State:
            if i not in known:
                known[i] = state(i)
            return known[i]

        for prop in plan.liveness:
            lasso = find_violation(graph, prop.negated, prop.fairness)
            if lasso is None:
                continue
            path = lasso.states

            def action(u: int, v: int) -> Action | None:
                """The action of the first step recorded from u to v."""
                e = next((e for e in range(graph.start[u], graph.start[u + 1]) if graph.dst[e] == v), None)
                return None if e is None else successors(regenerated(u))[self.store.pos[e]][0]

            trace: list[TraceStep] = [(None, regenerated(path[0]))]
            trace += [(action(u, v), regenerated(v)) for u, v in zip(path, path[1:])]
            if lasso.stuttering:
                return prop.name, trace, "stuttering", None
            back = (lasso.loop + 1, action(path[-1], path[lasso.loop]))
            return prop.name, trace, "lasso", back
        return None


def _silently(successors: Callable[[State], list[tuple[Action, State]]]) -> Callable:
    """`successors` with what the spec prints left unprinted."""
    def quiet(s: State) -> list[tuple[Action, State]]:
        out, RUN.out = RUN.out, _unprinted
        try:
            return successors(s)
        finally:
            RUN.out = out

    return quiet


def _unprinted(line: str) -> None:
    """A printed line no one sees."""


class Atoms:
    """The temporal atoms the liveness graph records (StateGraph's), evaluated where the states are;
    the first error is kept and the rest skipped, as StateGraph does."""

    def __init__(self, plan: TemporalPlan):
        g = StateGraph(plan)
        count = atom_count(plan)
        self.mask_typecode = mask_typecode(count)
        self.words = -(-count // 64)
        """64-bit words a mask takes when written word by word (past 64 atoms)."""
        self.state_atoms, self.stutter_atoms = g.state_atoms, g.stutter_atoms
        self.step_atoms, self.witnessed = g.step_atoms, g.witnessed
        self.error: tuple | None = None

    def _eval(self, f: Callable[[], int]) -> int:
        if self.error is not None:
            return 0
        lv, RUN.level = RUN.level, 0
        try:
            return f()
        except EvalError as e:
            self.error = (e.message, e.span)
            return 0
        finally:
            RUN.level = lv

    def mask_typecodes(self) -> str:
        """The typecodes a mask is written in: one machine int, or 64-bit words past 64 atoms."""
        return self.mask_typecode or "Q" * self.words

    def as_words(self, mask: int) -> tuple[int, ...]:
        """A mask as written in mask_typecodes' columns."""
        if self.mask_typecode is not None:
            return (mask,)
        return tuple(mask >> 64 * j & 0xFFFFFFFFFFFFFFFF for j in range(self.words))

    def of_state(self, s: State) -> tuple[int, int]:
        """The masks of the state atoms true of s and of the step atoms true of its stuttering."""
        return (self._eval(lambda: sum(m for m, test in self.state_atoms if test(s))),
                self._eval(lambda: sum(m for m, test in self.stutter_atoms if test(s, s))))

    def of_step(self, s: State, t: State) -> int:
        if not self.step_atoms:
            return 0
        return self._eval(lambda: sum(m for m, test in self.step_atoms if test(s, t)))

    def enabled(self, s: State, taken: int) -> int:
        """The witnessed ENABLED atoms of s, whose steps (taking the atoms `taken`) are all known."""
        return self._eval(lambda: sum(m for m, step, test in self.witnessed if taken & step or test(s)))
