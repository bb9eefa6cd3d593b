"""Parsed modules and configs kept on disk, so a run parses only what changed and, when nothing did, does
not load Lark (PyPy parses 3x slower than CPython before its JIT warms up, and loads an AST 4x faster).

Where pickle is pure Python (PyPy: 7x slower than the rebuilding below without its JIT, 2x with it), an
entry holds the AST as plain tuples and lists in marshal's format, which is read at native speed: a node
is the tuple (shape, *values), its shape an index into a table of (class, field names); a tuple in the
AST is (-1, *items). A tree that does not fit this form (another type of value, an object met twice,
nesting too deep for marshal) is pickled, as every tree is where pickle is C (CPython); the entry's
first byte says which.

An entry is keyed by the file's path and text and by the front end's own source (grammar and syntax
modules), so any change to either parses afresh. TLAPY_CACHE_DIR moves the cache; TLAPY_CACHE_DIR=off
turns it off. A cache that cannot be read or written is silently passed by: it only saves time. Entries
are unpickled, so they live only in folders the user alone can write (made 0700), and an entry that is
not a regular file of the user's is passed by too.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import pickle
import stat
import sys
import tempfile
from dataclasses import fields, is_dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, TypeVar

from tla_py.errors import remember_source
from tla_py.syntax import ast
from tla_py.syntax.grammar import grammar_file

T = TypeVar("T")

_SYNTAX = Path(__file__).resolve().parent
_MARSHAL, _PICKLE = b"M", b"P"
_MARSHAL_FIRST = pickle.Unpickler is getattr(pickle, "_Unpickler", None)  # no C pickle: PyPy
_PLAIN = frozenset({str, int, bool, type(None), float})
_UID = os.getuid() if hasattr(os, "getuid") else None
_CLASSES = {c.__name__: c for c in vars(ast).values()
            if isinstance(c, type) and (issubclass(c, ast.Node) or c is ast.Span)}


@lru_cache(maxsize=1)
def _front_end_digest() -> bytes:
    """A digest of everything that shapes an AST or a config: the grammars and the syntax package's code."""
    h = hashlib.sha256(sys.implementation.cache_tag.encode())
    for f in sorted(_SYNTAX.glob("*.py")) + [grammar_file("tla.lark"), grammar_file("cfg.lark")]:
        h.update(f.read_bytes())
    return h.digest()


def cache_root() -> Path | None:
    """The user's tlapy cache folder (TLAPY_CACHE_DIR, else the XDG cache folder), or None when off."""
    where = os.environ.get("TLAPY_CACHE_DIR")
    if where == "off":
        return None
    if where:
        return Path(where)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tlapy"


def private_folder(name: str) -> Path | None:
    """A folder of the cache that only this user can write (made 0700), or None when the cache is off or
    the folder is not safely the user's (another's, or a link): its entries are unpickled."""
    root = cache_root()
    if root is None:
        return None
    folder = root / name
    try:
        root.mkdir(mode=0o700, parents=True, exist_ok=True)
        folder.mkdir(mode=0o700, exist_ok=True)
        st = os.lstat(folder)
        if not stat.S_ISDIR(st.st_mode) or (_UID is not None and st.st_uid != _UID):
            return None
        if st.st_mode & 0o077:
            os.chmod(folder, 0o700)
    except OSError:
        return None
    return folder


