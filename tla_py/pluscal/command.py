"""`tlapy translate [OPTIONS] FILE.tla`: pcal.trans's command line (its options, in any order with the
file), its messages, and TLC's exit codes (150 for an algorithm pcal.trans rejects, 255 otherwise)."""

from __future__ import annotations

import re

from tla_py.errors import ExitCode, SpecError, TlaError
from tla_py.pluscal.errors import PcalError
from tla_py.pluscal.files import FileError, options_from, translate_file
from tla_py.pluscal.options import Options
from tla_py.syntax.ast import Span

TAKES_VALUE = ("-labelRoot", "-lineWidth", "-version")


class CommandLineError(TlaError):
    """A bad command line (pcal.trans exits 255)."""

    exit_code = ExitCode.OTHER


def split_args(args: list) -> tuple:
    """(the options in order, the module's path). As for pcal.trans the file may come last; it may
    also come first, and options may be written with "--" as well as "-"."""
    args = [a[1:] if a.startswith("--") else a for a in args]
    if args and not args[-1].startswith("-") and _only_options(args[:-1]):
        return args[:-1], args[-1]
    options, files = [], []
    i = 0
    while i < len(args):
        if args[i].startswith("-"):
            options.append(args[i])
            if args[i] in TAKES_VALUE and i + 1 < len(args):
                i += 1
                options.append(args[i])
        else:
            files.append(args[i])
        i += 1
    if len(files) != 1:
        found = f"One input file expected, not {len(files)}: {' '.join(files)}"
        # pcal.trans's command-line errors end with two periods (its own, then its error report's)
        raise CommandLineError(f"Command-line error: {found if files else 'No input file specified'}..")
    return options, files[0]


def _only_options(args: list) -> bool:
    """Whether args are options and their values only (pcal.trans's command line before its file)."""
    i = 0
    while i < len(args):
        if not args[i].startswith("-"):
            return False
        i += 2 if args[i] in TAKES_VALUE else 1
    return True


def module_base(arg: str) -> str:
    """FILE for FILE or FILE.tla, as pcal.trans names the module's files (no other extension)."""
    path = re.sub("/+", "/", arg).rstrip("/") or arg
    name = path.rsplit("/", 1)[-1]
    if "." not in name:
        return path
    if not name.lower().endswith(".tla"):
        raise CommandLineError("Command-line error: Input file has extension other than tla..")
    return path[: path.rfind(".")]


def run(args: list, say) -> int:
    """Translate as the command line asks, saying what pcal.trans says; the exit code. TlaError for
    what is wrong, with its place."""
    options, path = split_args(args)
    try:
        opts: Options = options_from(options)
    except PcalError as e:
        raise CommandLineError("\n".join(f"{m}." for m in (*e.before, e.message))) from None
    base = module_base(path)
    try:
        messages = translate_file(base, opts)
    except FileError as e:
        raise CommandLineError(f"{e}.") from None
    except PcalError as e:
        raise _spec_error(e, f"{base}.tla") from None
    for message in messages:
        say(message)
    return int(ExitCode.OK)


def _spec_error(e: PcalError, path: str) -> SpecError:
    """pcal.trans's message (with its closing "."), placed in the file when it names a place."""
    message = e.message + "."
    if e.line <= 0:
        return SpecError(f"{path}: {message}")
    return SpecError(message, Span(path, e.line, max(e.col, 1), e.line, max(e.col, 1)))
