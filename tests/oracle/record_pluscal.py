# ruff: noqa: E501  (the cases are PlusCal text, one per line)
"""Record what the real pcal.trans (1.12, in tla2tools.jar) makes of the modules of tests/test_pluscal.py
(needs Java).

Two sets of cases:
- pluscal.json: our own modules, one per construct and option (tests/pluscal/*.tla, each with several
  option sets) and the modules written here (error cases, markers, tabs, line ends, .cfg handling).
  For each, pcal.trans runs on a copy in a fresh folder; its exit code, what it printed (without its
  version banner) and every file it left (FILE.tla, FILE.cfg, FILE.old) are stored, the files equal
  to the module given (FILE.old, or FILE.tla after an error) by name only.
- pluscal_corpus.json: every PlusCal module of ../shared/corpus, corpus-large and seeds (files with a
  BEGIN TRANSLATION line and an algorithm; identical copies once). For each: the SHA-256 of the module
  and of pcal.trans's output (the whole file, and the .cfg), and the translation itself (BEGIN line and
  the lines up to END TRANSLATION), so that a difference can be shown without Java.

Run as: python tests/oracle/record_pluscal.py [path/to/tla2tools.jar] [CASE ...]   (default
../shared/tools/tlc/tla2tools.jar; with CASEs, only those are rerun), from the repository root; it was
run that way with pcal.trans Version 1.12 of 01 July 2024.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
MODULES = ROOT / "tests" / "pluscal"
SHARED = ROOT.parent / "shared"
BANNER = "pcal.trans Version 1.12 of 01 July 2024\n"


def module(body: str, name: str = "M", head: str = "EXTENDS Naturals, Sequences, TLC\n") -> str:
    """A module holding `body` (an algorithm in a comment) and the translation markers."""
    return f"---- MODULE {name} ----\n{head}{body}\n\\* BEGIN TRANSLATION\n\\* END TRANSLATION\n====\n"


def p_alg(body: str, decls: str = "variables x = 0, y = 0;") -> str:
    """A P-syntax uniprocess algorithm with two variables and `body` as its statements."""
    return module(f"(* --algorithm M\n{decls}\nbegin\n{body}\nend algorithm *)")


def c_alg(body: str) -> str:
    return module("(* --algorithm M {\n" + body + "\n} *)")


# Our modules, with the option sets each is translated with.
OWN = {
    "UniStatements": [[], ["-wf"], ["-termination"], ["-lineWidth", "60"], ["-label", "-labelRoot", "Q"]],
    "CStatements": [[], ["-sf"], ["-noDoneDisjunct"], ["-lineWidth", "120"]],
    "Procedures": [[], ["-wf"], ["-sf", "-termination"], ["-wfNext"], ["-lineWidth", "61"]],
    "MultiProcess": [[], ["-wf"], ["-sf", "-termination"], ["-wfNext"], ["-nof"], ["-lineWidth", "61"], ["-noDoneDisjunct"]],
    "FairLabels": [[], ["-wf"], ["-sf"], ["-nof"], ["-lineWidth", "60"]],
    "Macros": [[], ["-wf", "-noDoneDisjunct"]],
    "OmitPc": [[], ["-wf"], ["-termination"]],
    "OmitPcUni": [[], ["-sf"]],
    "GotoDone": [[], ["-termination"], ["-noDoneDisjunct"]],
    "AddLabels": [[], ["-label"], ["-reportLabels"], ["-reportLabels", "-labelRoot", "Step"]],
    "AddLabelsMulti": [[], ["-label"], ["-reportLabels", "-labelRoot", "S_"]],
    "Renaming": [[], ["-label"]],
    "Layout": [[], ["-lineWidth", "60"], ["-lineWidth", "100"]],
    "Unicode": [[]],
    "InFileOptions": [[], ["-sf"], ["-nof"]],
}

ERROR_CASES = {
    # the parser
    "expected_token": p_alg("a: if x = 0 then x := 1 end while;"),
    "expected_eq_or_in": p_alg("a: with z := 1 do x := z end with;"),
    "missing_semicolon": p_alg("a: x := 1\n   print x;"),
    "done_label": p_alg("Done: x := 1;"),
    "error_label": p_alg("Error: x := 1;"),
    "label_in_macro": module("(* --algorithm M\nvariables x = 0;\nmacro m() begin l: x := 1 end macro\nbegin a: m(); end algorithm *)"),
    "empty_statement_list": c_alg("variables x = 0;\n{ a: x := 1; { } }"),
    "empty_while_test": p_alg("a: while do x := 1 end while;"),
    "empty_if_test": p_alg("a: if then x := 1 end if;"),
    "if_without_end": p_alg("a: if x = 0 then x := 1; or y := 1; end if;"),
    "empty_with_expression": p_alg("a: with z = ; do x := z end with;"),
    "empty_right_side": p_alg("a: x := ;"),
    "empty_print": p_alg("a: print ;"),
    "empty_assert": p_alg("a: assert ;"),
    "empty_call_argument": module("(* --algorithm M\nvariables x = 0;\nprocedure P(a) begin p: return; end procedure\nbegin a: call P(1, ); end algorithm *)"),
    "empty_process_id": module("(* --algorithm M\nvariables x = 0;\nprocess P = \nbegin a: x := 1; end process\nend algorithm *)"),
    "missing_while_body": p_alg("a: while x < 3 do end while;"),
    "empty_when": p_alg("a: when ;"),
    "empty_if_branches": p_alg("a: if x = 0 then end if;"),
    "empty_initial_value": p_alg("a: x := 1;", "variables x = ;"),
    "bad_multiple_assignment": p_alg("a: x := 1 || := 2;"),
    "comment_opened_after_procedure": module("(* --algorithm M\nvariables x = 0;\nprocedure P() begin p: return; end procedure (*\nbegin a: x := 1; end algorithm *)"),
    "unclosed_comment": module("(* --algorithm M\nvariables x = 0;\nbegin a: x := 1; (* not closed\nend algorithm *)"),
    "fair_without_algorithm": module("(* --fair M\nvariables x = 0;\nbegin a: x := 1; end algorithm *)"),
    "missing_label_multiprocess": module("(* --algorithm M\nvariables x = 0;\nprocess P \\in 1..2 begin x := 1; end process\nend algorithm *)"),
    "missing_label_uniprocess": p_alg("a: x := 1;\n   x := 2;"),
    "duplicate_labeling": c_alg("variables x = 0;\n{ a: { b: x := 1 } }"),
    "either_without_or": p_alg("a: either x := 1 end either;"),
    "either_empty_clause": p_alg("a: either or x := 1 end either;"),
    "missing_with_body": p_alg("a: with z = 1 do end with;"),
    "label_in_with": p_alg("a: with z = 1 do b: x := z end with;"),
    "call_in_with": module("(* --algorithm M\nvariables x = 0;\nprocedure P() begin p: return; end procedure\nbegin a: with z = 1 do call P(); x := z end with; end algorithm *)"),
    "while_in_with": p_alg("a: with z = 1 do while x < 3 do x := x + 1 end while end with;"),
    "second_assignment_in_with": p_alg("a: with z = 1 do x := z; x := 2 end with;"),
    "call_assigns_twice_in_with": module("(* --algorithm M\nvariables x = 0;\nprocedure P(a) begin p: return; end procedure\nbegin a: with z = 1 do stack := <<>>; call P(2) end with; end algorithm *)"),
    "return_outside_procedure": module("(* --algorithm M\nvariables x = 0;\nprocess P = 1 begin a: x := 1; return; end process\nend algorithm *)"),
    "macro_defined_twice": module("(* --algorithm M\nvariables x = 0;\nmacro m() begin x := 1 end macro\nmacro m() begin x := 2 end macro\nbegin a: m(); end algorithm *)"),
    "macro_undefined": p_alg("a: nosuch(1);"),
    "macro_argument_count": module("(* --algorithm M\nvariables x = 0;\nmacro m(a) begin x := a end macro\nbegin a: m(1, 2); end algorithm *)"),
    "macro_assigns_to_constant": module("(* --algorithm M\nvariables x = 0;\nmacro m(a) begin a := 1 end macro\nbegin a: m(2); end algorithm *)"),
    # the tokenizer
    "illegal_lexeme": p_alg("a: x := 1 ` 2;"),
    "illegal_string_character": p_alg('a: x := "caf\u00e9";'),
    "unmatched_parenthesis": p_alg("a: x := (1 + 2;"),
    "extra_bracket": p_alg("a: x := 1];"),
    "quantifier_without_colon": p_alg("a: x := \\A z \\in {1} ;"),
    "dashes_in_expression": p_alg("a: x := 1 ---- 2;"),
    # names
    "label_twice": p_alg("a: x := 1;\na: y := 1;"),
    "procedure_twice": module("(* --algorithm M\nvariables x = 0;\nprocedure P() begin p: return; end procedure\nprocedure P() begin q: return; end procedure\nbegin a: call P(); end algorithm *)"),
    "process_twice": module("(* --algorithm M\nvariables x = 0;\nprocess P = 1 begin a: x := 1; end process\nprocess P = 2 begin b: x := 2; end process\nend algorithm *)"),
    "variable_twice": p_alg("a: x := 1;", "variables x = 0, x = 1;"),
    "parameter_twice": module("(* --algorithm M\nvariables x = 0;\nprocedure P(a, a) begin p: return; end procedure\nbegin m: call P(1, 2); end algorithm *)"),
    "goto_nowhere": p_alg("a: x := 1;\n   goto nowhere;"),
    # the translation
    "call_undefined_procedure": p_alg("a: call Nope(1);"),
    "call_argument_count": module("(* --algorithm M\nvariables x = 0;\nprocedure P(a) begin p: return; end procedure\nbegin m: call P(1, 2); end algorithm *)"),
    "return_in_main_body": module("(* --algorithm M\nvariables x = 0;\nprocedure P() begin p: return; end procedure\nbegin m: x := 1; return; end algorithm *)"),
    "call_return_in_main_body": module("(* --algorithm M\nvariables x = 0;\nprocedure P() begin p: return; end procedure\nbegin m: call P(); return; end algorithm *)"),
    "undeclared_variable": p_alg("a: z := 1;"),
    "multiple_assignment": p_alg("a: x := 1 || x := 2;"),
    "no_variables": module("(* --algorithm M\nbegin a: while TRUE do skip end while; end algorithm *)"),
    "default_init_value_name": p_alg("a: x := 1;", "variables x, defaultInitValue = 1;"),
    # the module
    "no_end_translation": "---- MODULE M ----\n(* --algorithm M\nvariables x = 0;\nbegin a: x := 1; end algorithm *)\n\\* BEGIN TRANSLATION\n====\n",
    "no_algorithm": "---- MODULE M ----\n\\* BEGIN TRANSLATION\n\\* END TRANSLATION\n====\n",
    "algorithm_not_in_comment": "---- MODULE M ----\n--algorithm M\nvariables x = 0;\nbegin a: x := 1; end algorithm\n====\n",
    "text_after_comment": "---- MODULE M ----\n(* --algorithm M\nvariables x = 0;\nbegin a: x := 1; end algorithm *) x == 1\n====\n",
    "unterminated_string": p_alg('a: x := "abc;'),
    "bad_string_escape": p_alg('a: x := "a\\q";'),
    "comment_unclosed_in_expression": module("(* --algorithm M\nvariables x = 0; *)\nbegin a: x := (* never closed 1;\nend algorithm"),
    "premature_end": "---- MODULE M ----\n\\* BEGIN TRANSLATION\n\\* END TRANSLATION\n====\n(* --algorithm M\nvariables x = 0;\nbegin a: x := 1;\n",
    "procedure_named_like_variable": module("(* --algorithm M\nvariables P = 0;\nprocedure P() begin p: return; end procedure\nbegin m: call P(); end algorithm *)"),
}

MODULE_CASES = {
    "markers_added": ("---- MODULE M ----\nEXTENDS Naturals\n(* --algorithm M\nvariables x = 0;\nbegin a: x := x + 1; end algorithm\n*) \\* the algorithm ends here\nInv == x >= 0\n====\n", [], {}),
    "markers_added_c": ("---- MODULE M ----\nEXTENDS Naturals\n(***********\n--algorithm M { variables x = 0; { a: x := 1 } }\n ***********)\n====\n", [], {}),
    "old_translation_replaced": ("---- MODULE M ----\n(* --algorithm M\nvariables x = 0;\nbegin a: x := 1; end algorithm *)\n\\* BEGIN TRANSLATION (chksum(pcal) = \"1\" /\\ chksum(tla) = \"2\")\nVARIABLE x\nold == 1\n\\* END TRANSLATION\nAfter == TRUE\n====\n", [], {}),
    "checksums_ignored": ("---- MODULE M ----\n(* --algorithm M\nvariables x = 0;\nbegin a: x := 1; end algorithm *)\n\\* BEGIN TRANSLATION (chksum(pcal) \\in STRING /\\ chksum(tla) \\in STRING)\n\\* END TRANSLATION\n====\n", [], {}),
    "checksum_spellings": ("---- MODULE M ----\n(* --algorithm M\nvariables x = 0;\nbegin a: x := 1; end algorithm *)\n\\* BEGIN TRANSLATION   ( CHECKSUM(PlusCal) = \"\" /\\ checksum(TLA+)= \"ab\" ) and more\n\\* END TRANSLATION\n====\n", [], {}),
    "tabs": ("---- MODULE M ----\nEXTENDS Naturals\n(* --algorithm M\n\tvariables x = 0,\n\t\ty = [i \\in 1..2 |->\n\t\t      i];\nbegin\na:\tx := 1;\n\ty := [y EXCEPT ![1] = /\\ x = 1\n\t\t\t    /\\ TRUE];\nend algorithm *)\n\\* BEGIN TRANSLATION\n\\* END TRANSLATION\n====\n", [], {}),
    "crlf_and_no_last_newline": ("---- MODULE M ----\r\n(* --algorithm M\r\nvariables x = 0;\r\nbegin a: x := 1; end algorithm *)\r\n\\* BEGIN TRANSLATION\r\n\\* END TRANSLATION\r\n====", [], {}),
    "cfg_kept_after_delimiter": (p_alg("a: x := 1;"), [], {"M.cfg": "INIT Foo\n\\* Add statements after this line.\nINVARIANT Inv\n"}),
    "cfg_without_delimiter": (p_alg("a: x := 1;"), ["-termination"], {"M.cfg": "CONSTANT N = 3\n"}),
    "cfg_with_specification": (p_alg("a: x := 1;"), [], {"M.cfg": "\\* Add statements after this line.\nSPECIFICATION Other\n"}),
    "cfg_commented_specification": (p_alg("a: x := 1;"), [], {"M.cfg": "\\* SPECIFICATION Other\n"}),
    "cfg_default_init": (p_alg("a: x := 1;", "variables x, y;"), [], {}),
    "old_replaced": (p_alg("a: x := 1;"), [], {"M.old": "something else\n"}),
    "noold": (p_alg("a: x := 1;"), ["-noold"], {}),
    "nocfg": (p_alg("a: x := 1;"), ["-nocfg"], {}),
    "unix_eol": (p_alg("a: x := 1;"), ["-unixEOL"], {}),
    "version_1_4": (module("(* --algorithm M\nvariables x = 0;\nprocedure P() begin p: return; end procedure\nprocess A = 1 begin a: while TRUE do call P(); end while; end process\nend algorithm *)"), ["-version", "1.4"], {}),
    "version_1_5_fair_uniprocess": (p_alg("a: x := 1;").replace("begin\n", "fair begin\n"), ["-version", "1.5"], {}),
    "fair_algorithm_sf_warning": (module("(* --fair algorithm M\nvariables x = 0;\nbegin a: x := 1; end algorithm *)"), ["-sf"], {}),
    "options_in_file_bad": ("---- MODULE M ----\n(* PlusCal options (-sf, nosuch, -wf) *)\n(* --algorithm M\nvariables x = 0;\nprocess P \\in 1..2 begin a: x := 1; end process\nend algorithm *)\n\\* BEGIN TRANSLATION\n\\* END TRANSLATION\n====\n", ["-wf"], {}),
    "options_in_file_no_paren": ("---- MODULE M ----\n(* PlusCal options -sf *)\n(* --algorithm M\nvariables x = 0;\nbegin a: x := 1; end algorithm *)\n\\* BEGIN TRANSLATION\n\\* END TRANSLATION\n====\n", [], {}),
    "options_in_file_unclosed": ("---- MODULE M ----\n(* PlusCal options (-sf, termination\n--algorithm M\nvariables x = 0;\nbegin a: x := 1; end algorithm *)\n\\* BEGIN TRANSLATION\n\\* END TRANSLATION\n====\n", [], {}),
    "options_no_closing_paren": (p_alg("a: x := 1;") + "\\* PlusCal options (-wf\n", [], {}),
    "options_bad_version_in_file": ("---- MODULE M ----\n\\* PlusCal options (version 3.14)\n" + p_alg("a: x := 1;").split("\n", 1)[1], [], {}),
    "options_line_width_in_file": ("---- MODULE M ----\n\\* PlusCal options (-lineWidth 60, label)\n(* --algorithm M\nvariables verylongvariablename = 0, anotherverylongname = 1, yetanothername = 2;\nbegin verylongvariablename := 1; anotherverylongname := 2; yetanothername := 3; end algorithm *)\n\\* BEGIN TRANSLATION\n\\* END TRANSLATION\n====\n", [], {}),
}

COMMAND_LINE_CASES = {
    "unknown_option": (p_alg("a: x := 1;"), ["-nosuch"]),
    "two_fairness_options": (p_alg("a: x := 1;"), ["-wf", "-sf"]),
    "narrow_line_width": (p_alg("a: x := 1;"), ["-lineWidth", "59"]),
    "label_root_missing": (p_alg("a: x := 1;"), ["-labelRoot"]),
    "missing_file": (None, []),
    "version_illegal": (p_alg("a: x := 1;"), ["-version", "abc"]),
    "version_later": (p_alg("a: x := 1;"), ["-version", "2.0"]),
    "version_missing": (p_alg("a: x := 1;"), ["-version"]),
    "extension_not_tla": (p_alg("a: x := 1;"), ["--file", "M.txt"]),
    "invalid_utf8": ("---- MODULE M ----\n\\* caf\xe9 in Latin-1, not UTF-8\n" + p_alg("a: x := 1;").split("\n", 1)[1], ["--latin-1"]),
}


def cases() -> dict:
    """Every case: the module's text (or its file), its name, the options, the files put beside it."""
    out = {}
    for name, option_sets in OWN.items():
        for opts in option_sets:
            key = name + ("" if not opts else " " + " ".join(opts))
            out[key] = {"path": f"tests/pluscal/{name}.tla", "name": name, "args": opts, "files": {}}
    for key, text in ERROR_CASES.items():
        out[key] = {"text": text, "name": "M", "args": [], "files": {}}
    for key, (text, opts, files) in MODULE_CASES.items():
        out[key] = {"text": text, "name": "M", "args": opts, "files": files}
    for key, (text, opts) in COMMAND_LINE_CASES.items():
        case = {"text": text, "name": "M", "args": opts, "files": {}}
        if opts[:1] == ["--file"]:  # pcal.trans is given this file name instead of M.tla
            case.update(args=[], file=opts[1])
        elif opts[:1] == ["--latin-1"]:  # the module's bytes are the text in Latin-1
            case.update(args=[], encoding="latin-1")
        out[key] = case
    return out


