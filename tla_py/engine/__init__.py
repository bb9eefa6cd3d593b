"""Engines: they explore a compiled Model (tla_py.semantics.compiled) and return a CheckResult."""

from __future__ import annotations

from collections.abc import Callable

from tla_py.engine.inprocess import bfs
from tla_py.engine.inprocess.handover import HandOver
from tla_py.engine.regenerate import in_tlc_order, ordering
from tla_py.engine.result import CheckResult, Progress, SearchObserver
from tla_py.engine.storage.checkpoint import SearchState
from tla_py.engine.storage.periodic import Checkpoints
from tla_py.engine.storage.recovery import Recovery
from tla_py.engine.storage.space import Space, budget_bytes
from tla_py.semantics.compiled import Model

__all__ = ["CheckResult", "Progress", "check"]


def check(
    model: Model,
    *,
    progress: Callable[[Progress], None] | None = None,
    progress_every: float = 10.0,
    workers: int = 1,
    worker_python: str | None = None,
    on_violation: Callable[[CheckResult], None] | None = None,
    handover: HandOver | None = None,
    resume: SearchState | None = None,
    space: Space | None = None,
    outdegree: bool = False,
    observer: SearchObserver | None = None,
    checkpoints: Checkpoints | None = None,
    recover: Recovery | None = None,
) -> CheckResult:
    """Check `model` in this process, or with `workers` processes (tla_py.engine.workers; on
    `worker_python`, by default this interpreter) when more;
    `on_violation` (TLC's -continue) takes each invariant violation in one process, which may move to
    another interpreter (`handover`, `resume`: tla_py.engine.inprocess.handover). The search's storage
    lives in `space` (tla_py.engine.storage.space; by default TLC's budget and a temporary folder).
    `outdegree` asks one process for TLC's outdegree statistics, `observer` (-dump, -coverage) watches
    one process's search. It writes `checkpoints` when due and goes on from `recover`'s
    (tla_py.engine.storage.recovery), with any number of workers. Every result knows the order TLC
    prints the variables in (CheckResult.order)."""
    if workers > 1 and on_violation is None:
        from tla_py.engine.workers.coordinator import check_parallel

        res = check_parallel(model, workers, progress=progress, progress_every=progress_every, space=space,
                             checkpoints=checkpoints, recover=recover, python=worker_python)
        return in_tlc_order(model, res)
    if recover is not None:
        space = space or Space(budget_bytes(None))
        resume = recover.read(space.seen_set(), space.column("parent"), space.column("pos"))
    return in_tlc_order(model, bfs.check(model, progress=progress, progress_every=progress_every,
                                         on_violation=ordering(model, on_violation), handover=handover,
                                         resume=resume, space=space, outdegree=outdegree, observer=observer,
                                         checkpoints=checkpoints))
