"""A simulation plan executed (TLC's -simulate and -generate): the model simulated, the outcome printed."""

from __future__ import annotations

from pathlib import Path

from tla_py.run.options import SimulateParams
from tla_py.run.output import Echo, echo, write_output


def run_simulation(
    spec: Path,
    cfg: Path | None,
    *,
    params: SimulateParams,
    depth: int,
    stop_after: float | None,
    workers: int,
    deadlock: bool,
    lib: list[Path],
    json_report: Path | None,
    dumps: list[tuple[str, Path]],
    keep_going: bool,
    checks: dict | None = None,
    generate: bool = False,
    out: Echo = echo,
) -> int:
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

    wanted = params
    num = wanted.num
    out(header_line(RUN.seed, workers))
    found = SimViolationPrinter() if keep_going else None
    model = build_model(
        spec, cfg, check_deadlock=False if deadlock else None, lib_paths=lib, **(checks or {})
    )
    files = BehaviourFiles(wanted.file, model.variables) if wanted.file is not None else None
    stats = ActionStats(model, init_action(model)) if wanted.stats is not None else None
    res = simulate_parallel(
        model,
        workers,
        depth=depth,
        num=num,
        budget=stop_after,
        progress=sim_progress_printer(),
        on_violation=ordering(model, found),
        trace_file=wanted.file,
        on_behaviour=_both(files, stats),
        generate=generate,
    )
    in_tlc_order(model, res)
    if stats is not None:
        stats.write(Path(f"{model.module}_actions.dot"))
    print_simulation(res, written=write_dumps(res, dumps), init_printed=bool(found and found.init_printed))
    if json_report is not None:
        write_output("the JSON report", json_report, lambda: write_json_report(res, json_report), out)
    return 130 if res.interrupted else int(res.exit_code)  # 130: as `tlapy` exits after Ctrl-C elsewhere


def _both(*calls):
    """One on_behaviour callback out of those given (None when none is)."""
    calls = [c for c in calls if c is not None]
    if not calls:
        return None
    return lambda trace: [c(trace) for c in calls]
