"""Applying functions, DOMAIN and EXCEPT, with TLC's messages for a value outside the domain or not a
function: above the printer, the Java names and cross-kind equality those messages need."""

from __future__ import annotations

from tla_py.errors import EvalError
from tla_py.values.comparable import check_unequal
from tla_py.values.core import (
    Fcn,
    FcnRule,
    Interval,
    ModelValue,
    Seq,
    SetValue,
    TlaSet,
    Value,
    entry_share,
    fingerprint,
    inserted_in_order,
    make_fcn,
    share_of,
    tlc_sorted,
)
from tla_py.values.javanames import kind_text
from tla_py.values.printing import format_value
from tla_py.values.sets import Product

_fmt = format_value


RECURSIVE_TABLES: dict[int, tuple] = {}
"""id -> (table, domain, arity) of the last tables recursive functions gave as whole values: TLC keeps
such a function as its rule (FcnLambdaValue), and words its application outside the domain so."""


def recursive_table(v: Value, dom: TlaSet, arity: int) -> Value:
    """v, noted as the table of a recursive function (the last 256 are kept)."""
    if len(RECURSIVE_TABLES) >= 256:
        RECURSIVE_TABLES.pop(next(iter(RECURSIVE_TABLES)))
    RECURSIVE_TABLES[id(v)] = (v, dom, arity)
    return v


def _outside_rule(f: Value, x: Value) -> None:
    """TLC's error for a recursive function's table applied outside its domain (see recursive_table)."""
    hit = RECURSIVE_TABLES.get(id(f))
    if hit is not None and hit[0] is f:
        raise EvalError(outside_domain(_fmt(f), hit[1], hit[2], x))


def apply(f: Value, x: Value) -> Value:
    """f[x], with TLC's message outside the domain."""
    t = type(f)
    if t is Seq:
        if type(x) is int and 0 < x <= len(f.elems):
            return f.elems[x - 1]
        if type(x) is Seq and len(x.elems) == 1:  # f[<<i>>] for a one-argument function
            return apply(f, x.elems[0])
        _outside_rule(f, x)
        raise EvalError(
            f"Attempted to access index {_fmt(x)} of tuple\n{_fmt(f)}\nwhich is out of bounds."
            if type(x) is int
            else f"Attempted to apply tuple\n{_fmt(f)}\nto integer {_fmt(x)} which is out of domain."
        )
    if t is Fcn:
        try:
            return f.map[x]
        except KeyError:
            pass
        except TypeError:
            pass
        if type(x) is ModelValue and x.typ is not None:  # TLC asks each argument in the domain to equal x
            for k in tlc_sorted(f.map):
                check_unequal(k, x)
        _outside_rule(f, x)
        raise EvalError(
            f"Attempted to apply function:\n{_fmt(f)}\nto argument {_fmt(x)}, "
            "which is not in the domain of the function."
        )
    if isinstance(f, FcnRule):
        return f.apply_to(x)
    raise EvalError(f"A non-function ({kind_text(f)}) was applied as a function.")


def field(r: Value, name: str) -> Value:
    """r.name for a record; TLC applies any other function to the string name."""
    if type(r) is Fcn:
        v = r.map.get(name, _MISSING)
        if v is not _MISSING:
            return v
        if r.is_record():
            raise EvalError(f'Attempted to select nonexistent field "{name}" from the record\n{_fmt(r)}')
        return apply(r, name)
    if type(r) is Seq:
        return apply(r, name)
    if isinstance(r, FcnRule):
        r.table()  # TLC makes it a record first, and fails on the size of its domain
    raise EvalError(f'Attempted to select field "{name}" from a non-record value {_fmt(r)}')


_MISSING = object()


def domain(f: Value) -> TlaSet:
    """DOMAIN f."""
    t = type(f)
    if t is Seq:
        return Interval(1, len(f.elems))
    if t is Fcn:
        d = f._dom
        if d is None:
            d = f._dom = SetValue(frozenset(f.map))
            d._sorted = f._keys  # the same order, when known
        return d
    if isinstance(f, FcnRule):
        return f.domain()
    raise EvalError(f"Attempted to apply the operator DOMAIN to a non-function\n({kind_text(f)})")


