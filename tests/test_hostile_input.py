"""Input that must not take tlapy over or down (issue 36): Python files in the folder a run starts in,
files that never end, numbers past every limit. Each answer here is TLC's, or a clear message."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

SPECS = Path(__file__).resolve().parent / "specs" / "hostile"
ROOT = Path(__file__).resolve().parents[1]
TLAPY = "import sys\ndel sys.path[0]\nfrom tla_py.cli import main\nsys.exit(main(sys.argv[1:]))\n"
"""tlapy as its console script starts it: not from the current folder (`python -m` would import it)."""
PLANTED = ("lark", "typer", "click", "rich", "signal")


def _tlapy(args: list[str], cwd: Path, timeout: float = 120, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", TLAPY, *args], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, "PYTHONPATH": str(ROOT), **env})


def _cloned(tmp_path: Path) -> Path:
    """A spec repository's folder holding Python files named as tlapy's libraries and tlapy itself, each
    leaving a file behind when it is imported."""
    folder = tmp_path / "clone"
    (folder / "tla_py").mkdir(parents=True)
    for name in ("Counter.tla", "Counter.cfg"):
        (folder / name).write_text((SPECS / name).read_text())
    for name in PLANTED:
        (folder / f"{name}.py").write_text(f"open({str(folder / ('PWNED_' + name))!r}, 'w')\n")
    (folder / "tla_py" / "__init__.py").write_text(f"open({str(folder / 'PWNED_tla_py')!r}, 'w')\n")
    return folder


def _home(tmp_path: Path) -> Path:
    """A TLAPY_HOME whose prepared 'PyPy' is this interpreter (the move itself is tested on any machine)."""
    launcher = tmp_path / "home" / "pypy" / "bin" / "python"
    launcher.parent.mkdir(parents=True)
    launcher.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    launcher.chmod(0o755)
    return tmp_path / "home"


@pytest.mark.parametrize("args, env", [
    (["-workers", "2"], {}),
    (["-simulate", "num=2", "-depth", "5", "-workers", "2", "-seed", "1"], {}),
    ([], {"TLAPY_PYTHON": "auto", "TLAPY_HANDOVER_WORTH": "0", "TLAPY_PREWARM": "at-once"}),
    ([], {"TLAPY_PYTHON": "auto", "TLAPY_HANDOVER_WORTH": "0", "TLAPY_PREWARM": "never"}),
], ids=["workers", "simulation-workers", "moved-warm", "moved-cold"])
def test_children_never_import_the_current_folder(tmp_path: Path, args: list[str], env: dict) -> None:
    folder = _cloned(tmp_path)
    env = {**env, "TLAPY_HOME": str(_home(tmp_path))} if env else env
    p = _tlapy(["check", "Counter.tla", "-deadlock", *args], folder, **env)
    assert sorted(f.name for f in folder.glob("PWNED_*")) == []
    assert p.returncode == 0, p.stderr
    if "-simulate" not in args:
        assert "31 distinct states found" in p.stdout
    if env:
        assert "Moving the search" in p.stdout


@pytest.mark.skipif(importlib.util.find_spec("pyspark") is None or shutil.which("java") is None,
                    reason="Spark needs pyspark and java")
@pytest.mark.parametrize("chosen", [{}, {"PYSPARK_PYTHON": sys.executable}], ids=["ours", "the-users"])
def test_spark_workers_never_import_the_current_folder(tmp_path: Path, chosen: dict) -> None:
    """Spark starts its Python workers with `-m pyspark.daemon` in the folder the run started in: a socket.py
    there ran in each of them and broke them (the run ended at level 1); so did the user's PYSPARK_PYTHON."""
    folder = _cloned(tmp_path)
    for name in ("Wide.tla", "Wide.cfg"):
        (folder / name).write_text((SPECS / name).read_text())
    (folder / "socket.py").write_text(f"open({str(folder / 'PWNED_socket')!r}, 'w')\n")
    p = _tlapy(["check", "Wide.tla", "-deadlock", "--spark", "local[1]", "--json-report", "r.json"], folder,
               timeout=300, TLAPY_SPARK_WORTH="0", TLAPY_PYTHON="current", **chosen)
    assert sorted(f.name for f in folder.glob("PWNED_*")) == []
    assert p.returncode == 0, p.stdout + p.stderr
    report, want = json.loads((folder / "r.json").read_text()), ORACLE["Wide"]
    assert (report["distinct"], report["generated"]) == (want["distinct"], want["generated"])
    assert "Spark was not started" not in p.stdout


