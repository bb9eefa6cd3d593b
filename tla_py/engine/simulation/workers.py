"""`-simulate -workers N`: N simulator processes drawing behaviours at once, as TLC's SimulationWorkers.

This process checks the assumptions and the initial states (counted once, as TLC's Simulator does),
then starts the workers on this interpreter (tla_py.engine.processes.Child); each rebuilds the
Model from Model.source
and simulates with its own java.util.Random, seeded as TLC seeds its workers: the i-th `nextLong()`
of a generator seeded with -seed. Each runs `num` behaviours (TLC's workers each run num=N), reports
its counts now and then, and the first violation reported ends the run for all; a worker that dies
or fails ends it with an error (exit 255), never a hang.
"""

from __future__ import annotations

import os
import signal
import sys
import time
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection, wait

from tla_py.engine import result as R
from tla_py.engine.codec import decode_state, encode_state
from tla_py.engine.processes import Processes, WorkerLost
from tla_py.engine.simulation.simulate import SimProgress, SimulationResult, Simulator, Stopped, simulate
from tla_py.errors import TlaError
from tla_py.lifeline import die_with_parent
from tla_py.semantics.compiled import Action, Model, ModelSource
from tla_py.stdlib.javarandom import JavaRandom
from tla_py.stdlib.tlc import RUN

Counts = tuple
"""A worker's (generated, traces, mean, m2): the states it generated and its behaviours' lengths."""

REPORT_EVERY = 0.5
"""Seconds between a worker's reports of its counts."""


def worker_seeds(seed: int, n: int) -> list[int]:
    """Each worker's seed: the nextLong()s of a generator seeded with the run's, as TLC's Simulator."""
    rng = JavaRandom(seed)
    return [rng.next_long() for _ in range(n)]


def simulate_parallel(model: Model, workers: int, *, depth: int = 100, num: int | None = None,
                      budget: float | None = None, progress: Callable[[SimProgress], None] | None = None,
                      progress_every: float = 60.0,
                      on_violation: Callable[[SimulationResult], None] | None = None,
                      trace_files: Callable[[tuple[str, ...], int], Callable[[list], None]] | None = None,
                      on_behaviour: Callable[[list], None] | None = None,
                      generate: bool = False) -> SimulationResult:
    """Simulate with `workers` processes; the outcome as tla_py.engine.simulate.simulate gives it. Each
    worker writes its behaviours with `trace_files(variables, worker)` (-simulate file=, a picklable maker
    the layer above passes down); with one, `on_behaviour` has them; `generate`: TLC's -generate."""
    if workers == 1 or model.source is None:
        return simulate(model, depth=depth, num=num, budget=budget, progress=progress,
                        progress_every=progress_every, on_violation=on_violation, on_behaviour=on_behaviour,
                        generate=generate)
    t0 = time.monotonic()
    sim = Simulator(model, depth, RUN.seed, t0, generate=generate)
    try:
        starts = sim.start()
    except Stopped as stop:
        starts = stop.res
    if isinstance(starts, SimulationResult):
        return _finished(starts, sim, t0)
    if not starts:
        return _finished(sim.result(R.SUCCESS), sim, t0)
    deadline = None if budget is None else t0 + budget
    team = Team(model.source, worker_seeds(RUN.seed, workers), depth, num, deadline, on_violation is not None,
                trace_files, generate)
    run = _Run(model, sim, team, on_violation)
    try:
        res = run.watch(progress, progress_every)
    except KeyboardInterrupt:
        run.last_counts()
        res = run.result(R.SUCCESS, interrupted=True)
    except WorkerLost as e:  # the truth so far: every other worker's last counts
        run.last_counts()
        res = run.result(R.ERROR, message=str(e))
    finally:
        team.close()
    return _finished(res, sim, t0)


def _finished(res: SimulationResult, sim: Simulator, t0: float) -> SimulationResult:
    res.warnings = sim.warnings + res.warnings
    res.seconds = time.monotonic() - t0
    return res


