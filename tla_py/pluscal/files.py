"""`tlapy translate` on a file, as pcal.trans does it: read the module, translate it, keep the old
one as FILE.old (unless -noold), write the new one and the model config FILE.cfg (unless -nocfg)."""

from __future__ import annotations

import os
from pathlib import Path

from tla_py.pluscal.module_text import split_lines
from tla_py.pluscal.options import Options, apply
from tla_py.pluscal.translate import translate_lines
from tla_py.syntax import read_source

CFG_DELIMITER = "\\* Add statements after this line."


class FileError(Exception):
    """A file that cannot be read or written (pcal.trans's message)."""


def _read_lines(path: Path) -> list:
    """The module's lines, from a regular file only (a FIFO would block, /dev/zero never end)."""
    try:
        return split_lines(read_source(path).decode("utf-8"))
    except FileNotFoundError:
        raise FileError(f"Input file {path} not found") from None
    except (OSError, UnicodeDecodeError):
        raise FileError(f"Error reading file {path}.") from None


def _write_lines(path: Path, lines: list) -> None:
    try:
        path.write_bytes("".join(line + "\n" for line in lines).encode("utf-8"))
    except OSError:
        raise FileError(f"Could not write file {path}") from None


def options_from(args: list) -> Options:
    """The command line's options (PcalError on a bad one)."""
    opts = Options()
    apply(opts, list(args), in_file=False)
    return opts


def translate_file(base: str, opts: Options) -> list:
    """Translate the module BASE.tla in place; the messages pcal.trans prints (which name the files as
    BASE.tla, BASE.cfg). PcalError (with its place) when the algorithm is wrong, FileError when a file
    cannot be read or written."""
    tla = Path(f"{base}.tla")
    result = translate_lines(_read_lines(tla), opts)
    messages = list(result.messages)
    if not opts.no_old:
        old = Path(f"{base}.old")
        try:
            if old.exists():
                old.unlink()
            os.replace(tla, old)
        except OSError:
            raise FileError(f"Could not rename input file {base}.tla to {base}.old") from None
    _write_lines(tla, result.lines)
    messages.append(f"New file {base}.tla written.")
    if not opts.nocfg:
        messages.extend(_write_cfg(base, opts, result.has_default_init))
    return messages


def _write_cfg(base: str, opts: Options, default_init: bool) -> list:
    """Rewrite the config's part above the delimiter line with SPECIFICATION (and the rest)."""
    cfg = Path(f"{base}.cfg")
    if cfg.exists():
        if not os.access(cfg, os.R_OK):
            return [f"File {base}.cfg is read only, new version not written."]
        lines = _read_lines(cfg)
    else:
        lines = [CFG_DELIMITER]
    at = next((i for i, line in enumerate(lines) if CFG_DELIMITER in line), None)
    if at is None:
        lines.insert(0, CFG_DELIMITER)
    else:
        del lines[:at]
    if default_init:
        lines.insert(0, "CONSTANT defaultInitValue = defaultInitValue")
    if opts.termination:
        lines.insert(0, "PROPERTY Termination")
    messages = []
    if any(_has_spec(line) for line in lines):
        messages.append(f"File {base}.cfg already contains SPECIFICATION statement,\n"
                        "   so new one not written.")
    else:
        lines.insert(0, "SPECIFICATION Spec")
    _write_lines(cfg, lines)
    messages.append(f"New file {base}.cfg written.")
    return messages


def _has_spec(line: str) -> bool:
    at = line.find("SPECIFICATION")
    comment = line.find("\\*")
    return at != -1 and (comment == -1 or comment > at)

