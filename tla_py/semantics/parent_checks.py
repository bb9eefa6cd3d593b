"""A state predicate (an invariant, a CONSTRAINT) on a successor whose parent satisfies it.

A conjunct reading no variable the step changed has the value it had in the parent, TRUE: only the
conjuncts reading a changed variable are evaluated. TLC's verdict and errors stay: the first one FALSE
makes the whole FALSE (those before it are TRUE); where one is not a Boolean or fails, the whole
predicate is evaluated again on the successor, in order, as without the parent.
Only for a predicate whose value is the state's alone (Check.pure).
"""

from __future__ import annotations

from collections.abc import Callable

from tla_py.errors import EvalError, SpecError
from tla_py.semantics.closures import Ctx, Fn, Unit, per_read_values
from tla_py.semantics.compile_expr import ExprCompiler
from tla_py.semantics.compiled import State
from tla_py.semantics.implied import conjunct_exprs
from tla_py.semantics.scope import Def, Scope
from tla_py.syntax import ast

Part = tuple[Fn, list, tuple[int, ...]]
"""A conjunct compiled on its own: its function, its frame and the variables (slots) it reads."""


def compiled_parts(c: ExprCompiler, d: Def, nvars: int, test: Callable[[State], bool]) -> list[Part] | None:
    """d's conjuncts compiled one by one (the whole check `test` when they all read the same variables),
    or None when every one reads every variable (nothing to skip) or one cannot be compiled alone."""
    found: list[tuple[ast.Expr, Scope]] = []
    conjunct_exprs(c, d.node.body, c.def_scope(d), found)
    reads = [sorted(c.reads_of_expr(e, sc)) for e, sc in found]
    if all(len(slots) == nvars for slots in reads):
        return None
    if all(slots == reads[0] for slots in reads):
        return [(lambda s, t, fr: test(s), [], tuple(reads[0]))]
    volatile = c.volatile
    parts: list[Part] = []
    try:
        for (e, sc), slots in zip(found, reads):
            unit = Unit()
            f = c.expr(e, sc, Ctx(unit))
            if 0 < len(slots) < nvars:  # remembered by the values it reads, as a whole check is
                f = per_read_values(f, slots)
            parts.append((f, [None] * unit.n, tuple(slots)))
    except (SpecError, EvalError):
        return None
    if c.volatile != volatile:
        return None
    return parts


def after_parent(parts: list[Part], test: Callable[[State], bool]) -> Callable[[State, State], bool]:
    """test(t) for a successor t of a state s that satisfies it, evaluating only the parts reading a
    variable whose value t does not share with s."""

    def after(s: State, t: State) -> bool:
        try:
            for f, fr, slots in parts:
                for i in slots:
                    if s[i] is not t[i]:
                        v = f(t, None, fr)
                        if v is not True:  # FALSE: the parts before it are TRUE, so the whole is FALSE
                            return False if v is False else test(t)
                        break
        except EvalError:  # the whole check's error, raised where TLC raises it
            return test(t)
        return True

    return after
