"""What a run does, decided once from its options: the engine, the interpreter the search runs in (and
whether it may move to PyPy mid-run), where checkpoints go, what is printed first. Pure: no file is
read and nothing printed here, so each decision is tested directly (tests/test_plan.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tla_py.run.options import Checked, Options

SIMULATION, SPARK, WORKERS, ONE_PROCESS = "simulation", "spark", "workers", "one process"
"""The engines: TLC's -simulate (and -generate), a Spark search, worker processes, one process."""


@dataclass(frozen=True)
class Plan:
    """A run's decisions: which engine, in which interpreter, with which storage and printers."""

    engine: str
    workers: int
    spark: str | None
    one_worker_note: str | None
    """Why -dump or -coverage runs one worker, when more (or Spark) were asked for."""
    search_python: str | None
    """The --python the search is handed to ("current": it stays here; the workers' is chosen apart)."""
    movable: bool
    """A one-process search that --python auto starts here and moves to PyPy when a level is worth it."""
    metadir: Path | None
    checkpoints: str | None
    """None (no checkpoints), "spark" (Spark's) or "local"."""
    fresh: bool
    """A run started here, not moved here from another interpreter: it prints the header and warnings."""
    moved: bool
    """A search moved here (--warm or --resume)."""
    tool: bool
    """-tool's messages (a simulation prints its own way)."""


def make_plan(o: Options, c: Checked) -> Plan:
    """The plan of a run whose options passed check_options."""
    workers, spark = c.workers, o.spark
    watched = o.dump is not None or o.coverage is not None  # what they watch stays in one process
    note = (
        one_worker_note(o.dump is not None, o.coverage is not None)
        if watched and (workers > 1 or spark is not None)
        else None
    )
    if note is not None:
        workers, spark = 1, None
    simulating = c.simulate is not None
    in_one = spark is None and not simulating and not o.continue_ and not watched
    parallel = workers > 1 and in_one
    moved = o.warm is not None or o.resume is not None
    return Plan(
        engine=_engine(simulating, spark, parallel),
        workers=workers,
        spark=spark,
        one_worker_note=note,
        search_python="current" if spark is not None or parallel else o.python,
        movable=workers == 1 and in_one and o.recover is None,
        metadir=o.metadir
        if o.metadir is not None or o.recover is None or spark is not None
        else Path(o.recover),
        checkpoints=_checkpoints(o, simulating, spark),
        fresh=not o.started_over and not simulating and not moved,
        moved=moved,
        tool=o.tool and not simulating,
    )


def _engine(simulating: bool, spark: str | None, parallel: bool) -> str:
    """The engine: a simulation, then Spark, then worker processes, else one process."""
    if simulating:
        return SIMULATION
    if spark is not None:
        return SPARK
    return WORKERS if parallel else ONE_PROCESS


def _checkpoints(o: Options, simulating: bool, spark: str | None) -> str | None:
    """Which checkpoints the search writes: none for a simulation or -checkpoint 0 (unless recovering)."""
    if simulating or (o.checkpoint == 0 and o.recover is None):
        return None
    return "spark" if spark is not None else "local"


def one_worker_note(dump: bool, coverage: bool) -> str:
    """Why -dump and -coverage take one worker: TLC's output with -workers 1 is the one that does not vary
    (with 2, TLC's distinct counts per action, its dump's order and its dot graph's edges change from run
    to run: ToolCoverage, ToolDump)."""
    flags = " and ".join(f for f, on in (("-coverage", coverage), ("-dump", dump)) if on)
    verb = "runs" if " " not in flags else "run"
    return (
        f"tlapy: {flags} {verb} the search with 1 worker, printing what TLC prints with -workers 1 "
        "(with more, TLC's distinct counts per action, its dump's order and the edges of its dot graph "
        "vary from run to run)."
    )
