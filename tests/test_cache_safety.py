"""Caches hold pickles, so they live only where the user alone can write: no Lark cache in the shared
temporary folder, private folders (0700), and an entry that is not the user's own regular file is
passed by (never unpickled)."""

from __future__ import annotations

import os
import pickle
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tla_py.syntax import cache, parse_file

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "tests" / "specs" / "engine_deadlock.tla"
NOBODY = 65534


class _Plant:
    """A pickle that, unpickled, creates a marker file."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (self.marker,))


def test_a_run_leaves_no_lark_cache_in_the_temporary_folder(tmp_path: Path) -> None:
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = {**os.environ, "TMPDIR": str(tmp), "XDG_CACHE_HOME": str(tmp_path / "xdg")}
    env.pop("TLAPY_CACHE_DIR", None)
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", str(SPEC)], capture_output=True,
                       text=True, env=env, cwd=ROOT, timeout=120)
    assert p.returncode == 11, p.stdout + p.stderr
    assert list(tmp.iterdir()) == []
    folders = [tmp_path / "xdg" / "tlapy" / name for name in ("ast", "lark")]
    for folder in folders:
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert sorted(f.name.split("-")[0] for f in folders[1].iterdir()) == ["cfg", "tla"]


@pytest.fixture
def private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TLAPY_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


def _plant_module_entry(tmp_path: Path) -> tuple[Path, Path, Path]:
    """A spec, the cache entry its parse would be kept in (now a pickle that makes a marker), the marker."""
    spec = tmp_path / "Counter.tla"
    spec.write_text(SPEC.read_text().replace("MODULE engine_deadlock", "MODULE Counter"))
    marker = tmp_path / "marker"
    entry = cache._entry(cache.cache_dir(), str(spec), spec.read_text())
    return spec, entry, marker


def _as_nobody(path: Path) -> None:
    if os.getuid() != 0:
        pytest.skip("making a file another user's needs root")
    os.chown(path, NOBODY, NOBODY, follow_symlinks=False)


def test_an_entry_of_another_user_is_passed_by(private: Path) -> None:
    spec, entry, marker = _plant_module_entry(private)
    entry.write_bytes(b"P" + pickle.dumps(_Plant(marker)))
    _as_nobody(entry)
    assert parse_file(spec).name == "Counter"
    assert not marker.exists()


def test_a_linked_entry_is_passed_by(private: Path) -> None:
    spec, entry, marker = _plant_module_entry(private)
    elsewhere = private / "planted.ast"
    elsewhere.write_bytes(b"P" + pickle.dumps(_Plant(marker)))
    entry.symlink_to(elsewhere)
    assert parse_file(spec).name == "Counter"
    assert not marker.exists()


def test_a_folder_of_another_user_is_no_cache(private: Path) -> None:
    folder = private / "cache" / "lark"
    folder.mkdir(parents=True)
    _as_nobody(folder)
    assert cache.lark_cache(Path("tla.lark")) is False
    assert cache.private_folder("lark") is None


def test_a_planted_lark_entry_is_passed_by(private: Path) -> None:
    entry = Path(cache.lark_cache(Path("tla.lark")))
    assert entry.parent == private / "cache" / "lark"
    entry.write_bytes(b"x")
    _as_nobody(entry)
    assert cache.lark_cache(Path("tla.lark")) is False
    entry.unlink()
    entry.symlink_to(private / "elsewhere")
    assert cache.lark_cache(Path("tla.lark")) is False


def test_a_shared_folder_is_made_private(private: Path) -> None:
    folder = private / "cache" / "ast"
    folder.mkdir(parents=True, mode=0o777)
    os.chmod(folder, 0o777)
    assert cache.cache_dir() == folder
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700


def test_a_config_kept_by_an_older_tlapy_is_parsed_again(private: Path) -> None:
    """A process whose ModelConfig predates a new field can keep an entry under the new files' digest
    (its classes were loaded before the files changed): the entry lacks the field and is passed by."""
    from tla_py.syntax import parse_config_file

    cfg = private / "M.cfg"
    cfg.write_text("INIT Init\nNEXT Next\n")
    old = parse_config_file(cfg)
    del old.__dict__["postconditions"]
    cache.store(str(cfg), cfg.read_text(), old)
    assert parse_config_file(cfg).postconditions == []
