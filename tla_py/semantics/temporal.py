"""Temporal properties and fairness: TLA+ formulas turned into what the engine checks.

A property splits into conjuncts the way TLC treats them: a state predicate holds of every initial
state; `[]P` (P a state predicate) is checked on every reachable state, like an invariant; `[][A]_v` is
checked on every step; everything else (`<>`, `~>`, `[]<>`, fairness in a property, ...) goes to the
liveness checker as a tableau of its negation over atoms. The spec's own fairness (WF/SF conjuncts of
SPECIFICATION) becomes the conditions a counterexample's cycle must meet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from tla_py.errors import EvalError, SpecError
from tla_py.semantics.angle_steps import AngleSteps, enumerable
from tla_py.semantics.closures import Ctx, Unit, as_bool, iter_set
from tla_py.semantics.compile_action import ActionCompiler, SplitAction
from tla_py.semantics.mapped_steps import mapped_step_test
from tla_py.semantics.scope import Def, Lazy, OpArg, Scope, Subst, Value
from tla_py.semantics.tableau import (
    TRUE,
    Always,
    And,
    Atom,
    Eventually,
    Fairness,
    Formula,
    Not,
    Or,
    Tableau,
    leads_to,
    tableau,
)
from tla_py.syntax import ast
from tla_py.values import apply

State = tuple


@dataclass
class Liveness:
    """One property for the liveness checker: the tableau of its negation, with the spec's fairness."""

    name: str
    negated: Tableau
    fairness: list[Fairness]
    formula: Formula | None = None
    """The negated property the tableau was built from (TLC's warnings read its form)."""


@dataclass
class TemporalPlan:
    """All a run checks beyond invariants, and the atoms it must evaluate on states and steps."""

    initial: list[tuple[str, Callable[[State], bool]]] = field(default_factory=list)
    always: list[tuple[str, Callable[[State], bool]]] = field(default_factory=list)
    steps: list[tuple[str, Callable[[State, State], bool]]] = field(default_factory=list)
    liveness: list[Liveness] = field(default_factory=list)
    state_atoms: dict[int, Callable[[State], bool]] = field(default_factory=dict)
    """Atom id -> its test on a state."""
    step_atoms: dict[int, Callable[[State, State], bool]] = field(default_factory=dict)
    """Atom id -> its test on a step (s, t)."""
    angle_atoms: set[int] = field(default_factory=set)
    """The step atoms of the form <<A>>_v: false on every stuttering step, no need to evaluate."""
    witnessed: dict[int, int] = field(default_factory=dict)
    """ENABLED <<A>>_v atom id -> the <<A>>_v step atom id: a state with a successor taking <<A>>_v
    has it enabled without evaluating ENABLED."""
    angles: dict[int, AngleSteps] = field(default_factory=dict)
    """Step atom id -> its <<A>>_v judged from A's successors enumerated once per state."""


