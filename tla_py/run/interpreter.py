"""The interpreter a run's search runs in, as its plan says: handed to another at once (exec), moved there
mid-run when a level is worth it (--python auto), or, in a process a search moved to, taken up there."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from tla_py.run.options import OptionError
from tla_py.run.output import Echo

if TYPE_CHECKING:
    from tla_py.engine.inprocess.handover import HandOver
    from tla_py.engine.storage.checkpoint import SearchState
    from tla_py.engine.storage.space import Space


def drawn_run(n: int | None, k: int | None) -> dict:
    """The run's seed and fingerprint polynomial, drawn now when not given: the interpreter a search
    moves to builds its model ahead, and a constant definition that draws (a graph picked with
    RandomElement) must draw there what it draws here."""
    from tla_py.stdlib.tlc import fresh_fp_index, fresh_seed

    return {"seed": fresh_seed() if n is None else n, "fp_index": fresh_fp_index() if k is None else k}


def search_python(python: str | None) -> str | None:
    """The interpreter --python chooses for the search, when it is not this one. With -workers N it runs
    the workers and the coordinator stays here: on CPython it holds a third of what it holds on PyPy
    (MCBoulanger: 691 MB on PyPy), and it only numbers states."""
    from tla_py.runtime import RuntimeChoiceError, search_interpreter

    try:
        return search_interpreter(python)
    except RuntimeChoiceError as e:
        raise OptionError(str(e), "--python") from None


def run_search_in(
    python: str | None, movable: bool, run: dict | None, argv: list[str], out: Echo
) -> HandOver | None:
    """Hand the run (its command line `argv`) to the interpreter chosen for the search, when it is not
    this one. A `movable` search under --python auto starts here instead, and moves when a level is worth
    it (the HandOver). The other interpreter takes this run's seed and fingerprint polynomial (`run`)."""
    from tla_py.runtime import CURRENT, hand_over, is_auto

    exe = search_python(python)
    if exe is None:
        return None
    same_run = [] if run is None else [f"--seed={run['seed']}", f"--fp={run['fp_index']}"]  # "=": seeds < 0
    args = [*argv, *same_run, "--python", CURRENT]
    if not (movable and is_auto(python)):
        hand_over(exe, args)
    from tla_py.engine.inprocess.warm import handover_to

    return handover_to(exe, args, out)


def warm_turn(fd: int, build, storage: Space, out: Echo):
    """The model built ahead (a warm child of a search that may move), and, once the search moves
    here, the checkpoint to go on from (None: the search starts over here)."""
    from tla_py.engine.inprocess.warm import wait_for_turn

    model, line = wait_for_turn(fd, build)
    if line:
        return model, resumed(Path(line), storage, out)
    say_started_over(out)
    return model, None


def say_started_over(out: Echo) -> None:
    """A run moved before its Init ended says where it now runs, in place of the header."""
    from tla_py.runtime import describe

    out(f"The search starts over in {describe()} [pid: {os.getpid()}].")


def resumed(path: Path, storage: Space, out: Echo) -> SearchState:
    """The checkpoint a moved search goes on from, announced as TLC announces a run."""
    from tla_py.engine.inprocess.handover import read
    from tla_py.runtime import describe

    checkpoint = read(path, storage)
    out(f"The search goes on in {describe()} [pid: {os.getpid()}] from level {checkpoint.counts['level']}.")
    return checkpoint
