"""Fingerprints composed without the values (sets of functions, records and tuples) and orders kept by
union must be those of the values made in full and sorted: a state's fingerprint and TLC's order rest on
them."""

from __future__ import annotations

import random

import pytest

import tla_py.values.sets as sets
from tla_py.values import Interval, ModelValue, Seq, SetValue, make_record, tlc_sorted
from tla_py.values.core import Fcn
from tla_py.values.ops import big_union, union
from tla_py.values.sets import FcnSet, Product, RecordSet, SubsetSet

RANGES = [SetValue(range(1, 4)), SetValue([]), SetValue(["a", "b"]), SetValue([ModelValue("m1"), -1, True]),
          SetValue([False, True]), SubsetSet(SetValue([1, 2])), FcnSet(Interval(1, 2), SetValue([1, 2]))]
DOMAINS = [Interval(1, 3), Interval(1, 0), SetValue(["x", "y"]), Interval(-1, 1),
           SetValue([ModelValue("m1")])]


def _remade(f):
    """The same function made afresh: its fingerprint computed from its entries."""
    return Seq(f.elems) if type(f) is Seq else Fcn(dict(f.map))


@pytest.fixture(params=[0, 1, 4096])
def summed(request, monkeypatch):
    """Sums made for sets of any size, a level at a time or all at once."""
    monkeypatch.setattr(sets, "_SUMMED_FROM", 0)
    monkeypatch.setattr(sets, "_BLOCK", request.param)


@pytest.mark.usefixtures("summed")
@pytest.mark.parametrize("dom", DOMAINS)
@pytest.mark.parametrize("rng", RANGES)
def test_function_sets(dom, rng) -> None:
    made = list(FcnSet(dom, rng)._elements())
    assert len(made) == FcnSet(dom, rng).size()
    for f in made:
        assert hash(f) == hash(_remade(f))
    assert hash(FcnSet(dom, rng)) == hash(SetValue(map(_remade, made)))


@pytest.mark.usefixtures("summed")
def test_records_and_products() -> None:
    fields = {"a": SetValue([1, 2]), "b": SetValue(["x", "y", "z"]), "c": Interval(0, 3)}
    records = list(RecordSet(fields)._elements())
    assert len(records) == 24 and all(hash(r) == hash(_remade(r)) for r in records)
    tuples = list(Product([SetValue([1, 2]), SubsetSet(SetValue([1])), Interval(0, 3)]))
    assert len(tuples) == 16 and all(hash(t) == hash(_remade(t)) for t in tuples)


def test_union_of_function_sets() -> None:
    sets_ = SetValue([FcnSet(Interval(1, n), SetValue([1, 2, 3])) for n in range(4)])
    expected = SetValue(f for n in range(4) for f in FcnSet(Interval(1, n), SetValue([1, 2, 3]))._elements())
    got = big_union(sets_)
    assert got == expected and hash(got) == hash(SetValue(map(_remade, expected.elems)))


def test_union_keeps_order() -> None:
    rnd = random.Random(1)
    pool = [make_record({"type": t, "bal": b}) for t in ("1a", "1b") for b in range(4)] + list(range(-2, 3))
    for _ in range(500):
        a = SetValue(rnd.sample(pool, rnd.randint(0, 8)))
        a.sorted()
        if rnd.random() < 0.5:
            hash(a)
        u = union(a, SetValue(rnd.sample(pool, rnd.randint(0, 3))))
        assert list(u.sorted()) == tlc_sorted(u.elems)
        assert hash(u) == hash(SetValue(x if type(x) is int else _remade(x) for x in u.elems))


def test_a_grown_set_is_ordered_when_walked() -> None:
    a = SetValue([3, 1])
    a.sorted()
    u = union(a, SetValue([2]))
    assert u._sorted is None  # a successor's set that is not new is never walked
    v = union(u, SetValue([0]))  # u ordered from a's order, v from u's
    assert u._sorted == (1, 2, 3) and v._sorted is None and list(v) == [0, 1, 2, 3]
    assert hash(v) == hash(SetValue([0, 1, 2, 3]))
