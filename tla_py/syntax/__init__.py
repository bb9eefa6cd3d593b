"""The TLA+ front end: `parse_module(text, file)` and `parse_file(path)` give an ast.Module."""

from __future__ import annotations

from pathlib import Path

from tla_py.syntax import ast


def parse_module(text: str, file: str = "<input>") -> ast.Module:
    """The first (outer) module in the text; SpecError on any bad input."""
    from tla_py.syntax.parser import parse_module as parse

    return parse(text, file)


def parse_file(path: str | Path) -> ast.Module:
    """The first module of a .tla file; SpecError on any bad input."""
    from tla_py.syntax.parser import parse_file as parse

    return parse(path)


__all__ = ["parse_file", "parse_module"]
