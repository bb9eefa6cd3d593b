"""pcal.trans's options, from the command line and from a module's `PlusCal options (...)` statement,
with its rules (one fairness option; -termination implies -wf unless -nof was asked for)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tla_py.pluscal.errors import PcalError

VERSION = "1.12"
VERSION_WEIGHT = 1903  # pcal.trans's 1.12 counts as 1.903 (1.9 < 1.10 otherwise)
DEFAULT_WIDTH = 78


@dataclass
class Options:
    """The translation's parameters (pcal.trans's PcalParams)."""

    label: bool = False
    report_labels: bool = False
    label_root: str = "Lbl_"
    fairness: str = ""  # "", "wf", "sf", "wfNext" or "nof"
    fair_algorithm: bool = False
    termination: bool = False
    no_old: bool = False
    nocfg: bool = False
    no_done_disjunct: bool = False
    unix_eol: bool = False
    version: int = VERSION_WEIGHT
    line_width: int = DEFAULT_WIDTH


def version_number(text: str) -> int:
    """1000 times a version like 1.5 (so 1500), or -1 if it is not one."""
    result, decimals, after = 0, 0, False
    for ch in text:
        if ch.isdigit() and ch.isascii():
            result = 10 * result + int(ch)
            if after:
                decimals += 1
                if decimals > 3:
                    return -1
        elif ch == ".":
            after = True
        else:
            return -1
    return result * 10 ** (3 - decimals) if decimals <= 3 else -1


_FAIRNESS = {"-wf": "wf", "-sf": "sf", "-wfNext": "wfNext", "-nof": "nof"}
_FLAGS = {"-termination": "termination", "-noDoneDisjunct": "no_done_disjunct", "-label": "label"}
_CLI_ONLY = {"-noold": "no_old", "-nocfg": "nocfg"}


def apply(opts: Options, args: list, in_file: bool) -> None:
    """Apply options as pcal.trans does; in a module's options statement the "-" may be left out and
    a fairness option replaces the command line's. PcalError on a bad option."""
    first_fairness = in_file
    explicit_nof = False
    i = 0
    while i < len(args):
        arg = args[i]
        option = arg if arg.startswith("-") or not in_file else "-" + arg
        dashed = arg.startswith("-")
        if option in _FAIRNESS and (dashed or in_file):
            if first_fairness:
                opts.fairness = ""
                first_fairness = False
            if opts.fairness != "":
                raise _option_error("Can only have one of -wf, -sf, -wfNext, and -nof options")
            opts.fairness = _FAIRNESS[option]
            explicit_nof = explicit_nof or option == "-nof"
        elif option in _FLAGS:
            setattr(opts, _FLAGS[option], True)
        elif arg in _CLI_ONLY:
            setattr(opts, _CLI_ONLY[arg], True)
        elif arg == "-reportLabels" and not in_file:
            opts.report_labels = opts.label = True
        elif arg == "-unixEOL" and not in_file:
            opts.unix_eol = True
        elif option == "-labelRoot":
            i += 1
            if i == len(args):
                raise _option_error("Label root must follow `-labelRoot' option")
            opts.label_root = args[i]
        elif option == "-version":
            i += 1
            if i == len(args):
                raise _option_error("Version number must follow `-version' option")
            opts.version = _version(args[i])
        elif arg == "-lineWidth":
            i += 1
            width = args[i] if i < len(args) else ""
            if not re.fullmatch(r"[+-]?[0-9]+", width) or int(width) < 60:
                raise _option_error("Integer value at least 60 must follow `-lineWidth' option")
            opts.line_width = int(width)
        else:
            if in_file:
                raise _option_error(f"Unknown or illegal option in options statement: {arg}")
            raise _option_error(f"Unknown command-line option: {arg}")
        i += 1
    if opts.fairness == "-nof":
        opts.fairness = ""
    if opts.termination and opts.fairness == "" and not explicit_nof:
        opts.fairness = "wf"


def _version(text: str) -> int:
    """The version's number; a bad one is reported, then the command line is."""
    number = version_number(text)
    if number < 0:
        why = f"Illegal version {text} specified."
    elif number > VERSION_WEIGHT:
        why = f"Specified version {text} later than current version {VERSION}"
    else:
        return number
    raise PcalError("Command-line error: Bad version number.", before=(why,))


def _option_error(msg: str) -> PcalError:
    """pcal.trans's command-line error (its own "." before the one every error message gets)."""
    return PcalError(f"Command-line error: {msg}.")