class TemporalCompiler:
    """Translates temporal formulas over a compiled spec into tableau formulas and atom tests."""

    def __init__(self, compiler: ActionCompiler, plan: TemporalPlan,
                 successors: Callable[[State], list] | None = None,
                 next_action: tuple[ast.Expr, Scope] | None = None,
                 split: list[tuple[SplitAction, object]] | None = None):
        self.c = compiler
        self.plan = plan
        if successors is not None and compiler.costs is not None:
            successors = compiler.costs.uncounted(successors)
        self.successors = successors
        self.next_action = next_action
        self.split = split or []
        """Next's actions and their Action labels, as the search's successors give them."""
        self.n = 0
        self.angles = plan.angles

    # ------------------------------------------------------------ atoms

    def _new(self, action: bool) -> Atom:
        self.n += 1
        return Atom(self.n - 1, action)

    def predicate(self, e: ast.Expr, sc: Scope, what: str) -> Callable[[State], bool]:
        unit = Unit()
        f, fr = self.c.expr(e, sc, Ctx(unit)), [None] * unit.n  # one frame, reused: never re-entered
        return lambda s: as_bool(f(s, None, fr), what, e.span)

    def step_test(self, e: ast.Expr, sc: Scope, what: str) -> Callable[[State, State], bool]:
        unit = Unit()
        f, fr = self.c.expr(e, sc, Ctx(unit)), [None] * unit.n
        return lambda s, t: as_bool(f(s, t, fr), what, e.span)

    def box_test(self, e: ast.Expr, sc: Scope) -> Callable[[State, State], bool]:
        """[A]_v of an action property: within an instance, judged on the substitutions' values once
        per mapped pair (tla_py.semantics.mapped_steps), unless -coverage counts each evaluation."""
        direct = self.step_test(e, sc, "an action property")
        mapped = None if self.c.costs is not None else mapped_step_test(self.c, e, sc, direct)
        return direct if mapped is None else mapped

    def later(self, make: Callable[[], Callable]) -> Callable:
        """make()'s function, compiled at its first call: a test the search may never need (<<A>>_v
        as a predicate, ENABLED <<A>>_v, both judged from A's successors), unless -coverage counts
        what is compiled."""
        if self.c.costs is not None:
            return make()
        made: list = []

        def call(*args):
            if not made:
                made.append(make())
            return made[0](*args)

        return call

    def state_atom(self, e: ast.Expr, sc: Scope) -> Atom:
        atom = self._new(False)
        self.plan.state_atoms[atom.id] = self.predicate(e, sc, "a temporal property")
        return atom

    def step_atom(self, e: ast.Expr, sc: Scope) -> Atom:
        atom = self._new(True)
        what = "an action of a temporal property"
        if isinstance(e, ast.AngleAction):
            self.plan.angle_atoms.add(atom.id)
            if not isinstance(e.action, ast.Bool) and enumerable(self.c, e.action, sc):
                last = getattr(self.successors, "last", None)
                self.angles[atom.id] = AngleSteps(self.c, e, sc, self.split, last)
                test = self.angles[atom.id].step_test(self.later(partial(self.step_test, e, sc, what)))
                self.plan.step_atoms[atom.id] = test
                return atom
        test = self.step_test(e, sc, what)
        self.plan.step_atoms[atom.id] = test
        return atom

    def enabled_atom(self, action: ast.Expr, sc: Scope, step: Callable[[State, State], bool],
                     known: AngleSteps | None = None) -> Atom:
        """ENABLED action, enumerated from the state; judged on the spec's own steps from the state
        when the action cannot be enumerated (its primes are expressions of a refinement mapping)."""
        atom = self._new(False)

        def compiled() -> Callable[[State, Any, Any], bool]:
            unit = Unit()
            f = self.c.enabled(action, sc, Ctx(unit), action.span)
            fr = [None] * unit.n
            return lambda s, t, _: f(s, t, fr)

        f = self.later(compiled) if known is not None else compiled()
        successors = self.successors

        def enabled(s: State) -> bool:
            if known is not None:  # s's steps were just judged from the successors of its action
                judged = known.enabled_at(s)
                if judged is not None:
                    return judged
            try:
                return f(s, None, None)
            except EvalError:
                if successors is None:
                    raise
                return any(step(s, t) for _, t in successors(s))

        self.plan.state_atoms[atom.id] = enabled
        return atom

    # ------------------------------------------------------------ formulas

    def expand(self, e: ast.Expr, sc: Scope) -> tuple[ast.Expr, Scope] | None:
        """The body a name or application stands for, with its arguments bound, or None."""
        if isinstance(e, ast.Name):
            m, args = sc.lookup(e.name), []
        elif isinstance(e, ast.OpApp) and (e.via or sc.lookup(e.op) is not None):
            m, sc2 = self.c.resolve_app(e, sc) if e.via else (sc.lookup(e.op), sc)
            args, sc = e.args, sc2 if e.via else sc
        else:
            return None
        while isinstance(m, OpArg):  # an operator argument: the operator it names
            m = m.target
        if isinstance(m, Def) and not (isinstance(e, ast.OpApp) and e.via):  # resolve_app replaced it
            o = self.c.override_of(m, sc)
            m = o if isinstance(o, Def) else m
        if isinstance(m, Def) and isinstance(m.node, ast.OpDef) and m.native is None:
            names, _ = self.c.bind_params(m.node.params, args, sc, None)
            return m.node.body, self.c.def_scope(m).child(names)
        if isinstance(m, (Lazy, Subst)):
            return m.expr, m.scope
        return None

    def conjuncts(self, e: ast.Expr, sc: Scope) -> list[tuple[ast.Expr, Scope]]:
        """The conjuncts of a temporal formula, through definitions and constant \\A."""
        return [(c, csc) for c, csc, _ in self.named_conjuncts(e, sc, "")]

    def named_conjuncts(self, e: ast.Expr, sc: Scope, name: str) -> list[tuple[ast.Expr, Scope, str]]:
        """The conjuncts of property `name`, each with the name TLC's processConfigProps gives it in
        its messages: a definition's name as it is gone through, the place of a conjunct or of a
        quantified body where the formula splits ("Action property line 9, col 17 to ... is violated")."""
        if self.c.level(e, sc) <= 1:
            return [(e, sc, self.defined_name(e, sc, name))]
        if isinstance(e, ast.Label):
            return self.named_conjuncts(e.expr, sc, name)
        if isinstance(e, ast.Let):  # TLC's processConfigProps goes through LET
            return self.named_conjuncts(e.body, self.c.let_scope(e, sc, None)[0], name)
        if isinstance(e, ast.Junction) and e.kind == "/\\":
            return [c for it in e.items for c in self.named_conjuncts(it, sc, it.span.place())]
        if isinstance(e, ast.OpApp) and e.op == "/\\" and not e.via and sc.lookup("/\\") is None:
            return [c for it in e.args for c in self.named_conjuncts(it, sc, it.span.place())]
        if isinstance(e, ast.Quant) and e.kind == "\\A" and _bounded(e):
            return [c for inner in self.instances(e, sc)
                    for c in self.named_conjuncts(e.body, inner, e.body.span.place())]
        chosen = self.constant_branch(e, sc)
        if chosen is not None:
            return self.named_conjuncts(*chosen, name) if chosen[0] is not None else []
        body = self.expand(e, sc)
        if body is not None:
            return self.named_conjuncts(*body, self.definition_name(e, sc) or name)
        return [(e, sc, name)]

    def defined_name(self, e: ast.Expr, sc: Scope, name: str) -> str:
        """The name of the last definition `e` goes through by name alone (TLC names a property
        P == Q, Q == x > 0 after Q), else `name`."""
        for _ in range(100):  # a chain of definitions, not a recursion
            op = self.definition_name(e, sc)
            body = None if op is None else self.expand(e, sc)
            if body is None:
                break
            name, (e, sc) = op, body
        return name

    def definition_name(self, e: ast.Expr, sc: Scope) -> str | None:
        """The name of the definition `e` applies (an operator parameter bound to an expression keeps
        the name it came with, as TLC's LazyValue does), or None."""
        op = _operator_name(e)
        if op is None or (isinstance(e, ast.OpApp) and e.via):
            return op
        m = sc.lookup(op)
        while isinstance(m, OpArg):
            m = m.target
        return op if isinstance(m, Def) else None

    def constant_branch(self, e: ast.Expr, sc: Scope) -> tuple[ast.Expr | None, Scope] | None:
        """`c => F` and `IF c THEN F ELSE G` with a constant c decided now, so that a fairness
        condition under a constant guard stays a fairness condition (None as the branch: TRUE)."""
        if isinstance(e, ast.If) and self.c.level(e.cond, sc) == 0:
            return (e.then if self.truth(e.cond, sc, "IF") else e.else_), sc
        if (isinstance(e, ast.OpApp) and e.op == "=>" and not e.via and sc.lookup("=>") is None
                and self.c.level(e.args[0], sc) == 0):
            return (e.args[1] if self.truth(e.args[0], sc, "=>") else None), sc
        return None

    def truth(self, e: ast.Expr, sc: Scope, what: str) -> bool:
        """The value of a constant boolean expression."""
        unit = Unit()
        return as_bool(self.c.expr(e, sc, Ctx(unit))(None, None, [None] * unit.n), what, e.span)

    def instances(self, e: ast.Quant, sc: Scope) -> list[Scope]:
        """One scope per binding of a quantifier over constant sets (temporal quantifiers expand so)."""
        scopes = [sc]
        for b in e.binders:
            unit = Unit()
            dom = self.c.expr(b.domain, sc, Ctx(unit))(None, None, [None] * unit.n)
            values = list(iter_set(dom, b.span))
            names = [b.names] if b.is_tuple else [[n] for n in b.names]
            for group in names:
                scopes = [s.child(self.bind(group, v, b.is_tuple)) for s in scopes for v in values]
        return scopes

    @staticmethod
    def bind(names: list[str], v: Any, is_tuple: bool) -> dict[str, Value]:
        if not is_tuple:
            return {names[0]: Value(v)}
        return {n: Value(apply(v, i + 1)) for i, n in enumerate(names)}

    def formula(self, e: ast.Expr, sc: Scope) -> Formula:
        """A temporal formula over atoms, for the tableau."""
        if self.c.level(e, sc) <= 1:
            return self.state_atom(e, sc)
        if isinstance(e, ast.Label):
            return self.formula(e.expr, sc)
        if isinstance(e, ast.Junction):
            parts = tuple(self.formula(it, sc) for it in e.items)
            return And(parts) if e.kind == "/\\" else Or(parts)
        if isinstance(e, ast.Fairness):
            return self.fairness_formula(e, sc)
        if isinstance(e, ast.Quant) and e.kind in ("\\A", "\\E") and _bounded(e):
            parts = tuple(self.formula(e.body, inner) for inner in self.instances(e, sc))
            return And(parts) if e.kind == "\\A" else Or(parts)
        if isinstance(e, ast.OpApp) and not e.via and sc.lookup(e.op) is None:
            f = self.operator(e, sc)
            if f is not None:
                return f
        body = self.expand(e, sc)
        if body is not None:
            return self.formula(*body)
        chosen = self.constant_branch(e, sc)
        if chosen is not None:
            return self.formula(*chosen) if chosen[0] is not None else TRUE
        if isinstance(e, ast.If) and self.c.level(e.cond, sc) == 1:  # the condition holds of the first state
            c = self.state_atom(e.cond, sc)
            return Or((And((c, self.formula(e.then, sc))), And((Not(c), self.formula(e.else_, sc)))))
        raise SpecError("This temporal formula is not supported: TLC checks [], <>, ~>, [][A]_v, <><<A>>_v, "
                        "WF, SF and their boolean combinations.", e.span)

    def operator(self, e: ast.OpApp, sc: Scope) -> Formula | None:
        op, args = e.op, e.args
        if op == "[]" and isinstance(args[0], ast.BoxAction):
            return Always(self.step_atom(args[0], sc))
        if op == "<>" and isinstance(args[0], ast.AngleAction):
            return Eventually(self.step_atom(args[0], sc))
        if op in ("[]", "<>"):
            return (Always if op == "[]" else Eventually)(self.formula(args[0], sc))
        if op == "~>":
            return leads_to(self.formula(args[0], sc), self.formula(args[1], sc))
        if op == "~":
            return Not(self.formula(args[0], sc))
        if op == "/\\":
            return And(tuple(self.formula(a, sc) for a in args))
        if op == "\\/":
            return Or(tuple(self.formula(a, sc) for a in args))
        if op == "=>":
            return Or((Not(self.formula(args[0], sc)), self.formula(args[1], sc)))
        if op == "<=>":
            a, b = self.formula(args[0], sc), self.formula(args[1], sc)
            return Or((And((a, b)), And((Not(a), Not(b)))))
        return None

    def fairness_formula(self, e: ast.Fairness, sc: Scope) -> Formula:
        """WF_v(A) = []<>~ENABLED <<A>>_v \\/ []<><<A>>_v; SF_v(A) = <>[]~ENABLED <<A>>_v \\/ []<><<A>>_v."""
        f = self.fairness_of(e, sc)
        took = Always(Eventually(f.step))
        if f.strong:
            return Or((Eventually(Always(Not(f.enabled))), took))
        return Or((Always(Eventually(Not(f.enabled))), took))

    def fairness_of(self, e: ast.Fairness, sc: Scope) -> Fairness:
        angle = ast.AngleAction(e.action, e.sub, span=e.span)
        if self.is_next(e.action, sc):  # every step the search records is a Next step: <<Next>>_v is v' # v
            step = self.step_atom(ast.AngleAction(ast.Bool(True, span=e.span), e.sub, span=e.span), sc)
        else:
            step = self.step_atom(angle, sc)
        enabled = self.enabled_atom(angle, sc, self.plan.step_atoms[step.id], self.angles.get(step.id))
        self.plan.witnessed[enabled.id] = step.id
        return Fairness(e.kind == "SF", enabled, step)

    def is_next(self, e: ast.Expr, sc: Scope) -> bool:
        """Whether e is the spec's next-state action itself (the same definition, or the same text)."""
        if self.next_action is None:
            return False
        n, nsc = self.next_action
        if e is n:
            return sc is nsc
        if isinstance(e, ast.Name) and isinstance(n, ast.Name):
            m = sc.lookup(e.name)
            return (isinstance(m, Def) and m is nsc.lookup(n.name) and m.scope is None
                    and isinstance(m.node, ast.OpDef) and not m.node.params)
        return False


