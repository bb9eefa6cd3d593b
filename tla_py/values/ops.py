"""Set operators of the compiler and the natives: \\cup, \\cap, \\, \\subseteq, SUBSET, UNION, \\X, \\in."""

from __future__ import annotations

from collections.abc import Iterable

from tla_py.errors import EvalError, JavaRuntimeError, ModuleEvalError
from tla_py.values import (
    EMPTY_SET,
    Interval,
    ModelValue,
    SetValue,
    TlaSet,
    Value,
    apply,
    domain,
    field,
)
from tla_py.values.comparable import check_member, check_non_member
from tla_py.values.printing import format_value
from tla_py.values.sets import (
    FcnSet,
    Product,
    RecordSet,
    SetCap,
    SetCup,
    SetDiff,
    SubsetSet,
    check_normalized,
    check_set_size,
)


def as_set(v: Value) -> TlaSet:
    """v as a set, or TLC's error for a non-set."""
    if isinstance(v, TlaSet):
        return v
    raise EvalError(f"Attempted to use the non-set value {format_value(v)} as a set.")


def _elems(s: TlaSet) -> frozenset:
    return s.elems if type(s) is SetValue else s.to_set().elems


def _made(elems: frozenset) -> SetValue:
    """A union's, intersection's or difference's result, which TLC makes in full when it is used
    (SetCupValue.toSetEnum ...): held to -maxSetSize."""
    check_set_size(len(elems))
    return SetValue(elems)


def union(a: Value, b: Value) -> TlaSet:
    """a \\cup b."""
    a, b = as_set(a), as_set(b)
    if a.is_finite() and b.is_finite():
        ea, eb = _elems(a), _elems(b)
        if not eb or eb <= ea:
            return a if type(a) is SetValue else SetValue(ea)
        elems = ea | eb
        check_set_size(len(elems))
        if type(a) is SetValue and (a._sorted is not None or a._grown is not None or a._sum is not None):
            return a.grown_by(eb - ea, elems)
        return SetValue(elems)
    return SetCup(a, b)


def intersect(a: Value, b: Value) -> TlaSet:
    """a \\cap b."""
    a, b = as_set(a), as_set(b)
    if a.is_finite() and b.is_finite():
        return _made(_elems(a) & _elems(b))
    if a.is_finite() or b.is_finite():
        return SetCap(a, b).to_set()
    return SetCap(a, b)


def difference(a: Value, b: Value) -> TlaSet:
    """a \\ b."""
    a, b = as_set(a), as_set(b)
    if a.is_finite():
        ea = _elems(a)
        if b.is_finite():
            return _made(ea - _elems(b))
        return _made(frozenset(e for e in ea if not b.contains(e)))
    return SetDiff(a, b)


def subseteq(a: Value, b: Value) -> bool:
    """a \\subseteq b (a must be finite, as in TLC)."""
    a, b = as_set(a), as_set(b)
    if type(a) is SetValue and type(b) is SetValue:
        return a.elems <= b.elems
    if not a.is_finite():
        if a == b:
            return True
        raise EvalError(f"Attempted to check whether the infinite set {format_value(a)} is a subset.")
    return all(b.contains(e) for e in _elems(a))


def member(x: Value, s: Value) -> bool:
    """x \\in s; an error where TLC cannot compare x with the elements of s."""
    if type(s) is SetValue:
        elems = s.elems
        if x in elems:  # Python finds TRUE in {1}: only 0, 1 and Booleans need a second look
            return type(x) is not bool and (type(x) is not int or x > 1 or x < 0) or check_member(x, s)
        if elems and type(next(iter(elems))) is type(x) and type(x) is not ModelValue:
            return False  # check_non_member's quick case, without the call
    else:
        s = as_set(s)
        if s.contains(x):
            return True
    check_non_member(x, s)
    return False


def not_member(x: Value, s: Value) -> bool:
    """x \\notin s."""
    return not member(x, s)


def powerset(s: Value) -> TlaSet:
    """SUBSET s (lazy)."""
    return SubsetSet(as_set(s))


def big_union(s: Value) -> TlaSet:
    """UNION s; s is walked as stored, not in TLC's order (sorting huge element sets is costly)."""
    acc: set = set()
    for x in _elems(as_set(s)):
        acc.update(_members(as_set(x)))
    return _made(frozenset(acc)) if acc else EMPTY_SET


_STREAMED = (FcnSet, RecordSet, Product)


def _members(s: TlaSet) -> Iterable[Value]:
    """The elements of a finite set, for UNION: [S -> T], [a: S] and S \\X T are walked, not made as sets
    first (which their own to_set would keep), but held to -maxSetSize as making them would be."""
    if type(s) in _STREAMED and s._set is None:
        check_normalized(s)
        return iter(s)
    return _elems(s)


def cartesian(*factors: Value) -> TlaSet:
    """S1 \\X S2 \\X ... (lazy)."""
    return Product([as_set(f) for f in factors])


def interval(lo: Value, hi: Value) -> Interval:
    """lo..hi."""
    if type(lo) is not int or type(hi) is not int:
        raise EvalError(
            f"Attempted to form an interval from non-integers {format_value(lo)} and {format_value(hi)}."
        )
    return Interval(lo, hi)


CARDINALITY = "tlc2.value.impl.IntValue tlc2.module.FiniteSets.Cardinality(tlc2.value.impl.Value)"


def cardinality(s: Value) -> int:
    """Cardinality(s)."""
    if not isinstance(s, TlaSet):
        raise ModuleEvalError(f"Attempted to compute cardinality of the value\n{format_value(s)}")
    if not s.is_finite():
        error = s.not_enumerable()
        if isinstance(error, JavaRuntimeError):  # a filter over Nat: TLC's Cardinality asks for its elements
            raise error.inside(CARDINALITY)
        raise EvalError(f"Attempted to compute the cardinality of the infinite set {format_value(s)}.")
    n = s.size()
    if n > 2**31 - 1:  # TLC's integers are 32-bit; each kind of set words its overflow its own way
        if type(s) is Interval:
            why = ("Size of interval value exceeds the maximum representable size (32bits): "
                   f"{format_value(s)}.")
        elif type(s) is Product:
            why = f"Overflow when computing the number of elements in ({_unexpanded(s)})"
        else:
            why = f"Overflow when computing the number of elements in:\n{_unexpanded(s)}"
        raise JavaRuntimeError(why).inside(CARDINALITY)  # TLC's Assert.fail inside its Java Cardinality
    return n


def _unexpanded(s: TlaSet) -> str:
    """A set too large to count, as TLC prints it: by its constructor, its elements never listed."""
    t = type(s)
    if t is SubsetSet:
        base = format_value(s.base)
        return f"SUBSET ({base})" if type(s.base) is Interval else f"SUBSET {base}"
    if t is FcnSet:
        return f"[{format_value(s.dom)} -> {format_value(s.rng)}]"
    if t is RecordSet:
        return "[" + ", ".join(f"{k}: {format_value(v)}" for k, v in s.fields.items()) + "]"
    if t is Product:
        return " \\X ".join(format_value(f) for f in s.factors)
    return format_value(s)


__all__ = ["apply", "as_set", "big_union", "cardinality", "cartesian", "difference", "domain", "field",
           "interval", "intersect", "member", "not_member", "powerset", "subseteq", "union"]
