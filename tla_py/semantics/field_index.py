"""`\\E x \\in S : x.f = e /\\ P` (or `f[x] = e` for S = DOMAIN f) walks only S's elements whose field f
(whose value in f) equals e, grouped by that value once per set (function) value and kept for the next
uses: a state's actions scan one bag of messages many times (BookKeeper's timeouts per bookie, earliest
message per type), and a function's DOMAIN is shared by the functions EXCEPT makes from it.

An element whose first conjunct x.f = e is FALSE makes the body FALSE without evaluating the rest, so
skipping it changes nothing, provided the test cannot fail: the groups answer only when every element is
a record with field f (is in f's domain) whose value there is an integer, string, Boolean or untyped
model value, all of one type and of e's type. Otherwise the plain loop runs (TLC's errors in TLC's
order). The matching elements come in S's order (TLC's, which an action's \\E yields successors in).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tla_py.errors import EvalError
from tla_py.semantics.closures import Fn
from tla_py.semantics.scope import Bound, ConstCell, Def, Lazy, Scope, SVar, Value
from tla_py.syntax import ast
from tla_py.values import Fcn, ModelValue, SetValue

Matcher = Callable[[Any, Any, Any, list], "tuple | None"]
"""(S's value, s, t, fr) -> S's elements that pass the first test, or None for the plain loop."""

KEY_TYPES = (int, str, bool, ModelValue)
"""The values grouped by: Python's == and hash answer for them as TLC's = within one type."""

NOT_GROUPED = (None, None)
"""The groups of a set some element of which has no value of KEY_TYPES, or one of another type."""

_KEPT: dict[tuple, tuple] = {}
"""(id of a set or function, field name or None) -> (that value, its groups): the last few, for the scans
of one state's actions and of its successors' (held here, not on the values, which the queue holds)."""

_KEEP = 64


def _grouped(d: SetValue, value_of: Callable[[Any], Any]) -> tuple[type | None, dict | None]:
    """(the values' type, value -> d's elements with it in TLC's order), or NOT_GROUPED (also for elements
    TLC cannot order: the plain loop's walk reports that, if it is in TLC's order)."""
    try:
        ordered = d.sorted()
    except EvalError:
        return NOT_GROUPED
    groups: dict[Any, list] = {}
    kind = None
    for x in ordered:
        v = value_of(x)
        tv = type(v)
        if tv is not kind:
            if kind is not None or tv not in KEY_TYPES:
                return NOT_GROUPED
            kind = tv
        if tv is ModelValue and v.typ is not None:
            return NOT_GROUPED
        g = groups.get(v)
        if g is None:
            groups[v] = [x]
        else:
            g.append(x)
    return kind, {v: tuple(g) for v, g in groups.items()}


def _field_of(name: str) -> Callable[[Any], Any]:
    def value_of(x: Any) -> Any:
        return x.map.get(name, NOT_GROUPED) if type(x) is Fcn else NOT_GROUPED

    return value_of


_ONCE = (None, None)
"""The groups of a value scanned once so far: the plain loop, cheaper than grouping for a set made to be
scanned once (ReadStatus's `\\E msg \\in c.read_responses \\union {msg} : msg.code = OK`)."""


def _groups(holder: Any, key: Any, d: SetValue, value_of: Callable[[Any], Any]) -> tuple:
    """holder's groups by value_of, grouped at its second use."""
    entry = _KEPT.get((id(holder), key))
    if entry is None or entry[0] is not holder:
        if len(_KEPT) >= _KEEP:
            _KEPT.clear()
        _KEPT[(id(holder), key)] = (holder, _ONCE)
        return _ONCE
    groups = entry[1]
    if groups is _ONCE:
        groups = _grouped(d, value_of)
        _KEPT[(id(holder), key)] = (holder, groups)
    return groups


def _answer(kind: type | None, groups: dict | None, w: Any) -> tuple | None:
    if groups is None or type(w) is not kind or (kind is ModelValue and w.typ is not None):
        return None
    return groups.get(w, ())


def by_field(name: str, want: Fn) -> Matcher:
    """x.name = want: want is evaluated only for a non-empty set whose groups answer."""
    value_of = _field_of(name)

    def match(d: Any, s: Any, t: Any, fr: list) -> tuple | None:
        if type(d) is not SetValue or not d.elems:
            return None
        kind, groups = _groups(d, name, d, value_of)
        return None if groups is None else _answer(kind, groups, want(s, t, fr))

    return match


def by_value(fn: Fn, want: Fn) -> Matcher:
    """f[x] = want for S the very DOMAIN f (f's value is evaluated once, as often before the loop as in it:
    it does not read x)."""

    def match(d: Any, s: Any, t: Any, fr: list) -> tuple | None:
        if type(d) is not SetValue or not d.elems:
            return None
        f = fn(s, t, fr)
        if type(f) is not Fcn or f._dom is not d:
            return None
        kind, groups = _groups(f, None, d, f.map.__getitem__)
        return None if groups is None else _answer(kind, groups, want(s, t, fr))

    return match


def first_test(comp: Any, body: ast.Expr, sc: Scope, slot: int, cx: Any) -> Matcher | None:
    """The matcher when body's first conjunct, through user operators, is x.f = e or f[x] = e (or e = ...)
    with x the binder in `slot`, f and e side-effect-free expressions that do not read x."""
    e = body
    for _ in range(50):
        if isinstance(e, ast.Label):
            e = e.expr
        elif isinstance(e, ast.Junction) and e.kind == "/\\" and e.items:
            e = e.items[0]
        elif isinstance(e, (ast.OpApp, ast.Name)):
            nxt = _unfolded(comp, e, sc)
            if nxt is None:
                break
            e, sc = nxt
        else:
            break
    if not (isinstance(e, ast.OpApp) and e.op == "=" and not e.via and len(e.args) == 2) \
            or sc.lookup("=") is not None:
        return None
    for lhs, rhs in (e.args, reversed(e.args)):
        if not _independent(comp, rhs, sc, slot, cx, 0):
            continue
        if isinstance(lhs, ast.Field) and comp.slot_of(lhs.expr, sc, cx) == slot:
            return by_field(lhs.name, comp.expr(rhs, sc, cx))
        if isinstance(lhs, ast.FnApp) and len(lhs.args) == 1 and comp.slot_of(lhs.args[0], sc, cx) == slot \
                and _independent(comp, lhs.fn, sc, slot, cx, 0):
            return by_value(comp.expr(lhs.fn, sc, cx), comp.expr(rhs, sc, cx))
    return None


def _unfolded(comp: Any, e: ast.OpApp | ast.Name, sc: Scope) -> tuple[ast.Expr, Scope] | None:
    """A conjunction's first item, or a user operator's body with its parameters bound; None otherwise."""
    if isinstance(e, ast.OpApp):
        if e.via:
            return None
        m = sc.lookup(e.op)
        if m is None:
            return (e.args[0], sc) if e.op == "/\\" and e.args else None
        m = comp.resolve(e.op, sc, e.span)
        args = e.args
    else:
        m, args = sc.lookup(e.name), []
        if m is None:
            return None
        m = comp.resolve(e.name, sc, e.span)
    if not (isinstance(m, Def) and isinstance(m.node, ast.OpDef) and m.native is None and not m.recursive
            and len(m.node.params) == len(args) and not any(p.arity for p in m.node.params)):
        return None
    names = {p.name: comp.arg_meaning(p, a, sc, None) for p, a in zip(m.node.params, args)}
    return m.node.body, comp.def_scope(m).child(names)


def _independent(comp: Any, e: ast.Expr, sc: Scope, slot: int, cx: Any, depth: int) -> bool:
    """Whether e is names, literals, fields and function applications only, none reading the binder."""
    if depth > 20:
        return False
    if isinstance(e, (ast.Number, ast.String, ast.Bool)):
        return True
    if isinstance(e, ast.Field):
        return _independent(comp, e.expr, sc, slot, cx, depth + 1)
    if isinstance(e, ast.FnApp):
        return all(_independent(comp, x, sc, slot, cx, depth + 1) for x in (e.fn, *e.args))
    if isinstance(e, ast.OpApp) and e.op == "-." and not e.via and len(e.args) == 1:  # -1
        m = sc.lookup(e.op)
        return (m is None or isinstance(m, Def) and m.native is not None) \
            and _independent(comp, e.args[0], sc, slot, cx, depth + 1)
    if not isinstance(e, ast.Name):
        return False
    m = sc.lookup(e.name)
    if isinstance(m, Bound):
        return m.slot != slot
    if isinstance(m, Lazy):
        return _independent(comp, m.expr, m.scope, slot, cx, depth + 1)
    if isinstance(m, ConstCell):
        return m.override is None and m.arity == 0
    if isinstance(m, SVar):
        return not cx.primed and not cx.init
    return isinstance(m, Value)
