"""The TLA+ grammar: every seed and corpus module parses, and each construct gives the right tree."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tla_py.syntax import ast, parse_file, parse_module
from tla_py.syntax.dump import shape

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
EDITOR_CASES = REPO / "tests" / "specs" / "vscode"
"""The VS Code extension's cases (tests/test_vscode_shim.py): some are broken on purpose."""
TLC_SUITE = REPO / "tests" / "specs" / "tlc_suite"
"""TLC's regression suite (tests/test_tlc_suite.py): some modules are broken on purpose."""
MODULE_FILES = sorted(
    [p for d in ("seeds", "corpus") for p in (SHARED / d).rglob("*.tla")]
    + [p for d in ("specs", "tests/specs", "tla_py/stdlib/modules") for p in (REPO / d).rglob("*.tla")
       if EDITOR_CASES not in p.parents and TLC_SUITE not in p.parents]
)


@pytest.mark.skipif(not MODULE_FILES, reason="no ../shared seeds or corpus here")
@pytest.mark.parametrize("path", MODULE_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_module_parses(path: Path) -> None:
    module = parse_file(path)
    assert module.name == path.stem
    assert module.units or "algorithm" in path.read_text()  # a PlusCal algorithm not yet translated


def test_parse_time_of_the_big_seeds() -> None:
    files = [SHARED / "seeds" / "BookKeeperProtocol.tla", SHARED / "seeds" / "MessagePassing.tla"]
    if not all(f.exists() for f in files):
        pytest.skip("seeds absent")
    parse_module("---- MODULE W ----\n====\n")  # build the parser once, as any process does
    start = time.perf_counter()
    for f in files:
        parse_file(f)
    assert time.perf_counter() - start < 1.0


def module(text: str) -> ast.Module:
    return parse_module("---- MODULE T ----\n" + text.strip("\n") + "\n====\n", "T.tla")


def expr(text: str) -> str:
    """The shape of one expression."""
    return shape(module("Op == " + text).units[0].body)


@pytest.mark.parametrize(
    "text,expected",
    [
        ("a - b - c", "(- (- a b) c)"),
        ("x \\in S \\cup T", "(\\in x (\\cup S T))"),
        ("~a /\\ b", "(/\\ (~ a) b)"),
        ("~a = b", "(~ (= a b))"),
        ("a = ~b", "(= a (~ b))"),
        ("a => (b => c)", "(=> a (=> b c))"),
        ("[]P /\\ Q", "(/\\ ([] P) Q)"),
        ("[]<>P => <>[]Q", "(=> ([] (<> P)) (<> ([] Q)))"),
        ("x' = y'", "(= (' x) (' y))"),
        ("f[x]'", "(' (FnApp f [x]))"),
        ("SUBSET S \\cup T", "(\\cup (SUBSET S) T)"),
        ("DOMAIN f \\cup g", "(\\cup (DOMAIN f) g)"),
        ("-x + 1", "(+ (-. x) 1)"),
        ("-2^2", "(-. (^ 2 2))"),
        ("a * (-b)", "(* a (-. b))"),
        ("2^(3^2)", "(^ 2 (^ 3 2))"),
        ("1 + 2 * 3", "(+ 1 (* 2 3))"),
        ("a .. b + 1", "(.. a (+ b 1))"),
        ("A \\X B \\X C", "(\\X A B C)"),
        ("A \\times B \\cup C", "(\\cup (\\X A B) C)"),
        ("s \\o t \\o u", "(\\o (\\o s t) u)"),
        ("a :> 1 @@ b :> 2", "(@@ (:> a 1) (:> b 2))"),
        ("a # b", "(/= a b)"),
        ("a =< b /\\ c \\leq d", "(/\\ (<= a b) (<= c d))"),
        ("P ~> Q", "(~> P Q)"),
        ("P -+-> Q", "(-+-> P Q)"),
        ("A \\cdot B", "(\\cdot A B)"),
        ("a \\equiv b", "(<=> a b)"),
        ("x \\notin S \\/ y \\subseteq T", "(\\/ (\\notin x S) (\\subseteq y T))"),
        ("a (+) b", "(\\oplus a b)"),
        ("s^+", "(^+ s)"),
        ("ENABLED A /\\ B", "(/\\ (ENABLED A) B)"),
        ("UNCHANGED <<x, y>>", "(UNCHANGED (Tuple [x y]))"),
        ("[Next]_vars", "(BoxAction Next vars)"),
        ("[][Next]_<<x, y>>", "([] (BoxAction Next (Tuple [x y])))"),
        ("<<A>>_v", "(AngleAction A v)"),
        ("WF_vars(A) /\\ SF_<<x, y>>(B)", "(/\\ (Fairness WF vars A) (Fairness SF (Tuple [x y]) B))"),
        ("WF_M!vars(A)", "(Fairness WF M!vars A)"),
        ("\\A x, y \\in S, z \\in T : P", "(Quant \\A [x,y:S z:T] P)"),
        ("\\E x : P /\\ Q", "(Quant \\E [x] (/\\ P Q))"),
        ("\\E <<a, b>> \\in S : P", "(Quant \\E [<<a,b>>:S] P)"),
        ("\\EE x : P", "(Quant \\EE [x] P)"),
        ("\\AA x, y : P", "(Quant \\AA [x,y] P)"),
        ("CHOOSE x \\in S : P", "(Choose x:S P)"),
        ("CHOOSE x : P", "(Choose x P)"),
        ("CHOOSE <<a, b>> \\in S : P", "(Choose <<a,b>>:S P)"),
        ("{}", "(SetEnum [])"),
        ("{1, 2}", "(SetEnum [1 2])"),
        ("{x \\in S : x > 1}", "(SetFilter x:S (> x 1))"),
        ("{<<a, b>> \\in S : a > b}", "(SetFilter <<a,b>>:S (> a b))"),
        ("{x + y : x \\in S, y \\in T}", "(SetMap (+ x y) [x:S y:T])"),
        ("{x : x, y \\in S}", "(SetMap x [x,y:S])"),
        ("[x \\in S |-> x]", "(FnConstruct [x:S] x)"),
        ("[x, y \\in S |-> x]", "(FnConstruct [x,y:S] x)"),
        ("[<<a, b>> \\in S |-> a]", "(FnConstruct [<<a,b>>:S] a)"),
        ("f[a, b]", "(FnApp f [a b])"),
        ("[S -> T]", "(FnSet S T)"),
        ("[a |-> 1, b |-> 2]", "(RecordConstruct [(a 1) (b 2)])"),
        ("[a : S, b : T]", "(RecordSet [(a S) (b T)])"),
        ("r.a.b", "(Field (Field r a) b)"),
        ("<<>>", "(Tuple [])"),
        (
            "[f EXCEPT ![e].g[h] = v, !.a = @ + 1]",
            "(Except f [([(ExceptKey None [e]) (ExceptKey g None) (ExceptKey None [h])] v)"
            " ([(ExceptKey a None)] (+ (At ) 1))])",
        ),
        ("[f EXCEPT ![1, 2] = 3]", "(Except f [([(ExceptKey None [1 2])] 3)])"),
        ("IF a THEN b ELSE c + 1", "(If a b (+ c 1))"),
        ("CASE a -> 1 [] b -> 2", "(Case [(a 1) (b 2)] None)"),
        ("CASE a -> 1 [] OTHER -> 3", "(Case [(a 1)] 3)"),
        (
            "LET f[x \\in S] == x g(y) == y IN f[g(1)]",
            "(Let [(FnDef f [x:S] x False) (OpDef g [(Param y 0)] y False)] (FnApp f [(g 1)]))",
        ),
        ("LET I == INSTANCE M WITH v <- 1 IN I!x", "(Let [(Instance M [(v 1)] I [] False)] I!x)"),
        ("LAMBDA x, y : x + y", "(Lambda [x y] (+ x y))"),
        ("F(LAMBDA x : x, +, -)", "(F (Lambda [x] x) + -)"),
        ("lbl:: x + 1", "(Label lbl (+ x 1) [])"),
        ("\\A p \\in S : lbl(p):: p", "(Quant \\A [p:S] (Label lbl p [p]))"),
        ("N!Op(1)", "(N!Op 1)"),
        ("N(x)!Op", "N[x]!Op"),
        ("N!M!Op(a, b)", "(N!M!Op a b)"),
        ("Init!1", "Init!1"),
        ("TRUE /\\ FALSE", "(/\\ TRUE FALSE)"),
        ("BOOLEAN \\cup STRING", "(\\cup BOOLEAN STRING)"),
        ('"a\\"b\\\\c\\n"', '"a"b\\c\n"'),
        ("\\b1010 + \\o17 + \\h1F + 007", "(+ (+ (+ 10 15) 31) 7)"),
        ("1.5", "(Decimal 1.5)"),
        ("1..5", "(.. 1 5)"),
        (
            "∀ x ∈ S : x ≤ 1 ∧ ¬(x ≠ 2) ⇒ ⟨x⟩ ∈ S × S",
            "(Quant \\A [x:S] (=> (/\\ (<= x 1) (~ (/= x 2))) (\\in (Tuple [x]) (\\X S S))))",
        ),
        ("□◇⟨x'⟩_v ∨ [Next]_v", "(\\/ ([] (<> (AngleAction (' x) v))) (BoxAction Next v))"),
        ("([x ∈ S ↦ x] ∪ {}) ∩ {}", "(\\cap (\\cup (FnConstruct [x:S] x) (SetEnum [])) (SetEnum []))"),
    ],
)
def test_expression(text: str, expected: str) -> None:
    assert expr(text) == expected


def test_units() -> None:
    m = module(
        r"""
EXTENDS Naturals, Sequences
CONSTANTS N, F(_, _), _ + _, -. _, _ ^+
CONSTANT Op(_)
VARIABLES x, y
VARIABLE z
ASSUME N > 0
ASSUMPTION Pos == N > 1
AXIOM TRUE
RECURSIVE R(_)
R(n) == IF n = 0 THEN 0 ELSE R(n - 1)
LOCAL L == 1
Ap(G(_), v) == G(v)
a (+) b == a + b
a \prec b == a < b
-. a == 0 - a
a ^# == a
f[i \in Nat, <<j, k>> \in Nat \X Nat] == i
INSTANCE Foo WITH a <- 1, + <- MyPlus
I == INSTANCE Foo
LOCAL J(p) == INSTANCE Foo WITH b <- p
----
THEOREM Spec => []TypeOK
LEMMA Named == TRUE
"""
    )
    assert m.name == "T"
    assert m.extends == ["Naturals", "Sequences"]
    shapes = [shape(u) for u in m.units]
    assert shapes == [
        "(Constants [(Param N 0) (Param F 2) (Param + 2) (Param -. 1) (Param ^+ 1)])",
        "(Constants [(Param Op 1)])",
        "(Variables [x y])",
        "(Variables [z])",
        "(Assume (> N 0) None)",
        "(Assume (> N 1) Pos)",
        "(Assume TRUE None)",
        "(Recursive [(Param R 1)])",
        "(OpDef R [(Param n 0)] (If (= n 0) 0 (R (- n 1))) False)",
        "(OpDef L [] 1 True)",
        "(OpDef Ap [(Param G 1) (Param v 0)] (G v) False)",
        "(OpDef \\oplus [(Param a 0) (Param b 0)] (+ a b) False)",
        "(OpDef \\prec [(Param a 0) (Param b 0)] (< a b) False)",
        "(OpDef -. [(Param a 0)] (- 0 a) False)",
        "(OpDef ^# [(Param a 0)] a False)",
        "(FnDef f [i:Nat <<j,k>>:(\\X Nat Nat)] i False)",
        "(Instance Foo [(a 1) (+ MyPlus)] None [] False)",
        "(Instance Foo [] I [] False)",
        "(Instance Foo [(b p)] J [(Param p 0)] True)",
        "(Theorem (=> Spec ([] TypeOK)) None)",
        "(Theorem TRUE Named)",
    ]
    variables = m.units[2]
    assert isinstance(variables, ast.Variables) and [s.col for s in variables.spans] == [11, 14]


def test_nested_module_and_text_outside() -> None:
    m = parse_module(
        "garbage before (* and *) \\* whatever\n"
        "------ MODULE Outer ------\n"
        "---- MODULE Inner ----\nA == 1\n====\n"
        "B == Inner!A\n"
        "=========\n"
        "trailing text that is not TLA+ at all: ``` ???\n",
        "Outer.tla",
    )
    assert m.name == "Outer"
    inner, b = m.units
    assert isinstance(inner, ast.Module) and inner.name == "Inner"
    assert shape(b.body) == "Inner!A"


def test_proofs_and_comments_are_skipped() -> None:
    m = module(
        r"""
(* a (* nested *) comment with PlusCal
--algorithm x { skip; }
*)
THEOREM T1 == \A n \in Nat : n >= 0
<1>1. TRUE
  BY DEF Foo
<1>2. QED
  OBVIOUS
USE DEF Foo
THEOREM T2 == ASSUME NEW n \in Nat PROVE n >= 0
PROOF OMITTED
HIDE DEF Foo
A == 1 \* end of line comment
"""
    )
    assert [type(u).__name__ for u in m.units] == ["Theorem", "OpDef"]
    assert m.units[1].name == "A"


def test_spans() -> None:
    m = module("Op == /\\ x = 1\n      /\\ y' = [y EXCEPT ![1] = 2]")
    body = m.units[0].body
    assert isinstance(body, ast.Junction)
    assert (body.span.line, body.span.col, body.span.end_line) == (2, 7, 3)
    eq = body.items[1]
    assert (eq.span.line, eq.span.col, eq.span.end_col) == (3, 10, 33)
    assert str(eq.span) == "T.tla:3:10"


# How SANY binds `P a I b` for a prefix operator P and an infix operator I, measured with SANY's
# XMLExporter: (infix operators P's operand takes in, infix operators applied to P a). Pairs SANY
# rejects as a precedence conflict are left out.
PREFIX_BINDING = {
    "SUBSET": ("^ '", "=> <=> ~> /\\ \\/ = # < \\in \\subseteq @@ :> \\cup \\ .. ... \\prec"),
    "UNION": ("^ '", "=> <=> ~> /\\ \\/ = # < \\in \\subseteq @@ :> \\cup \\ .. ... \\prec"),
    "DOMAIN": ("^ '", "=> <=> ~> /\\ \\/ = # < \\in \\subseteq @@ :> \\cup \\ .. ... \\prec"),
    "-": (
        "* \\div ^ \\o & '",
        "=> <=> ~> /\\ \\/ = # < \\in \\subseteq @@ :> \\cup \\ .. ... + - (+) \\prec ||",
    ),
    "~": (
        "= # < \\in \\subseteq \\cdot @@ :> \\cup \\ .. ... \\X + - * \\div ^ \\o (+) \\prec || & $ '",
        "=> <=> ~> /\\ \\/",
    ),
    "[]": ("", "=> <=> ~> /\\ \\/"),
    "<>": ("", "=> <=> ~> /\\ \\/"),
    "ENABLED": ("", "=> <=> ~> /\\ \\/"),
    "UNCHANGED": ("", "=> <=> /\\ \\/"),
}


@pytest.mark.parametrize("prefix", sorted(PREFIX_BINDING))
def test_prefix_operator_binding(prefix: str) -> None:
    inside, outside = PREFIX_BINDING[prefix]
    sep = " " if prefix[0].isalpha() else ""
    for infix, takes_in in [(i, True) for i in inside.split()] + [(i, False) for i in outside.split()]:
        text = f"{prefix}{sep}a'" if infix == "'" else f"{prefix}{sep}a {infix} b"
        root = module("Op == " + text).units[0].body
        assert isinstance(root, ast.OpApp)
        assert (root.op == ("-." if prefix == "-" else prefix)) == takes_in, text
