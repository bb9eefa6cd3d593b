"""Which Python runs the search (`--python`, TLAPY_PYTHON, the PyPy of `tlapy setup-pypy`), and the
parsed-module cache that keeps PyPy's start-up short. Real interpreters, real processes."""

from __future__ import annotations

import json
import os
import pickle
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tla_py import machine, runtime
from tla_py.syntax import cache, parse_file
from tla_py.syntax.dump import shape
from tla_py.version import __version__

# TLC -deadlock on this spec: 22 states generated, 12 distinct states found, depth 6.
COUNTER = """---- MODULE Counter ----
EXTENDS Naturals
VARIABLE x, y
Init == x = 0 /\\ y \\in {0, 1}
Next == x < 5 /\\ x' = x + 1 /\\ y' \\in {y, 1 - y}
====
"""
TLC_COUNTS = {"result": "success", "distinct": 12, "generated": 22, "depth": 6}


@pytest.fixture
def counter(tmp_path: Path) -> Path:
    spec = tmp_path / "Counter.tla"
    spec.write_text(COUNTER)
    (tmp_path / "Counter.cfg").write_text("INIT Init\nNEXT Next\n")
    return spec


def _check(spec: Path, *flags: str, env: dict | None = None) -> tuple[subprocess.CompletedProcess, dict]:
    """`tlapy check SPEC -deadlock` from this interpreter; the process and its JSON report."""
    report = spec.with_suffix(".json")
    cmd = [sys.executable, "-m", "tla_py.cli", "check", str(spec), "-deadlock", "--json-report", str(report),
           *flags]
    p = subprocess.run(cmd, capture_output=True, text=True, env={**os.environ, **(env or {})}, timeout=300)
    return p, json.loads(report.read_text()) if report.exists() else {}


def _counts(report: dict) -> dict:
    return {k: report.get(k) for k in TLC_COUNTS}


def _pypy_with_tlapy() -> str | None:
    """A PyPy that can import this tlapy: TLAPY_TEST_PYPY, the prepared one, or none."""
    for exe in (os.environ.get("TLAPY_TEST_PYPY"), runtime.prepared_pypy()):
        if exe and os.access(exe, os.X_OK):
            code = "import platform, tla_py; print(platform.python_implementation(), tla_py.__version__)"
            probe = subprocess.run([str(exe), "-c", code], capture_output=True, text=True)
            if probe.stdout.split() == ["PyPy", __version__]:
                return str(exe)
    return None


def test_header_names_the_python_that_runs_the_search(counter: Path) -> None:
    p, report = _check(counter, "--python", "current")
    assert p.returncode == 0, p.stderr
    first = p.stdout.splitlines()[0]
    assert first.startswith("Running breadth-first search Model-Checking with 1 worker on ")
    assert f"in {platform.python_implementation()} " in first
    assert _counts(report) == TLC_COUNTS


def test_env_var_names_the_python(counter: Path) -> None:
    p, report = _check(counter, env={"TLAPY_PYTHON": sys.executable})
    assert p.returncode == 0, p.stderr
    assert _counts(report) == TLC_COUNTS


def test_unknown_interpreter_is_a_usage_error(counter: Path) -> None:
    p, _ = _check(counter, "--python", "no-such-python-here")
    assert p.returncode == 2
    assert "no interpreter named 'no-such-python-here'" in p.stderr
    assert "Traceback" not in p.stderr


def test_interpreter_without_tlapy_says_how_to_set_it_up(counter: Path, tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(tmp_path / "bare")], check=True)
    bare = tmp_path / "bare" / "bin" / "python"
    p, report = _check(counter, "--python", str(bare))
    assert p.returncode == 255
    assert f"{bare} cannot run the search: it cannot import tlapy" in p.stderr
    assert "tlapy setup-pypy" in p.stderr
    assert "Traceback" not in p.stderr and report == {}


def test_search_handed_to_pypy_gives_the_same_counts(counter: Path) -> None:
    pypy = _pypy_with_tlapy()
    if pypy is None:
        pytest.skip("no PyPy with tlapy (tlapy setup-pypy, or TLAPY_TEST_PYPY)")
    p, report = _check(counter, "--python", pypy)
    assert p.returncode == 0, p.stderr
    assert " in PyPy " in p.stdout.splitlines()[0]
    assert _counts(report) == TLC_COUNTS


def _prepared_home(tmp_path: Path, pypy: str) -> Path:
    """A TLAPY_HOME whose prepared PyPy is `pypy`, as `tlapy setup-pypy` leaves it."""
    home = tmp_path / "home"
    (home / "pypy" / "bin").mkdir(parents=True)
    launcher = home / "pypy" / "bin" / "python"
    launcher.write_text(f'#!/bin/sh\nexec "{pypy}" "$@"\n')
    launcher.chmod(0o755)
    return home


