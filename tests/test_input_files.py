"""Specs and configs are read from regular files only, and one that cannot be read is the same error as
one that is missing (exit 150 for a spec, 151 for a config), never a usage error or a hang."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tla_py import cli, syntax

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "tests" / "specs" / "engine_deadlock.tla"


def tlapy(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = {**os.environ, "TLAPY_PYTHON": "current", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "tla_py.cli", *args], capture_output=True, text=True,
                          env=env, timeout=timeout)


@pytest.fixture
def unreadable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of a spec this process may not read (as root can read anything, the permission is taken
    away where it is asked: os.access, which click asks, and the read itself)."""
    spec = tmp_path / "engine_deadlock.tla"
    spec.write_bytes(SPEC.read_bytes())
    (tmp_path / "engine_deadlock.cfg").write_bytes(SPEC.with_suffix(".cfg").read_bytes())
    os.chmod(spec, 0)
    if os.getuid() == 0:
        access, read = os.access, syntax.read_source

        def no_access(path, mode, *args, **kw):
            return False if Path(path) == spec else access(path, mode, *args, **kw)

        def no_read(path):
            if Path(path) == spec:
                raise PermissionError(errno.EACCES, "Permission denied")
            return read(path)

        monkeypatch.setattr(os, "access", no_access)
        monkeypatch.setattr(syntax, "read_source", no_read)
    monkeypatch.setenv("TLAPY_CACHE_DIR", "off")
    return spec


@pytest.mark.parametrize("command", [["check", "--python", "current"], ["parse"], ["lint"]],
                         ids=["check", "parse", "lint"])
def test_an_unreadable_spec_is_exit_150_as_a_missing_one(unreadable: Path, capsys, command: list) -> None:
    assert cli.main([*command, str(unreadable)]) == 150
    said = capsys.readouterr()
    assert f"cannot read {unreadable}: Permission denied" in said.out + said.err
    assert cli.main([*command, str(unreadable.with_name("Missing.tla"))]) == 150


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_spec_or_config_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "Fifo.tla"
    os.mkfifo(fifo)
    p = tlapy("check", str(fifo), "-config", str(SPEC.with_suffix(".cfg")), timeout=30)
    assert p.returncode == 150 and f"cannot read {fifo}: not a regular file" in p.stderr
    cfg = tmp_path / "fifo.cfg"
    os.mkfifo(cfg)
    p = tlapy("check", str(SPEC), "-config", str(cfg), timeout=30)
    assert p.returncode == 151 and f"cannot read config file {cfg}: not a regular file" in p.stderr


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_device_as_config_is_refused(tmp_path: Path) -> None:
    p = tlapy("check", str(SPEC), "-config", "/dev/zero", timeout=30)
    assert p.returncode == 151 and "cannot read config file /dev/zero: not a regular file" in p.stderr
