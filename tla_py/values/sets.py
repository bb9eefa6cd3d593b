"""Lazy sets: membership without enumeration; enumeration (when finite) in TLC's order."""

from __future__ import annotations

import math
import os
from collections.abc import Iterator
from itertools import combinations, product

from tla_py.errors import EvalError, JavaRuntimeError
from tla_py.values.core import (
    EMPTY_SEQ,
    PRINTER,
    Fcn,
    FcnRule,
    Interval,
    ModelValue,
    Seq,
    SetValue,
    TlaSet,
    Value,
    element_share,
    entry_share,
    fingerprint,
    function_fingerprint,
    set_fingerprint,
    tlc_sorted,
)


class _Infinite(TlaSet):
    """A named infinite set of scalars (Nat, Int, STRING)."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def is_finite(self) -> bool:
        return False

    def size(self) -> int:
        raise JavaRuntimeError(f"Attempted to compute the number of elements in the overridden value "
                               f"{self.name}.")

    def _params(self) -> tuple:
        return (self.name,)

    def sort_key(self) -> tuple:
        """TLC orders Nat before Int (its Naturals' and Integers' compareTo), here after the finite sets."""
        return (4, math.inf, ("Nat", "Int", "STRING").index(self.name))

    def __reduce__(self):
        return (_named, (self.name,))


class _Nat(_Infinite):
    __slots__ = ()

    def contains(self, v: Value) -> bool:
        return type(v) is int and v >= 0


class _Int(_Infinite):
    __slots__ = ()

    def contains(self, v: Value) -> bool:
        return type(v) is int


class _String(_Infinite):
    __slots__ = ()

    def contains(self, v: Value) -> bool:
        return type(v) is str


NAT = _Nat("Nat")
INT = _Int("Int")
STRING_SET = _String("STRING")


def _named(name: str) -> TlaSet:
    return {"Nat": NAT, "Int": INT, "STRING": STRING_SET}[name]


def _finite_or_raise(s: TlaSet, what: str) -> None:
    if not s.is_finite():
        raise EvalError(f"Attempted to enumerate {what}, which is infinite.")


class _Enumerable(TlaSet):
    """A lazy finite set whose elements, once enumerated (`__iter__`), are kept as a SetValue."""

    __slots__ = ("_set",)

    def _enumerate(self) -> Iterator[Value]:
        return iter(self)

    def to_set(self) -> SetValue:
        s = self._set
        if s is None:
            check_normalized(self)  # [S -> T] past the bound: told before 1,000,000 functions are made
            s = SetValue(self)
            check_set_size(len(s))  # before it is kept: the set prints as written, as TLC's does then
            self._set = s
        return s


MAX_SET_SIZE_ENV = "TLAPY_MAX_SET_SIZE"
TLC_MAX_SET_SIZE = 1_000_000
"""TLC's default -maxSetSize (TLCGlobals.setBound)."""

_bound = [int(os.environ.get(MAX_SET_SIZE_ENV) or TLC_MAX_SET_SIZE)]


def set_max_set_size(bound: int) -> None:
    """-maxSetSize for this process (its workers take it from MAX_SET_SIZE_ENV)."""
    os.environ[MAX_SET_SIZE_ENV] = str(bound)
    _bound[0] = bound


def max_set_size() -> int:
    """-maxSetSize of this run, which a checkpoint records (a recovered run must have the same)."""
    return _bound[0]


def check_set_size(size: int) -> None:
    """TLC's ValueVec bound: a set made in full (a lazy set normalized, as to fingerprint or compare it, or a
    set-builder's result) may have at most -maxSetSize elements; past it TLC's ValueVec throws (exit 75
    wherever it happens, as a Java exception)."""
    if size > _bound[0]:
        raise EvalError(f"Attempted to construct a set with too many elements (>{_bound[0]}).")


_REMEMBERED = frozenset({Fcn, Seq, SetValue})
"""The values whose memberships a _TypeSet remembers: those that keep their fingerprint."""


