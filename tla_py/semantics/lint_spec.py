"""What `tlapy lint` reports of a spec and its config: the names lint.py finds (as building a model
does), stale PlusCal translations, and what the config names that the spec lacks."""

from __future__ import annotations

from pathlib import Path

from tla_py.errors import ConfigError, SpecError, TlaError
from tla_py.pluscal.stale import spec_staleness
from tla_py.semantics.model import Builder, check_constants, load_spec
from tla_py.syntax import ast


def lint_files(spec: Path, cfg: Path | None, lib_paths: list[Path] | tuple = ()) -> list[TlaError]:
    """Every problem found in the spec's modules and in its config."""
    try:
        sp = load_spec(Path(spec), Path(cfg) if cfg is not None else None, lib_paths, strict=False)
    except TlaError as err:
        return [err]
    errors: list[TlaError] = list(sp.loader.errors)
    errors.extend(stale_translations(Path(spec), lib_paths))
    if cfg is not None:
        errors.extend(config_errors(sp, Builder(sp), check_constants))
    unique: dict[tuple, TlaError] = {}
    for err in errors:
        unique.setdefault((err.message, str(err.span)), err)
    return list(unique.values())


def stale_translations(spec: Path, lib_paths: list[Path] | tuple) -> list[TlaError]:
    """Each PlusCal translation that no longer matches its algorithm or its checksum, at its BEGIN
    TRANSLATION line (TLC's warning, which lint makes an error so that CI catches it)."""
    return [
        SpecError(f"{s.message()} Run `tlapy translate {s.file}`.", ast.Span(s.file, s.line, 1, s.line, 1))
        for s in spec_staleness(spec, lib_paths)
    ]


def config_errors(sp, b, check_constants) -> list[TlaError]:
    """What the config names that the spec lacks, and constants left without a value."""
    out: list[TlaError] = []
    cfg = sp.config
    refs = [(r, "invariant") for r in cfg.invariants] + [(r, "property") for r in cfg.properties]
    refs += [(r, "constraint") for r in cfg.constraints]
    refs += [(r, "action constraint") for r in cfg.action_constraints]
    refs += [(r, "postcondition") for r in cfg.postconditions]
    for r, what in [
        (cfg.init, "initial predicate"),
        (cfg.next, "next-state relation"),
        (cfg.specification, "specification"),
        (cfg.symmetry, "symmetry"),
        (cfg.view, "view"),
        (cfg.alias, "alias"),
    ]:
        if r is not None:
            refs.append((r, what))
    for r, what in refs:
        try:
            b.named(r, what)
        except ConfigError as err:
            out.append(err)
    try:
        check_constants(sp)
    except ConfigError as err:
        out.append(err)
    return out
