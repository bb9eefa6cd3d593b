# ruff: noqa: E501  (the cases are TLA+ expressions, one per line)
"""Record what the real TLC prints for every operator of the standard and community modules (needs Java).

For each module below, spec_text() makes a one-state spec that EXTENDS it (with Integers, Sequences,
FiniteSets and TLC, and Bags for BagsExt) and prints each case as `ASSUME PrintT("@@ i") /\\ PrintT(expr)`; TLC runs it in a
fresh folder (the file operators write there), and what it printed after each marker is stored with the
expression in modules.json, which tests/test_module_coverage.py evaluates with tlapy and compares.

Run as: python tests/oracle/record_modules.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from
the repository root; it was run that way with TLC2 Version 2026.11.23 and CommunityModules.jar of
2024-12-19. IOExec runs `echo` and `sh` (the test allows it with the --allow-io-exec setting).
Not here: Statistics' ChiSquare and SVG's NodesOfDirectedMultiGraph (the TLC at hand lacks the Java
libraries they call), GraphViz (TLC names nodes by its fingerprints), ShiViz and Toolbox (the Toolbox's
trace explorer gives them their trace), Randomization (tests/test_random_seed.py compares its draws).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
BASE = ["Integers", "Sequences", "FiniteSets", "TLC"]
EXTRA = {"BagsExt": ["Bags"]}
MARK = "@@"

G = '[node |-> {1, 2, 3}, edge |-> {<<1, 2>>, <<2, 3>>}]'
U = '[node |-> {1, 2, 3, 4}, edge |-> {{1, 2}, {2, 3}}]'
S3 = '{1, 2, 3}'
LT = 'LAMBDA a, b : a < b'
LE = 'LAMBDA a, b : a <= b'
R_LT = '[p \\in {1, 2, 3} \\X {1, 2, 3} |-> p[1] < p[2]]'
NEXT = '[p \\in {1, 2, 3} \\X {1, 2, 3} |-> p[2] = p[1] + 1]'
HALF = 'Half(One)'

CASES: dict[str, list[str]] = {
    "Naturals": [
        '<<3 + 4, 7 - 2, 3 * 4, 2 ^ 10, 3 < 4, 4 > 3, 3 <= 3, 4 >= 5, 7 % 3, 7 \\div 2, 3 \\leq 4, 3 \\geq 4>>',
        '<<2..5, 5..2, 3 \\in Nat, -1 \\in Nat>>',
    ],
    "Integers": ['<<-7 \\div 2, -7 % 2, 7 \\div (-2), -(3), -3 \\in Int, -2..2, 2 - 5>>'],
    "Sequences": [
        '<<Len(<<1, 2>>), <<1>> \\o <<2>>, Append(<<1>>, 2), Head(<<3, 4>>), Tail(<<3, 4>>), SubSeq(<<1, 2, 3, 4>>, 2, 3)>>',
        '<<SelectSeq(<<1, 2, 3, 4>>, LAMBDA e : e % 2 = 0), <<1, 2>> \\in Seq({1, 2}), <<3>> \\in Seq({1}), SubSeq(<<1>>, 2, 1)>>',
    ],
    "FiniteSets": ['<<Cardinality({1, 2, 3}), Cardinality({}), IsFiniteSet({1, 2}), IsFiniteSet(SUBSET {1})>>'],
    "Bags": [
        '<<SetToBag({1, 2}), EmptyBag, SetToBag({1}) (+) SetToBag({1, 2}), (SetToBag({1}) (+) SetToBag({1, 2})) (-) SetToBag({1}), BagToSet(SetToBag({3}))>>',
        '<<BagIn(3, SetToBag({3})), CopiesIn(3, SetToBag({3}) (+) SetToBag({3})), IsABag(<<1, 2>>), IsABag(<<0>>)>>',
        '<<BagCardinality(SetToBag({1, 2}) (+) SetToBag({1})), SubBag(SetToBag({1}) (+) SetToBag({1, 2})), SetToBag({1}) \\sqsubseteq SetToBag({1, 2})>>',
        '<<BagUnion({SetToBag({1}), SetToBag({1, 2})}), BagOfAll(LAMBDA x : x % 2, SetToBag({1, 2, 3}))>>',
    ],
    "TLC": [
        '<<1 :> "a", (1 :> "a") @@ (2 :> "b"), (1 :> "a") @@ (1 :> "b"), Permutations({1, 2, 3})>>',
        '<<SortSeq(<<3, 1, 2>>, LAMBDA a, b : a > b), ToString(<<1, "a", {2}, [x |-> TRUE]>>), TLCEval(3), RandomElement({7})>>',
        '<<Print("p", 5), Assert(TRUE, "m"), JavaTime > 0, TLCSet(1, 5), TLCGet(1), 1 \\in Any>>',
    ],
    "TLCExt": [
        '<<AssertEq(1, 1), TLCGetOrDefault(99, "d"), TLCModelValue("mv"), TLCNoOp(4), TLCDefer(TRUE)>>',
        'AssertEq(1, 2)',
        'AssertError("The first argument of Assert evaluated to FALSE; the second argument was:\\n\\"boom\\"", Assert(FALSE, "boom"))',
        '<<AssertError("x", 1), AssertError("x", Assert(FALSE, "boom"))>>',
        '<<TLCGetAndSet(7, LAMBDA a, b : a + b, 2, 10), TLCGetAndSet(7, LAMBDA a, b : a + b, 2, 10), TLCGetOrDefault(7, 0)>>',
    ],
    "FiniteSetsExt": [
        '<<FoldSet(LAMBDA a, b : <<a, b>>, 0, {1, 2, 3}), SumSet({1, 2, 3}), ProductSet({2, 3}), ReduceSet(LAMBDA a, b : a + b, {1, 2}, 10)>>',
        '<<FlattenSet({{1}, {2, 3}}), SymDiff({1, 2}, {2, 3}), Quantify({1, 2, 3}, LAMBDA e : e > 1), kSubset(2, {1, 2, 3}), Max({1, 5, 3}), Min({4, 2, 9})>>',
        '<<Choices({{1, 2}, {3}}), ChooseUnique({1, 2, 3}, LAMBDA e : e = 2), MapThenSumSet(LAMBDA e : e * 10, {1, 2})>>',
    ],
    "Folds": ['<<MapThenFoldSet(LAMBDA a, b : a + b, 0, LAMBDA e : e * e, LAMBDA s : CHOOSE e \\in s : TRUE, {1, 2, 3}), MapThenFoldSet(LAMBDA a, b : <<a, b>>, 0, LAMBDA e : e, LAMBDA s : CHOOSE e \\in s : TRUE, {1, 2})>>'],
    "Functions": [
        '<<Restrict([a |-> 1, b |-> 2], {"a"}), RestrictDomain(<<5, 6, 7>>, LAMBDA i : i > 1), RestrictValues(<<5, 6, 7>>, LAMBDA v : v < 7), Range([a |-> 1, b |-> 1])>>',
        '<<IsRestriction([a |-> 1], [a |-> 1, b |-> 2]), IsRestriction([a |-> 2], [a |-> 1]), Pointwise(<<1, 2>>, <<10, 20>>, LAMBDA a, b : a + b)>>',
        '<<Inverse(<<"a", "b">>, {1, 2}, {"a", "b"}), AntiFunction(<<"x", "y">>), IsInjective(<<1, 1>>), IsInjective(<<1, 2>>)>>',
        '<<Injection({1, 2}, {"a", "b"}), Surjection({1, 2}, {"a"}), Bijection({1, 2}, {3, 4}), ExistsInjection({1, 2}, {3}), ExistsSurjection({1, 2}, {3}), ExistsBijection({1}, {2})>>',
        '<<FoldFunction(LAMBDA a, b : a + b, 0, <<1, 2, 3>>), FoldFunctionOnSet(LAMBDA a, b : a + b, 0, <<1, 2, 3>>, {1, 3})>>',
    ],
    "SequencesExt": [
        '<<ToSet(<<1, 2, 1>>), SetToSeq({1}), SetToSeqs({1, 2}), SetToSortSeq({3, 1, 2}, LAMBDA a, b : a < b), SetToAllKPermutations({1, 2})>>',
        '<<TupleOf({0, 1}, 2), SeqOf({0}, 2), BoundedSeq({0}, 1), Contains(<<1, 2>>, 2), Contains(<<>>, 2), Reverse(<<1, 2, 3>>)>>',
        '<<Remove(<<1, 2, 1>>, 1), ReplaceAll(<<1, 2, 1>>, 1, 9), InsertAt(<<1, 3>>, 2, 2), ReplaceAt(<<1, 2>>, 1, 9), RemoveAt(<<1, 2, 3>>, 2)>>',
        '<<SelectInSeq(<<1, 2, 3, 2>>, LAMBDA e : e = 2), SelectInSubSeq(<<1, 2, 3, 2>>, 3, 4, LAMBDA e : e = 2), SelectLastInSeq(<<1, 2, 3, 2>>, LAMBDA e : e = 2), SelectLastInSubSeq(<<1, 2, 3, 2>>, 1, 3, LAMBDA e : e = 2), SelectInSeq(<<1>>, LAMBDA e : e = 2)>>',
        '<<RemoveFirst(<<1, 2, 1>>, 1), RemoveFirstMatch(<<1, 2, 3>>, LAMBDA e : e > 1), Cons(0, <<1>>), Snoc(2, <<1>>), Front(<<1, 2, 3>>), Last(<<1, 2, 3>>)>>',
        '<<IsPrefix(<<1>>, <<1, 2>>), IsStrictPrefix(<<1, 2>>, <<1, 2>>), IsSuffix(<<2>>, <<1, 2>>), IsStrictSuffix(<<2>>, <<1, 2>>), Prefixes(<<1, 2>>), Suffixes(<<1, 2>>)>>',
        '<<CommonPrefixes({<<1, 2>>, <<1, 3>>}), LongestCommonPrefix({<<1, 2, 3>>, <<1, 2>>, <<1, 2, 4>>}), SeqMod(6, 3), SeqMod(7, 3)>>',
        '<<FoldSeq(LAMBDA a, b : a + b, 0, <<1, 2, 3>>), FoldLeft(LAMBDA a, b : <<a, b>>, 0, <<1, 2>>), FoldRight(LAMBDA a, b : <<a, b>>, <<1, 2>>, 0), FoldLeftDomain(LAMBDA a, b : a + b, 0, <<5, 5>>), FoldRightDomain(LAMBDA a, b : a + b, <<5, 5>>, 0)>>',
        '<<FlattenSeq(<<<<1, 2>>, <<>>, <<3>>>>), Zip(<<1, 2>>, <<"a", "b">>), Interleave(<<1, 2>>, <<"a", "b">>), SubSeqs(<<1, 2>>), AllSubSeqs(<<1, 2>>)>>',
        '<<IndexFirstSubSeq(<<2, 3>>, <<1, 2, 3, 2, 3>>), ReplaceSubSeqAt(2, <<9>>, <<2, 3>>, <<1, 2, 3, 4>>), ReplaceFirstSubSeq(<<9>>, <<2>>, <<1, 2, 2>>), ReplaceAllSubSeqs(<<9>>, <<2>>, <<1, 2, 2>>)>>',
        '<<ReplaceFirstSubSeq("X", "ab", "cabab"), ReplaceAllSubSeqs("-", "", "abc"), ReplaceFirstSubSeq("-", "", "abc"), ReplaceAllSubSeqs("-", "", "")>>',
    ],
    "BagsExt": [
        '<<BagAdd(SetToBag({1}), 1), BagAdd(SetToBag({1}), 2), BagRemove(SetToBag({1, 2}), 1), BagRemove(SetToBag({1}), 3), BagRemoveAll(SetToBag({1}) (+) SetToBag({1}), 1)>>',
        '<<SumBag(SetToBag({1, 2}) (+) SetToBag({2})), ProductBag(SetToBag({3}) (+) SetToBag({3, 2})), FoldBag(LAMBDA a, b : a + b, 100, SetToBag({1, 2}))>>',
        '<<MapThenFoldBag(LAMBDA a, b : a + b, 0, LAMBDA e : 1, LAMBDA B : CHOOSE e \\in DOMAIN B : TRUE, (1 :> 2) @@ (2 :> 1)), MapThenFoldBag(LAMBDA a, b : a \\o b, <<>>, LAMBDA e : <<e>>, LAMBDA S : CHOOSE e \\in S : TRUE, (1 :> 2) @@ (3 :> 1))>>',
        '<<FoldBag(LAMBDA a, b : a \\o <<b>>, <<>>, (1 :> 2) @@ (2 :> 1) @@ (3 :> 3))>>',
    ],
    "Bitwise": [
        '<<5 & 3, 5 | 3, 5 ^^ 3, Not(5), Not(0), Not(8), shiftR(20, 2), 0 & 7, 12 | 0, 6 ^^ 6, shiftR(1, 3)>>',
        '<<(-1) & 3, -4 | 1, (-1) ^^ 5, Not(-3), shiftR(-1, 1), shiftR(-8, 0), shiftR(5, 33), Not(2147483647)>>',
    ],
    "Combinatorics": ['<<choose(5, 2), choose(10, 0), choose(4, 4), choose(3, 5), factorial[0], factorial[6]>>'],
    "DyadicRationals": [
        '<<Zero, One, ' + HALF + ', Half(' + HALF + '), Add(' + HALF + ', ' + HALF + '), Add(' + HALF + ', Half(' + HALF + ')), Add(Zero, ' + HALF + ')>>',
        '<<Add([num |-> 1, den |-> 4], [num |-> 3, den |-> 4]), PrettyPrint(' + HALF + '), PrettyPrint(Zero), PrettyPrint(One), IsDyadicRational([num |-> 1, den |-> 4]), IsDyadicRational([num |-> 1, den |-> 3])>>',
    ],
    "Relation": [
        f'<<IsReflexiveUnder({LE}, {S3}), IsReflexiveUnder({LT}, {S3}), IsIrreflexiveUnder({LT}, {S3}), IsSymmetricUnder(LAMBDA a, b : a = b, {S3}), IsSymmetricUnder({LT}, {S3})>>',
        f'<<IsAntiSymmetricUnder({LE}, {S3}), IsAsymmetricUnder({LT}, {S3}), IsAsymmetricUnder({LE}, {S3}), IsTransitiveUnder({LT}, {S3}), IsTransitiveUnder(LAMBDA a, b : a # b, {S3})>>',
        f'<<IsStrictlyPartiallyOrderedUnder({LT}, {S3}), IsPartiallyOrderedUnder({LE}, {S3}), IsStrictlyTotallyOrderedUnder({LT}, {S3}), IsTotallyOrderedUnder({LE}, {S3}), IsTotallyOrderedUnder(LAMBDA a, b : a = b, {S3})>>',
        f'<<IsReflexive({R_LT}, {S3}), IsIrreflexive({R_LT}, {S3}), IsSymmetric({R_LT}, {S3}), IsAntiSymmetric({R_LT}, {S3}), IsAsymmetric({R_LT}, {S3}), IsTransitive({R_LT}, {S3})>>',
        f'<<IsStrictlyPartiallyOrdered({R_LT}, {S3}), IsPartiallyOrdered({R_LT}, {S3}), IsStrictlyTotallyOrdered({R_LT}, {S3}), IsTotallyOrdered({R_LT}, {S3})>>',
        f'<<TransitiveClosure({NEXT}, {S3}), ReflexiveTransitiveClosure({NEXT}, {S3}), IsConnected({NEXT}, {S3}), IsConnected([p \\in {S3} \\X {S3} |-> TRUE], {S3})>>',
    ],
    "Graphs": [
        f'<<IsDirectedGraph({G}), IsDirectedGraph([node |-> {{1}}, edge |-> {{<<1, 2>>}}]), Cardinality(DirectedSubgraph([node |-> {{1, 2}}, edge |-> {{<<1, 2>>}}])), Transpose({G})>>',
        f'<<IsUndirectedGraph({G}), IsUndirectedGraph([node |-> {{1, 2}}, edge |-> {{<<1, 2>>, <<2, 1>>}}]), UndirectedSubgraph([node |-> {{1, 2}}, edge |-> {{<<1, 2>>, <<2, 1>>}}])>>',
        f'<<<<1, 2, 3>> \\in Path({G}), <<3, 2>> \\in Path({G}), SimplePath({G}), AreConnectedIn(1, 3, {G}), AreConnectedIn(3, 1, {G}), AreConnectedIn(2, 2, {G})>>',
        f'<<ConnectionsIn({G}), IsStronglyConnected({G}), IsStronglyConnected([node |-> {{1, 2}}, edge |-> {{<<1, 2>>, <<2, 1>>}}])>>',
        '<<IsTreeWithRoot([node |-> {1, 2, 3}, edge |-> {<<2, 1>>, <<3, 1>>}], 1), IsTreeWithRoot([node |-> {1, 2}, edge |-> {<<1, 2>>}], 1)>>',
    ],
    "UndirectedGraphs": [
        f'<<IsUndirectedGraph({U}), IsUndirectedGraph([node |-> {{1}}, edge |-> {{{{1, 2}}}}]), IsLoopFreeUndirectedGraph({U}), IsLoopFreeUndirectedGraph([node |-> {{1}}, edge |-> {{{{1}}}}])>>',
        '<<UndirectedSubgraph([node |-> {1, 2}, edge |-> {{1, 2}}])>>',
        f'<<<<1, 2, 3>> \\in Path({U}), <<1, 3>> \\in Path({U}), SimplePath([node |-> {{1, 2}}, edge |-> {{{{1, 2}}}}]), ConnectedComponents({U})>>',
        f'<<AreConnectedIn(1, 3, {U}), AreConnectedIn(1, 4, {U}), IsStronglyConnected({U}), IsStronglyConnected([node |-> {{1, 2}}, edge |-> {{{{1, 2}}}}])>>',
    ],
    "VectorClocks": [
        '<<IsCausalOrder(<<[c |-> (1 :> 1)], [c |-> (1 :> 2)]>>, LAMBDA e : e.c), IsCausalOrder(<<[c |-> (1 :> 2)], [c |-> (1 :> 1)]>>, LAMBDA e : e.c)>>',
        '<<CausalOrder(<<[c |-> (1 :> 2), n |-> 1], [c |-> (1 :> 1), n |-> 1]>>, LAMBDA e : e.c, LAMBDA e : e.n, LAMBDA vc : DOMAIN vc)>>',
    ],
    "SVG": [
        '<<Line(1, 2, 3, 4, [stroke |-> "black"]), Circle(5, 5, 2, <<>>), Rect(0, 0, 10, 20, [fill_opacity |-> "0.5"]), Text(1, 1, "t", <<>>)>>',
        'SVGElemToString(Svg(<<Group(<<Circle(5, 5, 2, [fill |-> "red"]), Text(1, 2, "<<x>>", <<>>)>>, [transform |-> "t"]), Line(0, 0, 1, 1, [stroke_width |-> "2"])>>, [view_box |-> "0 0 10 10"]))',
        '<<NodeOfRingNetwork(100, 100, 50, 1, 4), NodeOfRingNetwork(0, 0, 10, 1, 3), PointOnLine([x |-> 0, y |-> 0], [x |-> 7, y |-> -5], 2)>>',
    ],
    "HTML": [
        '<<HTMLFill("a %x% b %x%", <<<<"%x%", "1">>, <<"%x%", "2">>>>), HTMLAttribute("color", "red"), HTMLSize("1px", "2px"), HTMLNewLine, HTMLScriptFile("s.js")>>',
        'HTMLDocument(HTMLHeader("T", <<HTMLLink("a.css", "stylesheet")>>, <<HTMLClass(".c", <<HTMLAttribute("x", "y")>>)>>), HTMLBody(HTMLFrame("f", <<HTMLText("t", "hi"), HTMLSVG("s", "0 0 1 1", "w", "<g/>")>>)), <<HTMLScript(<<"x();">>)>>)',
        '<<HTMLGridContainer("g", <<"a", "b">>, <<"c">>), HTMLCircle("c", <<"k">>, "s", <<>>), HTMLFlexCenterAttributes, HTMLStyleSheet(<<>>)>>',
        '<<HTMLDefaultStyle, HTMLBox("b", <<"k">>, "s", <<"c">>), HTMLJSLineElems("a", "b")>>',
        '<<HTMLJSLine("a", "b", "red", "2"), HTMLJSLineDash("a", "b", "red", "2"), HTMLJSKeyListener(<<HTMLJSNavigationKey("N", "n.html")>>)>>',
    ],
    "Json": [
        '<<ToJson(<<1, "a">>), ToJson([a |-> 1, b |-> <<TRUE>>]), ToJson({1, 2}), ToJsonArray(<<1, 2>>), ToJsonObject([x |-> 1])>>',
        'JsonSerialize("cover.json", [a |-> <<1, 2>>, b |-> "s"])',
        'JsonDeserialize("cover.json")',
        'ndJsonSerialize("cover.ndjson", <<[a |-> 1], [a |-> 2]>>)',
        'ndJsonDeserialize("cover.ndjson")',
    ],
    "IOUtils": [
        '<<atoi("42"), atoi("-7"), "PATH" \\in DOMAIN IOEnv>>',
        'IOExec(<<"echo", "hi">>)',
        'IOEnvExec([X |-> "v", Y |-> 3], <<"sh", "-c", "echo $X $Y">>)',
        'IOExecTemplate(<<"echo", "%1$s-%2$s">>, <<"a", "b">>)',
        'IOEnvExecTemplate([X |-> "w"], <<"sh", "-c", "echo $X %s">>, <<"b">>)',
        'Serialize("text", "cover.txt", [format |-> "TXT", charset |-> "UTF-8", openOptions |-> <<"WRITE", "CREATE", "TRUNCATE_EXISTING">>])',
        'Deserialize("cover.txt", [format |-> "TXT", charset |-> "UTF-8"])',
        'Deserialize("missing.txt", [format |-> "TXT", charset |-> "UTF-8"]).exitValue',
        'IOSerialize(<<1, {2}, [a |-> "s"]>>, "cover.bin", FALSE) /\\ IOSerialize(<<3>>, "cover.gz", TRUE)',
        '<<IODeserialize("cover.bin", FALSE), IODeserialize("cover.gz", TRUE)>>',
    ],
    "CSV": [
        'CSVRecords("cover.csv")',
        'CSVWrite("%1$s#%2$s", <<"a", 42>>, "cover.csv")',
        'CSVWriteRecord([x |-> 1, y |-> "s"], "#", TRUE, "cover.csv")',
        'CSVRecords("cover.csv")',
        'CSVRead(<<"C1", "C2">>, "#", "cover.csv")',
    ],
}


def spec_text(module: str, exprs: list[str]) -> str:
    """A one-state spec printing a marker and then each expression, from its ASSUMEs in order."""
    extends = ", ".join([m for m in BASE if m != module] + EXTRA.get(module, []) + [module])
    lines = [f"---- MODULE Cover{module} ----", f"EXTENDS {extends}", "VARIABLE cover", "Init == cover = 0",
             "Next == UNCHANGED cover"]
    lines += [f'ASSUME PrintT("{MARK} {i}") /\\ PrintT({e})' for i, e in enumerate(exprs)]
    lines += [f'ASSUME PrintT("{MARK} end")', "===="]
    return "\n".join(lines) + "\n"


def split_printed(lines: list[str], n: int) -> list[str]:
    """What was printed after each of the n markers, lines joined by newlines (None if never reached)."""
    out: list = [None] * n
    current = None
    for line in lines:
        if line.startswith(f'"{MARK} '):
            tag = line.strip()[len(MARK) + 2:-1]
            current = None if tag == "end" else int(tag)
            if current is not None:
                out[current] = []
        elif current is not None:
            out[current].append(line)
    return [None if o is None else "\n".join(o) for o in out]


def record(tlc: Path, module: str, exprs: list[str]) -> list[str]:
    with tempfile.TemporaryDirectory() as d:
        (Path(d) / f"Cover{module}.tla").write_text(spec_text(module, exprs))
        (Path(d) / f"Cover{module}.cfg").write_text("INIT Init\nNEXT Next\n")
        p = subprocess.run([str(tlc), "-workers", "1", "-noGenerateSpecTE", f"Cover{module}.tla"], cwd=d,
                           capture_output=True, text=True)
    got = split_printed(p.stdout.splitlines(), len(exprs))
    if p.returncode != 0 or None in got:
        raise RuntimeError(f"TLC failed on {module} (exit {p.returncode}):\n{p.stdout[-2000:]}")
    return got


def main() -> None:
    tlc = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc"
    data, failed = {}, []
    for m, exprs in CASES.items():
        try:
            data[m] = [{"expr": e, "tlc": v} for e, v in zip(exprs, record(tlc, m, exprs))]
        except RuntimeError as e:
            failed.append(str(e))
    if failed:
        sys.exit("\n\n".join(failed))
    (HERE / "modules.json").write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    main()