ORACLE = json.loads((ROOT / "tests" / "oracle" / "hostile_input.json").read_text())
"""TLC's and pcal.trans's answers on these specs (tests/oracle/record_hostile.py)."""


def _never_ending(tmp_path: Path) -> list[Path]:
    """A FIFO nobody writes (reading it blocks) and a link to /dev/zero (reading it never ends)."""
    fifo, zero = tmp_path / "fifo", tmp_path / "zero"
    os.mkfifo(fifo)
    zero.symlink_to("/dev/zero")
    return [fifo, zero]


def test_replay_refuses_a_trace_that_is_no_regular_file(tmp_path: Path) -> None:
    for trace in _never_ending(tmp_path):
        p = _tlapy(["replay", str(SPECS / "Counter.tla"), str(trace)], tmp_path, timeout=30)
        want = f"cannot read the trace file {trace}: not a regular file"
        assert (p.returncode, p.stderr.strip()) == (255, want)


@pytest.mark.parametrize("spec, op", [("Files", "IODeserialize"), ("CsvFiles", "CSVRecords")])
def test_io_operators_refuse_what_is_no_regular_file(tmp_path: Path, spec: str, op: str) -> None:
    for source in _never_ending(tmp_path):
        (tmp_path / f"{spec}.tla").write_text((SPECS / f"{spec}.tla").read_text())
        (tmp_path / f"{spec}.cfg").write_text(f'CONSTANT F = "{source}"\nINIT Init\nNEXT Next\n')
        p = _tlapy(["check", f"{spec}.tla", "-deadlock"], tmp_path, timeout=30)
        assert p.returncode == 75, p.stderr
        assert f"{op}: cannot read {source}: not a regular file" in p.stdout
        assert "Traceback" not in p.stdout + p.stderr


def test_json_numbers_and_bytes_read_as_tlc_reads_them(tmp_path: Path) -> None:
    """JSON integers keep their low 32 bits, one of 1,024 characters or more is a string (past Gson's
    buffer), 5,000 digits too (past Python's int limit); a byte that is no UTF-8 is U+FFFD."""
    for name in ("JsonNumbers.tla", "JsonNumbers.cfg", "numbers.json", "latin1.ndjson"):
        (tmp_path / name).write_bytes((SPECS / name).read_bytes())
    p = _tlapy(["check", "JsonNumbers.tla", "-deadlock"], tmp_path, timeout=60)
    want = ORACLE["JsonNumbers"]
    assert p.returncode == want["exit"], p.stdout + p.stderr
    assert want["printed"] in p.stdout
    assert f"{want['distinct']} distinct states found" in p.stdout


def _too_long(signum: int, frame: object) -> None:
    raise TimeoutError("reading the spec's folder did not end")


def test_spark_ships_only_the_modules_the_spec_uses(tmp_path: Path) -> None:
    """The executors' texts: the spec, the module it extends and the config, not a FIFO or a link to
    /dev/zero named as a module beside them (reading those hung or filled the run before Spark started)."""
    from tla_py.engine.spark.driver import job_of
    from tla_py.semantics import build_model
    from tla_py.stdlib import reset_run

    for name in ("Uses.tla", "Uses.cfg", "Helper.tla", "Counter.tla"):
        (tmp_path / name).write_text((SPECS / name).read_text())
    fifo, zero = _never_ending(tmp_path)
    fifo.rename(tmp_path / "Fifo.tla")
    zero.rename(tmp_path / "Zero.tla")
    reset_run()
    model = build_model(tmp_path / "Uses.tla", tmp_path / "Uses.cfg")
    signal.signal(signal.SIGALRM, _too_long)
    signal.alarm(30)  # a FIFO opened would block: fail, not hang
    try:
        job = job_of(model)
    finally:
        signal.alarm(0)
    assert [name for name, _ in job.texts] == ["spec/Helper.tla", "spec/Uses.tla", "cfg/Uses.cfg"]
    assert dict(job.texts)["spec/Helper.tla"] == (SPECS / "Helper.tla").read_text()


def _copy(tmp_path: Path, *names: str) -> None:
    for name in names:
        (tmp_path / name).write_bytes((SPECS / name).read_bytes())


