"""Every operator of the standard and community modules against what the real TLC printed for it.

tests/oracle/record_modules.py ran TLC on one spec per module and recorded each case's printed value in
tests/oracle/modules.json; here tlapy runs the same specs and must print the same values (whitespace,
which TLC adds to break long lines, is ignored).
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from tla_py.cli import main
from tla_py.engine import CheckResult, check
from tla_py.errors import EvalError
from tla_py.semantics import build_model
from tla_py.stdlib import MODULES_DIR, reset_run
from tla_py.stdlib.community import chi_square, dot_di_graph, signed_fingerprint
from tla_py.stdlib.sequences import replace_all_subseqs
from tla_py.values import Seq, SetValue, apply, make_fcn

ORACLE = Path(__file__).parent / "oracle"
EXPECTED = json.loads((ORACLE / "modules.json").read_text())
_spec = importlib.util.spec_from_file_location("record_modules", ORACLE / "record_modules.py")
recorder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(recorder)


def flat(s: str) -> str:
    return "".join(s.split())


def write_spec(module: str, exprs: list[str], folder: Path) -> Path:
    name = f"Cover{module}"
    (folder / f"{name}.tla").write_text(recorder.spec_text(module, exprs))
    (folder / f"{name}.cfg").write_text("INIT Init\nNEXT Next\n")
    return folder / f"{name}.tla"


def run_module(module: str, exprs: list[str], folder: Path, allow_io_exec: bool = True,
               ) -> tuple[list, CheckResult]:
    """What tlapy printed for each case of the module's spec, run in folder, and the run's result."""
    spec = write_spec(module, exprs, folder)
    lines: list[str] = []
    reset_run(0, out=lines.append, allow_io_exec=allow_io_exec)
    try:
        res = check(build_model(spec, spec.with_suffix(".cfg")))
    finally:
        reset_run()
    return recorder.split_printed("\n".join(lines).splitlines(), len(exprs)), res


@pytest.mark.parametrize("module", sorted(EXPECTED))
def test_module_matches_tlc(module: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    cases = EXPECTED[module]
    got, _ = run_module(module, [c["expr"] for c in cases], tmp_path)
    wrong = [f"{c['expr']}\n  TLC:   {c['tlc']}\n  tlapy: {g}" for c, g in zip(cases, got)
             if g is None or flat(g) != flat(c["tlc"])]
    assert not wrong, "\n".join(wrong)


def test_io_exec_needs_permission(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setenv("TLAPY_ALLOW_IO_EXEC", "1")  # no variable allows it: the flag is the only switch
    exprs = ['IOExecTemplate(<<"echo", "%s">>, <<"hi">>)']
    _, res = run_module("IOUtils", exprs, tmp_path, allow_io_exec=False)
    # an ASSUME that fails to evaluate is violated, as in TLC (exit 10)
    assert res.result == "assumption violation" and "pass --allow-io-exec to `tlapy check`" in res.message
    spec = str(write_spec("IOUtils", exprs, tmp_path))
    assert main(["check", spec, "--python", "current"]) != 0
    assert main(["check", spec, "--python", "current", "--allow-io-exec"]) == 0
    assert 'stdout |-> "hi\\n"' in capsys.readouterr().out


def test_chi_square() -> None:
    """Not recorded (the TLC at hand lacks Commons Math): statistic 0.2 on 2 degrees of freedom has
    p = exp(-0.1) = 0.90, which fits at 0.05; 60 has p = exp(-30), which does not."""
    def counts(*xs: int):
        return make_fcn({i + 1: x for i, x in enumerate(xs)})

    assert chi_square(counts(10, 10, 10), counts(11, 10, 9), "0.05") is True
    assert chi_square(counts(10, 10, 10), counts(0, 30, 0), "0.05") is False
    # 5.4 on 3 degrees of freedom: p = 0.1447 (scipy.stats.chisquare), so it fits at 0.14, not at 0.15
    assert chi_square(counts(10, 10, 10, 10), counts(16, 7, 7, 10), "0.14") is True
    assert chi_square(counts(10, 10, 10, 10), counts(16, 7, 7, 10), "0.15") is False
    with pytest.raises(EvalError):
        chi_square(counts(10, 10), counts(10, 10), 5)


def test_dot_di_graph() -> None:
    """Not recorded: TLC names the nodes by its fingerprints, tlapy by its own."""
    g = make_fcn({"node": SetValue([1, 2]), "edge": SetValue([Seq((1, 2))])})
    dot = dot_di_graph(g, lambda n: f"n{n}", lambda e: apply(e, 2))
    one, two = (signed_fingerprint(n) for n in (1, 2))
    assert dot == f'digraph MyGraph {{{one}[label="n1"];{two}[label="n2"];{one}->{two}[label=2];}}'


def test_replace_all_sub_seqs_in_strings() -> None:
    """Not recorded: the TLC at hand lacks the Commons Lang its string override calls."""
    assert replace_all_subseqs("X", "ab", "cabab") == "cXX"
    assert replace_all_subseqs("-", "", "ab") == "-a-b"


NOT_RECORDED = {
    "TLC": {"PrintT"},  # prints every case
    "TLCExt": {"Trace", "CounterExample", "ToTrace", "PickSuccessor", "TLCCache", "TLCFP",
               "TLCEvalDefinition"},
    "SVG": {"NodesOfDirectedMultiGraph"},
}
"""Operators the recorded cases leave out: they need a behavior, a trace or Java libraries TLC lacks here."""
_DEF = re.compile(r"^\w+[ \t]+(\S+)[ \t]+\w+[ \t]*==|^(?!LOCAL\b)([A-Za-z_]\w*)\s*(?:\(|==|\[)", re.M)


@pytest.mark.parametrize("module", sorted(EXPECTED))
def test_every_operator_has_a_case(module: str) -> None:
    text = (MODULES_DIR / f"{module}.tla").read_text()
    names = {a or b for a, b in _DEF.findall(text.split("\n", 2)[2])} - {"RECURSIVE", "VARIABLE"}
    cases = " ".join(c["expr"] for c in EXPECTED[module])
    missing = {n for n in names if n not in cases} - NOT_RECORDED.get(module, set())
    assert not missing