class Team(Processes):
    """The simulator processes and their pipes."""

    run_kind = "simulation"

    def __init__(self, source: ModelSource, seeds: list[int], depth: int, num: int | None,
                 deadline: float | None, keep_going: bool,
                 trace_files: Callable[[tuple[str, ...], int], Callable[[list], None]] | None = None,
                 generate: bool = False):
        self.start(sys.executable, "tla_py.engine.simulation.workers:main",
                   [(source, seed, depth, num, deadline, keep_going, os.getpid(),
                     None if trace_files is None else (trace_files, i), generate)
                    for i, seed in enumerate(seeds)])


class _Run:
    """This process's side: the workers' counts gathered, the first violation taken."""

    def __init__(self, model: Model, sim: Simulator, team: Team,
                 on_violation: Callable[[SimulationResult], None] | None):
        self.model, self.sim, self.team, self.on_violation = model, sim, team, on_violation
        self.counts: dict[int, Counts] = {i: (0, 0, 0.0, 0.0) for i in range(team.n)}

    def watch(self, progress: Callable[[SimProgress], None] | None, every: float) -> SimulationResult:
        """Read the workers' reports until all are done or one found a violation."""
        team, running = self.team, set(range(self.team.n))
        next_tick = time.monotonic() + every
        while running:
            waits = [w for i in running for w in team.waitables(i)]
            ready = wait(waits, timeout=max(0.0, next_tick - time.monotonic()))
            for i in sorted(running):
                if not any(w in ready for w in team.waitables(i)):
                    continue
                try:
                    msg = team.conns[i].recv() if team.conns[i].poll() else None
                except (EOFError, OSError):
                    msg = None
                if msg is None:
                    raise team.lost(i)
                if msg[0] == "failed":
                    raise WorkerLost(f"Worker {i + 1} of {team.n} failed:\n{msg[1]}")
                self.counts[i] = msg[-1]
                if msg[0] == "violation":
                    self.last_counts()  # the others' behaviours so far count, as in TLC's totals
                    return self.violation(msg[1])
                if msg[0] == "found" and self.on_violation is not None:  # -continue
                    self.on_violation(self.violation(msg[1]))
                if msg[0] == "done":
                    running.discard(i)
            if progress is not None and time.monotonic() >= next_tick:
                next_tick = time.monotonic() + every
                generated, traces, mean, m2 = self.total()
                progress(SimProgress(generated, traces, mean, m2 / (traces + 1),
                                     time.monotonic() - self.sim.t0))
        return self.result(R.SUCCESS)

    def last_counts(self, within: float = 5.0) -> None:
        """Ask every worker to stop and take the counts each reports as it does (for the summary)."""
        team, deadline = self.team, time.monotonic() + within
        for i, conn in enumerate(team.conns):
            try:
                conn.send(("stop",))
            except OSError:
                continue
            while time.monotonic() < deadline and conn.poll(max(0.0, deadline - time.monotonic())):
                try:
                    msg = conn.recv()
                except (EOFError, OSError):
                    break
                if msg[0] != "failed":
                    self.counts[i] = msg[-1]
                if msg[0] != "stats":
                    break

    def total(self) -> Counts:
        """The workers' counts summed (their lengths' means and m2s merged, Chan et al.), Init's too."""
        generated, n, mean, m2 = self.sim.generated, 0, 0.0, 0.0
        for g, k, k_mean, k_m2 in self.counts.values():
            generated += g
            if k:
                delta = k_mean - mean
                mean += delta * k / (n + k)
                m2 += k_m2 + delta * delta * n * k / (n + k)
                n += k
        return generated, n, mean, m2

    def result(self, kind: str, **kw) -> SimulationResult:
        res = self.sim.result(kind, **kw)
        res.generated, res.traces, res.mean_length, m2 = self.total()
        res.var_length = m2 / (res.traces + 1)  # as TLC's Var(X)
        return res

    def violation(self, found: tuple) -> SimulationResult:
        kind, violated, message, span, steps = found
        trace = [(_action(a), decode_state(s)) for a, s in steps]
        return self.result(kind, violated=violated, message=message, span=span, trace=trace, depth=len(trace))


