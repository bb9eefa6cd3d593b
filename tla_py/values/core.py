"""TLA+ values (core): immutable, hashable, canonical, with TLC's order and stable 64-bit fingerprints.

BOOLEAN values are Python bools, integers Python ints, strings Python strs. Compound values cache
their fingerprint (`__hash__` returns it) and their TLC sort key. Fingerprints of sets and functions
are order-independent XORs of their parts' shares, so EXCEPT on one key updates a function's
fingerprint in O(1). Every step stays within a signed 64-bit machine word: beyond one, PyPy's JIT
falls back to heap-allocated big integers.

This is the core; tla_py/values/__init__.py is the public API (it adds the lazy sets of
sets.py and `format_value` of printing.py).
"""

from __future__ import annotations

import hashlib
import platform
from collections.abc import Iterable, Iterator
from typing import Any

from tla_py.errors import EvalError

Value = Any

# Tags keep fingerprints of different kinds apart.
_T_SET, _T_FCN, _T_MV, _T_STR, _T_INF = 0x51, 0x52, 0x53, 0x54, 0x55
FP_TRUE = 0x6A09E667F3BCC908
FP_FALSE = 0x3C6EF372FE94F82B

# ---------------------------------------------------------------- strings: fingerprint and rank

_STR_FP: dict[str, int] = {}
_STR_RANK: dict[str, int] = {}


def _str_fp(s: str) -> int:
    """A string's fingerprint from its UTF-8 bytes (Python's str hash is randomized per process),
    62 bits so that it is a machine word."""
    fp = _STR_FP.get(s)
    if fp is None:
        fp = (int.from_bytes(hashlib.blake2b(s.encode(), digest_size=8).digest(), "little") >> 2) ^ _T_STR
        _STR_FP[s] = fp
    return fp


def intern_strings(strings: Iterable[str]) -> None:
    """Give strings TLC's order: TLC compares strings by UniqueString token, i.e. by when they
    were first interned, not by text. Measured with the real TLC: first every identifier (names
    of operators, parameters, variables, record fields, bound variables) in SANY's parse order
    (the root module's tokens in source order, then the modules it extends/instantiates as
    SANY parses them), then string literals in semantic-processing order (dependencies first,
    the root module last; source order within a module). Keywords come before all of these.

    Call this up front with strings in that order; strings never interned sort after all interned
    ones, lexicographically among themselves. Interning after sets were sorted would make cached
    orders stale, so do it only before the run.
    """
    for s in strings:
        if s not in _STR_RANK:
            _STR_RANK[s] = len(_STR_RANK)
    _KEY_ORDER.clear()
    _DOMAIN_KEY.clear()


def reset_string_order() -> None:
    """Forget interned strings (for tests and for a fresh model in the same process)."""
    _STR_RANK.clear()
    _KEY_ORDER.clear()
    _DOMAIN_KEY.clear()


def _str_key(s: str) -> tuple:
    r = _STR_RANK.get(s)
    return (3, 0, r) if r is not None else (3, 1, s)


# ---------------------------------------------------------------- model values


class ModelValue:
    """A model value: equal only to itself, interned by name, ordered as its name is among strings.

    A name `x_rest` (one character, an underscore, at least one more) gives it TLC's type x: comparing
    it with a model value of another type, or with any other kind of value, is an error in TLC."""

    __slots__ = ("name", "_fp", "typ", "__weakref__")
    _table: dict[str, ModelValue] = {}
    typed_seen = False  # no typed model value yet: sets of model values need no check for them

    def __new__(cls, name: str) -> ModelValue:
        mv = cls._table.get(name)
        if mv is None:
            mv = object.__new__(cls)
            mv.name = name
            mv._fp = hash((_T_MV, _str_fp(name)))
            mv.typ = name[0] if len(name) > 2 and name[1] == "_" else None
            if mv.typ is not None:
                ModelValue.typed_seen = True
            cls._table[name] = mv
        return mv

    def __hash__(self) -> int:
        return self._fp

    def __reduce__(self):
        return (ModelValue, (self.name,))

    def __repr__(self) -> str:
        return f"ModelValue({self.name!r})"


# ---------------------------------------------------------------- fingerprints and order


