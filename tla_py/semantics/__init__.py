"""Module resolution, the compiler and lint: `build_model` and `lint_files` are the entry points."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tla_py.errors import TlaError
    from tla_py.semantics.compiled import Model


def build_model(spec: Path, cfg: Path | None, *, check_deadlock: bool | None = None,
                lib_paths: list[Path] | tuple = (), invariants: tuple[str, ...] = (),
                postconditions: tuple[str, ...] = (), coverage: bool = False) -> Model:
    """Compile a spec and its config into the engine's Model (SpecError/ConfigError/EvalError), with the
    command line's -inv invariants and -postCondition postconditions; `coverage` counts each expression's
    evaluations as TLC's -coverage does."""
    from tla_py.semantics.model import build_model as build

    return build(spec, cfg, check_deadlock=check_deadlock, lib_paths=lib_paths, invariants=invariants,
                 postconditions=postconditions, coverage=coverage)


def lint_files(spec: Path, cfg: Path | None, lib_paths: list[Path] | tuple = ()) -> list[TlaError]:
    """Every problem lint finds in a spec and its config."""
    from tla_py.semantics.lint_spec import lint_files as lint

    return lint(spec, cfg, lib_paths)


__all__ = ["build_model", "lint_files"]
