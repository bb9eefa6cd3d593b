"""The one number a state is remembered by: its fingerprint, after VIEW and SYMMETRY as TLC takes them.

TLC fingerprints the VIEW of a state when there is one, and under SYMMETRY the lexicographically
smallest image (compared variable by variable in TLC's value order, TLCStateMut.fingerPrint): the
smallest by value, not by fingerprint, so that a set of permutations that is not a group (a union
`Permutations(A) \\cup Permutations(B)`) identifies exactly the states TLC identifies.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cmp_to_key

from tla_py.engine.model import Model, State, Value
from tla_py.semantics import values


def _compare_states(a: tuple, b: tuple) -> int:
    """TLC's lexicographic order on states (or views): first differing value decides."""
    for x, y in zip(a, b):
        c = values.tlc_compare(x, y)
        if c:
            return c
    return 0


_STATE_KEY = cmp_to_key(_compare_states)


def smallest_image(perms: list[Callable[[Value], Value]]) -> Callable[[State], State]:
    """The smallest image of a state, each candidate permuted only up to its first difference
    from the best so far (the permutations memoize, so finishing the winner costs little)."""
    key = values.sort_key

    def canonical(s: State) -> State:
        best = s
        for pm in perms:
            for v, b in zip(s, best):
                w = pm(v)
                if w is not b:
                    kw, kb = key(w), key(b)
                    if kw != kb:
                        if kw < kb:
                            best = tuple([pm(x) for x in s])
                        break
        return best

    return canonical


def fingerprinter(model: Model) -> Callable[[State], int]:
    """The function from a state to the fingerprint the seen-set stores, for this model."""
    state_fp = values.state_fingerprint
    view, symmetry = model.view, model.symmetry
    if symmetry is None:
        if view is None:
            return state_fp
        value_fp = values.fingerprint
        return lambda s: value_fp(view(s))
    if view is None:
        if model.permutations is not None:
            canonical = smallest_image(model.permutations)
            return lambda s: state_fp(canonical(s))
        return lambda s: state_fp(min(symmetry(s), key=_STATE_KEY))
    value_fp = values.fingerprint
    value_key = cmp_to_key(values.tlc_compare)
    return lambda s: value_fp(min((view(t) for t in symmetry(s)), key=value_key))