def _bounded(e: ast.Quant) -> bool:
    return all(b.domain is not None for b in e.binders)


def _is_box_of_state(e: ast.Expr, c: ActionCompiler, sc: Scope) -> bool:
    return (isinstance(e, ast.OpApp) and e.op == "[]" and not e.via and len(e.args) == 1
            and not isinstance(e.args[0], ast.BoxAction) and c.level(e.args[0], sc) <= 1)


def _operator_name(e: ast.Expr, arity: int | None = None) -> str | None:
    """The operator `e` applies, named as SANY names it (`A!Spec` through an instance), or None."""
    if isinstance(e, ast.Name):
        return e.name
    if isinstance(e, ast.OpApp) and (arity is None or len(e.args) == arity):
        return "!".join([*(v for v, _ in e.via), e.op])
    return None


def plan_temporal(compiler: ActionCompiler, fairness: list[Any], properties: list[Any],
                  successors: Callable[[State], list] | None = None,
                  next_action: tuple[ast.Expr, Scope] | None = None,
                  split: list[tuple[SplitAction, object]] | None = None) -> TemporalPlan:
    """Sort the spec's fairness and the config's properties into what the engine checks, and how.

    `next_action` is the spec's next-state action, whose steps are the ones the search records, and
    `split` its actions with the labels `successors` gives them."""
    plan = TemporalPlan()
    tc = TemporalCompiler(compiler, plan, successors, next_action, split)
    conditions: list[Fairness] = []
    assumed: list[Formula] = []
    for p in fairness:
        for e, sc in tc.conjuncts(p.expr, p.scope):
            if isinstance(e, ast.Fairness):
                conditions.append(tc.fairness_of(e, sc))
            else:
                assumed.append(tc.formula(e, sc))
    for p in properties:
        rest: list[Formula] = []
        for e, sc, name in tc.named_conjuncts(p.expr, p.scope, p.name):
            lv = compiler.level(e, sc)
            if lv <= 1:
                plan.initial.append((name, tc.predicate(e, sc, "a property")))
            elif _is_box_of_state(e, compiler, sc):
                name = _operator_name(e.args[0], arity=0) or name  # []Inv: "Invariant Inv is violated"
                test = partial(tc.predicate, e.args[0], sc, "a property")
                if compiler.costs is not None:  # TLC's invariant `Action line ...`, counted under -coverage
                    plan.always.append((name, compiler.costs.rooted(("property", e.args[0].span), test)))
                else:
                    plan.always.append((name, test()))
            elif isinstance(e, ast.OpApp) and e.op == "[]" and isinstance(e.args[0], ast.BoxAction):
                plan.steps.append((name, tc.box_test(e.args[0], sc)))
            else:
                rest.append(tc.formula(e, sc))
        if rest:
            prop = And(tuple(rest)) if len(rest) > 1 else rest[0]
            negated = And((*assumed, Not(prop))) if assumed else Not(prop)
            plan.liveness.append(Liveness(p.name, tableau(negated), conditions, Not(prop)))
    return plan
