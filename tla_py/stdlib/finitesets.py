"""Natives of FiniteSets, FiniteSetsExt, Folds and Functions (same results as their TLA+ definitions)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from tla_py.errors import EvalError, ModuleEvalError
from tla_py.stdlib.arith import plus, times
from tla_py.values import (
    EMPTY_SET,
    SetValue,
    TlaSet,
    Value,
    apply,
    domain,
    fcn_items,
    is_fcn,
    make_fcn,
)
from tla_py.values.ops import as_set, big_union, cardinality
from tla_py.values.printing import format_value
from tla_py.values.sets import FcnSet


def is_finite_set(s: Value) -> bool:
    return as_set(s).is_finite()


FINITE_SETS: dict[str, Callable] = {"IsFiniteSet": is_finite_set, "Cardinality": cardinality}


# ---------------------------------------------------------------- Folds


def map_then_fold_set(op: Callable, base: Value, f: Callable, choose: Callable, s: Value) -> Value:
    """op(f(x1), op(f(x2), ... op(f(xn), base))) where x1 = choose(S), x2 = choose(S \\ {x1}), ..."""
    rest = set(as_set(s).to_set().elems)
    order = []
    while rest:
        x = choose(SetValue(frozenset(rest)))
        rest.discard(x)
        order.append(x)
    acc = base
    for x in reversed(order):
        acc = op(f(x), acc)
    return acc


def _fold_sorted(op: Callable, base: Value, xs, f: Callable = lambda x: x) -> Value:
    """TLC's Java FoldSet/FoldFunction: op(f(xn), ... op(f(x2), op(f(x1), base))), x1 least in TLC's order."""
    acc = base
    for x in xs:
        acc = op(f(x), acc)
    return acc


FOLDS: dict[str, Callable] = {"MapThenFoldSet": map_then_fold_set}


# ---------------------------------------------------------------- FiniteSetsExt


def _ints(s: Value, op: str) -> list[int]:
    xs = list(as_set(s))
    for x in xs:
        if type(x) is not int:
            raise ModuleEvalError(f"{op} expects a set of integers, but it contains {format_value(x)}")
    return xs


def fold_set(op: Callable, base: Value, s: Value) -> Value:
    return _fold_sorted(op, base, as_set(s))


def max_of(s: Value) -> Value:
    xs = _ints(s, "Max")
    if not xs:
        raise _no_choice()
    return max(xs)


def min_of(s: Value) -> Value:
    xs = _ints(s, "Min")
    if not xs:
        raise _no_choice()
    return min(xs)


def _no_choice() -> EvalError:
    """The error of FiniteSetsExt's Max and Min of {}: their CHOOSE has nothing to choose from."""
    return EvalError("Attempted to compute the value of an expression of form\n"
                     "CHOOSE x \\in S: P, but no element of S satisfied P.")


def k_subset(k: Value, s: Value) -> SetValue:
    elems = tuple(as_set(s))
    return SetValue(SetValue(c) for c in combinations(elems, k))


def choices(sets: Value) -> SetValue:
    ts = as_set(sets)
    out = set()
    for f in FcnSet(ts, big_union(ts)):
        if all(fv in t for t, fv in fcn_items(f)):
            out.add(range_of(f))
    return SetValue(out)


def choose_unique(s: Value, p: Callable) -> Value:
    xs = [x for x in as_set(s) if p(x)]
    if len(xs) != 1:
        raise EvalError("Attempted to compute the value of an expression of the form\n"
                        "CHOOSE x \\in S: P, but no element of S satisfied P.")
    return xs[0]


def _fold_ints(op: Callable[[int, int], int], base: int, s: Value, name: str) -> int:
    """op(xn, ... op(x1, base)) over the set's integers in TLC's order, with TLC's 32-bit overflow check."""
    acc = base
    for x in sorted(_ints(s, name)):
        acc = op(x, acc)
    return acc


def map_then_sum_set(op: Callable, s: Value) -> int:
    """op(x1) + (op(x2) + ... + 0), each sum checked against TLC's 32-bit range."""
    acc = 0
    for x in as_set(s):
        acc = plus(op(x), acc)
    return acc


