"""`tlapy translate` gives pcal.trans's output byte for byte: the module (translation, checksums), the
.cfg, the .old, what it prints and its errors. pcal.trans's outputs were recorded by
tests/oracle/record_pluscal.py (our modules of tests/pluscal and the cases written there; every PlusCal
module of ../shared's corpora); where Java is installed, a few cases also run pcal.trans live."""

from __future__ import annotations

import difflib
import hashlib
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tla_py.cli import main
from tla_py.syntax import parse_module

ROOT = Path(__file__).resolve().parent.parent
ORACLE = json.loads((ROOT / "tests" / "oracle" / "pluscal.json").read_text())
CORPUS = json.loads((ROOT / "tests" / "oracle" / "pluscal_corpus.json").read_text())
SHARED = ROOT.parent / "shared"
JAR = SHARED / "tools" / "tlc" / "tla2tools.jar"
ERROR = re.compile(r"Unrecoverable error:\n -- (.*?)\n\n", re.S)


def source_of(case: dict) -> bytes | None:
    """The module given to pcal.trans (None: none, the file is missing)."""
    if "path" in case:
        return (ROOT / case["path"]).read_bytes()
    return None if case["text"] is None else case["text"].encode(case.get("encoding", "utf-8"))


def translate(folder: Path, source: bytes, name: str, args: list, files: dict, capsys,
              monkeypatch, file: str | None = None) -> tuple:
    """tlapy translate on a copy in folder (given as `file`, by default NAME.tla): (exit code, stdout,
    stderr)."""
    if source is not None:
        (folder / f"{name}.tla").write_bytes(source)
    for fname, text in files.items():
        (folder / fname).write_text(text)
    monkeypatch.chdir(folder)
    code = main(["translate", *args, file or f"{name}.tla"])
    out = capsys.readouterr()
    return code, out.out, out.err


def expected_exit(case: dict) -> int:
    """pcal.trans exits 255 on any error; tlapy as TLC: 255 for a bad command line, 150 for a bad spec."""
    if case["exit_code"] == 0:
        return 0
    words = ("Command-line error", "Input file", "Error reading file")
    return 255 if any(w in case["stdout"] for w in words) and not case["files_after"] else 150


def show_diff(want: str, got: str, name: str) -> str:
    """What tlapy wrote that pcal.trans did not (a unified diff of `name`)."""
    diff = difflib.unified_diff(want.splitlines(True), got.splitlines(True), f"pcal.trans {name}", "tlapy")
    return "".join(diff)


@pytest.mark.parametrize("key", sorted(ORACLE))
def test_translation_as_pcal_trans(key: str, tmp_path: Path, capsys, monkeypatch) -> None:
    case = ORACLE[key]
    source = source_of(case)
    code, out, err = translate(tmp_path, source, case["name"], case["args"], case["files"], capsys,
                               monkeypatch, case.get("file"))
    assert code == expected_exit(case), out + err
    left = {f.name: f.read_bytes() for f in tmp_path.iterdir()}
    assert sorted(left) == sorted(list(case["files_after"]) + case["same_as_source"])
    for fname in case["same_as_source"]:
        assert left[fname] == source, fname
    for fname, text in case["files_after"].items():
        got = left[fname].decode("utf-8")
        assert got == text, show_diff(text, got, fname)
    if case["exit_code"] == 0:
        assert out == case["stdout"]
        parse_module(left[f"{case['name']}.tla"].decode("utf-8"), key)  # the translation is TLA+ we parse
        return
    message = ERROR.findall(case["stdout"])[-1]
    assert message in err
    assert "Traceback" not in err
    place = re.search(r"line (\d+), column (\d+)", message)
    if place and "Command-line" not in message:
        assert f"{case['name']}.tla:{place.group(1)}:{place.group(2)}: " in err


def corpus_cases() -> list:
    return [pytest.param(rel, marks=pytest.mark.conformance) for rel in sorted(CORPUS)]


@pytest.mark.parametrize("rel", corpus_cases())
def test_corpus_module_as_pcal_trans(rel: str, tmp_path: Path, capsys, monkeypatch) -> None:
    case = CORPUS[rel]
    path = SHARED / rel
    if not path.exists():
        pytest.skip("needs ../shared")
    source = path.read_bytes()
    assert hashlib.sha256(source).hexdigest() == case["sha256"], "the module changed: rerun the recorder"
    name = path.stem
    code, out, err = translate(tmp_path, source, name, [], {}, capsys, monkeypatch)
    assert code == 0 and out == case["stdout"], out + err
    got = (tmp_path / f"{name}.tla").read_bytes()
    if hashlib.sha256(got).hexdigest() != case["tla_sha256"]:
        lines = got.decode("utf-8").split("\n")
        begin = next(i for i, line in enumerate(lines) if "BEGIN TRANSLATION" in line)
        end = next(i for i in range(begin + 1, len(lines)) if "END TRANSLATION" in lines[i])
        pytest.fail(show_diff("\n".join(case["translation"]), "\n".join(lines[begin:end]), rel) or "outside")
    assert (tmp_path / f"{name}.cfg").read_text() == case["cfg"]
    parse_module(got.decode("utf-8"), rel)
    assert (tmp_path / f"{name}.old").read_bytes() == source


LIVE = ["MultiProcess -sf -termination", "Layout -lineWidth 60", "tabs", "seeds/ghostferry.tla"]


@pytest.mark.skipif(shutil.which("java") is None or not JAR.exists(), reason="needs Java and pcal.trans")
@pytest.mark.parametrize("key", LIVE)
def test_live_against_pcal_trans(key: str, tmp_path: Path, capsys, monkeypatch) -> None:
    """pcal.trans itself, run now, and tlapy give the same files (a check that the record is current)."""
    if key in CORPUS:
        source, name, args = (SHARED / key).read_bytes(), Path(key).stem, []
    else:
        case = ORACLE[key]
        source, name, args = source_of(case), case["name"], case["args"]
    theirs, ours = tmp_path / "pcal", tmp_path / "tlapy"
    theirs.mkdir()
    ours.mkdir()
    (theirs / f"{name}.tla").write_bytes(source)
    subprocess.run(["java", "-cp", str(JAR), "pcal.trans", *args, f"{name}.tla"],
                   cwd=theirs, capture_output=True, check=True)
    translate(ours, source, name, args, {}, capsys, monkeypatch)
    assert sorted(f.name for f in theirs.iterdir()) == sorted(f.name for f in ours.iterdir())
    for f in theirs.iterdir():
        assert (ours / f.name).read_bytes() == f.read_bytes(), f.name
