"""tlapy: a TLA+ model checker that gives TLC's answers."""

from tla_py.version import __version__ as __version__

_API = ("check", "parse", "lint", "Result", "ModelValue", "to_python")


def __getattr__(name: str):
    """The Python API (tla_py.api), imported on first use so that `import tla_py` stays cheap."""
    if name in _API:
        from tla_py import api

        return getattr(api, name)
    raise AttributeError(f"module 'tla_py' has no attribute {name!r}")


def __dir__() -> list:
    return sorted([*globals(), *_API])
