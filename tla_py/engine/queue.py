"""A breadth-first level of states kept as canonical bytes, spilled to disk past a memory budget (as
TLC's disk queue), so a waiting state costs its encoding, not its Python objects."""

from __future__ import annotations

import os
import struct
import tempfile
from collections.abc import Iterator

from tla_py.engine.codec import decode_state, encode_state

State = tuple
_LEN = struct.Struct("<I")
DEFAULT_BUDGET = int(os.environ.get("TLAPY_QUEUE_MEMORY", 64 * 1024 * 1024))
"""Bytes of encoded states a level keeps in memory before it writes them to a temporary file."""


class Level:
    """The states of one level, in the order they were added; read once, in that order."""

    def __init__(self, states: list[State] | None = None, budget: int = DEFAULT_BUDGET):
        self.budget = budget
        self.items: list[bytes] = []
        self.in_memory = 0
        self.spill = None  # a temporary file of length-prefixed encodings, written before `items`
        self.n = 0
        for s in states or ():
            self.append(s)

    def __len__(self) -> int:
        return self.n

    def append(self, state: State) -> None:
        self.append_encoded(encode_state(state))

    def append_encoded(self, data: bytes) -> None:
        """Add a state already encoded (a level read back from a checkpoint)."""
        self.items.append(data)
        self.in_memory += len(data)
        self.n += 1
        if self.in_memory > self.budget:
            self._write_out()

    def _write_out(self) -> None:
        """Move the in-memory encodings to the end of the spill file."""
        if self.spill is None:
            self.spill = tempfile.TemporaryFile(prefix="tlapy-queue-")
        pack = _LEN.pack
        self.spill.write(b"".join(pack(len(d)) + d for d in self.items))
        self.items, self.in_memory = [], 0

    def __iter__(self) -> Iterator[State]:
        return map(decode_state, self.encodings())

    def encodings(self) -> Iterator[bytes]:
        """The states' encodings, in order, read once."""
        if self.spill is not None:
            f = self.spill
            f.flush()
            f.seek(0)
            while True:
                head = f.read(4)
                if not head:
                    break
                yield f.read(_LEN.unpack(head)[0])
            f.close()
            self.spill = None
        items, self.items = self.items, []
        yield from items
