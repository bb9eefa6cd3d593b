"""A simulation's outcome in TLC's words: its header, Progress and summary lines, the trace as a search's."""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable

from rich.console import Console
from rich.text import Text

from tla_py.engine.result import SUCCESS
from tla_py.engine.simulation.simulate import SimProgress, SimulationResult
from tla_py.report.text import headline, init_line, make_console, print_trace, state_lines, trace_bindings


def header_line(seed: int, workers: int) -> str:
    """TLC's first line of a simulation: the seed, the workers, the cores and the Python."""
    from tla_py.runtime import describe

    cores = os.cpu_count() or 1
    return (f"Running Random Simulation with seed {seed} with {workers} worker{'s' if workers > 1 else ''} "
            f"on {cores} core{'s' if cores > 1 else ''}, in {describe()} [pid: {os.getpid()}].")


def progress_line(generated: int, traces: int, mean: float, var: float) -> str:
    """`Progress: N states checked, T traces generated (trace length: mean=M, var(x)=V, sd=D)`."""
    mean, sd, var = _java_round(mean), _java_round(var ** 0.5), _java_round(var)
    return (f"Progress: {generated} states checked, {traces} traces generated "
            f"(trace length: mean={mean}, var(x)={var}, sd={sd})")


def _java_round(x: float) -> int:
    """Java's Math.round: halves go up."""
    return math.floor(x + 0.5)


def summary_lines(res: SimulationResult) -> list[str]:
    return [f"The number of states generated: {res.generated}",
            f"Simulation using seed {res.seed} and aril 0"]


def print_simulation(res: SimulationResult, console: Console | None = None, written: list[str] = (),
                     init_printed: bool = False) -> None:
    """Print the outcome as TLC's simulation does: verdict and behaviour, then the counts, the trace
    files `written` (-dumpTrace's lines) between them as TLC places them."""
    console = console or make_console()
    out = console.print
    for warning in res.warnings:
        out(Text(warning))
    if res.initial_generated and not res.in_initial_state and not init_printed:
        out(Text(init_line(res)))
    progress = Text(progress_line(res.generated, res.traces, res.mean_length, res.var_length))
    if res.result == SUCCESS:
        out(progress)
        for line in summary_lines(res):
            out(Text(line))
        if res.interrupted:
            out(Text("Simulation interrupted: no error has been found so far."))
    else:
        out(Text(headline(res)))
        if res.in_initial_state:
            out(state_lines(trace_bindings(res)[0], None))
        elif res.trace:
            out(Text("Error: The behavior up to this point is:"))
            print_trace(res, console)
        for line in summary_lines(res) if res.generated else []:
            out(Text(line))
        for line in written:
            out(Text(line))
        if res.generated:
            out(progress)
    out(Text(f"Finished in {res.seconds:.2f}s"))


def sim_progress_printer(console: Console | None = None) -> Callable[[SimProgress], None]:
    """A `progress=` callback for tla_py.engine.simulate.simulate that prints TLC's Progress lines."""
    console = console or make_console()

    def show(p: SimProgress) -> None:
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        console.print(Text(f"{progress_line(p.generated, p.traces, p.mean_length, p.var_length)} "
                           f"at {stamp}"))

    return show


class SimViolationPrinter:
    """-continue: each violation as TLC's simulation prints it before going on (error, behaviour, counts),
    the initial states' line before the first."""

    def __init__(self, console: Console | None = None):
        self.console = console or make_console()
        self.init_printed = False

    def __call__(self, res: SimulationResult) -> None:
        out = self.console.print
        if not self.init_printed:
            out(Text(init_line(res)))
            self.init_printed = True
        out(Text(headline(res)))
        out(Text("Error: The behavior up to this point is:"))
        print_trace(res, self.console)
        for line in summary_lines(res):
            out(Text(line))
