"""TLC refuses an action-level formula under PROPERTY before the search (its processConfigProps)."""

from __future__ import annotations

from tla_py.errors import ConfigError, TlaError
from tla_py.semantics.compile_action import ActionCompiler
from tla_py.semantics.scope import Scope
from tla_py.semantics.temporal import TemporalCompiler, TemporalPlan, _bounded
from tla_py.syntax import ast

HEAD = (
    "The formula {n} at {p} is an action-level formula (i.e., it contains no temporal operators). Only "
    "temporal-level (or state-level) formulas are allowed under PROPERTY or PROPERTIES. "
)
SQUARE = HEAD + (
    "To check that action {n} holds in *every* step of the behavior, define a temporal property by "
    'applying the "always" temporal operator ([]) to the formula at {p} (compare page 90 of '
    "Specifying Systems at https://lamport.azurewebsites.net/tla/book.html)."
)
ANGLE = HEAD + (
    "To check that infinitely many {n} steps occur, define a temporal property by applying the "
    '"always eventually" temporal operator combination ([]<>) to the formula at {p} (compare page '
    "91 of Specifying Systems at https://lamport.azurewebsites.net/tla/book.html)."
)
OTHER = HEAD + (
    "To check that action {n} holds in *every* step of the behavior, define a temporal property: Let "
    "A be the formula at {p}; rewrite A as [][A]_v, where v is a state function (typically the tuple "
    "of variables) (compare page 90 of Specifying Systems at "
    "https://lamport.azurewebsites.net/tla/book.html)."
)


def check_property_levels(compiler: ActionCompiler, name: str, e: ast.Expr, sc: Scope) -> None:
    """Raise TLC's config error (exit 151) at the first conjunct of property `name` that is an action."""
    _walk(TemporalCompiler(compiler, TemporalPlan(), None, None, None), name, e, sc)


def _walk(tc: TemporalCompiler, name: str, e: ast.Expr, sc: Scope) -> None:
    """TLC's walk: through definitions (named by them), conjunctions and constant \\A (named by place)."""
    level = tc.c.level(e, sc)
    if level <= 1 or level > 2 and isinstance(e, ast.OpApp) and e.op == "[]" and not e.via:
        return
    if isinstance(e, ast.Label):
        return _walk(tc, name, e.expr, sc)
    if isinstance(e, ast.Let):
        return _walk(tc, name, e.body, tc.c.let_scope(e, sc, None)[0])
    items = (
        e.items
        if isinstance(e, ast.Junction) and e.kind == "/\\"
        else e.args
        if isinstance(e, ast.OpApp) and e.op == "/\\" and not e.via and sc.lookup("/\\") is None
        else None
    )
    if items is not None:
        for it in items:
            _walk(tc, it.span.place(), it, sc)
        return
    if isinstance(e, ast.Quant) and e.kind == "\\A" and _bounded(e):
        try:
            instances = tc.instances(e, sc)
        except TlaError:  # not a constant set: TLC leaves the formula to the checks after
            return None
        for inner in instances:
            _walk(tc, e.body.span.place(), e.body, inner)
        return
    body = tc.expand(e, sc)
    if body is not None:
        named = (
            e.name if isinstance(e, ast.Name) else e.op if isinstance(e, ast.OpApp) and not e.via else name
        )
        return _walk(tc, named, *body)
    if level == 2:
        text = SQUARE if isinstance(e, ast.BoxAction) else ANGLE if isinstance(e, ast.AngleAction) else OTHER
        raise ConfigError(text.format(n=name, p=e.span.place()), e.span)
