"""Checkpoints of `-workers N`, in the one-worker form (tla_py.engine.storage.checkpoint), so a run may go
on with another number of workers, or one.

Between two levels each worker writes what it holds to a file of its own in the run's folder: the
fingerprints it owns, and the states it will expand next with their numbers. The coordinator writes the
checkpoint from those files, its trace arrays and liveness graph: the seen set is their union, and the
frontier their states merged in number order with the states it is handing over, which is the order one
worker would expand them in. A recovered run shares the seen fingerprints out to their owners (f % N) and
the frontier in turns.
"""

from __future__ import annotations

import heapq
import time
from array import array
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from tla_py.engine.storage.checkpoint import SearchState
from tla_py.engine.storage.fpset import FingerprintSet
from tla_py.engine.storage.frontier import Level
from tla_py.engine.storage.recovery import Recovery
from tla_py.engine.workers.handed import Handed, read_states, write_states
from tla_py.errors import EvalError

if TYPE_CHECKING:
    from tla_py.engine.workers.coordinator import _Coordinator

_WORDS = 1 << 18
"""Fingerprints read or sent at a time (2 MB)."""


def dump(seen: FingerprintSet, numbers: array, held: Level, base: Path) -> tuple:
    """In a worker: write its seen fingerprints (base.seen) and the states it holds with their numbers
    (base.held), keeping them; a disk that refuses them is said, and the worker searches on."""
    try:
        with open(base.with_suffix(".seen"), "wb") as f:
            for batch in seen.batches():
                batch.tofile(f)
        write_states(base.with_suffix(".held"), zip(numbers, held.encodings(keep=True)))
    except OSError as e:
        for suffix in (".seen", ".held"):
            base.with_suffix(suffix).unlink(missing_ok=True)
        return ("not dumped", e.strerror or str(e))
    return ("dumped", len(seen), len(numbers))


def _refused(why: str, f: object, state: SearchState) -> None:
    """The checkpoint's writer when a worker could not write its part: Checkpoints.take warns, as at any
    failed write, and the search goes on."""
    raise OSError(why)


class _Seen:
    """The workers' seen fingerprints, read back from their files a batch at a time."""

    def __init__(self, paths: list[Path]):
        self.paths = paths

    def batches(self) -> Iterator[array]:
        for path in self.paths:
            with open(path, "rb") as f:
                while True:
                    batch = array("q", f.read(_WORDS * 8))
                    if not batch:
                        break
                    yield batch


class _Frontier:
    """The next level's states in number order: those the workers hold and those handed over."""

    def __init__(self, paths: list[Path], handed: list[list[Handed]], size: int):
        self.paths, self.handed, self.size = paths, handed, size

    def __len__(self) -> int:
        return self.size

    def encodings(self, keep: bool = True) -> Iterator[bytes]:
        streams = [read_states(p, keep=True) for p in self.paths]
        streams += [read_states(path, keep=True) for h in self.handed for path, _ in h]
        n = 0
        for _, data in heapq.merge(*streams, key=lambda x: x[0]):
            n += 1
            yield data
        if n != self.size:
            raise OSError(f"the workers hold {n} states of the next level, not {self.size}")


def take(c: _Coordinator, level: int, handed: list[list[Handed]], elapsed: float) -> None:
    """Write the checkpoint of the search about to expand `level`, whose states the workers hold or are
    being `handed`."""
    folder = c.space.folder()
    bases = [folder / f"dump-{o}" for o in range(c.n)]
    dumped = c.pool.ask([("dump", str(b)) for b in bases])
    refused = next((r[1] for r in dumped if r[0] == "not dumped"), None)
    _, first, end, _ = c.levels[-1]
    counts = {"level": level, "index": first, "generated": c.generated,
              "initial_generated": c.initial_generated, "initial_distinct": c.initial_distinct,
              "elapsed": elapsed, "written_at": time.time(), "checkpoints": None}
    graph = None
    if c.graph is not None:
        if c.atom_error is not None and c.graph.error is None:
            c.graph.error = EvalError(*c.atom_error)
        graph = c.graph.snapshot()
        graph.update(settled=first, current=-1, taken=0)  # as one worker has them between two levels
    state = SearchState(counts, _Seen([b.with_suffix(".seen") for b in bases]), c.parent, c.pos,
                        _Frontier([b.with_suffix(".held") for b in bases], handed, end - first), graph)
    try:
        c.checkpoints.take(state, elapsed, None if refused is None else partial(_refused, refused))
    finally:
        for b in bases:
            for suffix in (".seen", ".held"):
                b.with_suffix(suffix).unlink(missing_ok=True)


class _Owners:
    """A seen set shared out to its owners: fingerprint f goes to worker f % N, a batch at a time."""

    def __init__(self, c: _Coordinator):
        self.c = c
        self.parts = [array("q") for _ in range(c.n)]
        self.pending = 0

    def update(self, fps) -> None:
        parts, n = self.parts, self.c.n
        for f in fps:
            parts[f % n].append(f)
            self.pending += 1
            if self.pending == _WORDS:
                self.send()

    def send(self) -> None:
        self.c.pool.ask([("seed", part.tobytes(), [], self.c.initial_distinct) for part in self.parts])
        self.parts = [array("q") for _ in range(self.c.n)]
        self.pending = 0


def recover(c: _Coordinator, recovery: Recovery) -> int:
    """Go on from `recovery`'s checkpoint: the trace arrays and liveness graph here, the seen set and the
    frontier shared out to the workers; the number of the level to expand."""
    owners = _Owners(c)
    state = recovery.read(owners, c.parent, c.pos)
    counts = state.counts
    c.t0 = time.monotonic() - counts["elapsed"]
    c.generated, c.initial_generated = counts["generated"], counts["initial_generated"]
    c.initial_distinct = counts["initial_distinct"]
    owners.send()
    if c.graph is not None:
        c.graph.restore(state.graph)
    level, first = counts["level"], counts["index"]
    turns: list[list[tuple[int, bytes]]] = [[] for _ in range(c.n)]
    size = 0
    for j, data in enumerate(state.frontier.encodings()):
        turns[j % c.n].append((first + j, data))
        size += 1
        if size % _WORDS == 0:
            c.pool.ask([("seed", b"", turn, c.initial_distinct) for turn in turns])
            turns = [[] for _ in range(c.n)]
    c.pool.ask([("seed", b"", turn, c.initial_distinct) for turn in turns])
    c.levels = [(level, first, first + size, array("q"))]
    c.depth = level
    return level