def test_auto_finds_the_prepared_pypy(counter: Path, tmp_path: Path) -> None:
    """`auto` takes the interpreter in TLAPY_HOME/pypy, as `tlapy setup-pypy` leaves it."""
    pypy = _pypy_with_tlapy()
    if pypy is None:
        pytest.skip("no PyPy with tlapy (tlapy setup-pypy, or TLAPY_TEST_PYPY)")
    home = _prepared_home(tmp_path, pypy)
    env = {"TLAPY_HOME": str(home), "TLAPY_PYTHON": "auto", "TLAPY_HANDOVER_WORTH": "0"}
    p, report = _check(counter, env=env)
    assert p.returncode == 0, p.stderr
    assert "The search goes on in PyPy " in p.stdout  # moved at the first level (tests/test_handover.py)
    assert _counts(report) == TLC_COUNTS


def test_auto_keeps_a_short_search_here(counter: Path, tmp_path: Path) -> None:
    """A search whose levels all take less than PyPy's start and warm-up never moves to it."""
    pypy = _pypy_with_tlapy()
    if pypy is None:
        pytest.skip("no PyPy with tlapy (tlapy setup-pypy, or TLAPY_TEST_PYPY)")
    home = _prepared_home(tmp_path, pypy)
    p, report = _check(counter, env={"TLAPY_HOME": str(home), "TLAPY_PYTHON": "auto"})
    assert p.returncode == 0, p.stderr
    assert f"in {platform.python_implementation()} " in p.stdout.splitlines()[0]
    assert "Moving the search" not in p.stdout
    assert _counts(report) == TLC_COUNTS


def test_auto_without_a_prepared_pypy_runs_here(counter: Path, tmp_path: Path) -> None:
    p, report = _check(counter, env={"TLAPY_HOME": str(tmp_path / "none"), "TLAPY_PYTHON": "auto"})
    assert p.returncode == 0, p.stderr
    assert f"in {platform.python_implementation()} " in p.stdout.splitlines()[0]
    assert _counts(report) == TLC_COUNTS


def test_setup_pypy_without_pypy_says_what_to_install(tmp_path: Path) -> None:
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", "setup-pypy", "--pypy", "no-such-pypy"],
                       capture_output=True, text=True, env={**os.environ, "TLAPY_HOME": str(tmp_path)})
    assert p.returncode == 255
    assert "apt-get install pypy3 pypy3-venv" in p.stderr


@pytest.mark.skipif(shutil.which("pypy3") is None, reason="pypy3 is not installed")
@pytest.mark.skipif(os.environ.get("CI") != "true", reason="installs packages with pip: CI only")
@pytest.mark.skipif(platform.python_implementation() == "PyPy", reason="run once, from CPython")
def test_setup_pypy_prepares_a_pypy_that_runs_the_search(counter: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", "setup-pypy"], capture_output=True, text=True,
                       env={**os.environ, "TLAPY_HOME": str(home)}, timeout=900)
    assert p.returncode == 0, p.stderr
    moved_at_once = {"TLAPY_HOME": str(home), "TLAPY_PYTHON": "auto", "TLAPY_HANDOVER_WORTH": "0"}
    p, report = _check(counter, env=moved_at_once)
    assert "The search goes on in PyPy " in p.stdout, p.stderr
    assert _counts(report) == TLC_COUNTS


def test_parsed_module_comes_back_from_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TLAPY_CACHE_DIR", str(tmp_path / "cache"))
    spec = tmp_path / "Counter.tla"
    spec.write_text(COUNTER)
    first = parse_file(spec)
    assert len(list((tmp_path / "cache" / "ast").glob("*.ast"))) == 1
    again = parse_file(spec)
    assert again is not first and shape(again) == shape(first)
    assert again.units[-1].span == first.units[-1].span


def test_marshalled_module_is_the_parsed_one(tmp_path: Path) -> None:
    spec = tmp_path / "Counter.tla"
    spec.write_text(COUNTER)
    first = parse_file(spec)
    again = cache._decode(cache._to_plain(first))
    assert shape(again) == shape(first) and again.units[-1].span == first.units[-1].span
    first.units.append(first.units[-1])  # an object met twice: pickled, which keeps the sharing
    data = cache._encode(first)
    assert data[:1] == b"P" and shape(pickle.loads(data[1:])) == shape(first)


def test_changed_text_is_parsed_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TLAPY_CACHE_DIR", str(tmp_path / "cache"))
    spec = tmp_path / "Counter.tla"
    spec.write_text(COUNTER)
    parse_file(spec)
    spec.write_text(COUNTER.replace("x < 5", "x < 7"))
    assert "7" in shape(parse_file(spec))
    assert len(list((tmp_path / "cache" / "ast").glob("*.ast"))) == 2


def test_cache_off_keeps_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TLAPY_CACHE_DIR", "off")
    assert cache.cache_dir() is None
    spec = tmp_path / "Counter.tla"
    spec.write_text(COUNTER)
    parse_file(spec)
    assert not (tmp_path / "off").exists()


NURSERY = """---- MODULE Nursery ----
EXTENDS IOUtils, TLC
VARIABLE x
ASSUME PrintT(<<"nursery", IF "PYPY_GC_NURSERY" \\in DOMAIN IOEnv THEN IOEnv.PYPY_GC_NURSERY ELSE "none">>)
ASSUME PrintT(<<"first major", IF "PYPY_GC_MIN" \\in DOMAIN IOEnv THEN IOEnv.PYPY_GC_MIN ELSE "none">>)
Init == x = 0
Next == UNCHANGED x
====
"""


