# ruff: noqa: E501  (rows pair an expression with what TLC printed for it; kept one row per TLC line)
"""Every native of the standard and community modules against what the real TLC printed.

Expectations were obtained by running /work/shared/tools/tlc/tlc -workers 1 on a one-state spec
that EXTENDS Integers, Sequences, FiniteSets, Bags, TLC, FiniteSetsExt, SequencesExt, Functions,
Folds, BagsExt and has one `ASSUME PrintT(<<...>>)` per line below; each expected string is what
TLC printed (whitespace from TLC's line breaking is ignored in the comparison).
"""

from __future__ import annotations

import pytest

from tla_py.errors import EvalError
from tla_py.stdlib import NATIVES, RUN, reset_run
from tla_py.values import ModelValue, Seq, SetValue, format_value, make_fcn, reset_string_order

N = {name: op for ops in NATIVES.values() for name, op in ops.items()}
NAT_OPS = NATIVES["Integers"]


def S(*xs):
    return SetValue(xs)


def T(*xs):
    return Seq(xs)


def R(**kw):
    return make_fcn(kw)


def bag(*xs):
    return N["SetToBag"](S(*xs))


def pair(a, b):
    return T(a, b)


def flat(s: str) -> str:
    return "".join(s.split())


CASES = [
    (lambda: T(NAT_OPS["\\div"](-7, 2), NAT_OPS["%"](-7, 2), NAT_OPS["\\div"](7, -2), NAT_OPS["^"](2, 10)),
     "<<-4, 1, -4, 1024>>"),
    (lambda: N["SortSeq"](T(3, 1, 2), lambda a, b: a > b), "<<3, 2, 1>>"),
    (lambda: N["Permutations"](S(1, 2, 3)),
     "{<<1, 2, 3>>, <<1, 3, 2>>, <<2, 1, 3>>, <<2, 3, 1>>, <<3, 1, 2>>, <<3, 2, 1>>}"),
    (lambda: N["ToString"](T(1, "a", S(2))), '"<<1, \\"a\\", {2}>>"'),
    (lambda: T(N["Len"](T(1, 2)), N["\\o"](T(1), T(2)), N["Append"](T(1), 2), N["Head"](T(1, 2)),
               N["Tail"](T(1, 2)), N["SubSeq"](T(1, 2, 3, 4), 2, 3),
               N["SelectSeq"](T(1, 2, 3, 4), lambda e: e % 2 == 0)),
     "<<2, <<1, 2>>, <<1, 2>>, 1, <<2>>, <<2, 3>>, <<2, 4>>>>"),
    (lambda: T(N["Cardinality"](S(1, 2, 3)), N["IsFiniteSet"](S(1))), "<<3, TRUE>>"),
    (lambda: T(bag(1, 2), N["EmptyBag"](), N["\\oplus"](bag(1), bag(1, 2)),
               N["\\ominus"](N["\\oplus"](bag(1), bag(1, 2)), bag(1)), N["BagToSet"](bag(3)),
               N["BagIn"](3, bag(3)), N["CopiesIn"](3, N["\\oplus"](bag(3), bag(3)))),
     "<<<<1, 1>>, <<>>, <<2, 1>>, <<1, 1>>, {3}, TRUE, 2>>"),
    (lambda: T(N["BagCardinality"](N["\\oplus"](bag(1, 2), bag(1))), N["SubBag"](N["\\oplus"](bag(1), bag(1, 2))),
               N["\\sqsubseteq"](bag(1), bag(1, 2)), N["BagUnion"](S(bag(1), bag(1, 2))), N["IsABag"](T(1, 2))),
     "<<3, {<<>>, <<1>>, <<2>>, (2 :> 1), <<1, 1>>, <<2, 1>>}, TRUE, <<2, 1>>, TRUE>>"),
    (lambda: T(N["BagAdd"](bag(1), 1), N["BagAdd"](bag(1), 2), N["BagRemove"](bag(1, 2), 1),
               N["BagRemoveAll"](N["\\oplus"](bag(1), bag(1)), 1), N["SumBag"](N["\\oplus"](bag(1, 2), bag(2))),
               N["ProductBag"](N["\\oplus"](bag(3), bag(3, 2)))),
     "<<<<2>>, <<1, 1>>, (2 :> 1), <<>>, 5, 18>>"),
    (lambda: T(N["@@"](N[":>"](1, "a"), N[":>"](2, "b")), N["@@"](N[":>"](1, "a"), N[":>"](1, "b")), N["TLCEval"](3)),
     '<<<<"a", "b">>, <<"a">>, 3>>'),
    (lambda: T(N["FoldSet"](pair, 0, S(1, 2, 3)), N["SumSet"](S(1, 2, 3)), N["ProductSet"](S(2, 3)),
               N["ReduceSet"](lambda a, b: a + b, S(1, 2), 10), N["FlattenSet"](S(S(1), S(2, 3))),
               N["SymDiff"](S(1, 2), S(2, 3)), N["Quantify"](S(1, 2, 3), lambda e: e > 1),
               N["kSubset"](2, S(1, 2, 3)), N["Max"](S(1, 5, 3)), N["Min"](S(4, 2, 9))),
     "<< <<3, <<2, <<1, 0>>>>>>, 6, 6, 13, {1, 2, 3}, {1, 3}, 2, {{1, 2}, {1, 3}, {2, 3}}, 5, 2 >>"),
    (lambda: T(N["Choices"](S(S(1, 2), S(3))), N["ChooseUnique"](S(1, 2, 3), lambda e: e == 2),
               N["MapThenSumSet"](lambda e: e * 10, S(1, 2))),
     "<<{{1, 3}, {2, 3}}, 2, 30>>"),
    (lambda: T(N["Restrict"](R(a=1, b=2), S("a")), N["Range"](R(a=1, b=1)),
               N["IsRestriction"](R(a=1), R(a=1, b=2)), N["Inverse"](T("a", "b"), S(1, 2), S("a", "b")),
               N["AntiFunction"](T("x", "y")), N["IsInjective"](T(1, 1))),
     "<<[a |-> 1], {1}, TRUE, [a |-> 1, b |-> 2], [x |-> 1, y |-> 2], FALSE>>"),
    (lambda: T(N["Injection"](S(1, 2), S(3, 4)), N["Surjection"](S(1, 2), S(3)), N["Bijection"](S(1, 2), S(3, 4)),
               N["ExistsInjection"](S(1, 2), S(3)), N["ExistsSurjection"](S(1, 2), S(3)),
               N["ExistsBijection"](S(1), S(2))),
     "<<{<<3, 4>>, <<4, 3>>}, {<<3, 3>>}, {<<3, 4>>, <<4, 3>>}, FALSE, TRUE, TRUE>>"),
    (lambda: T(N["FoldFunction"](pair, 0, T(7, 8, 9)),
               N["FoldFunctionOnSet"](lambda a, b: a + b, 0, T(7, 8, 9), S(1, 3)),
               N["MapThenFoldSet"](pair, 0, lambda e: e * 2, lambda s: next(iter(s)), S(1, 2, 3))),
     "<<<<9, <<8, <<7, 0>>>>>>, 16, <<2, <<4, <<6, 0>>>>>>>>"),
    (lambda: T(N["RestrictDomain"](R(a=1, b=2), lambda k: k == "b"), N["RestrictValues"](R(a=1, b=2), lambda v: v == 1),
               N["Pointwise"](T(1, 2), T(10, 20), lambda a, b: a + b)),
     "<<[b |-> 2], [a |-> 1], <<11, 22>>>>"),
    (lambda: T(N["ToSet"](T(1, 2, 1)), N["SetToSeq"](S(3, 1, 2)), N["SetToSeqs"](S(1, 2)),
               N["SetToSortSeq"](S(1, 3, 2), lambda a, b: a > b), N["SetToAllKPermutations"](S(1, 2)),
               N["TupleOf"](S(1, 2), 2), N["SeqOf"](S(1), 2), N["BoundedSeq"](S(1), 1)),
     "<< {1, 2}, <<1, 2, 3>>, {<<1, 2>>, <<2, 1>>}, <<3, 2, 1>>, {<<>>, <<1>>, <<2>>, <<1, 2>>, <<2, 1>>},"
     " {<<1, 1>>, <<1, 2>>, <<2, 1>>, <<2, 2>>}, {<<>>, <<1>>, <<1, 1>>}, {<<>>, <<1>>} >>"),
    (lambda: T(N["Contains"](T(1, 2), 2), N["Reverse"](T(1, 2, 3)), N["Remove"](T(1, 2, 1), 1),
               N["ReplaceAll"](T(1, 2, 1), 1, 5), N["SelectInSeq"](T(1, 2, 3), lambda e: e > 1),
               N["SelectInSubSeq"](T(1, 2, 3, 4), 3, 4, lambda e: e > 1),
               N["SelectLastInSeq"](T(1, 2, 3), lambda e: e > 1),
               N["SelectLastInSubSeq"](T(1, 2, 3, 4), 1, 2, lambda e: e > 0)),
     "<<TRUE, <<3, 2, 1>>, <<2>>, <<5, 2, 5>>, 2, 3, 3, 2>>"),
    (lambda: T(N["InsertAt"](T(1, 2), 2, 9), N["ReplaceAt"](T(1, 2), 2, 9), N["RemoveAt"](T(1, 2, 3), 2),
               N["RemoveFirst"](T(1, 2, 1), 1), N["RemoveFirstMatch"](T(1, 2, 3), lambda e: e > 1),
               N["Cons"](0, T(1)), N["Snoc"](2, T(1)), N["Front"](T(1, 2)), N["Last"](T(1, 2))),
     "<< <<1, 9, 2>>, <<1, 9>>, <<1, 3>>, <<2, 1>>, <<1, 3>>, <<0, 1>>, <<1, 2>>, <<1>>, 2 >>"),
    (lambda: T(N["IsPrefix"](T(1), T(1, 2)), N["IsStrictPrefix"](T(1, 2), T(1, 2)), N["IsSuffix"](T(2), T(1, 2)),
               N["IsStrictSuffix"](T(2), T(1, 2)), N["Prefixes"](T(1, 2)), N["CommonPrefixes"](S(T(1, 2), T(1, 3))),
               N["LongestCommonPrefix"](S(T(1, 2, 3), T(1, 2, 4))), N["Suffixes"](T(1, 2)),
               N["SeqMod"](4, 2), N["SeqMod"](5, 2)),
     "<< TRUE, FALSE, TRUE, TRUE, {<<>>, <<1>>, <<1, 2>>}, {<<>>, <<1>>}, <<1, 2>>, {<<>>, <<2>>, <<1, 2>>}, 2, 1 >>"),
    (lambda: T(N["FoldSeq"](pair, 0, T(1, 2, 3)), N["FoldLeft"](pair, 0, T(1, 2, 3)), N["FoldRight"](pair, T(1, 2, 3), 0),
               N["FoldLeftDomain"](pair, 0, T(7, 8)), N["FoldRightDomain"](pair, T(7, 8), 0)),
     "<< <<3, <<2, <<1, 0>>>>>>, <<<<<<0, 1>>, 2>>, 3>>, <<1, <<2, <<3, 0>>>>>>, <<<<0, 1>>, 2>>, <<1, <<2, 0>>>> >>"),
    (lambda: T(N["FlattenSeq"](T(T(1), T(2, 3))), N["Zip"](T(1, 2), T(3, 4, 5)), N["Interleave"](T(1, 2), T(3, 4)),
               N["SubSeqs"](T(1, 2)), N["AllSubSeqs"](T(1, 2, 3)), N["IndexFirstSubSeq"](T(2, 3), T(1, 2, 3, 2, 3))),
     "<< <<1, 2, 3>>, <<<<1, 3>>, <<2, 4>>>>, <<<<1>>, <<3>>, <<2>>, <<4>>>>, {<<>>, <<1>>, <<2>>, <<1, 2>>},"
     " {<<>>, <<1>>, <<2>>, <<3>>, <<1, 2>>, <<1, 3>>, <<2, 3>>, <<1, 2, 3>>}, 2 >>"),
    (lambda: T(N["ReplaceSubSeqAt"](2, T(9), T(2, 3), T(1, 2, 3, 4)), N["ReplaceFirstSubSeq"](T(9), T(2), T(1, 2, 3, 2))),
     "<<<<1, 9, 4>>, <<1, 9, 3, 2>>>>"),
    (lambda: T(N["ToString"]("a"), N["ToString"](3)), '<<"\\"a\\"", "3">>'),
]


