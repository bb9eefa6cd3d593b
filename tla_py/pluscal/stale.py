"""Whether a module's translation is stale, found as TLC finds it: the checksums on its BEGIN
TRANSLATION line against the algorithm as it now is (re-translated with the module's own options)
and against the translation's lines as they now are."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tla_py.pluscal import checksum, module_text
from tla_py.pluscal.errors import PcalError
from tla_py.pluscal.options import Options, apply

_MESSAGES = {
    "both": "Both the PlusCal algorithm and its TLA+ translation in module {} have changed since the last "
            "translation.",
    "tla": "The TLA+ translation in module {} has changed since its last translation.",
    "pcal": "The PlusCal algorithm in module {} has changed since its last translation.",
}


@dataclass
class Stale:
    """A module whose algorithm ("pcal"), translation ("tla") or both changed since translated."""

    module: str
    file: str
    line: int  # the BEGIN TRANSLATION line (1-based, in the file)
    kind: str

    def message(self) -> str:
        """TLC's words for this staleness."""
        return _MESSAGES[self.kind].format(self.module)

    def tlc_warning(self) -> str:
        """TLC's warning, as it prints it while parsing the module."""
        head = f"Warnings (1) during syntax parsing of {self.module}:"
        return f"{head}\n\n\nIn module {self.module}\n\n{self.message()}\n\n\n\n"


def staleness(lines: list, module: str = "", file: str = "", first_line: int = 1) -> Stale | None:
    """The staleness of the module made of `lines` (its header line to its ==== line), which stand from
    line first_line of the file; None when it has no algorithm, no checksums or is current."""
    if not any(line.find("algorithm") > 0 for line in lines):
        return None
    untabbed = module_text.untab(lines)
    opts = Options()
    try:
        args = module_text.options_in_module(untabbed)
        if args is not None:
            apply(opts, args, in_file=True)
    except PcalError:
        pass
    found = module_text.find_algorithm(untabbed)
    begin = module_text.find_token_pair(untabbed, 0, "BEGIN", "TRANSLATION")
    end = module_text.find_token_pair(untabbed, begin + 1, "END", "TRANSLATION")
    if begin == -1 or end == -1 or found is None:
        return None
    m = checksum.PATTERN.search(untabbed[begin])
    if not m:
        return None
    kinds = set()
    if m.group("pcal") is not None and m.group("pcal") != _pcal_checksum(untabbed, found, len(lines), opts):
        kinds.add("pcal")
    if m.group("tla") is not None and m.group("tla") != checksum.lines_crc(lines[begin + 1:end]):
        kinds.add("tla")
    if not kinds:
        return None
    kind = "both" if len(kinds) == 2 else kinds.pop()
    return Stale(module, file, first_line + begin, kind)


def _pcal_checksum(untabbed: list, found: tuple, end_line: int, opts: Options) -> str | None:
    """The checksum the algorithm has now (None when it does not even parse, so matches nothing); the
    translator is imported only here, for a module with an algorithm (about 25 ms of every start)."""
    from tla_py.pluscal.translate import translate_algorithm

    line, col, fair = found
    if fair:
        return checksum.crc("fair")
    try:
        module_text.uncomment(untabbed, line, col)
        return translate_algorithm(untabbed, line, col, fair, end_line, opts, []).pcal_checksum
    except PcalError:
        return None


def spec_staleness(spec: Path, lib_paths: list | tuple = ()) -> list:
    """The stale translations of a spec: its root module and the modules it extends or instantiates
    from its folder and the -lib folders (a module that cannot be read or parsed is left to the
    checker to report)."""
    from tla_py.errors import TlaError
    from tla_py.syntax import ast, parse_file

    folders = [Path(spec).parent, *map(Path, lib_paths)]
    todo, seen, out = [Path(spec)], set(), []
    while todo:
        path = todo.pop(0)
        if path.resolve() in seen:
            continue
        seen.add(path.resolve())
        try:
            mod = parse_file(path)
            lines = module_text.split_lines(path.read_bytes().decode("utf-8", errors="replace"))
        except (TlaError, OSError):
            continue
        found = staleness(lines[mod.span.line - 1:mod.span.end_line], mod.name, str(path), mod.span.line)
        if found is not None:
            out.append(found)
        names = list(mod.extends) + [u.module for u in mod.units if isinstance(u, ast.Instance)]
        for name in names:
            for folder in folders:
                candidate = folder / f"{name}.tla"
                if candidate.is_file():
                    todo.append(candidate)
                    break
    return out
