"""`tlapy check -simulate`: TLC's simulation flags read, the model simulated, the outcome printed."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import typer


@dataclass
class SimulateParams:
    """TLC's `-simulate [num=N][,file=F][,stats=basic|full]` (sched= is TLC's own: not supported)."""

    num: int | None = None
    file: str | None = None
    stats: str | None = None


def simulate_params(text: str) -> SimulateParams:
    """TLC's -simulate value: behaviours to run (None: no limit), where to write them, what to count."""
    params = SimulateParams()
    for part in filter(None, text.split(",")):
        key, _, value = part.partition("=")
        if key == "num" and re.fullmatch(r"[0-9]+", value) and int(value) > 0:
            params.num = int(value)
        elif key == "file" and value:
            params.file = value
        elif key == "stats" and value in ("basic", "full"):
            if value == "full":
                typer.echo("tlapy: -simulate stats=full (TLC's graph by action contexts) is not supported; "
                           "writing stats=basic's graph.", err=True)
            params.stats = "basic"
        elif key == "sched":
            typer.echo(f"tlapy: -simulate {part} (TLC's learned schedulers) is not supported; ignored.",
                       err=True)
        else:
            raise typer.BadParameter(f"expects num=N (N a positive number), file=F or stats=basic|full, not "
                                     f"{part!r}", param_hint="-simulate")
    if params.file is not None and params.num is None:
        raise typer.BadParameter("file=... needs num=N too, as in TLC (for example num=5,file=test.txt)",
                                 param_hint="-simulate")
    return params


def run_simulation(spec: Path, cfg: Path | None, *, params: str, depth: int, stop_after: float | None,
                   workers: int, deadlock: bool, lib: list[Path], json_report: Path | None,
                   dumps: list[tuple[str, Path]], keep_going: bool, checks: dict | None = None,
                   generate: bool = False) -> int:
    """Simulate SPEC (TLC's -generate when `generate`) and print the outcome; the exit code is TLC's for
    the verdict (130 after Ctrl-C)."""
    from tla_py.engine.result import in_tlc_order, ordering
    from tla_py.engine.simulation.simulate import init_action
    from tla_py.engine.simulation.workers import simulate_parallel
    from tla_py.report import write_json_report
    from tla_py.report.dump import write_dumps
    from tla_py.report.simfiles import ActionStats, BehaviourFiles
    from tla_py.report.simulation import (
        SimViolationPrinter,
        header_line,
        print_simulation,
        sim_progress_printer,
    )
    from tla_py.semantics import build_model
    from tla_py.stdlib.tlc import RUN

    wanted = simulate_params(params)
    num = wanted.num
    if wanted.stats is not None and workers > 1:
        raise typer.BadParameter("stats= runs with -workers 1", param_hint="-simulate")
    if depth < 1:
        raise typer.BadParameter(f"expects a positive number, not {depth}", param_hint="-depth")
    if stop_after is not None and stop_after <= 0:
        raise typer.BadParameter(f"expects a positive number of seconds, not {stop_after}",
                                 param_hint="--stop-after")
    typer.echo(header_line(RUN.seed, workers))
    found = SimViolationPrinter() if keep_going else None
    model = build_model(spec, cfg, check_deadlock=False if deadlock else None, lib_paths=lib,
                        **(checks or {}))
    files = BehaviourFiles(wanted.file, model.variables) if wanted.file is not None else None
    stats = ActionStats(model, init_action(model)) if wanted.stats is not None else None
    res = simulate_parallel(model, workers, depth=depth, num=num, budget=stop_after,
                            progress=sim_progress_printer(), on_violation=ordering(model, found),
                            trace_file=wanted.file, on_behaviour=_both(files, stats), generate=generate)
    in_tlc_order(model, res)
    if stats is not None:
        stats.write(Path(f"{model.module}_actions.dot"))
    print_simulation(res, written=write_dumps(res, dumps), init_printed=bool(found and found.init_printed))
    if json_report is not None:
        from tla_py.commands import write_output

        write_output("the JSON report", json_report, lambda: write_json_report(res, json_report))
    return 130 if res.interrupted else int(res.exit_code)  # 130: as `tlapy` exits after Ctrl-C elsewhere


def _both(*calls):
    """One on_behaviour callback out of those given (None when none is)."""
    calls = [c for c in calls if c is not None]
    if not calls:
        return None
    return lambda trace: [c(trace) for c in calls]