_FP_MINUS_ONE = 0x2545F4914F6CDD1D  # hash(-1) == hash(-2) in CPython: keep -1 apart


def fingerprint(v: Value) -> int:
    """A 64-bit fingerprint, equal for equal values and the same in every process."""
    t = type(v)
    if t is int:
        return v if v != -1 else _FP_MINUS_ONE
    if t is str:
        fp = _STR_FP.get(v)
        return fp if fp is not None else _str_fp(v)
    if t is bool:
        return FP_TRUE if v else FP_FALSE
    fp = getattr(v, "_fp", None)
    return fp if fp is not None else hash(v)


def state_fingerprint(state: tuple) -> int:
    """The fingerprint of a state (a tuple of variable values)."""
    return hash(tuple(map(fingerprint, state)))


def sort_key(v: Value) -> tuple:
    """A key whose Python order is TLC's order on values (cached on compound values)."""
    t = type(v)
    if t is int:
        return (2, v)
    if t is str:
        return _str_key(v)
    if t is bool:
        return (1, v)
    if t is ModelValue:
        return (0, _str_key(v.name))
    return v.sort_key()


def inserted_in_order(ordered: tuple, added) -> tuple:
    """`ordered` (values in TLC's order) with `added` inserted in their places, by binary search: a set or
    a domain grown by a few values is kept in order without sorting it anew."""
    out = list(ordered)
    for x in added:
        key, lo, hi = sort_key(x), 0, len(out)
        while lo < hi:
            mid = (lo + hi) // 2
            if sort_key(out[mid]) < key:
                lo = mid + 1
            else:
                hi = mid
        out.insert(lo, x)
    return tuple(out)


def tlc_compare(a: Value, b: Value) -> int:
    """TLC's total order: -1, 0 or 1 (model values first; sets and functions by size, then elementwise).

    Compares lazily, stopping at the first difference (symmetry reduction compares many fresh
    permuted states); agrees with `sort_key`."""
    if a is b:
        return 0
    ta = type(a)
    if ta is type(b):
        if ta is int or ta is bool:
            return -1 if a < b else (1 if a > b else 0)
        if ta is str:
            if a == b:
                return 0
            return -1 if _str_key(a) < _str_key(b) else 1
        if ta is Seq:
            return _cmp_elems(a.elems, b.elems)
        if ta is Fcn:
            return _cmp_fcn(a, b)
        if ta is SetValue:
            return _cmp_set(a, b)
        if ta is ModelValue:
            x, y = _str_key(a.name), _str_key(b.name)
            return -1 if x < y else (1 if x > y else 0)
    ka, kb = _kind(a), _kind(b)
    if ka != kb:
        return -1 if ka < kb else 1
    if ka == 4 and a.is_finite() and b.is_finite():
        return _cmp_set(a.to_set(), b.to_set())
    x, y = sort_key(a), sort_key(b)
    return -1 if x < y else (1 if x > y else 0)


def _kind(v: Value) -> int:
    t = type(v)
    if t is ModelValue:
        return 0
    if t is bool:
        return 1
    if t is int:
        return 2
    if t is str:
        return 3
    if isinstance(v, TlaSet):
        return 4
    return 5


def _cmp_elems(xs, ys) -> int:
    if len(xs) != len(ys):
        return -1 if len(xs) < len(ys) else 1
    for x, y in zip(xs, ys):
        if x is not y:
            c = tlc_compare(x, y)
            if c:
                return c
    return 0


def _cmp_set(a: SetValue, b: SetValue) -> int:
    if len(a.elems) != len(b.elems):
        return -1 if len(a.elems) < len(b.elems) else 1
    if a.elems == b.elems:
        return 0
    return _cmp_elems(a.sorted(), b.sorted())


def _cmp_fcn(a: Fcn, b: Fcn) -> int:
    if len(a.map) != len(b.map):
        return -1 if len(a.map) < len(b.map) else 1
    ka, kb = a.keys(), b.keys()
    if ka != kb:
        c = _cmp_elems(ka, kb)
        if c:
            return c
    ma, mb = a.map, b.map
    return _cmp_elems([ma[k] for k in ka], [mb[k] for k in kb])


