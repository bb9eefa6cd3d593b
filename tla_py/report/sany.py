"""SANY's report of a module (`java tla2sany.SANY F.tla`), from tlapy's parser and checks: the lines the
TLA+ VS Code extension reads for its diagnostics (files parsed, PlusCal warnings, modules processed, each
error at its place), in SANY's layout, with SANY's exit codes (255 for a parse error, else 0)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tla_py.errors import TlaError
from tla_py.syntax import ast

BANNER = "\n****** SANY2 Version 2.2 created 08 July 2020\n"
PARSE_FAILED = 255
MISSING = "Cannot find source file for module "


def sany_report(spec: Path, lib: list[Path], write: Callable[[str], None]) -> int:
    """Write SANY's report of spec, its modules found in its folder, lib and the standard modules."""
    from tla_py.pluscal.stale import spec_staleness
    from tla_py.semantics.model import load_spec
    from tla_py.semantics.modules import module_name_error

    root = spec.resolve()
    write(BANNER)
    try:
        sp = load_spec(root, None, lib, strict=False)
    except TlaError as e:
        return (_misnamed if e.message.startswith("File name '") else _parse_error)(root, e, write)
    misnamed = module_name_error(sp.loader.modules[sp.env.name], root)
    if misnamed is not None:
        return _misnamed(root, misnamed, write)
    mods = _postorder(sp.loader.modules, sp.loader.modules[sp.env.name])
    missing = [e for e in sp.loader.errors if e.message.startswith(MISSING)]
    if missing:
        return _missing(root, missing[0], _module_of(missing[0], mods, sp.env.name), write)
    files = list(dict.fromkeys([str(root)] + [str(Path(m.span.file).resolve()) for m in reversed(mods)]))
    for f in files:
        write(f"Parsing file {f}")
    for stale in spec_staleness(root, lib):
        write(f"Warnings (1) during syntax parsing of {Path(stale.file).name}:\n\n\nIn module {stale.module}"
              f"\n\n{stale.message()}\n\n\n")
    errors: list[TlaError] = []
    for m in mods:
        write(f"Semantic processing of module {m.name}")
        errors += [e for e in sp.loader.errors if _module_of(e, mods, sp.env.name) == m.name]
        if errors:
            write(f"Semantic errors:\n\n*** Errors: {len(errors)}\n")
            for e in errors:
                write(f"{_place(e, mods, sp.env.name)}\n\n{e.message}\n\n")
    if not errors:
        write(f"Linting of module {sp.env.name}")
    return 0


def _missing(root: Path, e: TlaError, module: str, write: Callable[[str], None]) -> int:
    """A module that cannot be found, as SANY ends its run on one."""
    why = f"In module {module}\n\n{e.message.rstrip('.')} imported in module {module}."
    write(f"Parsing file {root}\n\nFatal errors while parsing TLA+ spec in file {root.name}\n\n{why}\n"
          f"*** Errors: 1\n\n{why}\n\n\n")
    return PARSE_FAILED


def _misnamed(root: Path, e: TlaError, write: Callable[[str], None]) -> int:
    """A module not named as its file: a fatal error of SANY's parsing phase, which it places nowhere."""
    why = f"Unknown location\n\n{e.message}"
    write(f"Parsing file {root}\n\nFatal errors while parsing TLA+ spec in file {root.name}\n\n{why}\n"
          f"*** Errors: 1\n\n{why}\n\n\n")
    return PARSE_FAILED


def _parse_error(root: Path, e: TlaError, write: Callable[[str], None]) -> int:
    """A module that does not parse (or cannot be found), as SANY ends its run on one."""
    span = e.span
    file = Path(span.file).resolve() if span is not None and span.file else root
    for f in dict.fromkeys([str(root), str(file)]):
        write(f"Parsing file {f}")
    module = file.stem
    where = f" at line {span.line}, column {span.col} of module {module}" if span and span.line > 0 else ""
    could_not = f"In module {module}\n\nCould not parse module {module} from file {file.name}"
    write(f"***Parse Error***\n{e.message}{where}\n\n\nFatal errors while parsing TLA+ spec in file "
          f"{root.name}\n\n{could_not}\n*** Errors: 1\n\n{could_not}\n\n\n")
    return PARSE_FAILED


def _postorder(modules: dict[str, ast.Module], root: ast.Module) -> list[ast.Module]:
    """The modules root uses, each after those it extends or instantiates (SANY's semantic order)."""
    out: list[ast.Module] = []
    seen: set[str] = set()

    def visit(m: ast.Module) -> None:
        if m.name in seen:
            return
        seen.add(m.name)
        used = list(m.extends) + [u.module for u in m.units if isinstance(u, ast.Instance)]
        for name in used:
            if name in modules:
                visit(modules[name])
        out.append(m)

    visit(root)
    return out


def _module_of(e: TlaError, mods: list[ast.Module], root: str) -> str:
    """The module an error stands in: the one of its file (the last if the file holds several)."""
    if e.span is None or not e.span.file:
        return root
    f = Path(e.span.file).resolve()
    names = [m.name for m in mods if Path(m.span.file).resolve() == f
             and m.span.line <= e.span.line <= m.span.end_line]
    return names[-1] if names else root


def _place(e: TlaError, mods: list[ast.Module], root: str) -> str:
    s = e.span
    if s is None or s.line <= 0:
        return "Unknown location"
    return (f"line {s.line}, col {s.col} to line {s.end_line}, col {s.end_col} of module "
            f"{_module_of(e, mods, root)}")