class _TypeSet(_Enumerable):
    """A set of structured values (SUBSET S, [S -> T], [a: S]) that TypeOK-like invariants test
    the same unchanged variable values against, state after state: answers are remembered by the
    value's fingerprint (as the seen set remembers states)."""

    __slots__ = ("_known", "_listed")

    LISTED = 10_000
    """Elements of a set enumerated in full kept for its next enumerations (Init's `x \\in [S -> T]`
    nested in another's loop): the same values again, their fingerprints and memberships known."""

    def __iter__(self) -> Iterator[Value]:
        listed = self._listed
        if listed is not None:
            yield from listed
            return
        out: list | None = []
        for v in self._elements():
            if out is not None:
                out.append(v)
                if len(out) > self.LISTED:
                    out = None
            yield v
        if out is not None:
            self._listed = out

    def _elements(self) -> Iterator[Value]:
        raise NotImplementedError

    def contains(self, v: Value) -> bool:
        if type(v) not in _REMEMBERED:
            return self.member(v)
        known = self._known
        if known is None:
            known = self._known = {}
        f = fingerprint(v)  # kept on the value once computed (PyPy's id() is not cheap)
        r = known.get(f)
        if r is None:
            r = self.member(v)
            if len(known) >= 4096:
                known.clear()
            known[f] = r
        return r

    def member(self, v: Value) -> bool:
        raise NotImplementedError


class SubsetSet(_TypeSet):
    """SUBSET S."""

    __slots__ = ("base",)

    def __init__(self, base: TlaSet):
        self.base = base
        self._set = self._known = self._listed = None

    def member(self, v: Value) -> bool:
        if not isinstance(v, TlaSet):
            return False
        if type(v) is SetValue or v.is_finite():
            base = self.base
            return all(base.contains(e) for e in v.to_set().elems)
        return False

    def is_finite(self) -> bool:
        return self.base.is_finite()

    def size(self) -> int:
        return 2 ** self.base.size()

    def _elements(self) -> Iterator[Value]:
        _finite_or_raise(self, "SUBSET")
        elems = list(self.base)
        for k in range(len(elems) + 1):
            for c in combinations(elems, k):
                s = SetValue(c)
                s._sorted = c
                yield s


    def _params(self) -> tuple:
        return (self.base,)

    def __reduce__(self):
        return (SubsetSet, (self.base,))


class FcnSet(_TypeSet):
    """[S -> T]."""

    __slots__ = ("dom", "rng", "_fp")

    def __init__(self, dom: TlaSet, rng: TlaSet):
        self.dom = dom
        self.rng = rng
        self._set = self._known = self._listed = self._fp = None

    def __hash__(self) -> int:
        """The fingerprint of the set made in full, composed from each argument's entry shares without
        making a function (MCBinarySearch's UNION {[1..n -> S] : n \\in 1..8} hashes 488k sequences)."""
        fp = self._fp
        if fp is None:
            if self._set is not None or not self.is_finite():
                fp = TlaSet.__hash__(self)
            else:
                check_normalized(self)  # as making it in full would
                dom = list(self.dom)
                fp = _fcn_set_fingerprint(dom, [list(map(fingerprint, self.rng))] * len(dom))
            self._fp = fp
        return fp

    def member(self, f: Value) -> bool:
        if isinstance(f, FcnRule):
            f = f.table()  # TLC's error on the size of its domain
        t = type(f)
        if t is Seq:
            if len(f.elems) != self.dom.size() or Interval(1, len(f.elems)) != self.dom:
                return False
            vals = f.elems
        elif t is Fcn:
            m = f.map
            dom = self.dom
            if len(m) != dom.size() or not all(dom.contains(k) for k in m):
                return False
            vals = m.values()
        elif type(f).__name__ == "ModelValue":  # TLC: an untyped model value is in no set of functions
            return False
        else:
            show = PRINTER[0]
            raise EvalError(f"Attempted to check if \n{show(f)}\nwhich is not a TLC function value, "
                            f"is in the set of functions:\n{show(self)}")
        rng = self.rng
        return all(rng.contains(v) for v in vals)

    def is_finite(self) -> bool:
        return self.dom.is_finite() and (self.rng.is_finite() or self.dom.size() == 0)

    def size(self) -> int:
        return self.rng.size() ** self.dom.size()

    def _elements(self) -> Iterator[Value]:
        _finite_or_raise(self, "a set of functions")
        dom = list(self.dom)
        rng = list(self.rng)
        n = len(dom)
        if n == 0:
            yield EMPTY_SEQ
            return
        if dom == list(range(1, n + 1)):
            made = map(Seq, product(rng, repeat=n))
        else:
            made = (Fcn(dict(zip(dom, vals))) for vals in product(rng, repeat=n))
        yield from _with_sums(made, dom, [self.rng] * n, [rng] * n)


    def _params(self) -> tuple:
        return (self.dom, self.rng)

    def __reduce__(self):
        return (FcnSet, (self.dom, self.rng))


