"""Checkpoints of a `--spark` search, in the one-worker form (tla_py.engine.storage.checkpoint) on the
driver's disk, so a run goes on with Spark, with -workers or in one process.

A Spark level's states in breadth-first order are the in-process engine's numbering: the state of order o
of level L is the o-th of its level, and its key (tla_py.engine.spark.order) gives its parent's order and
its position. The driver's sorted keys of each level therefore extend the parent and position arrays
without a Spark job; the frontier's states (in the codec's canonical encoding, not the executors' own)
are gathered from Spark. A Spark run whose temporal properties make it gather the
liveness graph takes no checkpoints. The seen set is the driver's own.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from tla_py.engine.codec import encode_state
from tla_py.engine.spark.order import POS_BITS
from tla_py.engine.spark.states import StateCodec
from tla_py.engine.storage.checkpoint import SearchState


def number_levels(driver: Any, upto: int) -> int:
    """Append the states of the Spark levels up to `upto` to the driver's parent and position arrays; the
    number of the first state of level `upto`."""
    start = len(driver.parent) - _level_size(driver, driver.numbered)
    while driver.numbered < upto:
        keys = driver.keys[driver.numbered - driver.base]  # the sorted keys of level numbered + 1
        driver.parent.extend((start + (keys >> POS_BITS)).tolist())
        driver.pos.extend(((keys & ((1 << POS_BITS) - 1)) - 1).tolist())
        start += _level_size(driver, driver.numbered)
        driver.numbered += 1
    return start


def _level_size(driver: Any, level: int) -> int:
    """The number of states of a level numbered already (the first Spark level: the driver's last)."""
    return len(driver.numbers_at_base) if level == driver.base else len(driver.keys[level - driver.base - 1])


class _Frontier:
    """The frontier's states in breadth-first order, from the executors' encoding to the codec's: the
    successors of the last level whose keys are among the level's (`keys`, sorted)."""

    def __init__(self, frontier: Any, keys: Any, codec: StateCodec):
        self.frontier, self.keys, self.codec = frontier, keys, codec
        self.size = len(keys)

    def __len__(self) -> int:
        return self.size

    def encodings(self, keep: bool = True) -> Iterator[bytes]:
        from pyspark.sql import functions as F

        keys = self.frontier.sparkSession.createDataFrame([(int(k),) for k in self.keys], "k long")
        states = self.frontier.join(F.broadcast(keys), "k", "left_semi")
        count = 0
        for row in states.select("k", "st").orderBy("k").toLocalIterator():
            count += 1
            yield encode_state(self.codec.decode(bytes(row["st"])))
        if count != self.size:
            raise OSError(f"the frontier has {count} states, not {self.size}")


def take(driver: Any, level: int, frontier: Any, keys: Any, codec: StateCodec, elapsed: float) -> None:
    """Write the checkpoint of the Spark search about to expand `level` (its states: those of `frontier`
    whose keys are among `keys`)."""
    index = number_levels(driver, level)
    counts = {"level": level, "index": index, "generated": driver.generated,
              "initial_generated": driver.initial_generated, "initial_distinct": driver.initial_distinct,
              "elapsed": elapsed, "written_at": time.time(), "checkpoints": None}
    state = SearchState(counts, driver.seen, driver.parent, driver.pos, _Frontier(frontier, keys, codec))
    driver.checkpoints.take(state, elapsed)
