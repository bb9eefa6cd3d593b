"""RandomElement and Randomization inside Next draw what TLC draws for the same -seed and -fp.

TLC reseeds a state's draws with its fingerprint ^ seed, so tlapy computes TLC's own fingerprint
(tla_py.stdlib.tlcfp). tests/oracle/tlc_random.json holds the real TLC's counts for the models of
tests/specs/tlcrandom and TLCFP of the values of FPs.tla; tests/oracle/record_tlc_random.py wrote it:
  python tests/oracle/record_tlc_random.py   (runs TLC -workers 1 -seed S -fp N on each model)
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tla_py.cli import main
from tla_py.engine import check
from tla_py.semantics import build_model
from tla_py.semantics.scope import UNSET
from tla_py.stdlib import reset_run
from tla_py.stdlib.tlc import RUN
from tla_py.stdlib.tlcfp import POLYS, byte_table, hashtable_capacity, java_hash, variable_order

SPECS = Path(__file__).parent / "specs" / "tlcrandom"
ORACLE = json.loads((Path(__file__).parent / "oracle" / "tlc_random.json").read_text())


def _check(name: str, seed: int, fp: int):
    reset_run(seed, fp_index=fp)
    try:
        return check(build_model(SPECS / f"{name}.tla", SPECS / f"{name}.cfg"))
    finally:
        reset_run()


@pytest.mark.parametrize("key", sorted(ORACLE["runs"]), ids=lambda k: k.replace(" ", "-"))
def test_same_states_as_tlc(key: str) -> None:
    name, seed, fp = key.split()
    tlc = ORACLE["runs"][key]
    res = _check(name, int(seed), int(fp))
    assert (res.generated, res.distinct, res.depth) == (tlc["generated"], tlc["distinct"], tlc["depth"])


def test_the_polynomial_matters() -> None:
    """The same seed with two polynomials: TLC explores two different graphs, and so does tlapy."""
    a, b = ORACLE["runs"]["Ints 7 0"], ORACLE["runs"]["Ints 7 3"]
    assert (a["generated"], a["distinct"]) != (b["generated"], b["distinct"])


@pytest.mark.parametrize("fp", sorted(ORACLE["tlcfp"]))
def test_tlcfp_of_values_as_tlc(fp: str, capsys) -> None:
    """TLCExt's TLCFP prints TLC's fingerprints (cut to ints) of ints, strings, sets, records, ..."""
    assert main(["check", str(SPECS / "FPs.tla"), "-fp", fp]) == 0
    printed = re.findall(r"^<<(.*?)>>$", capsys.readouterr().out, re.S | re.M)  # values, then TLCFPs
    assert [int(x) for x in printed[1].split(",")] == ORACLE["tlcfp"][fp]
    reset_run()


def test_fp_option_is_checked(capsys) -> None:
    assert main(["check", str(SPECS / "Ints.tla"), "-fp", "131"]) != 0
    err = " ".join(capsys.readouterr().err.replace("\u2502", " ").split())  # unboxed
    assert "The number for -fp must be between 0 and 130 (inclusive)." in err
    assert main(["check", str(SPECS / "Ints.tla"), "-fp=130", "-seed", "123456789"]) == 0
    tlc = ORACLE["runs"]["Ints 123456789 130"]
    assert f"{tlc['distinct']} distinct states found" in capsys.readouterr().out
    reset_run()


def test_without_fp_a_polynomial_is_drawn() -> None:
    indices = {reset_run().fp_index for _ in range(20)}
    assert len(indices) > 1 and all(0 <= i < len(POLYS) for i in indices)
    reset_run()


def test_fp64_tables() -> None:
    """FP64's first polynomial and its table (ByteModTable_7[1] is x^71 mod the polynomial)."""
    assert len(POLYS) == 131 and POLYS[0] == 0x911498AE0E66BAD6
    table = byte_table(0)
    assert table[0] == 0 and table[1] ^ table[2] == table[3]


def test_sany_variable_order() -> None:
    """Java's String.hashCode and Hashtable growth: TLC's variables by bucket (see Strings.tla)."""
    assert java_hash("seen") == 3526267 and java_hash("polygenelubricants") == -(1 << 31)
    assert [hashtable_capacity(n) for n in (8, 9, 143, 144)] == [11, 23, 191, 383]
    names = ["s", "seen", "b", "n"]
    assert [names[i] for i in variable_order(names, 106)] == ["seen", "b", "n", "s"]
    assert [names[i] for i in variable_order(names, 144)] == ["b", "n", "s", "seen"]


def test_only_constants_that_draw_are_evaluated_at_startup() -> None:
    """Drawn draws at startup, before Init (TLC's states: test_same_states_as_tlc); Evens, which TLC keeps
    lazy and never enumerates here, is not made in full; Sum, evaluated then or when Next uses it, adds 1
    to Drawn's one draw."""
    reset_run(7, fp_index=0)
    try:
        model = build_model(SPECS / "StartupLazy.tla", SPECS / "StartupLazy.cfg")
        cell = {name: model.spec.scope.lookup(name).cache for name in ("Drawn", "Evens", "Sum")}
        assert cell["Drawn"][0] is not UNSET and cell["Evens"][0] is UNSET
        assert check(model).distinct == ORACLE["runs"]["StartupLazy 7 0"]["distinct"]
        assert cell["Evens"][0] is UNSET and cell["Sum"][0] == cell["Drawn"][0] + 1
    finally:
        reset_run()


def test_simulation_draws_from_the_run_generator(tmp_path) -> None:
    """TLC's simulation never reseeds per state: successors stay the model's own function."""
    reset_run(7, fp_index=0)
    model = build_model(SPECS / "Ints.tla", SPECS / "Ints.cfg")
    assert model.successors.__wrapped__ is not model.successors
    s = next(iter(model.init()))
    model.successors(s)
    assert RUN.state == s
    reset_run()