def tlc_sorted(values: Iterable[Value]) -> list:
    """Values in TLC's order, with fast paths for all-int and all-string collections."""
    vals = list(values)
    if not vals:
        return vals
    t = type(vals[0])
    if t is int and all(type(x) is int for x in vals):
        vals.sort()
    elif t is str and all(type(x) is str for x in vals):
        vals.sort(key=_str_key if _STR_RANK else None)
    elif t is ModelValue and all(type(x) is ModelValue for x in vals):
        vals.sort(key=_mv_name)
    else:
        vals.sort(key=sort_key)
    return vals


def _mv_name(v: ModelValue) -> tuple:
    """TLC orders model values by their names' UniqueString tokens, like strings (see intern_strings)."""
    return _str_key(v.name)


_SHARE_MASK = (1 << 62) - 1
_K_LO, _K_HI = 0x4F1BBCDD, 0x2545F491  # odd, below 2^31: a 32-bit half times one stays below 2^63


def share_of(h: int) -> int:
    """A part's share of its container's fingerprint, from the (machine-word) hash of the part.
    The shares are XORed, so the order of the parts does not matter; a hash alone is nearly additive,
    so an xorshift and a multiply of each 32-bit half make the share non-linear first ({1, 4} and
    {2, 3} would collide otherwise). Seq.fp_sum and Fcn.fp_sum inline it."""
    h ^= h >> 29
    return ((h & 0xFFFFFFFF) * _K_LO ^ ((h >> 32) & 0xFFFFFFFF) * _K_HI) & _SHARE_MASK


def element_share(fp: int) -> int:
    """An element's share of its set's fingerprint."""
    return share_of(hash((fp, _T_SET)))


def entry_share(key_fp: int, value_fp: int) -> int:
    """A function entry's share of the function's fingerprint (a sequence's keys are 1..n)."""
    return share_of(hash((key_fp, value_fp)))


def function_fingerprint(size: int, shares: int) -> int:
    """The fingerprint of a function (sequence, record) of `size` entries whose shares XOR to `shares`."""
    return hash((_T_FCN, size, shares))


def set_fingerprint(size: int, shares: int) -> int:
    """The fingerprint of a set of `size` elements whose shares XOR to `shares`."""
    return hash((_T_SET, size, shares))


def xor_shares(shares: Iterable[int]) -> int:
    """The XOR of shares: a container's fingerprint sum."""
    total = 0
    for x in shares:
        total ^= x
    return total


# ---------------------------------------------------------------- sets


PRINTER: list = [repr]
"""[format_value]: the printer of values, which printing.py (above this module) puts here when it is
imported, as tla_py.values always does first, for the messages of the classes below it."""


class TlaSet:
    """A TLA+ set. Finite sets are equal by elements whatever their class."""

    __slots__ = ()

    def contains(self, v: Value) -> bool:
        raise NotImplementedError

    def __contains__(self, v: Value) -> bool:
        return self.contains(v)

    def is_finite(self) -> bool:
        return True

    def size(self) -> int:
        return len(self.to_set().elems)

    def to_set(self) -> SetValue:
        return SetValue(self._enumerate())

    def _enumerate(self) -> Iterator[Value]:
        """Elements in any order (infinite sets raise)."""
        raise self.not_enumerable()

    def not_enumerable(self) -> EvalError:
        """The error of asking this infinite set for its elements."""
        return EvalError(f"Attempted to enumerate the infinite set {self.describe()}.")

    def describe(self) -> str:
        return PRINTER[0](self)

    def __iter__(self) -> Iterator[Value]:
        if not self.is_finite():
            raise self.not_enumerable()
        return iter(self.to_set().sorted())

    def __len__(self) -> int:
        return self.size()

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, TlaSet):
            return False
        if self.is_finite() and other.is_finite():
            return self.to_set().elems == other.to_set().elems
        return self._infinite_eq(other)

    def _infinite_eq(self, other: TlaSet) -> bool:
        if type(self) is type(other) and self._params() == other._params():
            return True
        raise EvalError(f"TLC cannot compare the infinite sets {self.describe()} and {other.describe()}.")

    def _params(self) -> tuple:
        return ()

    def __hash__(self) -> int:
        if self.is_finite():
            return hash(self.to_set())
        return hash((_T_INF, _str_fp(type(self).__name__), tuple(map(fingerprint, self._params()))))

    def sort_key(self) -> tuple:
        return self.to_set().sort_key()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.describe()}>"