@pytest.mark.parametrize(("launch", "user_setting", "seen"), [
    ("pypy", None, "64MB"),  # a PyPy started without it starts again with it
    ("pypy", "4MB", "4MB"),  # the user's own setting stays
    ("handed over", None, "64MB"),  # from this Python to PyPy
])
def test_a_pypy_search_gets_a_large_nursery(tmp_path: Path, launch: str, user_setting: str | None,
                                            seen: str) -> None:
    pypy = _pypy_with_tlapy()
    if pypy is None:
        pytest.skip("no PyPy with tlapy (tlapy setup-pypy, or TLAPY_TEST_PYPY)")
    (tmp_path / "Nursery.tla").write_text(NURSERY)
    (tmp_path / "Nursery.cfg").write_text("INIT Init\nNEXT Next\n")
    env = {k: v for k, v in os.environ.items() if k not in ("PYPY_GC_NURSERY", "PYPY_GC_MIN")}
    if user_setting is not None:
        env["PYPY_GC_NURSERY"] = user_setting
    python, search = (pypy, "current") if launch == "pypy" else (sys.executable, pypy)
    p = subprocess.run([python, "-m", "tla_py.cli", "check", "Nursery.tla", "--python", search], cwd=tmp_path,
                       capture_output=True, text=True, env=env, timeout=300)
    assert p.returncode == 0, p.stderr
    assert " in PyPy " in p.stdout.splitlines()[0]
    assert f'<<"nursery", "{seen}">>' in p.stdout.splitlines()
    assert '<<"first major", "100MB">>' in p.stdout.splitlines()


@pytest.mark.parametrize(
    ("argv", "growth"),
    [
        (["check", "M.tla"], "1.82"),
        (["check", "M.tla", "-workers", "1"], "1.82"),
        (["check", "M.tla", "-workers", "2"], "1.3"),
        (["check", "M.tla", "--workers=2"], "1.3"),
        (["check", "M.tla", "--spark", "local[2]"], "1.3"),
    ],
)
def test_a_search_in_one_process_collects_at_pypys_default_growth(
    monkeypatch, argv: list[str], growth: str
) -> None:
    """One process: fewer major collections (its memory is far below TLC's); workers keep theirs small."""
    if platform.python_implementation() == "PyPy":
        pytest.skip("a PyPy starts again with the settings")
    for name in runtime.PYPY_GC:
        monkeypatch.delenv(name, raising=False)
    runtime.gc_for_search(argv)
    assert os.environ["PYPY_GC_MAJOR_COLLECT"] == growth
    assert os.environ["PYPY_GC_NURSERY"] == "64MB"


JIT_CALLS = """
import sys, pypyjit
calls = []
real = pypyjit.set_param
pypyjit.set_param = lambda p: (calls.append(p), real(p))
from tla_py.semantics import build_model
from tla_py.stdlib import reset_run
reset_run(0)
build_model(sys.argv[1], sys.argv[2])
print(calls)
"""


def test_a_pypy_search_runs_with_its_own_jit_settings(counter: Path) -> None:
    """The model is built with the JIT off; the search then runs with PYPY_JIT, which PyPy accepts."""
    pypy = _pypy_with_tlapy()
    if pypy is None:
        pytest.skip("no PyPy with tlapy (tlapy setup-pypy, or TLAPY_TEST_PYPY)")
    cmd = [pypy, "-c", JIT_CALLS, str(counter), str(counter.with_suffix(".cfg"))]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    assert p.stdout.split("\n")[-2] == repr(["off", "default", machine.PYPY_JIT])


def test_a_spare_core_is_one_left_idle_since_the_start(monkeypatch: pytest.MonkeyPatch) -> None:
    """Idle time since note_start decides (half a core idle beside this run's), not the load average of a
    benchmark that ended seconds ago; the load average only where /proc/stat says nothing yet."""
    ticks = iter([(1000, 4000), (1040, 4100)])  # 2 cores, 100 ticks: 40 idle = 0.8 of a core
    monkeypatch.setattr(runtime, "_idle_at_start", None)  # restored after the test
    monkeypatch.setattr(runtime, "cpu_ticks", lambda: next(ticks))
    monkeypatch.setattr(runtime, "cores", lambda: 2)
    monkeypatch.setattr(os, "getloadavg", lambda: (2.0, 2.0, 2.0))
    runtime.note_start()
    assert runtime.spare_core()
    ticks = iter([(1000, 4000), (1010, 4100)])  # 0.2 of a core
    runtime.note_start()
    assert not runtime.spare_core()
    ticks = iter([(1000, 4000), (1002, 4004)])  # too soon to tell: the load average says
    runtime.note_start()
    assert not runtime.spare_core()
    monkeypatch.setattr(os, "getloadavg", lambda: (0.2, 0.2, 0.2))
    ticks = iter([None, (1002, 4004)])
    runtime.note_start()
    assert runtime.spare_core()