@pytest.mark.parametrize("i", range(len(CASES)))
def test_native_matches_tlc(i: int) -> None:
    make, expected = CASES[i]
    reset_string_order()  # TLC orders strings as its run first met them: a fresh run's order, not earlier tests'
    assert flat(format_value(make())) == flat(expected)


def test_replace_all_subseqs() -> None:
    assert N["ReplaceAllSubSeqs"](T(9), T(2), T(1, 2, 3, 2)) == T(1, 9, 3, 9)
    assert N["ReplaceAllSubSeqs"](T(9), T(), T(1, 2)) == T(9, 1, 9, 2)


def test_arith_errors_and_ranges() -> None:
    ops = NATIVES["Integers"]
    assert ops["-."](3) == -3 and ops[".."](2, 4) == SetValue({2, 3, 4})
    assert ops["<"](1, 2) and ops[">="](2, 2) and not ops[">"](2, 2) and ops["<="](1, 2)
    assert 5 in ops["Nat"]() and -1 not in ops["Nat"]() and -1 in ops["Int"]()
    for bad in (lambda: ops["%"](1, 0), lambda: ops["\\div"](1, 0), lambda: ops["+"](1, "a")):
        with pytest.raises(EvalError):
            bad()


def test_sequences_errors_and_strings() -> None:
    assert N["Len"]("abc") == 3 and N["\\o"]("ab", "c") == "abc"
    assert 1 not in N["Seq"](S(1)) and T(1, 1) in N["Seq"](S(1)) and T() in N["Seq"](S(1))
    for bad in (lambda: N["Head"](T()), lambda: N["Tail"](T()), lambda: N["Len"](S(1)),
                lambda: N["SubSeq"](T(1), 1, 3)):
        with pytest.raises(EvalError):
            bad()


