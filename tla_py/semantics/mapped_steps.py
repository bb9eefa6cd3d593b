"""`[][A]_v` of an instance (a refinement: `V!Spec` where `V == INSTANCE M WITH x <- e`), judged on
the values the substitutions give the instance's variables.

Inside the instance, A and v read the spec's state only through the substituted variables (its
constants being constant expressions), so the step (s, t) takes [A]_v exactly when the step between
the mapped states, each variable's substitution evaluated on s and on t, does. Many steps map to the
same pair (a step of the implementation the mapping hides is a stuttering step of the instance), so
the verdict is remembered by the mapped pair's fingerprints and A is evaluated once per distinct pair,
where TLC evaluates it (its \\E over every binding, false on a hidden step) on each step. An A that
prints, draws, reads registers or takes ENABLED keeps the direct evaluation; an error on the mapped
pair is met again on the step itself, evaluated as written, for TLC's message.
"""

from __future__ import annotations

from collections.abc import Callable

from tla_py.errors import EvalError, SpecError
from tla_py.semantics.angle_steps import calls_effects
from tla_py.semantics.closures import Ctx, Unit
from tla_py.semantics.compile_action import ActionCompiler
from tla_py.semantics.scope import Meaning, ModuleEnv, Scope, Subst, SVar
from tla_py.syntax import ast
from tla_py.values import fingerprint

State = tuple
StepTest = Callable[[State, State], bool]

_LIMIT = 1 << 16
"""Verdicts remembered at most; past it the memory starts again."""


def mapped_step_test(c: ActionCompiler, e: ast.Expr, sc: Scope, direct: StepTest) -> StepTest | None:
    """[A]_v (the BoxAction e in the instance scope sc) judged once per mapped pair of states, with
    `direct`, e evaluated as written, for the steps where that fails; None when e does not qualify."""
    own = _own_variables(c, e, sc)
    if own is None:
        return None
    unit = Unit()
    try:
        names = [ast.Name(v, span=e.span) for v in own.variables]
        subs = [c.expr(x, sc, Ctx(unit)) for x in names]
        box = c.expr(e, sc.rerooted(own), Ctx(unit))
        reads = sorted(set().union(*(c.reads_of_expr(x, sc) for x in names)))
    except (EvalError, SpecError):
        return None
    fr: list = [None] * unit.n
    memo: dict[tuple, bool] = {}
    last: list = [None, None]  # the last source and its mapped values with their fingerprints

    def mapped(s: State) -> tuple[tuple, tuple]:
        values = tuple([g(s, None, fr) for g in subs])
        return values, tuple([fingerprint(x) for x in values])

    def test(s: State, t: State) -> bool:
        try:
            if s is not last[0]:
                last[1] = mapped(s)
                last[0] = s
            ms = last[1]
            # a step that leaves what the substitutions read as it was maps to the source's values
            mt = ms if reads and all(t[i] is s[i] for i in reads) else mapped(t)
            key = (ms[1], mt[1])
            v = memo.get(key)
            if v is None:
                v = box(s + ms[0], t + mt[0], fr)
                if v is not True and v is not False:
                    return direct(s, t)
                if len(memo) >= _LIMIT:
                    memo.clear()
                memo[key] = v
            return v
        except EvalError:
            last[0] = None
            return direct(s, t)

    return test


def _own_variables(c: ActionCompiler, e: ast.Expr, sc: Scope):
    """The instance's environment with its variables made state variables after the spec's,
    when e is a BoxAction of an instance whose constants are constant expressions and e, through what
    it calls, has no effects and no ENABLED (which would prime the instance's variables anew)."""
    env = sc.env
    if not isinstance(e, ast.BoxAction) or not env.variables or not env.copy:
        return None
    meant = [env.defs.get(n) for n in env.variables]
    if len(meant) == c.nvars and all(isinstance(m, SVar) and m.index == i for i, m in enumerate(meant)):
        return None  # the spec's own variables: nothing two steps could share
    try:
        for name in env.variables:
            if c.level(ast.Name(name, span=e.span), sc) > 1:
                return None
        for name in env.constants:
            m = env.defs.get(name)
            if isinstance(m, Subst) and c.level(m.expr, m.scope) > 0:
                return None
    except (EvalError, SpecError):
        return None
    if calls_effects(c, e, sc, frozenset({"ENABLED"})):
        return None
    return _instance_of_own(c, env)


def _instance_of_own(c: ActionCompiler, env: ModuleEnv) -> ModuleEnv:
    """env again, each of its VARIABLEs (substituted, or meaning the spec's name of the same name) a
    state variable numbered after the spec's, in order, its other declarations as they are."""
    own = {n: i for i, n in enumerate(env.variables, c.nvars)}
    kept = dict(env.defs)

    def decl(kind: str, name: str, arity: int, span: ast.Span) -> Meaning:
        if kind == "variable":
            return SVar(name, own[name], span)
        return kept[name]

    return c.loader.instantiate(env.module, decl, env.cacheable, copy=True)