_BLOCK = 4096
"""Fingerprint sums of a set's functions made at a time, at most (those of the last arguments' values)."""


def _fcn_sums(dom: list, rows: list[list[int]]) -> Iterator[int]:
    """The fingerprint sums (Seq.fp_sum, Fcn.fp_sum) of the functions with domain `dom` and the value
    of dom[i] from a set whose fingerprints are rows[i], in the order of product over the rows, without
    a function: a sum XORs one entry share per argument, so the sums over the last arguments are made a
    level at a time, then XORed with each prefix's."""
    shares = [[entry_share(fk, fr) for fr in row] for fk, row in zip(map(fingerprint, dom), rows)]
    k, count = len(dom), 1
    while k > 0 and count * len(shares[k - 1]) <= _BLOCK:
        k, count = k - 1, count * len(shares[k - 1])
    inner = [0]
    for row in shares[k:]:
        inner = [s ^ x for s in inner for x in row]
    for prefix in product(*shares[:k]):
        p = 0
        for x in prefix:
            p ^= x
        for s in inner:
            yield p ^ s


def _fcn_set_fingerprint(dom: list, rows: list[list[int]]) -> int:
    """The fingerprint of the set of those functions (a sequence's or a record's is that of a function)."""
    n, size, total = len(dom), 0, 0
    for s in _fcn_sums(dom, rows):
        total ^= element_share(function_fingerprint(n, s))
        size += 1
    return set_fingerprint(size, total)


def _with_sums(values: Iterator[Value], dom: list, sets: list[TlaSet], ranges: list[list]) -> Iterator[Value]:
    """The functions of `values`, made in product order over the ranges (the elements of `sets`), with
    their fingerprint sums set, so that hashing them loops over no entry; as made when an argument or a
    value might not be fingerprinted at no cost or risk (a lazy set's error before it is used)."""
    if math.prod(map(len, ranges)) < _SUMMED_FROM:
        return values
    rows = [_fingerprints(s, r) for s, r in zip(sets, ranges)]
    if not _SAFE.issuperset(map(type, dom)) or None in rows:
        return values
    return _summed(values, dom, rows)


_SUMMED_FROM = 256
"""Functions in a set, at least, for _with_sums to pay: making the shares and chaining the generators cost
more than they save on a small set walked anew in every state (S \\X S in a quantifier: 4x slower for 9
tuples not hashed, and 1.3x on CPython hashed), and a walk may hash none (a bound variable's parts)."""


def _summed(values: Iterator[Value], dom: list, rows: list[list[int]]) -> Iterator[Value]:
    n = len(dom)
    for f, s in zip(values, _fcn_sums(dom, rows)):
        f._sum, f._fp = s, function_fingerprint(n, s)
        yield f


_SAFE = frozenset({int, str, bool, ModelValue})


def _fingerprints(s: TlaSet, elems: list) -> list[int] | None:
    """The fingerprints of a set's elements if they cost little and cannot fail: atoms, or the elements
    of a set made in full (hashed as it was made); None otherwise."""
    if type(s) is SetValue or _SAFE.issuperset(map(type, elems)):
        return list(map(fingerprint, elems))
    return None


class RecordSet(_TypeSet):
    """[a : S, b : T]."""

    __slots__ = ("fields", "_names")

    def __init__(self, fields: dict):
        self.fields = fields
        self._names = tuple(tlc_sorted(fields))
        self._set = self._known = self._listed = None

    def member(self, r: Value) -> bool:
        if type(r) is not Fcn:
            return False
        m = r.map
        fields = self.fields
        if len(m) != len(fields):
            return False
        for k, v in m.items():
            s = fields.get(k) if type(k) is str else None
            if s is None or not s.contains(v):
                return False
        return True

    def is_finite(self) -> bool:
        return all(s.is_finite() for s in self.fields.values())

    def size(self) -> int:
        n = 1
        for s in self.fields.values():
            n *= s.size()
        return n

    def _elements(self) -> Iterator[Value]:
        _finite_or_raise(self, "a set of records")
        names = self._names
        if not names:
            yield EMPTY_SEQ
            return
        ranges = [list(self.fields[k]) for k in names]
        made = (Fcn(dict(zip(names, vals))) for vals in product(*ranges))
        yield from _with_sums(made, list(names), [self.fields[k] for k in names], ranges)


    def _params(self) -> tuple:
        return tuple((k, self.fields[k]) for k in self._names)

    def __reduce__(self):
        return (RecordSet, (self.fields,))


