"""The TLA+ front end: `parse_module(text, file)` and `parse_file(path)` give an ast.Module,
`parse_config_file(path)` a ModelConfig (Lark, the parsers' library, is loaded only on a cache miss)."""

from __future__ import annotations

import re
from pathlib import Path

from tla_py.syntax import ast
from tla_py.syntax.config import ModelConfig
from tla_py.syntax.source import read_source


def parse_module(text: str, file: str = "<input>") -> ast.Module:
    """The first (outer) module in the text; SpecError on any bad input."""
    from tla_py.syntax.parser import parse_module as parse

    return parse(text, file)


def parse_file(path: str | Path) -> ast.Module:
    """The first module of a .tla file (kept by the parse cache); SpecError when it cannot be read or
    does not parse."""
    from tla_py.errors import SpecError
    from tla_py.syntax import cache

    path = Path(path)
    try:
        data = read_source(path)
    except OSError as e:
        raise SpecError(f"cannot read {path}: {e.strerror}") from None
    text = data.decode("utf-8", errors="replace")  # a stray byte in a comment is harmless, as in SANY
    return cache.parsed(str(path), text, parse_module)


def parse_config_file(path: str | Path) -> ModelConfig:
    """A model config (.cfg file), kept by the parse cache as modules are; ConfigError on bad input."""
    from tla_py.errors import ConfigError
    from tla_py.syntax import cache

    try:
        text = read_source(path).decode("utf-8", errors="replace").replace("\r\n", "\n").replace("\r", "\n")
    except OSError as e:
        raise ConfigError(f"cannot read config file {path}: {e.strerror or e}") from None
    if str(path).endswith(".tla"):
        text = config_section(text, Path(path).stem)
    return cache.parsed(str(path), text, _parse_config, ModelConfig)


def config_section(text: str, name: str) -> str:
    """TLC's config in a module file (its MonolithSpecExtractor): the lines after `---- CONFIG name ----`
    up to the next `====`, the others blanked so that lines keep their numbers."""
    lines, out, active = text.split("\n"), [], False
    start = re.compile(r"-----*\s*CONFIG\s+" + re.escape(name) + r"\s*-----*")
    for i, line in enumerate(lines):
        if active and line.startswith("===="):
            return "\n".join(out + [""] * (len(lines) - i))
        out.append(line if active else "")
        active = active or start.fullmatch(line) is not None
    return "\n".join(out)


def _parse_config(text: str, file: str) -> ModelConfig:
    """The config parser, loaded (with Lark) only on a cache miss."""
    from tla_py.syntax import cfg

    return cfg.parse_config(text, file)


__all__ = ["parse_config_file", "parse_file", "parse_module", "read_source"]