def main(conn: Connection, source: ModelSource, seed: int, depth: int, num: int | None,
         deadline: float | None, keep_going: bool, parent: int,
         trace_files: tuple[Callable[[tuple[str, ...], int], Callable[[list], None]], int] | None = None,
         generate: bool = False) -> None:
    """A worker's life: build the Model, simulate until done, stopped or a violation, report to the parent
    (and end with it); with `trace_files` (-simulate file=: its maker, this worker's number) each behaviour
    written as TLC writes it."""
    from tla_py.semantics import build_model
    from tla_py.stdlib import reset_run

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it stops us
    die_with_parent(parent)
    try:
        loud = reset_run(source.seed, allow_io_exec=source.allow_io_exec).out
        RUN.out = _quiet  # the parent printed what building the model and Init print, once, as TLC
        model = build_model(source.spec, source.config, check_deadlock=source.check_deadlock,
                            lib_paths=list(source.lib_paths), invariants=source.invariants,
                            postconditions=source.postconditions)
        sim = Simulator(model, depth, source.seed, time.monotonic(), rng_seed=seed, generate=generate)
        starts = sim.initial_states()  # the parent checked them, and the assumptions, and counted them
        sim.generated = sim.initial = 0
        RUN.out = loud
        if keep_going:
            sim.on_violation = lambda res: conn.send(("found", _found(res), _counts(sim)))
        if trace_files is not None:
            sim.on_behaviour = trace_files[0](model.variables, trace_files[1])
        _simulate(conn, sim, starts, num, deadline)
    except (EOFError, BrokenPipeError):
        return  # the parent has gone: nothing to report to
    except TlaError as e:
        conn.send(("failed", e.render()))
    except Exception as e:  # noqa: BLE001 - a bug: the parent reports it rather than waiting forever
        conn.send(("failed", traceback.format_exc() if os.environ.get("TLAPY_DEBUG") else
                   f"internal error: {type(e).__name__}: {e} (TLAPY_DEBUG=1 shows the traceback)"))


def _quiet(line: str) -> None:
    """Print's output while a worker repeats what its parent did."""


def _simulate(conn: Connection, sim: Simulator, starts: list, num: int | None,
              deadline: float | None) -> None:
    """Run behaviours, reporting counts every REPORT_EVERY seconds, until num, the deadline or "stop"."""
    next_report = time.monotonic() + REPORT_EVERY
    try:
        while num is None or sim.traces < num:
            if deadline is not None and time.monotonic() >= deadline or conn.poll():
                break
            sim.take(starts, deadline)
            if time.monotonic() >= next_report:
                next_report = time.monotonic() + REPORT_EVERY
                conn.send(("stats", _counts(sim)))
    except Stopped as stop:
        sim.traces += 1  # TLC counts the behaviour that failed
        conn.send(("violation", _found(stop.res), _counts(sim)))
        return
    conn.send(("done", _counts(sim)))


def _found(res: SimulationResult) -> tuple:
    """A violation as pipes carry it: its kind, names, place and encoded trace."""
    steps = [(_plain_action(a), encode_state(s)) for a, s in res.trace]
    return res.result, res.violated, res.message, res.span, steps


def _counts(sim: Simulator) -> Counts:
    return sim.generated, sim.traces, sim.mean, sim.m2


def _plain_action(a: Action | None) -> tuple | None:
    """An action as pipes carry it: its context's values encoded as a state is."""
    if a is None:
        return None
    names = tuple(n for n, _ in a.context)
    return a.name, a.span, a.module, names, encode_state(tuple(v for _, v in a.context))


def _action(p: tuple | None) -> Action | None:
    if p is None:
        return None
    name, span, module, names, values = p
    return Action(name, span, module, tuple(zip(names, decode_state(values))))

