"""Moving an in-process breadth-first search to another interpreter between two levels.

With `--python auto` the search starts on the Python tlapy runs on and, at the first level whose
expansion is estimated to take longer than PyPy needs to start and warm up, writes a checkpoint and
hands the rest to the prepared PyPy: short runs keep CPython's quick start, long runs get PyPy's
speed. The checkpoint (tla_py.engine.storage.checkpoint) holds what the search found, never the model's
Python objects: the new process builds the model again from the spec.
"""

from __future__ import annotations

import os
import signal
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from tla_py.engine.storage import checkpoint
from tla_py.engine.storage.checkpoint import SearchState
from tla_py.engine.storage.space import Space
from tla_py.lifeline import check_interrupted
from tla_py.runtime import spare_core

WORTH = float(os.environ.get("TLAPY_HANDOVER_WORTH", "1.5"))
"""CPU seconds a level must be estimated to take here before moving pays for PyPy's start and warm-up
(CPU time, not wall time: a loaded machine slows both interpreters alike)."""
PATIENCE = float(os.environ.get("TLAPY_HANDOVER_PATIENCE", "8"))
"""CPU seconds of search after which any next level moves: a search of many small levels that has run
this long here is taken to have as long to go (ski rental: the loss is bounded by PyPy's warm-up; at 3 s,
Barriers' 70 small levels took 4.4-6.3 s instead of 8.0 s, but BookKeeper 4.13 b2_defect 8.0 s instead
of 7.0 s: the move costs about as much as the levels left)."""
_ENV = os.environ.get
WARM_WORTH = float(_ENV("TLAPY_HANDOVER_WARM_WORTH") or _ENV("TLAPY_HANDOVER_WORTH") or 0.5)
WARM_PATIENCE = float(_ENV("TLAPY_HANDOVER_WARM_PATIENCE") or _ENV("TLAPY_HANDOVER_PATIENCE") or 2)
"""WORTH and PATIENCE once the other interpreter, started ahead, has built the model: the move then costs
only the checkpoint and PyPy's JIT warm-up (at once, 2 s and 0.5 s: Barriers 7.1 -> 5.5 s of CPU,
SimpleRegular's move at level 8 in place of 11, 9.1 -> 7.2 s), while the levels grow: WARM_WORTH for a
level GROWING times its previous one, WARM_PATIENCE for one no smaller (MCPaxosTiny, whose levels grow 1.4x
then shrink, lost 0.3 s moving at level 10 with 1.4 s left). WORTH or PATIENCE set by the user holds warm
or not."""
GROWING = 1.5
AT_ONCE, NEAR, NEVER = "at-once", "near", "never"


def prewarm_choice() -> str:
    """When the other interpreter starts ahead, to build the model while the search goes on here: at once
    on a spare core (runtime.spare_core), where it costs no time, else once the move looks near (measured
    on a loaded machine, starting it at once cost runs that stay 0.5-1.4 s of CPU); never: at the move.
    TLAPY_PREWARM says which."""
    return os.environ.get("TLAPY_PREWARM") or (AT_ONCE if spare_core() else NEAR)


def init_patience_for(prewarm: str) -> float:
    """CPU seconds computing the initial states after which the run starts over on the other interpreter
    (ski rental: about what starting over costs, little when a warm PyPy has built the model already;
    MCBinarySearch's Init: 6.6 s in all with 3 s, 3.7 s with 0.5 s, 2.7 s on PyPy alone);
    TLAPY_HANDOVER_INIT when set."""
    return float(os.environ.get("TLAPY_HANDOVER_INIT") or (0.5 if prewarm == AT_ONCE else 1.5))


MIN_EXPANDED = 200
"""States expanded before this run's speed is trusted for the estimate."""


@dataclass
class HandOver:
    """When to move the search, and how: `go` (to a checkpoint) and `start_over` (Init was too long)
    replace this process and do not return; `prepare` starts the other interpreter ahead."""

    go: Callable[[Path, str], None]
    worth: float = WORTH
    patience: float = PATIENCE
    prepare: Callable[[], None] | None = None
    prewarm: str = field(default_factory=prewarm_choice)
    start_over: Callable[[str], None] | None = None
    init_patience: float | None = None
    """None: init_patience_for(prewarm)."""
    warm: Callable[[], bool] | None = None
    """Whether the other interpreter has built the model ahead (then WARM_WORTH and WARM_PATIENCE)."""
    last: int = 0
    """The previous level's size (estimate's), to tell growing levels."""

    def __post_init__(self) -> None:
        """The patience with Init follows when the other interpreter starts."""
        if self.init_patience is None:
            self.init_patience = init_patience_for(self.prewarm)

    def ready(self, frontier: int, expanded: int, seconds: float) -> None:
        """Start the other interpreter ahead when it is due (see prewarm_choice): `near` once the search has
        run half its patience, or its next level is estimated at a third of what makes a move worth it.
        Between two levels: a Ctrl-C lost in a finalizer of the other interpreter's library (py4j's) stops
        here."""
        check_interrupted()
        if self.prepare is None or self.prewarm == NEVER:
            return
        if self.prewarm == AT_ONCE or (expanded >= MIN_EXPANDED and (
                seconds >= self.patience / 2 or frontier * seconds / expanded >= self.worth / 3)):
            self.prepare()

    def estimate(self, frontier: int, expanded: int, seconds: float) -> float | None:
        """CPU seconds the next level of `frontier` states would take here, when moving is worth it
        (None otherwise), from the `seconds` the `expanded` states so far took."""
        last, self.last = self.last, frontier
        if self.worth <= 0:
            return 0.0
        if expanded < MIN_EXPANDED:
            return None
        worth, patience = self.worth, self.patience
        if self.warm is not None and self.warm():
            worth = min(worth, WARM_WORTH) if frontier >= GROWING * last else worth
            patience = min(patience, WARM_PATIENCE) if frontier >= last else patience
        cost = frontier * seconds / expanded
        return cost if cost >= worth or seconds >= patience else None


