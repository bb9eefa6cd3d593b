"""TLC's equality and membership across kinds of values: comparing an integer with a string, a set with a
function, ... is an error in TLC, not FALSE (tlc2/value/impl/*Value.java `equals` and `member`).

An (untyped) model value is the exception: it is unequal to every other value and a member of no set
of integers or strings, without an error. tlapy's `==` answers FALSE across kinds; these functions
are called only once it has, so the common, equal case costs nothing more.
"""

from __future__ import annotations

from tla_py.errors import EvalError, ModuleEvalError
from tla_py.values.core import Fcn, Interval, ModelValue, Seq, SetValue, TlaSet, Value
from tla_py.values.printing import format_value
from tla_py.values.sets import INT, NAT, STRING_SET, FcnSet, Product, RecordSet, SeqSet

_SCALARS = {int: "integer", str: "string", bool: "boolean"}
SCALARS = frozenset((int, str, bool, ModelValue))
"""Types whose values Python compares as TLC does, when both sides have the same one."""


def _kind(v: Value) -> str | None:
    """The kind TLC's equals tells apart; None for a model value or a value tlapy does not know."""
    t = type(v)
    if t in _SCALARS:
        return _SCALARS[t]
    if t is Seq or t is Fcn:
        return "function"
    if isinstance(v, TlaSet):
        return "set"
    return None


def _equality_error(a: Value, b: Value) -> EvalError:
    """TLC's words, which depend on the kind of the left operand."""
    ta, sa, sb = type(a), format_value(a), format_value(b)
    if ta is bool:
        return EvalError(f"Attempted to compare equality of boolean {sa} with non-boolean:\n{sb}")
    if ta in _SCALARS:
        what = _SCALARS[ta]
        return EvalError(f"Attempted to check equality of {what} {sa} with non-{what}:\n{sb}")
    if ta is Fcn and a.is_record():
        return EvalError(f"Attempted to check equality of record:\n{sa}\nwith non-record\n{sb}")
    if ta is Seq or ta is Fcn:
        return EvalError(f"Attempted to check equality of the function {sa} with the value:\n{sb}")
    return EvalError(f"Attempted to check equality of the set {sa} with the value:\n{sb}")


def _typed_model_value_error(a: Value, b: Value) -> EvalError | None:
    """TLC's error comparing a with b when either is a typed model value (ModelValue.equals and
    modelValueEquals), None when TLC may compare them."""
    ta, tb = type(a), type(b)
    if ta is ModelValue and a.typ is not None:
        if tb is not ModelValue:
            return EvalError(f"Attempted to check equality of typed model value {a.name} and "
                                   f"non-model value\n{format_value(b)}")
        if b.typ is not None and b.typ != a.typ:
            return EvalError(f"Attempted to check equality of the differently-typed model values "
                                   f"{a.name} and {b.name}")
    elif tb is ModelValue and b.typ is not None and ta is not ModelValue:
        return EvalError(f"Attempted to check equality of the typed model value {b.name} and "
                               f"the non-model value\n{format_value(a)}")
    return None


def check_unequal(a: Value, b: Value) -> None:
    """Raise TLC's error where TLC cannot compare a with b (Python found them unequal, or TRUE and 1)."""
    ta = type(a)
    if ta is ModelValue or type(b) is ModelValue:
        error = _typed_model_value_error(a, b)
        if error is not None:
            raise error
        return
    if ta is type(b):
        _check_parts(a, b)
        return
    ka, kb = _kind(a), _kind(b)
    if ka is not None and kb is not None and ka != kb:
        raise _equality_error(a, b)


