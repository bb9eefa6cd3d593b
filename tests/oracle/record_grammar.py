"""Record SANY's verdict on small modules covering the grammar (needs Java and ../shared/tools/tlc).

Each case is a whole module. SANY runs on the cases in order, one JVM for a run of them, and stops at
the first module it cannot parse; each rejected case gets SANY's first error line and its phase (parse:
syntax or lexical error; semantic: names, redefinitions, arity, levels), and the run resumes after a
parse error. The verdicts go to
tests/oracle/grammar_sany.json, which tests/test_grammar_sany.py compares with tlapy's parser.

Run as: python tests/oracle/record_grammar.py, from the repository root (it was run with SANY2 2.2 of
tla2tools.jar at ../shared/tools/tlc).
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
JAR = HERE.parents[2] / "shared" / "tools" / "tlc" / "tla2tools.jar"
OUT = HERE / "grammar_sany.json"
TLC = HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc"
SPECS = HERE.parent / "specs"
TLC_OUT = HERE / "grammar_tlc.json"
# Specs whose values TLC checks (their ASSUMEs and invariants), with the config each runs with.
TLC_RUNS = {
    "GrammarValues": "GrammarValues.cfg",
    "CfgOps": "CfgOps.cfg",
    "CfgOpsBuiltin": "CfgOpsBuiltin.cfg",
}

# Infix operators chosen to cover every precedence range and associativity SANY's table has.
PAIR_OPS = ["=>", "<=>", "/\\", "\\/", "=", "\\in", "\\cdot", "@@", ":>", "\\cup", "..", "$$", "\\wr",
            "+", "%", "-", "*", "/", "^", "\\X"]
PREFIX_OPS = ["~", "[]", "ENABLED", "SUBSET", "DOMAIN", "-"]
POSTFIX_OPS = ["'", "^+"]

# Every infix operator symbol TLA+ reserves, in each ASCII spelling (a user may define them all).
INFIX_SYMBOLS = [
    "!!", "#", "##", "$", "$$", "%", "%%", "&", "&&", "(+)", "(-)", "(.)", "(/)", "(\\X)", "*", "**", "+",
    "++", "-", "-+->", "--", "-|", "..", "...", "/", "//", "/=", "/\\", "::=", ":=", ":>", "<", "<:", "<=>",
    "=", "=<", "=>", "=|", ">", ">=", "??", "@@", "\\", "\\/", "^", "^^", "|", "|-", "|=", "||", "~>",
    "\\approx", "\\asymp", "\\bigcirc", "\\bullet", "\\cap", "\\cdot", "\\circ", "\\cong", "\\cup", "\\div",
    "\\doteq", "\\equiv", "\\geq", "\\gg", "\\in", "\\intersect", "\\land", "\\leq", "\\ll", "\\lor",
    "\\notin", "\\o", "\\odot", "\\ominus", "\\oplus", "\\oslash", "\\otimes", "\\prec", "\\preceq",
    "\\propto", "\\sim", "\\simeq", "\\sqcap", "\\sqcup", "\\sqsubset", "\\sqsubseteq", "\\sqsupset",
    "\\sqsupseteq", "\\star", "\\subset", "\\subseteq", "\\succ", "\\succeq", "\\supset", "\\supseteq",
    "\\union", "\\uplus", "\\wr", "<=", "\\geq",
]


def module(name: str, body: str) -> str:
    return f"---- MODULE {name} ----\n{body}\n====\n"


def precedence_cases() -> dict[str, str]:
    """`a OP1 b OP2 c` for pairs of infix operators, and prefix/postfix operators beside infix ones."""
    cases: dict[str, str] = {}
    for i, op1 in enumerate(PAIR_OPS):
        for j, op2 in enumerate(PAIR_OPS):
            cases[f"Pair_{i}_{j}"] = f"CONSTANTS a, b, c\nx == a {op1} b {op2} c"
    for i, pre in enumerate(PREFIX_OPS):
        for j, op in enumerate(PAIR_OPS):
            cases[f"PreL_{i}_{j}"] = f"CONSTANTS a, b, c\nx == {pre} a {op} b"
            cases[f"PreR_{i}_{j}"] = f"CONSTANTS a, b, c\nx == a {op} {pre} b"
        for k, post in enumerate(POSTFIX_OPS):
            cases[f"PrePost_{i}_{k}"] = f"VARIABLES a, b\nx == {pre} a{post}"
    for k, post in enumerate(POSTFIX_OPS):
        for j, op in enumerate(PAIR_OPS):
            cases[f"PostL_{k}_{j}"] = f"VARIABLES a, b\nx == a{post} {op} b"
    return cases


def symbol_cases() -> dict[str, str]:
    """Each reserved symbol defined by the user, used infix, declared, and in LET."""
    cases: dict[str, str] = {}
    for i, op in enumerate(INFIX_SYMBOLS):
        cases[f"Def_{i}"] = f"a {op} b == <<a, b>>\nx == 1 {op} 2\ny == ({op} (1, 2))"
        cases[f"Let_{i}"] = f"x == LET a {op} b == <<b, a>> IN 1 {op} 2"
        cases[f"Decl_{i}"] = f"CONSTANT _ {op} _\nx == 1 {op} 2"
        cases[f"Arg_{i}"] = f"F(g(_, _)) == g(1, 2)\na {op} b == <<a, b>>\nx == F({op})"
    for k, post in enumerate(["^+", "^*", "^#"]):
        cases[f"DefPost_{k}"] = f"a {post} == <<a>>\nx == 1{post}\nCONSTANT _ {post}"
    cases["DefNeg"] = "-. a == <<a>>\nx == -1\ny == -.(2)\nCONSTANT _ ++ _"
    cases["Override_nat"] = "EXTENDS Naturals\na + b == a\nx == 1"
    cases["Override_local"] = "a + b == <<a, b>>\nx == 1 + 2 + 3"
    return cases


# Unicode spellings of infix operators (the lexer's and SANY's), tried as `a U b`.
UNICODE_INFIX = "∧∨⇒≡⇔∈∉≠≤≥⊆⊂⊇⊃∪∩×∘⊕⊖⊙⊗⊘≺≼⪯≻≽⪰⊏⊑⊐⊒∼≃≈≍≅≐∝≪≫⊎⊓⊔≀⋅÷⋆●◯↝‥…⊢⊨⊣≔⩴⫤⇸‼⁇‖"

SPELLINGS = [
    "x == \\exists y \\in {1} : TRUE",
    "x == \\forall y \\in {1} : TRUE",
    "x == \\E y \\in {1}, z \\in {2} : TRUE",
    "x == \\A y, z \\in {1} : TRUE",
    "x == \\EE y : TRUE",
    "x == \\AA y : TRUE",
    "x == \\exists y : TRUE",
    "x == \\forall y : TRUE",
    "x == 1 \\notin {2}",
    "x ≜ 1",
    "x == ∀ y ∈ {1} : TRUE",
    "x == ∃ y ∈ {1} : TRUE",
    "x == ⟨1, 2⟩",
    "x == [y ∈ {1} ↦ y]",
    "x == [{1} → {2}]",
    "x == ¬ TRUE",
    "VARIABLE v\nx == □ (v = 1)",
    "VARIABLE v\nx == ◇ (v = 1)",
    "VARIABLE v\nx == v′ = v",
    "VARIABLE v\nx == ⟨v′ = v⟩_v",
    "VARIABLE v\nx == [][v′ = v]_v",
    "CONSTANT a\nx == a⁺",
    "x == ∀∀ y : TRUE",
    "x == ∃∃ y : TRUE",
    "x == \\neg TRUE \\land \\lnot FALSE",
    "x == {1} \\intersect {2} \\union {3}",
    "VARIABLE v\nx == ⟨v' = v⟩_v /\\ □[v' = v]_v /\\ ◇⟨v' = v⟩_v",
    "x == [a ↦ 1] ∈ [a : {1}] ∧ ¬(1 ≠ 1) ∨ (1 ≤ 2 ⇒ 2 ≥ 1)",
    "M ≜ INSTANCE Naturals\nx ≜ M!+(1, 2)",
    "x == \\A a \\in {1} : \\E b \\in {2} : a \\notin {b}",
]

# Keywords after `.` and `!.`, and as record fields.
FIELDS = [
    "r.NEW", "r.IF", "r.SF_", "r.WF_x", "r.ENABLED", "r.TRUE", "r.LAMBDA", "r.CASE", "r.MODULE", "r.ASSUME",
    "[r EXCEPT !.SF_ = 0]", "[r EXCEPT !.NEW = 0]", "[r EXCEPT !.IF = 0]", "[NEW |-> 1]", "[SF_ |-> 1]",
    "[IF : {1}]", "[WF_x |-> 1]", "[IF |-> 1]", "[a |-> 2, IF |-> 1]", "[a |-> 2, TRUE |-> 1]",
    "[a |-> 2, NEW |-> 1]", "[TRUE |-> 2, FALSE |-> 1]",
]

# Subexpression names, labels, operators in prefix form and operator arguments.
NAMES = [
    "Op == lab:: 1 + 2\nx == Op!lab",
    "Op(a) == lab:: a + 2\nx == Op(1)!lab",
    "Op == l1:: (1 + l2:: 2)\nx == Op!l1!l2",
    "Op == \\A i \\in {1} : l(i):: i = 1\nx == Op!l(1)",
    "Op == 1 + 2 * 3\nx == Op!1",
    "Op == 1 + 2 * 3\nx == Op!2!1",
    "Op == <<1, 2>>\nx == Op!<<",
    "Op == <<1, 2>>\nx == Op!>>",
    "Op == \\A i \\in {1} : i = 1\nx == Op!@",
    "Op == \\A i \\in {1} : i = 1\nx == Op!:",
    "Op(a) == a + 1\nx == Op(3)!1",
    "Op == 1 + 2\nx == Op!(1)",
    "Op == \\A i \\in {1} : i = 1\nx == Op!(2)",
    "Op == \\E i \\in {1}, <<j, k>> \\in {<<2, 3>>} : i = j\nx == Op!(1, 2, 3)",
    "Op == \\E i \\in {1}, j \\in {2} : i = j\nx == Op!(1)",
    "Op == {i : i \\in {1}}\nx == Op!(1)",
    "Op == CHOOSE i \\in {1} : TRUE\nF(g(_)) == g(1)\nx == F(Op!@)",
    "Op == [i \\in {1} |-> i]\nF(g(_)) == g(1)\nx == F(Op!@)",
    "Op == \\A i \\in {1} : i = 1\nF(g(_, _)) == g(1, 2)\nx == F(Op!@)",
    "Op == \\A i \\in {1} : \\A j \\in {2} : i = j\nx == Op!(1)!(2)",
    "Op == \\A i \\in {1} : lab:: i = 1\nF(g(_)) == g(1)\nx == F(Op!@!lab)",
    "Op(a) == \\A i \\in {a} : i = 1\nF(g(_)) == g(1)\nx == F(Op(1)!@)",
    "M == INSTANCE Naturals\nx == M!+(1, 2)",
    "M == INSTANCE Naturals\nx == M!-(1, 2)",
    "M == INSTANCE Naturals\nx == M!\\div(7, 2)",
    "EXTENDS Naturals\nx == +(1, 2) + -.(3)",
    "EXTENDS Naturals\nx == \\div(7, 2)",
    "EXTENDS Naturals\nx == ..(1, 3)",
    "F(g(_)) == g(1)\nx == F(-.)",
    "F(g(_)) == g(1)\nCONSTANT a\nx == F(^+)",
    "F(g(_, _)) == g(1, 2)\nx == F(\\cup)",
    "F(g(_, _)) == g(1, 2)\nx == F(=)",
    "F(g(_, _)) == g(1, 2)\nx == F(\\land)",
    "F(g(_, _)) == g(1, 2)\nx == F(/\\)",
    "F(g(_, _)) == g(1, 2)\nx == F(-)",
    "F(g(_, _)) == g(1, 2)\nx == F(LAMBDA a, b : a)",
    "EXTENDS Naturals\nx == 1 \\cdot 2 \\cdot 3",
    "EXTENDS Naturals\nx == - 1 - 2",
    "EXTENDS Naturals\nx == 2 ^ - 1",
    "EXTENDS Naturals\nx == 2 + - 1",
    "EXTENDS Naturals\nx == 2 * (- 1)",
    "x == \\land (TRUE)\n     \\land (FALSE)",
    "x == \\lor (TRUE, FALSE)",
    "x == /\\ (TRUE)\n     /\\ (FALSE)",
    "x == {1} \\cup {2} \\cap {3}",
    "x == {1} \\cup {2} \\cup {3} \\ {2}",
    "CONSTANT a\nx == a \\X a \\X a \\cup a",
]


MIX_INFIX = PAIR_OPS + ["#", "<:", "\\", "...", "!!", "||", "++", "--", "&&", "**", "//", "^^", "\\o", "~>",
                      "-+->", "\\sqcup", "(+)"]
MIX_PREFIX = PREFIX_OPS + ["UNCHANGED", "<>", "UNION"]


def mixed_cases(count: int = 150, seed: int = 7) -> dict[str, str]:
    """Random expressions of 3 to 5 operands mixing infix, prefix and postfix operators and parentheses."""
    rnd = random.Random(seed)

    def operand(depth: int) -> str:
        r = rnd.random()
        if depth < 2 and r < 0.15:
            return f"({expression(depth + 1)})"
        text = rnd.choice("abc")
        if r < 0.35:
            text = f"{rnd.choice(MIX_PREFIX)} {text}"
        if rnd.random() < 0.15:
            text += rnd.choice(["'", "^+", "[a]", ".f"])
        return text

    def expression(depth: int) -> str:
        parts = [operand(depth)]
        for _ in range(rnd.randint(2, 4) - depth):
            parts += [rnd.choice(MIX_INFIX), operand(depth)]
        return " ".join(parts)

    return {f"Mix_{i}": f"VARIABLES a, b, c\nx == {expression(0)}" for i in range(count)}


def other_cases() -> dict[str, str]:
    """Unicode and keyword spellings, keyword field names, subexpression names and prefix forms."""
    cases: dict[str, str] = {}
    for i, u in enumerate(UNICODE_INFIX):
        cases[f"Uni_{i}"] = f"CONSTANTS a, b\nx == a {u} b"
    for i, text in enumerate(SPELLINGS):
        cases[f"Spell_{i}"] = text
    for i, text in enumerate(FIELDS):
        cases[f"Field_{i}"] = f"CONSTANT r\nx == {text}"
    for i, text in enumerate(NAMES):
        cases[f"Name_{i}"] = text
    return cases


def cases() -> dict[str, str]:
    out: dict[str, str] = {}
    out.update(precedence_cases())
    out.update(symbol_cases())
    out.update(other_cases())
    out.update(mixed_cases())
    return {name: module(name, body) for name, body in out.items()}


_LOC = re.compile(r"line (\d+), col(?:umn)? (\d+)")


def verdict(name: str, output: str) -> dict:
    """SANY's verdict on the case whose output section this is."""
    parse = "***Parse Error***" in output or "Lexical error" in output or "Could not parse" in output
    if "UnknownFormatConversionException" in output:  # SANY fails to print a message naming `%`
        parse = "while parsing" in output
        return {"ok": False, "phase": "parse" if parse else "semantic", "line": None, "col": None,
                "message": "(SANY could not print its message)"}
    for mark in ("***Parse Error***", "Semantic errors:"):
        output = output.split(mark, 1)[-1]
    m = _LOC.search(output)
    lines = [ln.strip() for ln in output.splitlines() if ln.strip() and "Parsing file" not in ln
             and "SANY2" not in ln and not ln.startswith("***")]
    located = next((i for i, ln in enumerate(lines) if _LOC.fullmatch(ln.split(" to ")[0])), None)
    message = lines[located + 1] if located is not None and located + 1 < len(lines) else (lines or [""])[0]
    return {"ok": False, "phase": "parse" if parse else "semantic",
            "line": int(m.group(1)) if m else None, "col": int(m.group(2)) if m else None,
            "message": message[:200]}