def test_a_literal_past_pythons_digit_limit_is_tlcs_error(tmp_path: Path) -> None:
    """4,400 digits: TLC's 'TLC can't handle a number this big' and the number, exit 255 (was Python's
    'Exceeds the limit (4300 digits)' as an internal error)."""
    _copy(tmp_path, "BigLiteral.tla", "BigLiteral.cfg")
    want = ORACLE["BigLiteral"]
    p = _tlapy(["check", "BigLiteral.tla"], tmp_path, timeout=60)
    assert p.returncode == want["exit"]
    message = want["error"][0].removeprefix("Error: ")
    assert f"BigLiteral.tla:4:13: {message}\n{want['error'][1]}\n" in p.stdout + p.stderr
    assert "internal error" not in p.stdout + p.stderr


@pytest.mark.parametrize("cfg", ["CfgBig", "CfgPast32", "CfgMax32"])
def test_a_config_number_past_32_bits_stops_as_tlc_stops(tmp_path: Path, cfg: str) -> None:
    """TLC reads a config's number as a Java int: past 2147483647 a NumberFormatException, exit 255."""
    _copy(tmp_path, "CfgNumber.tla", f"{cfg}.cfg")
    want = ORACLE[cfg]
    p = _tlapy(["check", "CfgNumber.tla", "-config", f"{cfg}.cfg", "-deadlock"], tmp_path, timeout=60)
    assert p.returncode == want["exit"], p.stdout + p.stderr
    if "error" in want:
        number = want["error"][4].removeprefix(': For input string: "').rstrip('"')
        out = p.stdout + p.stderr
        assert f"{cfg}.cfg:1:14: TLC cannot read the number {number}: its integers are 32-bit" in out
        assert "NumberFormatException" in out and "Traceback" not in out
    else:
        assert f"{want['distinct']} distinct states found" in p.stdout


def test_fpmem_past_every_machine_is_all_of_it(tmp_path: Path) -> None:
    """-fpmem 1e400 (infinite as a float): TLC runs with its heap; it was an OverflowError."""
    want = ORACLE["Fpmem1e400"]
    p = _tlapy(["check", str(SPECS / "Counter.tla"), "-deadlock", "-fpmem", "1e400"], tmp_path, timeout=60)
    assert p.returncode == want["exit"], p.stderr
    assert f"{want['distinct']} distinct states found" in p.stdout


def test_fpmem_nan_is_refused(tmp_path: Path) -> None:
    p = _tlapy(["check", str(SPECS / "Counter.tla"), "-fpmem", "nan"], tmp_path, timeout=60)
    assert p.returncode != 0
    assert "not nan" in p.stderr and "Traceback" not in p.stderr


def test_pluscal_nested_past_pcal_trans_table(tmp_path: Path) -> None:
    """pcal.trans prints its AST with 107 indentation levels: `while`s 16 deep translate (byte for byte as
    pcal.trans), 17 deep stop it (ArrayIndexOutOfBoundsException, the file untouched); a 4,096 table here
    gave an IndexError at 1,000."""
    _copy(tmp_path, "Nested16.tla", "Nested17.tla")
    p = _tlapy(["translate", "Nested16.tla", "-nocfg"], tmp_path, timeout=60)
    assert p.returncode == ORACLE["Nested16"]["exit"] == 0, p.stderr
    assert (tmp_path / "Nested16.tla").read_text() == ORACLE["Nested16"]["translation"]
    want = ORACLE["Nested17"]
    p = _tlapy(["translate", "Nested17.tla", "-nocfg"], tmp_path, timeout=60)
    assert (want["exit"], want["rewritten"]) == (1, False)
    assert p.returncode == 150
    assert (tmp_path / "Nested17.tla").read_text() == (SPECS / "Nested17.tla").read_text()
    assert "Index 107 out of bounds for length 107" in want["exception"][0]
    assert "Index 107 out of bounds for length 107" in p.stdout + p.stderr
    assert "internal error" not in p.stdout + p.stderr


def test_translate_refuses_a_module_that_is_no_regular_file(tmp_path: Path) -> None:
    """pcal.trans's 'Error reading file' (exit 255), where the translator blocked on a FIFO and filled the
    memory from /dev/zero."""
    fifo, zero = _never_ending(tmp_path)
    for link in (fifo.rename(tmp_path / "F.tla"), zero.rename(tmp_path / "Z.tla")):
        p = _tlapy(["translate", link.name], tmp_path, timeout=30)
        assert p.returncode == 255
        assert f"Error reading file {link.name}." in p.stdout + p.stderr