def run_pcal(jar: str, source: bytes | None, name: str, args: list, files: dict, file: str | None = None) -> dict:
    """pcal.trans on a copy (None: no module): exit code, what it printed, the files it left."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if source is not None:
            (folder / f"{name}.tla").write_bytes(source)
        for fname, text in files.items():
            (folder / fname).write_text(text)
        p = subprocess.run(["java", "-cp", jar, "pcal.trans", *args, file or f"{name}.tla"], cwd=folder,
                           capture_output=True, text=True, check=False)
        after = {f.name: f.read_bytes() for f in sorted(folder.iterdir())}
    out = p.stdout
    if out.startswith(BANNER):
        out = out[len(BANNER):]
    return {"exit_code": p.returncode, "stdout": out,
            "files_after": {n: text.decode("utf-8") for n, text in after.items() if text != source},
            "same_as_source": [n for n, text in after.items() if text == source]}


def record_own(jar: str, only: list) -> None:
    path = HERE / "pluscal.json"
    oracle = json.loads(path.read_text()) if only and path.exists() else {}
    for key, case in cases().items():
        if only and key not in only:
            continue
        source = (ROOT / case["path"]).read_bytes() if "path" in case else case["text"]
        source = source.encode(case.get("encoding", "utf-8")) if isinstance(source, str) else source
        run = run_pcal(jar, source, case["name"], case["args"], case["files"], case.get("file"))
        oracle[key] = {**case, **run}
        print(key, oracle[key]["exit_code"])
    path.write_text(json.dumps(oracle, indent=1, sort_keys=True, ensure_ascii=False) + "\n")


def corpus_modules() -> list:
    """The PlusCal modules of the corpora (relative to ../shared), one of identical copies."""
    seen, out = set(), []
    for folder in ("corpus", "corpus-large", "seeds"):
        for f in sorted((SHARED / folder).rglob("*.tla")):
            text = f.read_bytes()
            if b"BEGIN TRANSLATION" not in text or not (b"--algorithm" in text or b"--fair" in text):
                continue
            digest = hashlib.sha256(text).hexdigest()
            if digest not in seen:
                seen.add(digest)
                out.append(str(f.relative_to(SHARED)))
    return out


def record_corpus(jar: str) -> None:
    oracle = {}
    for rel in corpus_modules():
        source = (SHARED / rel).read_bytes()
        name = Path(rel).stem
        run = run_pcal(jar, source, name, [], {})
        tla = run["files_after"].get(f"{name}.tla", source.decode("utf-8"))
        lines = tla.split("\n")
        begin = next(i for i, line in enumerate(lines) if "BEGIN TRANSLATION" in line)
        end = next(i for i in range(begin + 1, len(lines)) if "END TRANSLATION" in lines[i])
        oracle[rel] = {
            "sha256": hashlib.sha256(source).hexdigest(),
            "exit_code": run["exit_code"],
            "stdout": run["stdout"],
            "tla_sha256": hashlib.sha256(tla.encode("utf-8")).hexdigest(),
            "cfg": run["files_after"].get(f"{name}.cfg"),
            "translation": lines[begin:end],
        }
        print(rel, run["exit_code"])
    (HERE / "pluscal_corpus.json").write_text(json.dumps(oracle, indent=1, sort_keys=True) + "\n")


def main(argv: list) -> None:
    jar = argv[0] if argv and argv[0].endswith(".jar") else str(SHARED / "tools" / "tlc" / "tla2tools.jar")
    only = [a for a in argv if not a.endswith(".jar")]
    if shutil.which("java") is None:
        sys.exit("record_pluscal.py needs Java to run pcal.trans")
    record_own(jar, only)
    if not only:
        record_corpus(jar)


if __name__ == "__main__":
    main(sys.argv[1:])