def run_sany(texts: dict[str, str]) -> dict[str, dict]:
    """SANY's verdict per case; a parse error stops SANY, so the run resumes after that module."""
    results: dict[str, dict] = {}
    names = list(texts)
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            Path(tmp, f"{name}.tla").write_text(texts[name], encoding="utf-8")
        start = 0
        while start < len(names):
            batch = names[start:]
            cmd = ["java", "-cp", str(JAR), "tla2sany.SANY", *[f"{n}.tla" for n in batch]]
            out = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True).stdout
            sections = re.split(r"\n(?=\*+ SANY2 Version)", out.strip())  # one per module
            if not sections or len(sections) > len(batch):
                raise RuntimeError(out)
            for name, section in zip(batch, sections):
                failed = any(mark in section for mark in _ERROR_MARKS)
                results[name] = verdict(name, section) if failed else {"ok": True}
            start += len(sections)
    return results


_ERROR_MARKS = ("***Parse Error***", "Lexical error", "Semantic errors", "*** Errors", "Fatal errors",
                "Could not parse", "Exception")


def run_tlc() -> dict[str, dict]:
    """TLC's exit code and distinct-state count on each of TLC_RUNS."""
    out: dict[str, dict] = {}
    for name, cfg in TLC_RUNS.items():
        spec = "CfgOps.tla" if name.startswith("CfgOps") else f"{name}.tla"
        with tempfile.TemporaryDirectory() as tmp:
            cmd = [str(TLC), "-workers", "1", "-metadir", tmp, "-config", cfg, spec]
            run = subprocess.run(cmd, cwd=SPECS, capture_output=True, text=True)
        m = re.search(r"(\d+) distinct states found", run.stdout)
        distinct = int(m.group(1)) if m else None
        out[name] = {"spec": spec, "cfg": cfg, "exit": run.returncode, "distinct": distinct}
    return out


def main() -> None:
    TLC_OUT.write_text(json.dumps(run_tlc(), indent=1) + "\n")
    texts = cases()
    results = run_sany(texts)
    entries = {n: {"text": texts[n], **results[n]} for n in texts}
    compact = {"ensure_ascii": False, "separators": (",", ":")}
    lines = [f"{json.dumps(k)}: {json.dumps(v, **compact)}" for k, v in entries.items()]
    OUT.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")


if __name__ == "__main__":
    main()
