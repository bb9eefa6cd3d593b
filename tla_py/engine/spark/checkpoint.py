"""Checkpoints of a `--spark` search, in the one-worker form (tla_py.engine.storage.checkpoint) on the
driver's disk, so a run goes on with Spark, with -workers or in one process.

Between two levels the driver gathers what the one-worker form needs and Spark does not keep in that
form: the number of each state found on Spark (the in-process engine's: by its parent's number, then its
position among the parent's successors), its parent's number and position, the seen fingerprints and
the frontier's states. Levels once numbered are not gathered again. A Spark run whose temporal
properties make it gather the liveness graph takes no checkpoints.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from functools import reduce

from tla_py.engine.storage.checkpoint import SearchState


class Numbering:
    """The in-process numbers of the states of the Spark levels, gathered level by level."""

    def __init__(self, base: int, fps: list[int], first: int):
        self.level, self.start = base, first
        """The last level numbered, and the number of its first state."""
        self.numbers = {f: first + j for j, f in enumerate(fps)}
        """Its states' fingerprints and numbers."""

    def gather(self, levels: list, base: int, upto: int, parent, pos) -> None:
        """Number the states of levels up to `upto` (self.levels' tables, from level `base`), appending
        their parents and positions to the driver's trace arrays."""
        while self.level < upto:
            self.level += 1
            table = levels[self.level - base].select("fp", "pf", "pos")
            rows = sorted((self.numbers[r["pf"]], r["pos"], r["fp"]) for r in table.toLocalIterator())
            self.start = start = len(parent)
            self.numbers = {}
            for j, (p, q, f) in enumerate(rows):
                parent.append(p)
                pos.append(q)
                self.numbers[f] = start + j


class _Seen:
    def __init__(self, pieces: list):
        self.pieces = pieces

    def __iter__(self) -> Iterator[int]:
        for row in reduce(lambda a, b: a.union(b), self.pieces).toLocalIterator():
            yield row[0]


class _Frontier:
    """The frontier's states in number order (gathered into the driver)."""

    def __init__(self, frontier, numbers: dict[int, int]):
        self.frontier, self.numbers = frontier, numbers

    def __len__(self) -> int:
        return len(self.numbers)

    def encodings(self, keep: bool = True) -> Iterator[bytes]:
        found = self.frontier.select("fp", "st").collect()
        rows = sorted((self.numbers[r["fp"]], bytes(r["st"])) for r in found)
        if len(rows) != len(self.numbers):
            raise OSError(f"the frontier has {len(rows)} states, not {len(self.numbers)}")
        for _, data in rows:
            yield data


def take(driver, level: int, frontier, elapsed: float) -> None:
    """Write the checkpoint of the Spark search about to expand `level` (its states: `frontier`)."""
    numbering: Numbering = driver.numbering
    numbering.gather(driver.levels, driver.base, level, driver.parent, driver.pos)
    counts = {"level": level, "index": numbering.start, "generated": driver.generated,
              "initial_generated": driver.initial_generated, "initial_distinct": driver.initial_distinct,
              "elapsed": elapsed, "written_at": time.time(), "checkpoints": None}
    state = SearchState(counts, _Seen(driver.seen), driver.parent, driver.pos,
                        _Frontier(frontier, numbering.numbers))
    driver.checkpoints.take(state, elapsed)