class SetValue(TlaSet):
    """A finite enumerated set: a frozenset inside, TLC order computed once. A set grown by a few elements
    from one whose order and fingerprint are known (a successor's `msgs \\cup {m}`) gets its fingerprint
    from that one's at once and keeps the order and the elements (_grown) until its own order is asked for:
    most successors are not new, and only a new one is walked."""

    __slots__ = ("elems", "_sorted", "_fp", "_key", "_sum", "_grown")

    def __init__(self, elems: Iterable[Value] = ()):
        self.elems = elems if type(elems) is frozenset else frozenset(elems)
        self._sorted = self._fp = self._key = self._sum = self._grown = None

    def contains(self, v: Value) -> bool:
        return v in self.elems

    def __contains__(self, v: Value) -> bool:
        return v in self.elems

    def size(self) -> int:
        return len(self.elems)

    def __len__(self) -> int:
        return len(self.elems)

    def to_set(self) -> SetValue:
        return self

    def _enumerate(self) -> Iterator[Value]:
        return iter(self.elems)

    def sorted(self) -> tuple:
        """The elements in TLC's order."""
        s = self._sorted
        if s is None:
            grown = self._grown
            if grown is not None:
                self._grown = None
                s = self._sorted = inserted_in_order(*grown)
            else:
                s = self._sorted = tuple(tlc_sorted(self.elems))
        return s

    def grown_by(self, added: frozenset, elems: frozenset) -> SetValue:
        """This set with `added` (elements not in it), whose union `elems` is: its fingerprint from this
        one's sum and its order from this one's when they are known."""
        out = SetValue(elems)
        total = self._sum
        if total is not None:
            for x in added:
                total ^= element_share(fingerprint(x))
            out._sum = total
        if len(added) <= _INSERTED and (self._sorted is not None or self._grown is not None):
            out._grown = (self.sorted(), added)
        return out

    def __iter__(self) -> Iterator[Value]:
        return iter(self.sorted())

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is SetValue:
            return self.elems == other.elems
        return TlaSet.__eq__(self, other)

    def __hash__(self) -> int:
        fp = self._fp
        if fp is None:
            shares = self._sum
            if shares is None:
                shares = self._sum = xor_shares(map(element_share, map(fingerprint, self.elems)))
            fp = self._fp = set_fingerprint(len(self.elems), shares)
        return fp

    def sort_key(self) -> tuple:
        k = self._key
        if k is None:
            k = self._key = (4, len(self.elems), tuple(sorted(map(sort_key, self.elems))))
        return k

    def __reduce__(self):
        return (SetValue, (self.elems,))


_INSERTED = 4
"""Elements a grown set adds to one whose order is known, at most, for that order to be kept."""

EMPTY_SET = SetValue(frozenset())
BOOLEAN_SET = SetValue((False, True))


class Interval(TlaSet):
    """lo..hi, never enumerated for membership."""

    __slots__ = ("lo", "hi", "_set")

    def __init__(self, lo: int, hi: int):
        self.lo = lo
        self.hi = hi
        self._set = None

    def contains(self, v: Value) -> bool:
        return type(v) is int and self.lo <= v <= self.hi

    __contains__ = contains

    def size(self) -> int:
        return max(0, self.hi - self.lo + 1)

    __len__ = size

    def to_set(self) -> SetValue:
        s = self._set
        if s is None:
            s = self._set = SetValue(range(self.lo, self.hi + 1))
            s._sorted = tuple(range(self.lo, self.hi + 1))
        return s

    def _enumerate(self) -> Iterator[Value]:
        return iter(range(self.lo, self.hi + 1))

    def __iter__(self) -> Iterator[Value]:
        return iter(range(self.lo, self.hi + 1))

    def __eq__(self, other: object) -> bool:
        if type(other) is Interval:
            if self.size() == 0 or other.size() == 0:
                return self.size() == other.size()
            return self.lo == other.lo and self.hi == other.hi
        return TlaSet.__eq__(self, other)

    def __hash__(self) -> int:
        return hash(self.to_set())

    def __reduce__(self):
        return (Interval, (self.lo, self.hi))