def except_at(f: Value, key: Value, value: Value) -> Value:
    """[f EXCEPT ![key] = value]; a key outside the domain leaves f unchanged (as TLC does)."""
    t = type(f)
    if t is Seq:
        elems = f.elems
        if type(key) is not int or not 0 < key <= len(elems):
            return f
        old = elems[key - 1]
        if old is value:
            return f
        g = Seq(elems[: key - 1] + (value,) + elems[key:])
        s = f._sum
        if s is not None:  # update the parent's fingerprint sum in O(1)
            ho, hn = hash((key, fingerprint(old))), hash((key, fingerprint(value)))
            g._sum = s ^ share_of(ho) ^ share_of(hn)
        return g
    if t is Fcn:
        m = f.map
        old = m.get(key, _MISSING)
        if old is _MISSING:
            return f
        if old is value:
            return f
        nm = m.copy()
        nm[key] = value
        g = Fcn(nm)
        g._keys, g._dom = f._keys, f._dom  # same domain
        s = f._sum
        if s is not None:  # update the parent's fingerprint sum in O(1)
            fk = fingerprint(key)
            ho, hn = hash((fk, fingerprint(old))), hash((fk, fingerprint(value)))
            g._sum = s ^ share_of(ho) ^ share_of(hn)
        return g
    if isinstance(f, FcnRule):
        return f.except_at(key, value)
    raise EvalError(f"Attempted to apply EXCEPT to the non-function\n{_fmt(f)}")


def extend_fcn(f: Fcn, extra: dict) -> Value:
    """f @@ extra: f with the entries of `extra` outside its domain. A bag of messages grows a message
    at a time, so f's fingerprint sum and its domain in TLC's order, when known, are extended in
    place of being recomputed (the new keys inserted, not the whole domain re-sorted)."""
    m = f.map
    added = [k for k in extra if k not in m]
    if not added:
        return f
    out = dict(extra)
    out.update(m)
    g = make_fcn(out)
    if type(g) is not Fcn:
        return g
    s = f._sum
    if s is not None:
        for k in added:
            s ^= entry_share(fingerprint(k), fingerprint(extra[k]))
        g._sum = s
    ks = f._keys
    if ks is None and f._dom is not None:
        ks = f._dom._sorted
    if ks is not None:
        g._keys = inserted_in_order(ks, added)
    return g


def fcn_items(f: Value) -> list[tuple[Value, Value]]:
    """The (key, value) pairs of a function in TLC's domain order."""
    if type(f) is Seq:
        return list(enumerate(f.elems, 1))
    if type(f) is Fcn:
        m = f.map
        return [(k, m[k]) for k in f.keys()]
    if isinstance(f, FcnRule):
        return fcn_items(f.table())
    raise EvalError(f"Expected a function, found\n{_fmt(f)}")


def as_fcn_dict(f: Value) -> dict:
    """A function as a dict key -> value (a fresh dict for a Seq)."""
    if type(f) is Fcn:
        return f.map
    if type(f) is Seq:
        return dict(enumerate(f.elems, 1))
    if isinstance(f, FcnRule):
        return as_fcn_dict(f.table())
    raise EvalError(f"Expected a function, found\n{_fmt(f)}")


def outside_domain(shown: str, dom: TlaSet, arity: int, x: Value) -> str:
    """TLC's message for a function applied outside its domain."""
    if arity == 1:
        return (
            f"In applying the function\n{shown},\nthe first argument is:\n{format_value(x)}\n"
            "which is not in its domain."
        )
    parts = x.elems if type(x) is Seq else ()
    factors = dom.factors if isinstance(dom, Product) else ()
    if len(parts) == len(factors) == arity:
        for i, (p, s) in enumerate(zip(parts, factors), 1):
            if not s.contains(p):
                return (
                    f"In applying the function\n{shown},\nthe argument number {i} is:\n"
                    f"{format_value(p)}\nwhich is not in the function's domain ({format_value(dom)})."
                )
    return (
        f"In applying the function\n{shown},\nthe argument is:\n{format_value(x)}\n"
        "which is not in its domain."
    )
