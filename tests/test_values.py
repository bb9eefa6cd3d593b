"""Values: equality across representations, lazy membership, TLC's order and printing, fingerprints.

Expected orders and printed forms marked "TLC:" were obtained by running the real TLC
(/work/shared/tools/tlc/tlc -workers 1) on a one-state spec with `ASSUME PrintT(expr)` lines
(model values a, b, c declared as CONSTANTS a = a ...), and copying what it printed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tla_py.errors import EvalError
from tla_py.values import (
    BOOLEAN_SET,
    EMPTY_SEQ,
    INT,
    NAT,
    STRING_SET,
    Fcn,
    FcnSet,
    Interval,
    ModelValue,
    Product,
    RecordSet,
    Seq,
    SeqSet,
    SetValue,
    SubsetSet,
    apply,
    domain,
    except_at,
    fcn_items,
    field,
    fingerprint,
    format_value,
    intern_strings,
    make_fcn,
    make_record,
    ops,
    reset_string_order,
    state_fingerprint,
    tlc_compare,
    tlc_sorted,
)

a, b, c = ModelValue("a"), ModelValue("b"), ModelValue("c")


def S(*xs):
    return SetValue(xs)


def T(*xs):
    return Seq(xs)


def R(**kw):
    return make_record(kw)


def choose(s, pred=lambda x: True):
    """CHOOSE x \\in s : pred(x), as TLC: the first element in enumeration order."""
    return next(x for x in s if pred(x))


# ---------------------------------------------------------------- equality and canonical forms


def test_function_on_1_to_n_is_the_sequence() -> None:
    f = make_fcn({1: "a", 2: "b", 3: "c"})
    assert type(f) is Seq and f == T("a", "b", "c") and hash(f) == hash(T("a", "b", "c"))
    assert make_fcn({}) is EMPTY_SEQ
    assert type(make_fcn({0: 1, 1: 2})) is Fcn and type(make_fcn({1: 1, 3: 2})) is Fcn
    assert domain(T(5, 6)) == S(1, 2) and domain(T()) == SetValue()


def test_record_is_the_function_on_its_field_names() -> None:
    r = R(a=1, b=2)
    assert r == make_fcn([("b", 2), ("a", 1)]) and hash(r) == hash(make_fcn({"a": 1, "b": 2}))
    assert field(r, "a") == 1 and apply(r, "b") == 2
    with pytest.raises(EvalError):
        field(r, "c")
    with pytest.raises(EvalError):
        apply(r, "c")


def test_sets_equal_whatever_their_class() -> None:
    assert Interval(1, 3) == S(1, 2, 3) and S(1, 2, 3) == Interval(1, 3)
    assert hash(Interval(1, 3)) == hash(S(3, 2, 1))
    assert Interval(3, 1) == SetValue() and Interval(5, 4) == Interval(2, 1)
    assert SubsetSet(S(1, 2)) == S(S(), S(1), S(2), S(1, 2))
    assert FcnSet(S(1, 2), S(0)) == S(T(0, 0)) and hash(FcnSet(S(1, 2), S(0))) == hash(S(T(0, 0)))
    assert Product([S(1), S(2, 3)]) == S(T(1, 2), T(1, 3))
    assert RecordSet({"x": S(1, 2)}) == S(R(x=1), R(x=2))
    assert BOOLEAN_SET == S(True, False)
    assert {Interval(1, 2): "v"}[S(1, 2)] == "v"


def test_membership_without_enumeration() -> None:
    big = Interval(1, 10**9)
    assert S(1, 10**8) in SubsetSet(big) and S(0) not in SubsetSet(big)
    assert T(1, 2) in SeqSet(NAT) and T(-1) not in SeqSet(NAT) and T(1, 2) in Product([NAT, INT])
    assert T(*range(1, 60)) in FcnSet(Interval(1, 59), big)
    assert make_fcn({"x": 3, "y": "s"}) in RecordSet({"x": NAT, "y": STRING_SET})
    assert make_fcn({"x": 3}) not in RecordSet({"x": NAT, "y": STRING_SET})
    assert SubsetSet(Interval(1, 100)).size() == 2**100  # counted, never enumerated
    assert 5 in ops.difference(NAT, S(0)) and 0 not in ops.difference(NAT, S(0))
    with pytest.raises(EvalError):
        list(NAT)


def test_except_and_items() -> None:
    f = make_fcn({"p": 0, "q": 1})
    g = except_at(f, "q", 5)
    assert g == R(p=0, q=5) and f == R(p=0, q=1)
    assert except_at(f, "zz", 5) is f  # outside the domain: unchanged, as TLC
    assert except_at(T(1, 2), 2, 7) == T(1, 7)
    assert fcn_items(make_fcn({3: "x", 1: "y"})) == [(1, "y"), (3, "x")]


def test_except_keeps_fingerprint_consistent() -> None:
    f = make_fcn({i: i * i for i in range(0, 40)})
    fingerprint(f)  # caches the parent's sum: the child's is updated in O(1)
    g = except_at(except_at(f, 7, S(1)), 0, "s")
    h = make_fcn({**{i: i * i for i in range(0, 40)}, 7: S(1), 0: "s"})
    assert g == h and fingerprint(g) == fingerprint(h)
    s = T(*range(10))
    fingerprint(s)
    assert fingerprint(except_at(s, 3, 99)) == fingerprint(T(0, 1, 99, *range(3, 10)))


# ---------------------------------------------------------------- TLC's order and printing


def test_order_and_printing_match_tlc() -> None:
    cases = [  # (value, what TLC printed)
        (S(c, a, b), "{a, b, c}"),
        (S(T(1, 2), T(1), T(0, 5), T(), T(3)), "{<<>>, <<1>>, <<3>>, <<0, 5>>, <<1, 2>>}"),
        (S(S(3), S(1, 2), S(), S(0), S(1, 3)), "{{}, {0}, {3}, {1, 2}, {1, 3}}"),
        (S(R(a=2), R(a=1, b=0), R(b=0)), "{[a |-> 2], [b |-> 0], [a |-> 1, b |-> 0]}"),
        (S(True, False), "{FALSE, TRUE}"),
        (make_fcn({i: i * i for i in (2, 3, 4)}), "(2 :> 4 @@ 3 :> 9 @@ 4 :> 16)"),
        (make_fcn({i: i * i for i in (1, 2)}), "<<1, 4>>"),
        (make_fcn({"x": "x", "y": "y"}), '[x |-> "x", y |-> "y"]'),
        (make_fcn({a: a, b: b}), "(a :> a @@ b :> b)"),
        (make_fcn({0: 0, 1: 1}), "(0 :> 0 @@ 1 :> 1)"),
        (make_fcn({}), "<<>>"),
        ('a"b\\c', '"a\\"b\\\\c"'),
        (S("a", a), '{a, "a"}'),
        (S(1, a), "{a, 1}"),
        (FcnSet(S(1, 2), S(5, 6)), "{<<5, 5>>, <<5, 6>>, <<6, 5>>, <<6, 6>>}"),
        (SubsetSet(S(1, 2)), "{{}, {1}, {2}, {1, 2}}"),
        (S(make_fcn({1: 0, 2: 0}), T(1), T(0, 0, 0)), "{<<1>>, <<0, 0>>, <<0, 0, 0>>}"),
        (Interval(-3, 2), "-3..2"),
        (Product([S(1, 2), S("a")]), '{<<1, "a">>, <<2, "a">>}'),
        (RecordSet({"a": S(1, 2), "b": S("x")}), '{[a |-> 1, b |-> "x"], [a |-> 2, b |-> "x"]}'),
    ]
    for value, printed in cases:
        assert format_value(value) == printed


def test_choose_follows_tlc_enumeration_order() -> None:
    # TLC: CHOOSE s \in SUBSET {1,2,3} : s \notin {{}, {1}, {2}}  ->  {3}
    assert choose(SubsetSet(S(1, 2, 3)), lambda s: s not in S(S(), S(1), S(2))) == S(3)
    # TLC: CHOOSE s \in SUBSET {1,2,3} : Cardinality(s) = 2  ->  {1, 2}
    assert choose(SubsetSet(S(1, 2, 3)), lambda s: len(s) == 2) == S(1, 2)
    # TLC: CHOOSE f \in [{1,2} -> {5,6}] : f # <<5,5>>  ->  <<5, 6>>
    assert choose(FcnSet(S(1, 2), S(5, 6)), lambda f: f != T(5, 5)) == T(5, 6)
    # TLC: CHOOSE f \in [{"a","b"} -> {5,6}] : f # [a |-> 5, b |-> 5]  ->  [a |-> 5, b |-> 6]
    assert choose(FcnSet(S("a", "b"), S(5, 6)), lambda f: f != R(a=5, b=5)) == R(a=5, b=6)
    # TLC: CHOOSE f \in {1,2} \X {5,6} : f # <<1,5>>  ->  <<1, 6>>
    assert choose(Product([S(1, 2), S(5, 6)]), lambda f: f != T(1, 5)) == T(1, 6)


def test_compare_is_a_total_order() -> None:
    vals = [3, -1, "x", a, True, False, S(1), S(), T(1), T(), R(a=1), make_fcn({0: 1})]
    ordered = tlc_sorted(vals)
    for i, x in enumerate(ordered):
        for y in ordered[i + 1:]:
            assert tlc_compare(x, y) == -1 and tlc_compare(y, x) == 1
        assert tlc_compare(x, x) == 0
    assert ordered[0] is a  # TLC: model values come before other values


def test_string_order_is_intern_order() -> None:
    # TLC orders strings by when they were interned (UniqueString token order), not by text:
    # TLC printed {"a", "b", "B", "zeta", "alpha", "ab"} for a spec whose constants a, b came first.
    reset_string_order()  # a model built earlier in this process interned its own strings
    try:
        intern_strings(["a", "b", "B", "zeta", "alpha"])
        printed = format_value(S("zeta", "b", "alpha", "B", "ab", "a"))
        assert printed == '{"a", "b", "B", "zeta", "alpha", "ab"}'
    finally:
        reset_string_order()
    assert format_value(S("b", "a", "B")) == '{"B", "a", "b"}'


# ---------------------------------------------------------------- fingerprints

_FP_SCRIPT = """
from tla_py.values import *
v = [make_record({"name": "x", "set": SetValue({"p", "q", ModelValue("m")})}), Seq(("s", 1, True)),
     make_fcn({ModelValue("m"): SetValue({Seq(()), "t"})}), Interval(1, 3), "str", -5, False, 2**70,
     SetValue(range(-3, 40)), make_fcn({k: -k for k in range(9)}), SetValue({SetValue({-1}), Seq((2**63,))})]
