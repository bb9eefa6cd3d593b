"""Applying a permutation of model values to any value (SYMMETRY)."""

from __future__ import annotations

from typing import Any

from tla_py.semantics.values import Fcn, ModelValue, Seq, SetValue, make_fcn


def permute(v: Any, p: dict) -> Any:
    """v with every model value m replaced by p[m], inside sets, functions and their domains."""
    t = type(v)
    if t is ModelValue:
        return p.get(v, v)
    if t is SetValue:
        return SetValue([permute(x, p) for x in v.elems])
    if t is Seq:
        return Seq(tuple(permute(x, p) for x in v.elems))
    if t is Fcn:
        return make_fcn([(permute(k, p), permute(x, p)) for k, x in v.map.items()])
    return v
