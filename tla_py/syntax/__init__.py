"""The TLA+ front end: `parse_module(text, file)` and `parse_file(path)` give an ast.Module,
`parse_config_file(path)` a ModelConfig (Lark, the parsers' library, is loaded only on a cache miss)."""

from __future__ import annotations

import errno
import os
import re
import stat
from pathlib import Path

from tla_py.syntax import ast
from tla_py.syntax.config import ModelConfig


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


def read_source(path: str | Path) -> bytes:
    """A spec's or config's bytes, from a regular file only: a FIFO would block the run, a device never
    end (opened without blocking, then checked); OSError says why not."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        with os.fdopen(os.dup(fd), "rb") as f:
            return f.read()
    finally:
        os.close(fd)


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


__all__ = ["parse_config_file", "parse_file", "parse_module"]