def _check_parts(a: Value, b: Value) -> None:
    """Two unequal values of one type: the first pair of parts TLC would compare, if they are unequal."""
    ta = type(a)
    if ta is SetValue:  # elementwise, once sorted; sets of different sizes are simply unequal
        if len(a.elems) == len(b.elems) and a.elems:
            x, y = next(iter(a.elems)), next(iter(b.elems))
            if type(x) is not type(y):
                check_unequal(a.sorted()[0], b.sorted()[0])
            elif type(x) is ModelValue and ModelValue.typed_seen:
                pair = next(((x, y) for x, y in zip(a.sorted(), b.sorted()) if x is not y), None)
                if pair is not None:
                    check_unequal(*pair)
    elif ta is Seq:  # the elements in order, up to the first unequal pair
        if len(a.elems) == len(b.elems):
            pair = next(((x, y) for x, y in zip(a.elems, b.elems) if x != y), None)
            if pair is not None:
                check_unequal(*pair)
    elif ta is Fcn and a.map.keys() == b.map.keys():  # the domains first, then the values in order
        key = next((k for k in a.keys() if a.map[k] != b.map[k]), None)
        if key is not None:
            check_unequal(a.map[key], b.map[key])


def check_member(x: Value, s: SetValue) -> bool:
    """True, once Python found x in s; but Python finds TRUE in {1}, which TLC cannot compare."""
    if type(x) is ModelValue:
        return True
    if type(x) is bool or (type(x) is int and 0 <= x <= 1):
        some = next(iter(s.elems))
        if type(some) is not type(x) and type(some) in (bool, int):
            raise _equality_error(s.sorted()[0], x)
    return True


def tlc_eq(a: Value, b: Value) -> bool:
    """a = b as TLC decides it."""
    if type(a) is type(b):
        if a == b:
            return True
        if type(a) not in SCALARS:
            _check_parts(a, b)
        elif type(a) is ModelValue:
            check_unequal(a, b)
        return False
    check_unequal(a, b)  # of different types: unequal, or equal only to Python (TRUE == 1)
    return a == b


def tlc_neq(a: Value, b: Value) -> bool:
    """a # b as TLC decides it."""
    return not tlc_eq(a, b)


def check_non_member(x: Value, s: TlaSet) -> None:
    """Raise TLC's error if TLC could not have found x (already known not in s) outside s."""
    if type(x) is ModelValue:
        if x.typ is not None:
            _check_typed_non_member(x, s)
        return
    if type(s) is SetValue:
        if s.elems:
            some = next(iter(s.elems))
            if type(some) is not type(x) and _kind(some) is not None and _kind(x) is not None \
                    and _kind(some) != _kind(x):
                first = next(e for e in s.sorted() if _kind(e) != _kind(x))
                raise _equality_error(first, x)  # TLC's SetEnumValue asks each element to equal x
        return
    if type(s) is Interval:
        if type(x) is not int and s.lo <= s.hi:
            raise EvalError(f"Attempted to check if the value:\n{format_value(x)}\n"
                            f"is in the integer interval {format_value(s)}")
        return
    if s is NAT or s is INT or s is STRING_SET:
        kind = _kind(x)
        if kind is not None and kind != ("string" if s is STRING_SET else "integer"):
            raise ModuleEvalError(f"Attempted to check if the value:\n{format_value(x)}\n"
                                  f"is an element of {s.name}.")


def _check_typed_non_member(x: ModelValue, s: TlaSet) -> None:
    """Raise TLC's error if TLC could not have found the typed model value x outside s: each element of an
    enumerated set is asked to equal x; sets of other values refuse it (ModelValue.modelValueMember)."""
    if type(s) is SetValue:
        for e in s.sorted():
            check_unequal(e, x)
        return
    if type(s) is Interval:
        if s.lo <= s.hi:
            raise EvalError(f"Attempted to check if the value:\n{x.name}\nis in the integer interval "
                            f"{format_value(s)}")
        return
    if s is NAT or s is INT or s is STRING_SET or type(s) in (SeqSet, FcnSet, RecordSet, Product):
        raise EvalError(f"Attempted to check if the typed model value {x.name} is an element of\n"
                        f"{format_value(s)}")
