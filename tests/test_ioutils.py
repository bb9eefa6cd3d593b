"""IOUtils' IOSerialize and IODeserialize: TLC's binary format both ways, and nothing in a file runs code."""

from __future__ import annotations

import gzip
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
SPECS = ROOT / "tests" / "specs" / "ioutils"
TLC = SHARED / "tools" / "tlc" / "tlc"


def config(folder: Path, mode: str) -> str:
    """IOValues' model for files in `folder`, as tests/oracle/record_ioserialize.py writes it for TLC."""
    return (SPECS / "model.cfg.template").read_text().format(folder=folder, mode=mode)


def tlapy(*args: str) -> subprocess.CompletedProcess:
    """`tlapy` in a process of its own (model values are numbered per process, as in TLC)."""
    return subprocess.run([sys.executable, "-m", "tla_py.cli", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


def run_values(tmp_path: Path, folder: Path, mode: str) -> subprocess.CompletedProcess:
    cfg = tmp_path / f"{mode}.cfg"
    cfg.write_text(config(folder, mode))
    return tlapy("check", str(SPECS / "IOValues.tla"), "-config", str(cfg))


def test_files_written_by_tlc_read_back(tmp_path: Path) -> None:
    """TLC's files (recorded by tests/oracle/record_ioserialize.py), plain and gzipped, equal V here."""
    p = run_values(tmp_path, SPECS / "tlc", "read")
    assert p.returncode == 0, p.stdout + p.stderr


def test_files_written_here_read_back_here_and_in_tlc(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    p = run_values(tmp_path, out, "write")
    assert p.returncode == 0, p.stdout + p.stderr
    assert gzip.decompress((out / "values.bin.gz").read_bytes()) == (out / "values.bin").read_bytes()
    p = run_values(tmp_path, out, "read")
    assert p.returncode == 0, p.stdout + p.stderr
    if not TLC.exists():
        pytest.skip("TLC (../shared/tools/tlc) is absent")
    cfg = tmp_path / "tlc.cfg"
    cfg.write_text(config(out, "read"))
    tlc = [str(TLC), "-workers", "1", "-metadir", str(tmp_path / "states"), "-config", str(cfg)]
    p = subprocess.run([*tlc, str(SPECS / "IOValues.tla")], capture_output=True, text=True, cwd=tmp_path,
                       timeout=300)
    assert p.returncode == 0, p.stdout + p.stderr


class _Plant:
    """A pickle that, unpickled, creates a marker file."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (self.marker,))


READER = """---- MODULE Reader ----
EXTENDS IOUtils
ASSUME IODeserialize("{data}", {zip}) = 1
VARIABLE x
Init == x = 0
Next == UNCHANGED x
====
"""


@pytest.mark.parametrize("zip_", [False, True])
def test_a_pickle_beside_a_spec_runs_nothing(tmp_path: Path, zip_: bool) -> None:
    marker = tmp_path / "marker"
    payload = pickle.dumps(_Plant(marker))
    data = tmp_path / "data.bin"
    data.write_bytes(gzip.compress(payload) if zip_ else payload)
    spec = tmp_path / "Reader.tla"
    spec.write_text(READER.format(data=data, zip="TRUE" if zip_ else "FALSE"))
    (tmp_path / "Reader.cfg").write_text("INIT Init\nNEXT Next\n")
    p = tlapy("check", str(spec))
    assert not marker.exists()
    assert p.returncode == 10, p.stdout + p.stderr  # TLC's: an assumption that cannot be evaluated
    assert f"IODeserialize: {data} holds no value in TLC's format" in p.stdout + p.stderr
    assert "Traceback" not in p.stderr and "internal error" not in p.stderr


@pytest.mark.parametrize("data, why", [
    (b"", "the file ends inside a value"),
    (b"\x07\x00\x02\x01\x00\x00\x00\x01", "the file ends inside a value"),
    (b"\x01\x00\x00\x00\x01\x00", "1 bytes follow the value"),
    (b"\x07\x00\x01\x1a\x00\x00", "a reference to value 0, which is not read yet"),
    (b"\x15\x00\x07", "model value number 7"),
    (b"\x08", "a value of kind 8"),
    (b"\x07\x00\x01" * 3000, "nested more than"),
], ids=["empty", "short", "trailing", "forward-reference", "model-value", "kind", "deep"])
def test_malformed_files_are_clear_errors(tmp_path: Path, data: bytes, why: str) -> None:
    (tmp_path / "data.bin").write_bytes(data)
    spec = tmp_path / "Reader.tla"
    spec.write_text(READER.format(data=tmp_path / "data.bin", zip="FALSE"))
    (tmp_path / "Reader.cfg").write_text("INIT Init\nNEXT Next\n")
    p = tlapy("check", str(spec))
    assert p.returncode == 10, p.stdout + p.stderr
    assert why in p.stdout + p.stderr
    assert "Traceback" not in p.stderr and "internal error" not in p.stderr


EXEC = """---- MODULE Exec ----
EXTENDS IOUtils, Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\\ x' = x + IOExecTemplate(<<"sh", "-c", "exit %s">>, <<"1">>).exitValue
====
"""


@pytest.mark.parametrize("workers", ["1", "2"])
def test_only_the_flag_lets_a_spec_run_programs(tmp_path: Path, workers: str) -> None:
    """TLAPY_ALLOW_IO_EXEC=1 in the environment allows nothing; --allow-io-exec reaches the workers."""
    spec = tmp_path / "Exec.tla"
    spec.write_text(EXEC)
    (tmp_path / "Exec.cfg").write_text("INIT Init\nNEXT Next\n")
    env = {**os.environ, "TLAPY_ALLOW_IO_EXEC": "1", "TLAPY_PYTHON": "current"}
    run = [sys.executable, "-m", "tla_py.cli", "check", str(spec), "-deadlock", "-workers", workers]
    p = subprocess.run(run, capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert p.returncode == 255, p.stdout + p.stderr
    assert 'IOExecTemplate would run the program <<"sh", "-c", "exit 1">>' in p.stdout + p.stderr
    p = subprocess.run([*run, "--allow-io-exec"], capture_output=True, text=True, cwd=ROOT, env=env,
                       timeout=120)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "4 distinct states found" in p.stdout


def _limit_memory() -> None:
    """The child may have 4 GB of address space, so the file may inflate to 1 GB at most."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_AS is POSIX")
def test_a_compressed_file_inflates_within_a_bound(tmp_path: Path) -> None:
    data = tmp_path / "bomb.bin"
    with gzip.open(data, "wb", compresslevel=1) as f:  # 1.1 GB of zeros in about 1 MB
        for _ in range(1100):
            f.write(bytes(1 << 20))
    spec = tmp_path / "Reader.tla"
    spec.write_text(READER.format(data=data, zip="TRUE"))
    (tmp_path / "Reader.cfg").write_text("INIT Init\nNEXT Next\n")
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", str(spec), "--python", "current"],
                       capture_output=True, text=True, cwd=ROOT, timeout=120, preexec_fn=_limit_memory)
    assert p.returncode == 10, p.stdout + p.stderr
    assert f"IODeserialize: cannot read {data}: it inflates to more than 1024 MB" in p.stdout + p.stderr
    assert "Traceback" not in p.stderr and "internal error" not in p.stderr


def test_a_cut_compressed_file_is_a_clear_error(tmp_path: Path) -> None:
    data = tmp_path / "cut.bin"
    data.write_bytes(gzip.compress(b"\x01\x00\x00\x00\x01")[:-6])
    spec = tmp_path / "Reader.tla"
    spec.write_text(READER.format(data=data, zip="TRUE"))
    (tmp_path / "Reader.cfg").write_text("INIT Init\nNEXT Next\n")
    p = tlapy("check", str(spec))
    assert p.returncode == 10, p.stdout + p.stderr
    assert "Compressed file ended before the end-of-stream marker was reached" in p.stdout + p.stderr