FINITE_SETS_EXT: dict[str, Callable] = {
    "FoldSet": fold_set,
    "ReduceSet": lambda op, s, acc: fold_set(op, acc, s),
    "SumSet": lambda s: _fold_ints(plus, 0, s, "SumSet"),
    "ProductSet": lambda s: _fold_ints(times, 1, s, "ProductSet"),
    "MapThenSumSet": map_then_sum_set,
    "FlattenSet": big_union,
    "SymDiff": lambda a, b: SetValue(as_set(a).to_set().elems ^ as_set(b).to_set().elems),
    "Quantify": lambda s, p: sum(1 for x in as_set(s) if p(x)),
    "kSubset": k_subset,
    "Max": max_of,
    "Min": min_of,
    "Choices": choices,
    "ChooseUnique": choose_unique,
}


# ---------------------------------------------------------------- Functions


def _fcn(f: Value, op: str) -> Value:
    if not is_fcn(f):
        raise ModuleEvalError(f"The argument of {op} should be a function, but instead it is:"
                              f"\n{format_value(f)}")
    return f


def restrict(f: Value, s: Value) -> Value:
    return make_fcn({x: apply(f, x) for x in as_set(s)})


def range_of(f: Value) -> SetValue:
    domain(f)  # Range(f) is {f[x] : x \in DOMAIN f}: a non-function fails there
    return SetValue(v for _, v in fcn_items(f))


def is_restriction(narrow: Value, wide: Value) -> bool:
    dn, dw = domain(narrow), domain(wide)
    return all(dw.contains(x) for x in dn) and all(
        apply(narrow, x) == apply(wide, x) for x in dn if dw.contains(x))


def inverse(f: Value, s: Value, t: Value) -> Value:
    rng = range_of(f)
    ss = tuple(as_set(s))
    out = {}
    for y in as_set(t):
        for x in ss:
            if y not in rng or apply(f, x) == y:
                out[y] = x
                break
        else:
            raise EvalError("Attempted to compute the value of an expression of the form\n"
                            "CHOOSE x \\in S: P, but no element of S satisfied P.")
    return make_fcn(out)


def is_injective(f: Value) -> bool:
    domain(f)  # its definition quantifies over DOMAIN f
    vals = [v for _, v in fcn_items(f)]
    return len(set(vals)) == len(vals)


def injection(s: Value, t: Value) -> SetValue:
    return SetValue(f for f in FcnSet(as_set(s), as_set(t)) if is_injective(f))


def surjection(s: Value, t: Value) -> SetValue:
    tt = as_set(t).to_set().elems
    return SetValue(f for f in FcnSet(as_set(s), as_set(t)) if range_of(f).elems >= tt)


def bijection(s: Value, t: Value) -> SetValue:
    return SetValue(injection(s, t).elems & surjection(s, t).elems)


def fold_function(op: Callable, base: Value, f: Value) -> Value:
    return _fold_sorted(op, base, (v for _, v in fcn_items(_fcn(f, "FoldFunction"))))


def fold_function_on_set(op: Callable, base: Value, f: Value, indices: Value) -> Value:
    return _fold_sorted(op, base, as_set(indices), lambda i: apply(f, i))


def _sizes(s: Value, t: Value) -> tuple[int, int]:
    return as_set(s).size(), as_set(t).size()


FUNCTIONS: dict[str, Callable] = {
    "Restrict": restrict,
    "RestrictDomain": lambda f, test: restrict(f, SetValue(x for x in domain(f) if test(x))),
    "RestrictValues": lambda f, test: restrict(f, SetValue(x for x in domain(f) if test(apply(f, x)))),
    "IsRestriction": is_restriction,
    "Range": range_of,
    "Pointwise": lambda f, g, op: make_fcn({x: op(apply(f, x), apply(g, x)) for x in domain(f)}),
    "Inverse": inverse,
    "AntiFunction": lambda f: inverse(f, domain(f), range_of(f)),
    "IsInjective": is_injective,
    "Injection": injection,
    "Surjection": surjection,
    "Bijection": bijection,
    "ExistsInjection": lambda s, t: (lambda a, b: a <= b)(*_sizes(s, t)),
    "ExistsSurjection": lambda s, t: (lambda a, b: a >= b and (b > 0 or a == 0))(*_sizes(s, t)),
    "ExistsBijection": lambda s, t: (lambda a, b: a == b)(*_sizes(s, t)),
    "FoldFunction": fold_function,
    "FoldFunctionOnSet": fold_function_on_set,
}

__all__ = ["EMPTY_SET", "FINITE_SETS", "FINITE_SETS_EXT", "FOLDS", "FUNCTIONS", "TlaSet", "range_of"]