# ---------------------------------------------------------------- functions

_SEQ_DOM_KEYS: list[tuple] = [()]


def _seq_dom_key(n: int) -> tuple:
    while len(_SEQ_DOM_KEYS) <= n:
        m = len(_SEQ_DOM_KEYS)
        _SEQ_DOM_KEYS.append(_SEQ_DOM_KEYS[-1] + ((2, m),))
    return _SEQ_DOM_KEYS[n]


_ATOMS = frozenset((int, str, bool, ModelValue))
_ATOM_TUPLE_SUMS: dict[tuple, int] = {}
"""(element types, elements) of a short tuple of atoms -> its Seq.fp_sum: a tuple made afresh to ask a set
about it (MCVoting's <<b, v>> \\in votes[a]) is hashed at once, and the sum is a loop of Python."""
_MEMO_ATOM_TUPLES = platform.python_implementation() != "PyPy"
"""Only CPython looks sums up in _ATOM_TUPLE_SUMS: there the look-up takes 0.6 of the loop's time, on PyPy,
whose JIT compiles the loop, 3.4 times it (hashing <<b, v>> for an int b and a model value v)."""


class Seq:
    """A sequence or tuple: the function on 1..n (the only representation of such functions)."""

    __slots__ = ("elems", "_sum", "_fp", "_key")

    def __init__(self, elems: Iterable[Value] = ()):
        self.elems = elems if type(elems) is tuple else tuple(elems)
        self._sum = self._fp = self._key = None

    def __len__(self) -> int:
        return len(self.elems)

    def __iter__(self) -> Iterator[Value]:
        return iter(self.elems)

    def __eq__(self, other: object) -> bool:
        return self is other or (type(other) is Seq and self.elems == other.elems)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def fp_sum(self) -> int:
        s = self._sum
        if s is None:
            elems = self.elems
            key = None
            if len(elems) <= 4 and _MEMO_ATOM_TUPLES:
                types = tuple(map(type, elems))
                if _ATOMS.issuperset(types):  # of one type each, atoms are equal only when identical
                    key = (types, elems)
                    s = _ATOM_TUPLE_SUMS.get(key)
            if s is None:
                s = 0
                for i, e in enumerate(elems, 1):
                    h = hash((i, fingerprint(e)))
                    h ^= h >> 29  # share_of inlined
                    s ^= ((h & 0xFFFFFFFF) * _K_LO ^ ((h >> 32) & 0xFFFFFFFF) * _K_HI) & _SHARE_MASK
                if key is not None:
                    if len(_ATOM_TUPLE_SUMS) >= 1 << 16:
                        _ATOM_TUPLE_SUMS.clear()
                    _ATOM_TUPLE_SUMS[key] = s
            self._sum = s
        return s

    def __hash__(self) -> int:
        fp = self._fp
        if fp is None:
            fp = self._fp = hash((_T_FCN, len(self.elems), self.fp_sum()))
        return fp

    def sort_key(self) -> tuple:
        k = self._key
        if k is None:
            n = len(self.elems)
            k = self._key = (5, n, _seq_dom_key(n), tuple(map(sort_key, self.elems)))
        return k

    def __reduce__(self):
        return (Seq, (self.elems,))

    def __repr__(self) -> str:
        return f"Seq({self.elems!r})"


EMPTY_SEQ = Seq(())


_KEY_ORDER: dict[tuple, tuple] = {}
"""(type of the first key, domain in insertion order) -> domain in TLC's order (cleared when the
string order changes); only domains of strings, numbers and model values, which records and functions
over constants share: a domain of compound values (a bag of messages) rarely recurs, and keeping it
would keep its values alive."""
_SHARED_KEY_TYPES = (str, int, bool, ModelValue)

_DOMAIN_KEY: dict[int, tuple[tuple, tuple]] = {}
"""id of a domain in TLC's order -> (that domain, its sort key): one shared key tuple per domain,
so comparing the keys of two records compares their domains by identity."""


