"""Where the Lark grammars are: grammar/ beside the package in a checkout, tla_py/grammar in a wheel."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1]


def grammar_file(name: str) -> Path:
    """The grammar file `name` (tla.lark, cfg.lark) of this installation."""
    installed = _PACKAGE / "grammar" / name
    return installed if installed.is_file() else _PACKAGE.parent / "grammar" / name
