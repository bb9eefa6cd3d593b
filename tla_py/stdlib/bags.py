"""Natives of Bags and BagsExt: a bag is a function from its elements to positive counts."""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from tla_py.errors import ModuleEvalError
from tla_py.values import EMPTY_SEQ, SetValue, Value, as_fcn_dict, domain, is_fcn, make_fcn
from tla_py.values.ops import as_set
from tla_py.values.printing import format_value


def _bag(b: Value) -> dict:
    if not is_fcn(b):
        raise ModuleEvalError(f"Expected a bag (a function), but found:\n{format_value(b)}")
    return as_fcn_dict(b)


def is_a_bag(b: Value) -> bool:
    return is_fcn(b) and all(type(n) is int and n > 0 for n in _bag(b).values())


def bag_plus(a: Value, b: Value) -> Value:
    out = dict(_bag(a))
    for k, n in _bag(b).items():
        out[k] = _int32(out.get(k, 0) + n)
    return make_fcn(out)


def _int32(n: int) -> int:
    """n as Java's int arithmetic leaves it: TLC's Bags override adds copies without an overflow check."""
    return (n + 2**31) % 2**32 - 2**31


def bag_minus(a: Value, b: Value) -> Value:
    bb = _bag(b)
    out = {k: n - bb.get(k, 0) for k, n in _bag(a).items()}
    return make_fcn({k: n for k, n in out.items() if n > 0})


def bag_union(s: Value) -> Value:
    out: dict = {}
    for b in as_set(s):
        for k, n in _bag(b).items():
            out[k] = out.get(k, 0) + n
    return make_fcn(out)


def sub_bag_eq(a: Value, b: Value) -> bool:
    bb = _bag(b)
    return all(k in bb and n <= bb[k] for k, n in _bag(a).items())


def sub_bags(b: Value) -> SetValue:
    items = list(_bag(b).items())
    out = set()
    for counts in product(*(range(n + 1) for _, n in items)):
        out.add(make_fcn({k: c for (k, _), c in zip(items, counts) if c > 0}))
    return SetValue(out)


def bag_to_set(b: Value) -> Value:
    if not is_fcn(b) or not domain(b).is_finite():
        raise ModuleEvalError("Applying BagToSet to the following value,\nwhich is not a function with a "
                              f"finite domain:\n{format_value(b)}")
    return domain(b)


def bag_of_all(f: Callable, b: Value) -> Value:
    out: dict = {}
    for k, n in _bag(b).items():
        y = f(k)
        out[y] = out.get(y, 0) + n
    return make_fcn(out)


def copies_in(e: Value, b: Value) -> int:
    return _bag(b).get(e, 0)


BAGS: dict[str, Callable] = {
    "IsABag": is_a_bag,
    "BagToSet": bag_to_set,
    "SetToBag": lambda s: make_fcn({x: 1 for x in as_set(s)}),
    "BagIn": lambda e, b: e in _bag(b),
    "EmptyBag": lambda: EMPTY_SEQ,
    "\\oplus": bag_plus,
    "\\ominus": bag_minus,
    "BagUnion": bag_union,
    "\\sqsubseteq": sub_bag_eq,
    "SubBag": sub_bags,
    "BagOfAll": bag_of_all,
    "BagCardinality": lambda b: _int32(sum(_bag(b).values())),
    "CopiesIn": copies_in,
}


def bag_add(b: Value, x: Value) -> Value:
    out = dict(_bag(b))
    out[x] = out.get(x, 0) + 1
    return make_fcn(out)


def bag_remove(b: Value, x: Value) -> Value:
    bb = _bag(b)
    if x not in bb:
        return b
    out = dict(bb)
    if out[x] == 1:
        del out[x]
    else:
        out[x] -= 1
    return make_fcn(out)


def fold_bag(op: Callable, base: Value, b: Value) -> Value:
    """As TLC's FoldBag: op(acc, x), from acc = base, B[x] times for each x of DOMAIN B in TLC's order."""
    acc, bb = base, _bag(b)
    for x in domain(b):
        n = bb[x]
        if type(n) is not int or n <= 0:
            raise ModuleEvalError(f"FoldBag: {format_value(x)} :> {format_value(n)} is not an element of a "
                                  "bag.")
        for _ in range(n):
            acc = op(acc, x)
    return acc


BAGS_EXT: dict[str, Callable] = {
    "BagAdd": bag_add,
    "BagRemove": bag_remove,
    "BagRemoveAll": lambda b, x: make_fcn({k: n for k, n in _bag(b).items() if k != x}),
    "FoldBag": fold_bag,
    "SumBag": lambda b: sum(k * n for k, n in _bag(b).items()),
    "ProductBag": lambda b: _product(k**n for k, n in _bag(b).items()),
}


def _product(xs) -> int:
    p = 1
    for x in xs:
        p *= x
    return p