def _domain_key(ks: tuple) -> tuple:
    entry = _DOMAIN_KEY.get(id(ks))
    if entry is None or entry[0] is not ks:
        if len(_DOMAIN_KEY) >= 100_000:
            _DOMAIN_KEY.clear()
        entry = _DOMAIN_KEY[id(ks)] = (ks, tuple(map(sort_key, ks)))
    return entry[1]


class Fcn:
    """A function with a finite domain that is not 1..n (records are Fcns with str keys)."""

    __slots__ = ("map", "_sum", "_fp", "_key", "_dom", "_keys")

    def __init__(self, mapping: dict):
        self.map = mapping
        self._sum = self._fp = self._key = self._dom = self._keys = None

    def __len__(self) -> int:
        return len(self.map)

    def __eq__(self, other: object) -> bool:
        return self is other or (type(other) is Fcn and self.map == other.map)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def fp_sum(self) -> int:
        s = self._sum
        if s is None:
            total = 0
            fp = fingerprint
            for k, v in self.map.items():
                h = hash((fp(k), v if type(v) is int and v != -1 else fp(v)))
                h ^= h >> 29  # share_of inlined
                total ^= ((h & 0xFFFFFFFF) * _K_LO ^ ((h >> 32) & 0xFFFFFFFF) * _K_HI) & _SHARE_MASK
            s = self._sum = total
        return s

    def __hash__(self) -> int:
        fp = self._fp
        if fp is None:
            fp = self._fp = hash((_T_FCN, len(self.map), self.fp_sum()))
        return fp

    def keys(self) -> tuple:
        """The domain in TLC's order (functions built alike share their domain: memoized by it)."""
        ks = self._keys
        if ks is None and self._dom is not None:
            ks = self._keys = self._dom._sorted  # the same order, when known
        if ks is None:
            raw = tuple(self.map)
            first = type(raw[0]) if raw else None
            if first in _SHARED_KEY_TYPES:
                memo_key = (first, raw)  # 0 == False: keep BOOLEAN and 0..1 apart
                ks = _KEY_ORDER.get(memo_key)
                if ks is None:
                    ks = tuple(tlc_sorted(raw))
                    if len(_KEY_ORDER) >= 100_000:
                        _KEY_ORDER.clear()
                    _KEY_ORDER[memo_key] = ks
            else:
                ks = tuple(tlc_sorted(raw))
            self._keys = ks
            if self._dom is not None:
                self._dom._sorted = ks
        return ks

    def sort_key(self) -> tuple:
        k = self._key
        if k is None:
            ks = self.keys()
            m = self.map
            k = self._key = (5, len(ks), _domain_key(ks), tuple([sort_key(m[x]) for x in ks]))
        return k

    def is_record(self) -> bool:
        return all(type(k) is str for k in self.map)

    def __reduce__(self):
        return (Fcn, (self.map,))

    def __repr__(self) -> str:
        return f"Fcn({self.map!r})"


class FcnRule:
    """A function TLC keeps as a rule, not a table (its domain is infinite): applied point by point;
    the concrete class is tla_py.values.lazyfcn.LazyFcn."""

    __slots__ = ()

    def apply_to(self, x: Value) -> Value:
        raise NotImplementedError

    def domain(self) -> TlaSet:
        raise NotImplementedError

    def except_at(self, key: Value, value: Value) -> Value:
        raise NotImplementedError

    def table(self) -> Seq | Fcn:
        """The function as a table, or TLC's error for an infinite domain."""
        raise NotImplementedError

    def describe(self) -> str:
        """The function as TLC prints it."""
        raise NotImplementedError


def make_fcn(pairs: dict | Iterable[tuple[Value, Value]]) -> Seq | Fcn:
    """The canonical function for a mapping: a Seq when the domain is exactly 1..n."""
    m = pairs if type(pairs) is dict else dict(pairs)
    n = len(m)
    if n == 0:
        return EMPTY_SEQ
    if 1 in m and n in m and all(type(k) is int for k in m):
        # n distinct ints containing 1 and n, all within 1..n iff min/max fit
        if min(m) == 1 and max(m) == n:
            return Seq(tuple(m[i] for i in range(1, n + 1)))
    return Fcn(m)


make_record = make_fcn


def is_fcn(v: Value) -> bool:
    t = type(v)
    return t is Fcn or t is Seq
