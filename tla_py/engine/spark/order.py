"""Breadth-first order on Spark without sorting the states: keys, and the orders they turn into.

A successor's place in breadth-first order is its key: its parent's order, then its position among the
parent's successors, in one long (key_of). Of the occurrences of a fingerprint in a level the first is
the one with the smallest key; the new states of a level, sorted by key, are the next level in the order
one in-process worker meets them, so a state's order is the rank of its key among them. The driver keeps
each level's sorted keys (they lead a trace back to Init: key -> parent's order -> its key ...) and
broadcasts them, and each task ranks its states' keys against them (numpy's binary search).
"""

from __future__ import annotations

from typing import Any

POS_BITS = 24
"""A key: the parent's order above this many bits, the position among its successors + 1 below (0: the
parent itself, for a deadlock)."""


def key_of(order: Any, pos: Any) -> Any:
    """The key of the successor at `pos` of the state of `order` (Spark Columns or ints)."""
    return order * (1 << POS_BITS) + pos + 1


def key_parts(key: int) -> tuple[int, int]:
    """(parent's order, position) of a key."""
    return key >> POS_BITS, (key & ((1 << POS_BITS) - 1)) - 1


def orders(batch: Any, keys: bytes | None) -> Any:
    """A batch of the previous level's successors (pyarrow) cut to the level's states, those whose keys `k`
    are among the level's sorted `keys`, with their keys replaced by the states' orders `o`: their ranks
    among them (None: the first level, whose keys are its orders and whose rows are all states)."""
    import numpy as np
    import pyarrow as pa

    names = batch.schema.names
    if keys is None:
        o = batch.column("k")
    else:
        level = np.frombuffer(keys, dtype="<i8")
        k = batch.column("k").to_numpy()
        ranks = np.searchsorted(level, k)
        new = level[np.minimum(ranks, len(level) - 1)] == k if len(level) else np.zeros(len(k), bool)
        if not new.all():
            batch, ranks = batch.filter(pa.array(new)), ranks[new]
        o = pa.array(ranks)
    return pa.RecordBatch.from_arrays([o if name == "k" else batch.column(name) for name in names],
                                      names=["o" if name == "k" else name for name in names])


class Summary:
    """A level's new states as the driver found them (pyarrow Table: fp, k, bad and the counts), their
    keys sorted, and the counts and first events that ride in the row whose fingerprint is null."""

    def __init__(self, table: Any):
        import numpy as np
        import pyarrow.compute as pc

        fps = table.column("fp")
        states = table.filter(pc.is_valid(fps))
        rest = table.filter(pc.is_null(fps)).to_pylist()
        extra = rest[0] if rest else {}
        self.new = states.num_rows
        self.keys = np.sort(states.column("k").to_numpy())
        """(numpy int64) The new states' keys in breadth-first order: key of the state of order o at o."""
        bad = states.filter(states.column("bad"))
        self.new_event = pc.min(bad.column("k")).as_py() if bad.num_rows else None
        self.generated = extra.get("generated") or 0
        self.event = extra.get("event")
        self.steps = extra.get("steps") or 0
        self.states = extra.get("states") or 0
        self.atom_error = extra.get("atom_error")
        self.executors = len(extra.get("executors") or ())
        """How many executors expanded the level (tla_py.engine.spark.task.executor_name)."""

    def upto(self, key: int) -> int:
        """How many of the new states have keys up to `key`: those one in-process worker has found when it
        meets the event at `key` (the state it generates there included)."""
        import numpy as np

        return int(np.searchsorted(self.keys, key, side="right"))