class InitTooLong(BaseException):
    """Computing the initial states here has taken longer than the HandOver's init_patience (a
    BaseException: no evaluator's handler takes it for an error of the spec)."""


WARM_TICK = 0.1
"""CPU seconds between two looks, in a long Init, at whether the other interpreter started then has built
the model."""


@contextmanager
def init_deadline(handover: HandOver | None) -> Iterator[None]:
    """Raise InitTooLong in the block once it has used the handover's init_patience of CPU (a profiling
    timer: Init may be slow before its first state). Without a spare core (prewarm `near`), an Init that
    has run init_patience_for(AT_ONCE) starts the other interpreter, and moves as soon as it has built
    the model (MCBinarySearch: 3.4 -> 2.5 s), or at the patience."""
    if (handover is None or handover.start_over is None or handover.init_patience <= 0
            or threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer")):
        yield
        return
    patience, early = handover.init_patience, init_patience_for(AT_ONCE)
    ahead = handover.prepare is not None and handover.prewarm == NEAR and early < patience
    start, started = time.process_time(), []

    def ring(signum, frame) -> None:
        if ahead:
            if not started:  # once: a ring during the start (Popen) must not start another
                started.append(True)
                handover.prepare()
            warm = handover.warm is not None and handover.warm()
            if not warm and time.process_time() - start < patience:
                return
        raise InitTooLong

    before = signal.signal(signal.SIGPROF, ring)
    signal.setitimer(signal.ITIMER_PROF, early if ahead else patience, WARM_TICK if ahead else 0)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, before)


def write(state: SearchState) -> Path:
    """Write the search to a new temporary file (tla_py.engine.storage.checkpoint), consuming its
    frontier; the path to read it at (see _new_file)."""
    fd, path = _new_file()
    with os.fdopen(os.dup(fd) if _NAMELESS else fd, "wb") as f:
        checkpoint.write(f, state)
    if _NAMELESS:
        os.lseek(fd, 0, os.SEEK_SET)
    return path


def read(path: Path, space: Space) -> SearchState:
    """Read a search written by write() into `space`, restore TLC's run state from it, and free the
    file."""
    with open(path, "rb") as f:
        state = checkpoint.read(f, space.seen_set(), space.column("parent"), space.column("pos"))
    _release(path)
    state.counts["elapsed"] += max(0.0, time.time() - state.counts["written_at"])  # the move's own time
    return state


_NAMELESS = os.path.isdir("/dev/fd")
"""Checkpoints are files without a name, reached as /dev/fd/N (Linux, macOS, the BSDs)."""


def _new_file() -> tuple[int, Path]:
    """A temporary file for a checkpoint and the path to read it at. Without a name (deleted at once, or
    never named: O_TMPFILE), its space is freed when the last process holding it ends, so a run killed
    during the move leaves nothing behind; the path is /dev/fd/N of an inheritable descriptor, valid in
    this process and in the interpreter it execs (a warm child is sent the descriptor on its socket)."""
    if not _NAMELESS:
        fd, name = tempfile.mkstemp(prefix="tlapy-checkpoint-", suffix=".bin")
        return fd, Path(name)
    with tempfile.TemporaryFile(prefix="tlapy-checkpoint-", suffix=".bin") as f:
        fd = os.dup(f.fileno())
    os.set_inheritable(fd, True)
    return fd, Path(f"/dev/fd/{fd}")


def descriptor(path: Path) -> int | None:
    """The descriptor a checkpoint's path /dev/fd/N names (None: a named file)."""
    return int(path.name) if _NAMELESS and path.parent == Path("/dev/fd") else None


def _release(path: Path) -> None:
    """Free a checkpoint once read: close its descriptor, or delete its file."""
    fd = descriptor(path)
    if fd is None:
        path.unlink()
        return
    try:
        os.close(fd)
    except OSError:
        pass
