"""A simulation plan executed (TLC's -simulate and -generate): the model simulated, the outcome printed."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from tla_py.run.options import Checked, Options, SimulateParams
from tla_py.run.output import Echo, echo, write_output
from tla_py.run.plan import Plan


def run_simulation(o: Options, c: Checked, plan: Plan, cfg: Path, out: Echo = echo) -> int:
    """Simulate the spec with `cfg` (TLC's -generate when given) and print the outcome; the exit code is
    TLC's for the verdict (130 after Ctrl-C)."""
    from tla_py.engine.regenerate import in_tlc_order, ordering
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

    wanted = c.sim or SimulateParams()
    out(header_line(RUN.seed, plan.workers))
    found = SimViolationPrinter() if o.continue_ else None
    model = build_model(
        c.spec,
        cfg,
        check_deadlock=False if o.deadlock else None,
        lib_paths=list(o.lib),
        invariants=o.inv,
        postconditions=o.postCondition,
    )
    files = BehaviourFiles(wanted.file, model.variables) if wanted.file is not None else None
    stats = ActionStats(model, init_action(model)) if wanted.stats is not None else None
    res = simulate_parallel(
        model,
        plan.workers,
        depth=o.depth,
        num=wanted.num,
        budget=o.stop_after,
        progress=sim_progress_printer(),
        on_violation=ordering(model, found),
        trace_files=None if wanted.file is None else partial(BehaviourFiles, wanted.file),
        on_behaviour=_both(files, stats),
        generate=o.generate is not None,
    )
    in_tlc_order(model, res)
    if stats is not None:
        stats.write(Path(f"{model.module}_actions.dot"))
    print_simulation(
        res, written=write_dumps(res, list(c.dumps)), init_printed=bool(found and found.init_printed)
    )
    if o.json_report is not None:
        write_output("the JSON report", o.json_report, partial(write_json_report, res, o.json_report), out)
    return 130 if res.interrupted else int(res.exit_code)  # 130: as `tlapy` exits after Ctrl-C elsewhere


def _both(*calls):
    """One on_behaviour callback out of those given (None when none is)."""
    calls = [c for c in calls if c is not None]
    if not calls:
        return None
    return lambda trace: [c(trace) for c in calls]