def test_tlc_run_context() -> None:
    lines: list[str] = []
    reset_run(seed=1, out=lines.append)
    assert N["Print"]("x", 3) == 3 and N["PrintT"](S(2, 1)) is True
    assert lines == ['"x"  3', "{1, 2}"]
    assert N["TLCSet"](1, 5) and N["TLCGet"](1) == 5
    RUN.level = 7
    assert N["TLCGet"]("level") == 7
    with pytest.raises(EvalError):
        N["TLCGet"](2)
    with pytest.raises(EvalError):
        N["Assert"](False, "boom")
    assert N["Assert"](True, "ok") is True
    assert N["RandomElement"](S(1, 2, 3)) in {1, 2, 3}
    assert 42 in N["Any"]() and N["TLCModelValue"]("m") is ModelValue("m")
    assert len(N["RandomSubset"](2, S(1, 2, 3))) == 2
    assert not N["AssertEq"](1, 2) and lines[-3:] == ['"Assertion failed"', "1", "2"]
    reset_run()


def test_graphs_and_json(tmp_path) -> None:
    g = R(node=S(1, 2, 3, 4), edge=S(S(1, 2), S(3, 4)))
    u = NATIVES["UndirectedGraphs"]  # Graphs has natives of the same names, for directed graphs
    assert u["IsUndirectedGraph"](g) and not u["IsStronglyConnected"](g)
    assert u["ConnectedComponents"](g) == S(S(1, 2), S(3, 4))
    assert u["AreConnectedIn"](1, 2, g) and not u["AreConnectedIn"](1, 3, g)
    f = tmp_path / "t.ndjson"
    f.write_text('{"a": [1, 2], "b": "x"}\n{"a": [], "b": "y"}\n')
    assert N["ndJsonDeserialize"](str(f)) == T(R(a=T(1, 2), b="x"), R(a=T(), b="y"))
    assert N["ToJson"](R(a=T(1, True))) == '{"a":[1,true]}'


