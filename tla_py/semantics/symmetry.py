"""Applying a permutation of model values to any value (SYMMETRY)."""

from __future__ import annotations

from typing import Any

from tla_py.semantics.values import Fcn, ModelValue, Seq, SetValue, make_fcn

_ATOMS = (int, str, bool)


class Permutation:
    """One permutation of model values, with a memo: successor states share most sub-values."""

    __slots__ = ("map", "memo")

    def __init__(self, mapping: dict):
        self.map = mapping
        self.memo: dict = {}

    def __call__(self, v: Any) -> Any:
        t = type(v)
        if t in _ATOMS:
            return v
        if t is ModelValue:
            return self.map.get(v, v)
        memo = self.memo
        r = memo.get(v)
        if r is not None:
            return r
        if t is SetValue:
            r = SetValue([self(x) for x in v.elems])
        elif t is Seq:
            r = Seq(tuple([self(x) for x in v.elems]))
        elif t is Fcn:
            r = make_fcn([(self(k), self(x)) for k, x in v.map.items()])
        else:
            return v
        if len(memo) > 200_000:
            memo.clear()
        memo[v] = r
        return r


def permute(v: Any, p: dict) -> Any:
    """v with every model value m replaced by p[m], inside sets, functions and their domains."""
    return Permutation(p)(v)
