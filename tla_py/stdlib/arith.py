"""Natives of Naturals, Integers and Reals: TLC's 32-bit integers, an overflow an error as in TLC."""

from __future__ import annotations

import operator
from collections.abc import Callable

from tla_py.errors import JavaRuntimeError, ModuleEvalError
from tla_py.values import Interval, Value
from tla_py.values.javanames import java_class
from tla_py.values.printing import format_value
from tla_py.values.sets import INT, NAT

_ORD = ["first", "second"]
INT_MIN = -(2**31)
INT_MAX = 2**31 - 1


def in_range(r: int, how: str) -> int:
    """r, or TLC's error when r does not fit in TLC's 32-bit integers (`how` shows the computation)."""
    if INT_MIN <= r <= INT_MAX:
        return r
    raise ModuleEvalError(f"Overflow when computing {how}")


def _int(op: str, i: int, v: Value) -> int:
    if type(v) is not int:
        raise ModuleEvalError(
            f"The {_ORD[i]} argument of {op} should be an integer, but instead it is:\n{format_value(v)}"
        )
    return v


def _ints(method: str, *args: Value, returns: str = "IntValue") -> None:
    """TLC's Integers natives take IntValues: another value fails Java's cast, reported as such."""
    for v in args:
        if type(v) is not int:
            params = ",".join(["tlc2.value.impl.IntValue"] * len(args))
            cast = f"Cannot cast tlc2.value.impl.{java_class(v)} to tlc2.value.impl.IntValue"
            signature = f"tlc2.value.impl.{returns} tlc2.module.Integers.{method}({params})"
            raise JavaRuntimeError(cast).inside(signature)


def plus(a: Value, b: Value) -> int:
    if type(a) is not int or type(b) is not int:
        _ints("Plus", a, b)
    r = a + b
    return r if INT_MIN <= r <= INT_MAX else in_range(r, f"{a}+{b}")


def minus(a: Value, b: Value) -> int:
    if type(a) is not int or type(b) is not int:
        _ints("Minus", a, b)
    r = a - b
    return r if INT_MIN <= r <= INT_MAX else in_range(r, f"{a}-{b}")


def times(a: Value, b: Value) -> int:
    if type(a) is not int or type(b) is not int:
        _ints("Times", a, b)
    r = a * b
    return r if INT_MIN <= r <= INT_MAX else in_range(r, f"{a}*{b}")


def power(a: Value, b: Value) -> int:
    _ints("Expt", a, b)
    if b < 0:
        raise ModuleEvalError(f"Trying to raise {a} to the negative power {b}.")
    if a == 0 and b == 0:
        raise ModuleEvalError("0^0 is undefined.")
    if abs(a) > 1 and b > 32:
        raise ModuleEvalError(f"Overflow when computing {a}^{b}")
    return in_range(a**b, f"{a}^{b}")


def div(a: Value, b: Value) -> int:
    """a \\div b: floor division, as TLC."""
    _ints("Divide", a, b)
    if b == 0:
        raise ModuleEvalError("The second argument of \\div is 0.")
    return in_range(a // b, f"{a} \\div {b}")


def mod(a: Value, b: Value) -> int:
    """a % b: TLC requires b > 0 and returns a value in 0..b-1."""
    _ints("Mod", a, b)
    if b <= 0:
        raise ModuleEvalError(f"The second argument of % should be a positive number, but instead it is:\n"
                              f"{b}")
    return a % b


def _cmp(op: str, f: Callable[[int, int], bool]) -> Callable[[Value, Value], bool]:
    def compare(a: Value, b: Value) -> bool:
        if type(a) is int and type(b) is int:
            return f(a, b)
        return f(_int(op, 0, a), _int(op, 1, b))

    compare.__name__ = f"cmp{op}"
    return compare


def interval(a: Value, b: Value) -> Interval:
    if type(a) is not int or type(b) is not int:
        _ints("DotDot", a, b, returns="IntervalValue")
    return Interval(a, b)


def negate(a: Value) -> int:
    _ints("Neg", a)
    return -a if a != INT_MIN else in_range(-a, f"-{a}")


def real_divide(a: Value, b: Value) -> Value:
    raise ModuleEvalError("TLC does not handle real numbers (a / b).")


NATURALS: dict[str, Callable] = {
    "Nat": lambda: NAT,
    "+": plus,
    "-": minus,
    "*": times,
    "^": power,
    "\\div": div,
    "%": mod,
    "<": _cmp("<", operator.lt),
    ">": _cmp(">", operator.gt),
    "<=": _cmp("<=", operator.le),
    ">=": _cmp(">=", operator.ge),
    "..": interval,
}

INTEGERS: dict[str, Callable] = {**NATURALS, "Int": lambda: INT, "-.": negate}

REALS: dict[str, Callable] = {**INTEGERS, "/": real_divide}
