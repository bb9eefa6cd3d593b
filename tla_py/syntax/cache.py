"""Parsed modules kept on disk, so a run parses only what changed (PyPy parses 3x slower than CPython
before its JIT warms up, and loads a pickled AST 4x faster than it parses).

An entry is keyed by the file's path and text and by the front end's own source (grammar and syntax
modules), so any change to either parses afresh. TLAPY_CACHE_DIR moves the cache; TLAPY_CACHE_DIR=off
turns it off. A cache that cannot be read or written is silently passed by: it only saves time.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from functools import lru_cache
from pathlib import Path

from tla_py.syntax import ast

_SYNTAX = Path(__file__).resolve().parent


@lru_cache(maxsize=1)
def _front_end_digest() -> bytes:
    """A digest of everything that shapes an AST: the grammar files and the syntax package's code."""
    from tla_py.syntax.parser import GRAMMAR

    h = hashlib.sha256(sys.implementation.cache_tag.encode())
    for f in sorted(_SYNTAX.glob("*.py")) + [GRAMMAR]:
        h.update(f.read_bytes())
    return h.digest()


def cache_dir() -> Path | None:
    """Where entries live, or None when the cache is off."""
    where = os.environ.get("TLAPY_CACHE_DIR")
    if where == "off":
        return None
    if where:
        return Path(where) / "ast"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tlapy" / "ast"


def _entry(folder: Path, file: str, text: str) -> Path:
    h = hashlib.sha256(_front_end_digest())
    h.update(file.encode("utf-8", "surrogatepass") + b"\0" + text.encode("utf-8", "surrogatepass"))
    return folder / (h.hexdigest() + ".pickle")


def load(file: str, text: str) -> ast.Module | None:
    """The module parsed earlier from this exact file and text, if kept."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        data = _entry(folder, file, text).read_bytes()
        module = pickle.loads(data)
    except Exception:  # absent, unreadable or stale: parse instead
        return None
    return module if isinstance(module, ast.Module) else None


def store(file: str, text: str, module: ast.Module) -> None:
    """Keep a freshly parsed module (written whole, then renamed, so readers never see half)."""
    folder = cache_dir()
    if folder is None:
        return
    try:
        data = pickle.dumps(module, protocol=pickle.HIGHEST_PROTOCOL)
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
    except (OSError, RecursionError, pickle.PicklingError):
        return
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, _entry(folder, file, text))
    except OSError:
        Path(tmp).unlink(missing_ok=True)
