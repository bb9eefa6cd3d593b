"""tlapy: a TLA+ model checker that gives TLC's answers."""

import importlib

__version__ = "0.1.0"

_API = ("check", "parse", "lint", "Result", "ModelValue", "to_python")


def __getattr__(name: str):
    """The Python API (tla_py.api), imported on first use so that `import tla_py` stays cheap.

    By name, not an import statement: every layer reads __version__ here, and the root must not
    depend on the top layer (README, Layers)."""
    if name in _API:
        return getattr(importlib.import_module("tla_py.api"), name)
    raise AttributeError(f"module 'tla_py' has no attribute {name!r}")


def __dir__() -> list:
    return sorted([*globals(), *_API])