print([fingerprint(x) for x in v], state_fingerprint(tuple(v)))
"""


def test_fingerprints_stable_across_processes() -> None:
    root = Path(__file__).resolve().parents[1]
    outs = []
    for seed in ("1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(root)}
        outs.append(subprocess.run([sys.executable, "-c", _FP_SCRIPT], env=env, capture_output=True,
                                   text=True, check=True).stdout)
    assert outs[0] == outs[1] and outs[0].strip()


def test_fingerprints_agree_on_cpython_and_pypy() -> None:
    """Workers and handed-over searches may run on the other runtime: their fingerprints must be the
    same (tuple hashing of ints is one algorithm on CPython 3.8+ and PyPy 3.9)."""
    from tla_py.runtime import prepared_pypy

    pythons = {sys.executable, os.environ.get("TLAPY_TEST_PYPY") or str(prepared_pypy() or "")} - {""}
    if len(pythons) < 2:
        pytest.skip("no PyPy besides this interpreter (tlapy setup-pypy, or TLAPY_TEST_PYPY)")
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root)}
    runs = [subprocess.run([exe, "-c", _FP_SCRIPT], env=env, capture_output=True, text=True, check=True)
            for exe in pythons]
    outs = {p.stdout for p in runs}
    assert len(outs) == 1 and outs.pop().strip()


def test_fingerprints_distinguish_and_agree() -> None:
    vals = [0, 1, True, False, "1", "", a, b, S(), T(), S(1), T(1), S(S()), R(a=1), R(a=2), R(b=1),
            make_fcn({2: 1}), T(1, 2), T(2, 1), S(1, 2), S(T(1, 2)), S(T(2, 1))]
    fps = [fingerprint(v) for v in vals]
    assert len(set(fps)) == len(fps)
    assert all(-(2**63) <= x < 2**64 for x in fps)
    assert fingerprint(S(1, 2)) == fingerprint(Interval(1, 2)) == fingerprint(ops.union(S(1), S(2)))
    assert state_fingerprint((1, "x")) != state_fingerprint(("x", 1))


# ---------------------------------------------------------------- core operators


def test_core_set_operators() -> None:
    assert ops.union(S(1), Interval(2, 3)) == S(1, 2, 3)
    assert ops.intersect(S(1, 2, 5), NAT) == S(1, 2, 5) and ops.intersect(S(1, 2), S(2, 3)) == S(2)
    assert ops.difference(Interval(1, 4), S(2)) == S(1, 3, 4)
    assert ops.subseteq(S(1), NAT) and not ops.subseteq(S(-1), NAT)
    assert ops.big_union(S(S(1), S(2), SetValue())) == S(1, 2)
    assert ops.member(3, Interval(1, 3)) and ops.not_member(4, Interval(1, 3))
    assert ops.cardinality(SubsetSet(Interval(1, 10))) == 1024
    assert S(1, 2) in ops.powerset(NAT)
    with pytest.raises(EvalError):
        ops.cardinality(NAT)
    with pytest.raises(EvalError):
        ops.union(1, S())


def test_no_fingerprint_collisions_on_exhaustive_small_cases() -> None:
    from itertools import combinations, product

    sets = [SetValue(c) for k in range(4) for c in combinations(range(30), k)]
    seqs = [Seq(p) for p in product(range(5), repeat=5)]
    fcns = [make_fcn(dict(zip(range(0, 5), p))) for p in product(range(5), repeat=5)]
    recs = [R(x=x, y=y, z=z) for x, y, z in product((-1, -2, 0, 1, 2), repeat=3)]
    values = sets + seqs + fcns + recs
    assert len({fingerprint(v) for v in values}) == len(values)
    states = list(product(range(-2, 12), repeat=3)) + [(s, 0) for s in sets[:500]]
    assert len({state_fingerprint(s) for s in states}) == len(states)


def test_no_collisions_among_all_subsets_and_all_functions() -> None:
    """Shares are XORed, so a set's fingerprint is linear in its elements' shares: every subset of
    1..12, every function 1..3 -> 1..4 and every function 1..4 -> BOOLEAN must still differ, and every
    fingerprint and share stays within a machine word (PyPy's JIT would box it otherwise)."""
    from itertools import combinations, product

    from tla_py.values.core import element_share, entry_share

    subsets = [SetValue(c) for k in range(13) for c in combinations(range(1, 13), k)]
    fcns = [make_fcn(dict(zip((1, 2, 3), p))) for p in product(range(1, 5), repeat=3)]
    seqs = [T(*p) for p in product(range(1, 5), repeat=3)]
    bools = [make_fcn(dict(zip(range(1, 5), p))) for p in product((False, True), repeat=4)]
    records = [R(a=x, b=y) for x, y in product(subsets[:64], range(4))]
    fps = [fingerprint(v) for v in subsets + fcns + bools + records + [S(*subsets)]]
    assert len(set(fps)) == len(fps)
    assert [fingerprint(v) for v in seqs] == [fingerprint(v) for v in fcns]  # tuples are functions on 1..n
    shares = [element_share(x) for x in fps] + [entry_share(k, x) for k, x in zip(fps, reversed(fps))]
    assert all(0 <= x < 2**62 for x in shares) and all(-(2**63) <= x < 2**63 for x in fps)


def test_pretty_printing_breaks_lines_like_tlc() -> None:
    from tla_py.values.printing import pretty_value

    # TLC: ASSUME PrintT(<<FoldSet(...), SumSet(...), ...>>) printed this (width 80).
    pair = T
    v = T(pair(3, pair(2, pair(1, 0))), 6, 6, 13, S(1, 2, 3), S(1, 3), 2, S(S(1, 2), S(1, 3), S(2, 3)), 5, 2)
    assert pretty_value(v) == (
        "<< <<3, <<2, <<1, 0>>>>>>,\n   6,\n   6,\n   13,\n   {1, 2, 3},\n   {1, 3},\n   2,\n"
        "   {{1, 2}, {1, 3}, {2, 3}},\n   5,\n   2 >>")
    # TLC's own formatter (java -cp tla2tools.jar tlc2.pprint.PrettyPrint "<value>" 31) printed this.
    r = R(alpha=S(1, 2, 3), beta=T("xxxxxxxx", "yyyyyyyyy", "zzzzzzz"),
          gamma=make_fcn({ModelValue("p1"): R(s=1, t=T(1, 2)), ModelValue("p2"): 0}))
    assert pretty_value(r, 31) == (
        '[ alpha |-> {1, 2, 3},\n  beta |->\n      << "xxxxxxxx",\n         "yyyyyyyyy",\n'
        '         "zzzzzzz" >>,\n  gamma |->\n      ( p1 :>\n            [ s |-> 1,\n'
        "              t |->\n                  <<1, 2>> ] @@\n        p2 :> 0 ) ]")
    assert pretty_value(S(R(a=0, bb=T())), 12) == "{ [ a |-> 0,\n    bb |->\n        <<  >> ] }"
    assert pretty_value(R(a=1, b=T(2))) == "[a |-> 1, b |-> <<2>>]"  # fits in 80 columns: one line


def test_compare_agrees_with_sort_key() -> None:
    from itertools import product

    from tla_py.values import sort_key

    vals = [0, 2, -1, True, False, "a", "b", a, b, S(), S(1), S(2), S(1, 2), S(a), T(), T(1), T(2), T(1, 1),
            R(a=1), R(b=0), R(a=1, b=0), make_fcn({0: 1}), make_fcn({a: 1, b: 2}), make_fcn({a: 2, b: 1}),
            Interval(1, 2), S(S(1), S(2)), S(T(1, 2), T(2, 1))]
    for x, y in product(vals, vals):
        kx, ky = sort_key(x), sort_key(y)
        assert tlc_compare(x, y) == (kx > ky) - (kx < ky), (x, y)


def test_string_order_identifiers_then_literals() -> None:
    # TLC printed {"m1", "qq", "Len", "m2", "zz", "yy"} for a module V (EXTENDS TLC) with
    # S == {"m2", "m1"}, then ASSUME PrintT({"m1", "m2", "zz", "yy", "Len", "qq"}), then the
    # definitions m1 == 1 and qq == "qq": identifiers m1, qq (V), Len (TLC.tla) come first, then
    # the literals m2, zz, yy in source order.
    try:
        intern_strings(["V", "TLC", "x", "S", "m1", "Init", "Next", "qq", "Len", "m2", "zz", "yy"])
        assert format_value(S("m1", "m2", "zz", "yy", "Len", "qq")) == '{"m1", "qq", "Len", "m2", "zz", "yy"}'
    finally:
        reset_string_order()
