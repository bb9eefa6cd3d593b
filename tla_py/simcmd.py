"""`tlapy check -simulate`: TLC's simulation flags read, the model simulated, the outcome printed."""

from __future__ import annotations

import re
from pathlib import Path

import typer


def simulate_params(text: str) -> int | None:
    """TLC's `-simulate [num=N]` value: the number of behaviours (None: no limit)."""
    num = None
    for part in filter(None, text.split(",")):
        key, _, value = part.partition("=")
        if key == "num" and re.fullmatch(r"[0-9]+", value) and int(value) > 0:
            num = int(value)
        elif key == "file":
            raise typer.BadParameter("file=... (writing every behaviour to files) is not supported by tlapy",
                                     param_hint="-simulate")
        else:
            raise typer.BadParameter(f"expects num=N with N a positive number, not {part!r}",
                                     param_hint="-simulate")
    return num


def run_simulation(spec: Path, cfg: Path | None, *, params: str, depth: int, stop_after: float | None,
                   workers: int, deadlock: bool, lib: list[Path], json_report: Path | None,
                   dumps: list[tuple[str, Path]], keep_going: bool) -> int:
    """Simulate SPEC and print the outcome; the exit code is TLC's for the verdict (130 after Ctrl-C)."""
    from tla_py.engine.simulation.workers import simulate_parallel
    from tla_py.report import write_json_report
    from tla_py.report.dump import write_dumps
    from tla_py.report.simulation import (
        SimViolationPrinter,
        header_line,
        print_simulation,
        sim_progress_printer,
    )
    from tla_py.semantics import build_model
    from tla_py.stdlib.tlc import RUN

    num = simulate_params(params)
    if depth < 1:
        raise typer.BadParameter(f"expects a positive number, not {depth}", param_hint="-depth")
    if stop_after is not None and stop_after <= 0:
        raise typer.BadParameter(f"expects a positive number of seconds, not {stop_after}",
                                 param_hint="--stop-after")
    typer.echo(header_line(RUN.seed, workers))
    found = SimViolationPrinter() if keep_going else None
    model = build_model(spec, cfg, check_deadlock=False if deadlock else None, lib_paths=lib)
    res = simulate_parallel(model, workers, depth=depth, num=num, budget=stop_after,
                            progress=sim_progress_printer(),
                            on_violation=found)
    print_simulation(res, written=write_dumps(res, dumps), init_printed=bool(found and found.init_printed))
    if json_report is not None:
        from tla_py.commands import write_output

        write_output("the JSON report", json_report, lambda: write_json_report(res, json_report))
    return 130 if res.interrupted else int(res.exit_code)  # 130: as `tlapy` exits after Ctrl-C elsewhere
