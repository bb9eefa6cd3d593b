"""`tlapy check -tool`: the run between TLC's messages (tla_py.report.tool), from SANY's part to the end."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from tla_py.engine.result import CheckResult
from tla_py.errors import ConfigError, ConfigSyntaxError, SpecError, TlaError
from tla_py.report.tool import ToolReport, error_code, liveness_branches
from tla_py.semantics.compiled import Assumption, Model
from tla_py.stdlib.tlc import RUN


def build_reported(
    report: ToolReport, spec: Path, build: Callable[[], Model], warnings: bool = True
) -> Model | TlaError:
    """The model, built between SANY's messages and announced as TLC starts a run; or the error that
    stopped it, already reported as TLC reports it (the caller exits with its code)."""
    root = Path(spec).resolve()
    held: list[str] = []
    out, RUN.out = RUN.out, held.append  # what the constants print comes after "Starting...", as in TLC
    try:
        model = build()
    except SpecError as e:
        _spec_error(report, e, root)
        return e
    except TlaError as e:
        report.parsed([str(root)], [])
        report.sany_finished()
        _release(held, out)
        if isinstance(e, ConfigError) and not isinstance(e, ConfigSyntaxError):
            report.config_error(e.message)
        else:
            report.general_error(e.message)
        return e
    finally:
        RUN.out = out
    files, modules = _modules_read(model, root)
    report.parsed(files, modules)
    report.sany_finished()
    _release(held, out)
    if warnings:
        report.warnings(model.warnings)
    report.computing_init(liveness_branches(model), init_follows=_assumptions_hold(model))
    return model


def _release(held: list[str], out: Callable[[str], None]) -> None:
    for line in held:
        out(line)


def _assumptions_hold(model: Model) -> bool:
    """Whether the search gets past the ASSUMEs (else TLC says so before computing initial states). Each
    is evaluated here, once: the search reads its answer (a Print in an ASSUME prints once, as in TLC)."""
    answers: list[Assumption] = []
    for i, a in enumerate(model.assumptions):
        try:
            value = a.test()
        except TlaError as e:
            if "is not available in this mode" in e.message:  # TLCGet("config"): the search knows it
                answers.append(a)
                value = True
            else:  # failed: the search reports it, without evaluating it (and its Prints) again
                answers.append(Assumption(a.name, a.span, partial(_fail, e)))
                value = False
        else:
            answers.append(Assumption(a.name, a.span, partial(_answer, value)))
        if not value:
            model.assumptions = answers + model.assumptions[i + 1 :]
            return False
    model.assumptions = answers
    return True


def _answer(value: bool) -> bool:
    return value


def _fail(error: TlaError) -> bool:
    raise error


def _modules_read(model: Model, root: Path) -> tuple[list[str], list[str]]:
    """The files SANY would name for this spec (the root first), and its modules, the root last."""
    loader = getattr(getattr(model, "compiler", None), "loader", None)
    mods = list(loader.modules.values()) if loader is not None else []
    files = [str(root)]
    for m in mods:
        f = str(Path(m.span.file).resolve())
        if f not in files:
            files.append(f)
    names = [m.name for m in reversed(mods) if m.name != model.module] + [model.module]
    return files, list(dict.fromkeys(names))


def _spec_error(report: ToolReport, e: SpecError, root: Path) -> None:
    """A spec error as SANY prints it: a parse error, or a semantic one at its place in its module."""
    span = e.span
    file = Path(span.file).resolve() if span is not None and span.line > 0 else root
    module = file.stem
    report.parsed(list(dict.fromkeys([str(root), str(file)])), [] if _does_not_parse(file) else [module])
    if span is not None and span.line > 0 and _does_not_parse(file):
        report.parse_error(e.message, span.line, span.col, module, file.name)
    elif span is not None and span.line > 0:
        place = (
            f"line {span.line}, col {span.col} to line {span.end_line}, col {span.end_col} of module {module}"
        )
        report.semantic_error(e.message, place)
    else:
        report.semantic_error(e.message, None)


def _does_not_parse(file: Path) -> bool:
    from tla_py.syntax import parse_file

    try:
        parse_file(file)
    except TlaError:
        return True
    return False


def report_result(report: ToolReport, model: Model, res: CheckResult) -> None:
    """Everything TLC prints after the search, with the state graph's outdegree where the engine kept it."""
    live = bool(model.properties) and liveness_branches(model) > 0
    report.result(res, liveness=live)


__all__ = ["build_reported", "error_code", "report_result"]
