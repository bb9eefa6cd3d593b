"""Applying a permutation of model values to any value (SYMMETRY)."""

from __future__ import annotations

from operator import is_not
from typing import Any

from tla_py.values import Fcn, ModelValue, Seq, SetValue

_ATOMS = (int, str, bool)


class Permutation:
    """One permutation of model values, with a memo: successor states share most sub-values.

    A value the permutation leaves unchanged is returned as itself, so that comparing a state
    with its image (TLC's smallest-image choice) skips the unchanged parts by identity."""

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
            xs = v.elems
            ys = [self(x) for x in xs]
            r = v
            if any(map(is_not, ys, xs)):
                r = SetValue(ys)
                if r.elems == xs:
                    r = v
        elif t is Seq:
            xs = v.elems
            ys = tuple([self(x) for x in xs])
            r = Seq(ys) if any(map(is_not, ys, xs)) else v
        elif t is Fcn:
            m = v.map
            ks = [self(k) for k in m]
            xs = [self(x) for x in m.values()]
            if any(map(is_not, ks, m)):
                r = Fcn(dict(zip(ks, xs)))
                if r.map.keys() == m.keys():
                    r._keys, r._dom = v._keys, v._dom
            elif any(map(is_not, xs, m.values())):
                r = Fcn(dict(zip(ks, xs)))
                r._keys, r._dom = v._keys, v._dom
            else:
                r = v
        else:
            return v
        if len(memo) > 200_000:
            memo.clear()
        memo[v] = r
        return r


def permute(v: Any, p: dict) -> Any:
    """v with every model value m replaced by p[m], inside sets, functions and their domains."""
    return Permutation(p)(v)
