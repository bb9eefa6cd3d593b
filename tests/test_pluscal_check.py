"""A translation made by `tlapy translate` checks with TLC's counts (ghostferry), and a translation
that no longer matches its algorithm is found as TLC finds it: `check` prints TLC's warning, `lint`
reports it (exit 150) so that CI catches a forgotten `tlapy translate`."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tla_py.cli import main
from tla_py.pluscal.stale import spec_staleness, staleness

ROOT = Path(__file__).resolve().parent.parent
ORACLE = json.loads((ROOT / "tests" / "oracle" / "pluscal.json").read_text())

# TLC's results (../shared/seeds/expected.json, TLC -workers 1) for the smaller ghostferry models.
GHOSTFERRY = {"ghostferry_r0_1_1": (1804, 6313, 21), "ghostferry_r0_1_2": (5437, 18994, 28),
              "ghostferry_r0r1_1_1": (9906, 37312, 21)}


@pytest.mark.parametrize("model", sorted(GHOSTFERRY))
def test_translated_ghostferry_checks_with_tlc_counts(model: str, tmp_path: Path, capsys,
                                                      monkeypatch) -> None:
    shutil.copy(ROOT / "specs" / "ghostferry.tla", tmp_path)
    shutil.copy(ROOT / "cfg" / f"{model}.cfg", tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["translate", "-nocfg", "ghostferry.tla"]) == 0
    # pcal.trans 1.12 puts pc first (the module as shipped was translated by an older one)
    assert "VARIABLES pc, MaxPrimaryKey" in (tmp_path / "ghostferry.tla").read_text()
    code = main(["check", "ghostferry.tla", "-config", f"{model}.cfg", "--python", "current",
                 "--json-report", "report.json"])
    out = capsys.readouterr().out
    report = json.loads((tmp_path / "report.json").read_text())
    assert code == 0 and "Warnings" not in out, out
    assert (report["distinct"], report["generated"], report["depth"]) == GHOSTFERRY[model]


def translated(tmp_path: Path, capsys, monkeypatch) -> Path:
    """A module as pcal.trans translated it, with checksums: CStatements of tests/pluscal."""
    spec = tmp_path / "CStatements.tla"
    spec.write_text(ORACLE["CStatements"]["files_after"]["CStatements.tla"])
    (tmp_path / "CStatements.cfg").write_text(ORACLE["CStatements"]["files_after"]["CStatements.cfg"])
    monkeypatch.chdir(tmp_path)
    return spec


def edit(spec: Path, old: str, new: str) -> None:
    text = spec.read_text()
    assert old in text
    spec.write_text(text.replace(old, new, 1))


EDITS = {
    "pcal": [("y := Twice(x);", "y := Twice(x) + 1;")],
    "tla": [("/\\ y' = Twice(x')", "/\\ y' = Twice(x') + 1")],
    "both": [("y := Twice(x);", "y := Twice(x) + 1;"), ("/\\ y' = Twice(x')", "/\\ y' = Twice(x') + 1")],
}
MESSAGES = {
    "pcal": "The PlusCal algorithm in module CStatements has changed since its last translation.",
    "tla": "The TLA+ translation in module CStatements has changed since its last translation.",
    "both": "Both the PlusCal algorithm and its TLA+ translation in module CStatements have changed since "
            "the last translation.",
}


def test_fresh_translation_is_not_stale(tmp_path: Path, capsys, monkeypatch) -> None:
    spec = translated(tmp_path, capsys, monkeypatch)
    assert spec_staleness(spec) == []
    assert main(["lint", str(spec)]) == 0


@pytest.mark.parametrize("kind", sorted(EDITS))
def test_stale_translation_warned_and_linted(kind: str, tmp_path: Path, capsys, monkeypatch) -> None:
    spec = translated(tmp_path, capsys, monkeypatch)
    for old, new in EDITS[kind]:
        edit(spec, old, new)
    [found] = spec_staleness(spec)
    assert (found.kind, found.message()) == (kind, MESSAGES[kind])
    begin = next(i for i, line in enumerate(spec.read_text().split("\n"), 1) if "BEGIN TRANSLATION" in line)
    assert found.line == begin
    assert main(["lint", str(spec)]) == 150
    err = capsys.readouterr().out
    assert f"CStatements.tla:{begin}:1: {MESSAGES[kind]}" in err
    main(["check", str(spec), "--python", "current"])
    out = capsys.readouterr().out
    warning = "Warnings (1) during syntax parsing of CStatements:\n\n\nIn module CStatements\n\n"
    assert warning + MESSAGES[kind] + "\n\n\n\n" in out


def test_module_without_checksums_or_algorithm_is_never_stale() -> None:
    no_checksums = ["---- MODULE M ----", "(* --algorithm M", "variables x = 0;", "begin a: x := 2;",
                    "end algorithm *)", "\\* BEGIN TRANSLATION", "VARIABLES x", "\\* END TRANSLATION", "===="]
    assert staleness(no_checksums, "M") is None
    assert staleness(["---- MODULE M ----", "x == 1", "===="], "M") is None


def test_extended_module_is_validated_too(tmp_path: Path, capsys, monkeypatch) -> None:
    spec = translated(tmp_path, capsys, monkeypatch)
    edit(spec, "y := Twice(x);", "y := Twice(x) + 2;")
    root = tmp_path / "Root.tla"
    root.write_text("---- MODULE Root ----\nEXTENDS CStatements\n====\n")
    assert [s.module for s in spec_staleness(root)] == ["CStatements"]
