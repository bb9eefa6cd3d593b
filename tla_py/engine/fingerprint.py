"""The one number a state is remembered by: its fingerprint, after VIEW and SYMMETRY as TLC takes them.

TLC fingerprints the VIEW of a state when there is one. Under SYMMETRY it closes the permutations
into a group (permutationSubgroup) and identifies a state with every image of it: two states are
one when they lie in the same orbit. Any fingerprint that is the same on a whole orbit identifies
exactly those states, so tlapy takes the smallest fingerprint of the images, computed from
per-value vectors of image fingerprints without building the images.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cmp_to_key
from operator import xor

from tla_py import values
from tla_py.engine.storage.fpset import as_word
from tla_py.semantics.compiled import Model, State, Value
from tla_py.values.core import element_share, entry_share, function_fingerprint, set_fingerprint


def _compare_states(a: tuple, b: tuple) -> int:
    """TLC's lexicographic order on states (or views): first differing value decides."""
    for x, y in zip(a, b):
        c = values.tlc_compare(x, y)
        if c:
            return c
    return 0


_STATE_KEY = cmp_to_key(_compare_states)


class _ImageFingerprints:
    """For a value, the fingerprints of its images under every permutation (the identity first),
    remembered by the value's own fingerprint: successor states share most of their values, and
    the memo keeps no value alive (a collision is as unlikely as in the seen set)."""

    def __init__(self, perms: list[Callable[[Value], Value]], budget: int = 400_000):
        self.perms = perms
        self.limit = max(1024, budget // (len(perms) + 1))  # about `budget` fingerprints kept
        self.images: dict[int, list[int]] = {}
        self.shares: dict[int, list[int]] = {}
        self.entries: dict[int, list[int]] = {}

    def of(self, v: Value) -> list[int]:
        """fingerprint(p(v)) for each permutation p, composed from the parts' as the fingerprint is,
        so no image is built (but of a value kind without parts, such as a lazy set)."""
        fp = values.fingerprint
        key = fp(v)
        vec = self.images.get(key)
        if vec is not None:
            return vec
        t = type(v)
        if t is values.SetValue:
            totals = [0] * (len(self.perms) + 1)
            for x in v.elems:
                totals = list(map(xor, totals, self.element(x)))
            vec = [set_fingerprint(len(v.elems), total) for total in totals]
        elif t is values.Fcn:
            vec = self._function(len(v.map), v.map.items())
        elif t is values.Seq:
            vec = self._function(len(v.elems), enumerate(v.elems, 1))
        elif t is int or t is str or t is bool:
            vec = [key] * (len(self.perms) + 1)
        else:
            vec = [key, *[fp(p(v)) for p in self.perms]]
        self.remember(self.images, key, vec)
        return vec

    def _function(self, size: int, entries) -> list[int]:
        totals = [0] * (len(self.perms) + 1)
        for k, x in entries:
            totals = list(map(xor, totals, self.entry(k, x)))
        return [function_fingerprint(size, total) for total in totals]

    def entry(self, k: Value, x: Value) -> list[int]:
        """A function entry k |-> x's shares under each permutation, as Fcn's fingerprint XORs them,
        remembered by the entry: a new function value mostly repeats its parent's entries (BookKeeper's
        seed spent half its time recomputing them)."""
        fp = values.fingerprint
        key = hash((fp(k), fp(x)))
        vec = self.entries.get(key)
        if vec is None:
            vec = list(map(entry_share, self.of(k), self.of(x)))
            self.remember(self.entries, key, vec)
        return vec

    def element(self, x: Value) -> list[int]:
        """A set element's shares under each permutation, as SetValue's fingerprint XORs them."""
        key = values.fingerprint(x)
        vec = self.shares.get(key)
        if vec is None:
            vec = list(map(element_share, self.of(x)))
            self.remember(self.shares, key, vec)
        return vec

    def remember(self, memo: dict[int, list[int]], key: int, vec: list[int]) -> None:
        if len(memo) >= self.limit:
            memo.clear()
        memo[key] = vec


def orbit_fingerprint(perms: list[Callable[[Value], Value]]) -> Callable[[State], int]:
    """The smallest fingerprint of a state's images: the same for every state of an orbit."""
    images = _ImageFingerprints(perms)

    def fp(s: State) -> int:
        return min(map(hash, zip(*map(images.of, s))))

    return fp


def fingerprinter(model: Model) -> Callable[[State], int]:
    """The function from a state to the fingerprint the seen-set stores, for this model: a 64-bit word."""
    state_fp = values.state_fingerprint
    view, symmetry = model.view, model.symmetry
    if symmetry is None:
        if view is None:
            return state_fp
        value_fp = values.fingerprint
        return lambda s: as_word(value_fp(view(s)))  # an integer VIEW is its own fingerprint
    if view is None:
        if model.permutations is not None:
            return remembered(orbit_fingerprint(model.permutations))
        return remembered(lambda s: state_fp(min(symmetry(s), key=_STATE_KEY)))
    value_fp = values.fingerprint
    value_key = cmp_to_key(values.tlc_compare)
    return remembered(lambda s: as_word(value_fp(min((view(t) for t in symmetry(s)), key=value_key))))


def remembered(symmetric_fp: Callable[[State], int], limit: int = 1 << 18) -> Callable[[State], int]:
    """Remember the symmetric fingerprint of each state by its plain one: most successors were
    generated before (from other states), and the smallest image is dear to compute."""
    memo: dict[int, int] = {}
    state_fp = values.state_fingerprint

    def fp(s: State) -> int:
        plain = state_fp(s)
        f = memo.get(plain)
        if f is None:
            if len(memo) >= limit:
                memo.clear()
            f = memo[plain] = symmetric_fp(s)
        return f

    return fp
