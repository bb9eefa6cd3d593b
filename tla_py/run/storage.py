"""A run's storage, checkpoints and recovery opened as its plan says: the budget in memory and the folder
past it (-fpmem, -metadir), the checkpoints written (-checkpoint) and the one gone on from (-recover)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from tla_py.run.output import Echo

if TYPE_CHECKING:
    from tla_py.engine.spark.checkpoint import SparkCheckpoints, SparkRecovery
    from tla_py.engine.storage.periodic import Checkpoints
    from tla_py.engine.storage.recovery import Recovery
    from tla_py.engine.storage.space import Space


def space(fpmem: float | None, metadir: Path | None) -> Space:
    """Where the run keeps its storage: -fpmem's budget in memory, the rest under -metadir."""
    from tla_py.engine.storage.space import Space, budget_bytes
    from tla_py.machine import physical_memory

    if fpmem is not None and fpmem >= 1:  # no more megabytes than the machine has (TLC: its heap; 1e400 too)
        fpmem = min(fpmem, max(1.0, physical_memory() / (1 << 20)))
    return Space(budget_bytes(fpmem), metadir)


def open_recovery(
    location: str, seed: int | None, fp: int | None, spark: str | None, conf: dict[str, str], out: Echo
) -> Recovery | SparkRecovery:
    """-recover DIR: its checkpoint opened, its first section read (the seed and -fp the run goes on
    with), the -seed and -fp given checked against it. With --spark, DIR may be a Spark checkpoint's
    location (a URI), read through the session the search then runs in."""
    from tla_py.engine.spark.checkpoint import is_spark_location, open_spark_recovery
    from tla_py.engine.storage.recovery import CheckpointError
    from tla_py.engine.storage.recovery import open_recovery as open_local

    if is_spark_location(location):
        if spark is None:
            raise CheckpointError(
                f"tlapy: -recover {location}: the checkpoints of a --spark run (a URI, or "
                "tlapy-checkpoint-N folders): recover them with --spark MASTER."
            )
        return open_spark_recovery(location, spark, conf, seed, fp)
    recovery = open_local(Path(location), seed, fp)
    recovery.say = out
    return recovery


def local_checkpoints(
    minutes: float, metadir: Path | None, recovery: Recovery | None, fresh: bool, out: Echo
) -> Checkpoints:
    """When and where the search writes checkpoints. A `fresh` run (not moved here) that names its folder
    takes the folder's lock at once (another run writing there is an error before the search, not at
    the first checkpoint), with a warning when it holds an earlier run's checkpoint."""
    from tla_py.engine.storage.periodic import Checkpoints
    from tla_py.engine.storage.recovery import FILE, CheckpointError

    checkpoints = Checkpoints(minutes * 60, metadir, out)
    if recovery is None and fresh and minutes > 0 and metadir is not None:
        try:
            metadir.mkdir(parents=True, exist_ok=True)
            checkpoints.hold_lock()
        except OSError as e:
            raise CheckpointError(f"tlapy: -metadir {metadir}: {_not_a_folder(metadir, e)}.") from None
        except CheckpointError as e:
            raise CheckpointError(f"tlapy: -metadir {metadir}: {e}.") from None
        if (metadir / FILE).exists():
            out(
                f"Warning: {metadir} holds the checkpoint of an earlier run, which this run replaces "
                f"at its first checkpoint (-recover {metadir} goes on from it instead)."
            )
    return checkpoints


def _not_a_folder(path: Path, e: OSError) -> str:
    """Why path cannot be made a folder, in words a user can act on (mkdir says 'File exists')."""
    if path.is_symlink() and not path.exists():
        return f"a symbolic link to {os.readlink(path)}, which leads to no folder (dangling, or a loop)"
    if path.exists() and not path.is_dir():
        return "a file, not a folder"
    return str(e.strerror or e)


def spark_checkpoints(
    minutes: float, metadir: Path | None, conf: dict[str, str], out: Echo
) -> SparkCheckpoints:
    """Where a Spark search writes its checkpoints: under spark.checkpoint.dir, else -metadir's folder."""
    from tla_py.engine.spark.checkpoint import LOCATION_CONF, SparkCheckpoints

    location = conf.get(LOCATION_CONF) or (None if metadir is None else str(metadir))
    return SparkCheckpoints(minutes * 60, location, out)


def identify(checkpoints: Checkpoints, recovery: Recovery | None, model, keep_going: bool) -> None:
    """Name this run in its checkpoints; refuse to go on from a checkpoint of another run."""
    from tla_py.engine.storage.recovery import identity

    checkpoints.identity = identity(model, keep_going)
    if recovery is not None:
        recovery.refuse_unless(checkpoints.identity)
        checkpoints.recovered(recovery)
