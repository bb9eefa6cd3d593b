"""The `tlapy` command: TLC's flags, exit codes, error rendering, and no Python tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tla_py import cli
from tla_py.errors import ConfigError, ExitCode, SpecError
from tla_py.syntax.ast import Span

COUNTER = """---- MODULE Counter ----
EXTENDS Naturals
CONSTANT Limit
VARIABLE x
Init == x = 0
Next == x < Limit /\\ x' = x + 1
Small == x <= 3
====
"""


@pytest.fixture
def counter(tmp_path: Path) -> Path:
    """A four-line spec: x counts up to Limit; Small fails at x = 4 (a trace of 5 states)."""
    spec = tmp_path / "Counter.tla"
    spec.write_text(COUNTER)
    (tmp_path / "Counter.cfg").write_text("CONSTANT Limit = 3\nINIT Init\nNEXT Next\nINVARIANT Small\n")
    (tmp_path / "Deep.cfg").write_text("CONSTANT Limit = 6\nINIT Init NEXT Next\nINVARIANT Small\n")
    return spec


def test_tlc_style_equals_is_split() -> None:
    assert cli.tlc_argv(["check", "-config=M.cfg", "M.tla", "--json-report", "r.json"]) == [
        "check",
        "-config",
        "M.cfg",
        "M.tla",
        "--json-report",
        "r.json",
    ]
    assert cli.tlc_argv(["check", "A=B.tla"]) == ["check", "A=B.tla"]


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == "tlapy 0.1.0"


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["check"]) == 2
    assert cli.main(["check", "X.tla", "-workers", "zero"]) == 2
    assert "-workers" in capsys.readouterr().err
    assert cli.main(["frobnicate"]) == 2


def test_tla_error_is_rendered_with_caret(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    cfg = tmp_path / "M.cfg"
    cfg.write_text("INIT Init\nINVARIAN Inv\n")
    spec = tmp_path / "M.tla"
    spec.write_text("---- MODULE M ----\n====\n")

    def build_model(spec: Path, cfg: Path | None, **_: object) -> None:
        from tla_py.syntax.cfg import parse_config_file

        parse_config_file(cfg)

    import tla_py.semantics

    monkeypatch.setattr(tla_py.semantics, "build_model", build_model, raising=False)
    report = tmp_path / "r.json"
    assert cli.main(["check", str(spec), "--json-report", str(report)]) == ExitCode.OTHER  # as TLC
    err = capsys.readouterr().err
    assert err.splitlines() == [
        f"{cfg}:2:1: unknown config keyword 'INVARIAN' (did you mean INVARIANT?)",
        "    INVARIAN Inv",
        "    ^",
    ]
    got = json.loads(report.read_text())
    assert got["result"] == "error" and got["error"]["line"] == 2 and got["error"]["exit_code"] == 255


def test_internal_error_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import tla_py.semantics

    def build_model(*_: object, **__: object) -> None:
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(tla_py.semantics, "build_model", build_model, raising=False)
    monkeypatch.delenv("TLAPY_DEBUG", raising=False)
    assert cli.main(["check", str(tmp_path / "M.tla")]) == ExitCode.OTHER
    err = capsys.readouterr().err
    assert err.strip().splitlines() == [
        "tlapy: internal error: ZeroDivisionError: boom (TLAPY_DEBUG=1 shows the traceback)"
    ]
    monkeypatch.setenv("TLAPY_DEBUG", "1")
    assert cli.main(["check", str(tmp_path / "M.tla")]) == ExitCode.OTHER
    assert "Traceback" in capsys.readouterr().err


def test_lint_formats(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    spec = tmp_path / "M.tla"
    spec.write_text("---- MODULE M ----\nFoo == Bar\n====\n")
    found = [SpecError("undefined name 'Bar'", Span(str(spec), 2, 8, 2, 10))]

    def lint_files(spec: Path, cfg: Path | None, lib_paths: list[Path] = ()) -> list:
        return found

    import tla_py.semantics

    monkeypatch.setattr(tla_py.semantics, "lint_files", lint_files, raising=False)
    assert cli.main(["lint", str(spec)]) == ExitCode.PARSE
    assert capsys.readouterr().out.splitlines() == [
        f"{spec}:2:8: undefined name 'Bar'",
        "    Foo == Bar",
        "           ^",
    ]
    assert cli.main(["lint", "--format", "github", str(spec)]) == ExitCode.PARSE
    assert capsys.readouterr().out.strip() == (
        f"::error file={spec},line=2,col=8,endLine=2,endColumn=10::undefined name 'Bar'"
    )
    assert cli.main(["lint", "--format", "json", str(spec)]) == ExitCode.PARSE
    (obj,) = json.loads(capsys.readouterr().out)
    assert (obj["line"], obj["col"], obj["message"], obj["exit_code"]) == (2, 8, "undefined name 'Bar'", 150)
    found[:] = [ConfigError("no operator 'Inv'", Span("M.cfg", 1, 11, 1, 13))]
    assert cli.main(["lint", str(spec)]) == ExitCode.CONFIG
    assert capsys.readouterr().out.startswith("M.cfg:1:11: no operator 'Inv'")
    found.clear()
    assert cli.main(["lint", "--format", "json", str(spec)]) == ExitCode.OK
    assert json.loads(capsys.readouterr().out) == []


def test_lint_real_specs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    spec = tmp_path / "L.tla"
    spec.write_text("---- MODULE L ----\nVARIABLE x\nInit == x = Undefined\nNext == x' = x\n====\n")
    cfg = tmp_path / "L.cfg"
    cfg.write_text("INIT Init\nNEXT Next\nINVARIANT Inv\n")
    assert cli.main(["lint", "--format", "json", str(spec)]) == ExitCode.PARSE
    found = {
        (Path(e["file"]).name, e["line"], e["col"], e["exit_code"])
        for e in json.loads(capsys.readouterr().out)
    }
    assert found == {("L.tla", 3, 13, 150), ("L.cfg", 3, 11, 151)}
    spec.write_text("---- MODULE L ----\nVARIABLE x\nInit == x = 0\nNext == x' = x\n====\n")
    assert cli.main(["lint", str(spec)]) == ExitCode.CONFIG
    assert cli.main(["lint", str(spec), "-config", str(tmp_path / "Other.cfg")]) == ExitCode.CONFIG
    (tmp_path / "Other.cfg").write_text("INIT Init\nNEXT Next\n")
    capsys.readouterr()
    assert cli.main(["lint", str(spec), "-config", str(tmp_path / "Other.cfg")]) == ExitCode.OK
    assert capsys.readouterr().out == ""


def test_parse_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good, bad = tmp_path / "Good.tla", tmp_path / "Bad.tla"
    good.write_text(COUNTER.replace("Counter", "Good"))
    bad.write_text("---- MODULE Bad ----\nFoo == (1 +\n====\n")
    assert cli.main(["parse", str(good)]) == 0
    assert capsys.readouterr() == ("", "")
    assert cli.main(["parse", str(good), str(bad)]) == ExitCode.PARSE
    err = capsys.readouterr().err
    assert err.startswith(f"{bad}:") and "^" in err


def test_check_counts_and_exit_codes(
    counter: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = tmp_path / "r.json"
    # Default config: Counter.cfg beside the spec.  x = 0..3, then stuck: a deadlock unless -deadlock.
    assert cli.main(["check", str(counter), "-deadlock", "--json-report", str(report)]) == ExitCode.OK
    got = json.loads(report.read_text())
    assert (got["result"], got["distinct"], got["depth"], got["trace_len"]) == ("success", 4, 4, None)
    assert cli.main(["check", str(counter), "--json-report", str(report)]) == ExitCode.DEADLOCK
    assert json.loads(report.read_text())["trace_len"] == 4
    deep = str(tmp_path / "Deep.cfg")
    assert cli.main(["check", str(counter), "-config", deep, "--json-report", str(report)]) == ExitCode.SAFETY
    got = json.loads(report.read_text())
    assert (got["result"], got["violated"], got["trace_len"]) == ("invariant violation", "Small", 5)
    assert "Small" in capsys.readouterr().out


def test_console_script_never_shows_a_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "Bad.tla"
    bad.write_bytes(b"\x00\xff garbage")
    p = subprocess.run(
        [sys.executable, "-m", "tla_py.cli", "check", str(bad), "-config", str(tmp_path / "none.cfg")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert p.returncode in (ExitCode.PARSE, ExitCode.CONFIG, ExitCode.OTHER)
    assert "Traceback" not in p.stderr + p.stdout
    assert p.stderr.strip()


def test_workers_fall_back_to_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import tla_py.engine
    import tla_py.semantics
    from tla_py.engine import CheckResult

    seen = {}

    def check(model: object, **kwargs: object) -> CheckResult:
        seen.update(kwargs)
        return CheckResult("deadlock", distinct=1, generated=1, depth=1)

    monkeypatch.setattr(tla_py.semantics, "build_model", lambda *a, **k: object(), raising=False)
    monkeypatch.setattr(tla_py.engine, "check", check)
    argv = ["check", str(tmp_path / "M.tla"), "-workers", "3", "-checkpoint", "0"]  # a model with no source
    assert cli.main(argv) == ExitCode.DEADLOCK
    assert "workers" not in seen
    assert "running with 1" in capsys.readouterr().err


@pytest.mark.parametrize("minutes", ["nan", "inf", "-1"])
def test_checkpoint_minutes_must_be_a_finite_number(minutes: str, capsys: pytest.CaptureFixture[str]) -> None:
    """-checkpoint nan was taken, and no checkpoint was ever written."""
    spec = Path(__file__).resolve().parents[1] / "specs" / "kafka_transactions_for_web.tla"
    assert cli.main(["check", str(spec), "-checkpoint", minutes]) == 2
    assert f"expects minutes (0: none), not {minutes}" in capsys.readouterr().err


def test_metadir_that_cannot_be_a_folder_says_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A dangling symbolic link, a loop or a file as -metadir: why, not mkdir's 'File exists'."""
    spec = Path(__file__).resolve().parents[1] / "specs" / "kafka_transactions_for_web.tla"
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere" / "x")
    (tmp_path / "loop").symlink_to(tmp_path / "loop")
    (tmp_path / "file").write_text("")
    for name, why in [("dangling", "which leads to no folder"), ("loop", "which leads to no folder"),
                      ("file", "a file, not a folder")]:
        argv = ["check", str(spec), "-deadlock", "-metadir", str(tmp_path / name), "-checkpoint", "1"]
        code = cli.main(argv)
        assert code == 255 and why in capsys.readouterr().err, name