def test_every_module_text_declares_its_natives() -> None:
    from tla_py.stdlib import MODULES_DIR

    inherited = {"Integers": "Naturals", "Reals": "Integers"}
    spelled = {"\\oplus": "(+)", "\\ominus": "(-)"}
    for module, ops in NATIVES.items():
        text = (MODULES_DIR / f"{module}.tla").read_text()
        own = set(ops) - set(NATIVES.get(inherited.get(module, ""), {}))
        for op in own:
            assert spelled.get(op, op) in text, (module, op)


def test_causal_order() -> None:
    # Node "1" sends (its clock 1), node "0" receives it (0's clock 1 after hearing 1@1); "1" logs
    # again later. Entries arrive shuffled; the result must put every send before its receive.
    send = R(node="1", vc=R(**{"1": 1}))
    recv = R(node="0", vc=R(**{"0": 1, "1": 1}))
    later = R(node="1", vc=R(**{"1": 2}))
    out = N["CausalOrder"](T(recv, later, send), lambda e: e.map["vc"], lambda e: e.map["node"],
                           lambda vc: vc.map.keys())
    assert out.elems.index(send) < out.elems.index(recv) and out.elems.index(send) < out.elems.index(later)
    assert sorted(map(id, out.elems)) == sorted(map(id, (recv, later, send)))