def owned_file(path: Path) -> bool:
    """An entry to read: a regular file (not a link, a FIFO or a device) that this user owns."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode) and (_UID is None or st.st_uid == _UID)


def cache_dir() -> Path | None:
    """Where parsed modules live, or None when the cache is off (or not safely the user's)."""
    return private_folder("ast")


def lark_cache(grammar: Path) -> str | bool:
    """Lark's `cache` for a grammar: a file in the user's private lark folder (Lark then loads its parse
    tables in 0.05 s instead of building them in 1.2 s), or False where there is none to trust (Lark's
    own `cache=True` would write, then unpickle, a file of the shared temporary folder)."""
    folder = private_folder("lark")
    if folder is None:
        return False
    entry = folder / f"{grammar.stem}-{sys.implementation.cache_tag}.lark"
    return str(entry) if not os.path.lexists(entry) or owned_file(entry) else False


def _entry(folder: Path, file: str, text: str) -> Path:
    h = hashlib.sha256(_front_end_digest())
    h.update(file.encode("utf-8", "surrogatepass") + b"\0" + text.encode("utf-8", "surrogatepass"))
    return folder / (h.hexdigest() + ".ast")


def load(file: str, text: str, kind: type = ast.Module) -> Any:
    """The module (or other `kind` of result) parsed earlier from this exact file and text, if kept."""
    folder = cache_dir()
    if folder is None:
        return None
    entry = _entry(folder, file, text)
    if not owned_file(entry):
        return None
    try:
        data = entry.read_bytes()
        module = _decode(data[1:]) if data[:1] == _MARSHAL else pickle.loads(data[1:])
    except Exception:  # absent, unreadable or stale: parse instead
        return None
    if not isinstance(module, kind) or (is_dataclass(module) and not all(hasattr(module, f.name)
                                                                          for f in fields(module))):
        return None  # kept by a process whose classes were older than the files it digested
    return module


def parsed(file: str, text: str, parse: Callable[[str, str], T], kind: type = ast.Module) -> T:
    """parse(text, file), or what it gave for this exact file and text before (its text remembered for
    error messages all the same)."""
    kept = load(file, text, kind)
    if kept is not None:
        remember_source(file, text)
        return kept
    result = parse(text, file)
    store(file, text, result)
    return result


def store(file: str, text: str, module: object) -> None:
    """Keep a freshly parsed module or config (written whole, then renamed, so readers never see half)."""
    folder = cache_dir()
    if folder is None:
        return
    try:
        data = _encode(module)
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


def _encode(module: object) -> bytes:
    """An entry's bytes: the marshalled form when the tree fits it, else the pickle."""
    try:
        if _MARSHAL_FIRST:
            return _MARSHAL + _to_plain(module)
    except (TypeError, ValueError, RecursionError):
        pass
    return _PICKLE + pickle.dumps(module, protocol=pickle.HIGHEST_PROTOCOL)


def _to_plain(module: object) -> bytes:
    """The tree as marshalled tuples and lists (TypeError or ValueError when it does not fit)."""
    shapes: dict[tuple[str, tuple[str, ...]], int] = {}
    seen: set[int] = set()

    def plain(v: object) -> object:
        t = type(v)
        if t in _PLAIN:
            return v
        if id(v) in seen:
            raise ValueError("an object met twice")
        seen.add(id(v))
        if t is list:
            return [plain(x) for x in v]
        if t is tuple:
            return (-1, *[plain(x) for x in v])
        if _CLASSES.get(t.__name__) is not t:
            raise TypeError(t.__name__)
        fields = vars(v)
        shape = shapes.setdefault((t.__name__, tuple(fields)), len(shapes))
        return (shape, *[plain(x) for x in fields.values()])

    tree = plain(module)
    return marshal.dumps((list(shapes), tree))


def _decode(data: bytes) -> object:
    """The tree _to_plain marshalled, rebuilt (nodes are made without running their __init__)."""
    shapes, tree = marshal.loads(data)
    kinds = [(_CLASSES[name], keys) for name, keys in shapes]
    plain = _PLAIN

    def rebuild(v: object) -> object:
        t = type(v)
        if t is tuple:
            i = v[0]
            if i < 0:
                return tuple([x if type(x) in plain else rebuild(x) for x in v[1:]])
            cls, keys = kinds[i]
            obj = cls.__new__(cls)
            obj.__dict__.update(zip(keys, [x if type(x) in plain else rebuild(x) for x in v[1:]]))
            return obj
        if t is list:
            return [x if type(x) in plain else rebuild(x) for x in v]
        return v

    return rebuild(tree)