class Product(_Enumerable):
    """S1 \\X S2 \\X ... (tuples)."""

    __slots__ = ("factors",)

    def __init__(self, factors):
        self.factors = tuple(factors)
        self._set = None

    def contains(self, t: Value) -> bool:
        if type(t) is not Seq or len(t.elems) != len(self.factors):
            return False
        return all(s.contains(v) for s, v in zip(self.factors, t.elems))

    def is_finite(self) -> bool:
        return all(s.is_finite() for s in self.factors) or any(s.size() == 0 for s in self.factors
                                                                if s.is_finite())

    def size(self) -> int:
        n = 1
        for s in self.factors:
            n *= s.size()
        return n

    def __iter__(self) -> Iterator[Value]:
        _finite_or_raise(self, "a Cartesian product")
        ranges = [list(s) for s in self.factors]
        dom = list(range(1, len(ranges) + 1))
        yield from _with_sums(map(Seq, product(*ranges)), dom, self.factors, ranges)


    def _params(self) -> tuple:
        return self.factors

    def __reduce__(self):
        return (Product, (self.factors,))


class SeqSet(TlaSet):
    """Seq(S): infinite unless S is empty; membership only."""

    __slots__ = ("base",)

    def __init__(self, base: TlaSet):
        self.base = base

    def contains(self, s: Value) -> bool:
        if type(s) is not Seq:
            return False
        base = self.base
        return all(base.contains(v) for v in s.elems)

    def is_finite(self) -> bool:
        return False

    def size(self) -> int:
        raise EvalError("Attempted to compute the number of elements in Seq(S), an infinite set.")

    def _params(self) -> tuple:
        return (self.base,)

    def __reduce__(self):
        return (SeqSet, (self.base,))


class _Combined(TlaSet):
    """A union, intersection or difference with an infinite operand: membership only."""

    __slots__ = ("a", "b")
    op = ""

    def __init__(self, a: TlaSet, b: TlaSet):
        self.a = a
        self.b = b

    def _params(self) -> tuple:
        return (self.a, self.b)

    def __reduce__(self):
        return (type(self), (self.a, self.b))


class SetCup(_Combined):
    __slots__ = ()
    op = "\\cup"

    def contains(self, v: Value) -> bool:
        return self.a.contains(v) or self.b.contains(v)

    def is_finite(self) -> bool:
        return False


class SetCap(_Combined):
    __slots__ = ()
    op = "\\cap"

    def contains(self, v: Value) -> bool:
        return self.a.contains(v) and self.b.contains(v)

    def is_finite(self) -> bool:
        return self.a.is_finite() or self.b.is_finite()

    def __iter__(self) -> Iterator[Value]:
        return iter(self.to_set().sorted())

    def to_set(self) -> SetValue:
        fin, other = (self.a, self.b) if self.a.is_finite() else (self.b, self.a)
        out = SetValue(e for e in fin.to_set().elems if other.contains(e))
        check_set_size(len(out))  # made in full, as TLC's SetCapValue.toSetEnum
        return out


class SetDiff(_Combined):
    __slots__ = ()
    op = "\\"

    def contains(self, v: Value) -> bool:
        return self.a.contains(v) and not self.b.contains(v)

    def is_finite(self) -> bool:
        return self.a.is_finite()

    def to_set(self) -> SetValue:
        b = self.b
        out = SetValue(e for e in self.a.to_set().elems if not b.contains(e))
        check_set_size(len(out))  # made in full, as TLC's SetDiffValue.toSetEnum
        return out


_MADE_IN_FULL = frozenset({FcnSet, RecordSet, Product})


def check_normalized(s: TlaSet) -> None:
    """TLC's quantifiers, set builders and CHOOSE enumerate a set normalized: [S -> T], [a: S] and
    S \\X T are made in full first (EnumerableValue.toSetEnum), so held to -maxSetSize; SUBSET S
    and intervals are streamed."""
    if type(s) in _MADE_IN_FULL and s.is_finite():
        check_set_size(s.size())


class PredicateSet(TlaSet):
    """A set `{x \\in S : P}` kept unevaluated (TLC's SetPredValue): the compiler's FilterSet is one, since
    P is compiled code; printing and TLC's Java names know it by this class."""

    __slots__ = ()


__all__ = ["INT", "NAT", "STRING_SET", "FcnSet", "Interval", "PredicateSet", "Product", "RecordSet", "SeqSet",
           "SetCap", "SetCup", "SetDiff", "SubsetSet"]
