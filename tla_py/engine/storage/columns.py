"""Append-only columns of machine ints, one entry a state or a step: in memory up to a budget, then the
oldest chunks appended to a file on disk and read back a page at a time.

The search appends and rarely reads: a trace reads one entry a level, the liveness check reads the
columns front to back. So a column keeps its newest chunks in memory and spills whole chunks.
"""

from __future__ import annotations

import os
from array import array
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

CHUNK = 1 << 16
"""Entries a chunk holds."""


class Column:
    """Machine ints of one `typecode` ('i', 'q', 'B', ...): append, read by index, iterate in order."""

    def __init__(self, typecode: str = "i", budget: int = 1 << 62, folder: Callable[[], Path] | None = None,
                 name: str = "column"):
        self.typecode = typecode
        self.itemsize = array(typecode).itemsize
        self.budget = budget
        """Bytes of chunks kept in memory before the oldest go to the file `name` in `folder()`."""
        self.folder, self.name = folder, name
        self.chunks: list[array] = []
        """The chunks in memory, the last one being filled."""
        self.on_disk = 0
        """Chunks written out, before the first in memory."""
        self.fd = -1
        self.tail = array(typecode)
        self.chunks.append(self.tail)
        self.n = 0

    def __len__(self) -> int:
        return self.n

    def append(self, x: int) -> None:
        self.tail.append(x)
        self.n += 1
        if len(self.tail) == CHUNK:
            self._next_chunk()

    def extend(self, xs: Iterable[int]) -> None:
        for x in xs:
            self.append(x)

    def _next_chunk(self) -> None:
        self.tail = array(self.typecode)
        self.chunks.append(self.tail)
        if self.folder is not None and (len(self.chunks) - 1) * CHUNK * self.itemsize > self.budget:
            self._write_out(len(self.chunks) - 1 - max(1, self.budget // (CHUNK * self.itemsize)))

    def _write_out(self, count: int) -> None:
        """Append the `count` oldest full chunks to the file and let them go."""
        if count <= 0:
            return
        if self.fd < 0:
            self.fd = os.open(self.folder() / self.name, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
        data = b"".join(c.tobytes() for c in self.chunks[:count])
        os.pwrite(self.fd, data, self.on_disk * CHUNK * self.itemsize)
        del self.chunks[:count]
        self.on_disk += count

    def _chunk(self, c: int) -> array:
        if c >= self.on_disk:
            return self.chunks[c - self.on_disk]
        size = CHUNK * self.itemsize
        return array(self.typecode, os.pread(self.fd, size, c * size))

    def __getitem__(self, i: int) -> int:
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(i)
        c, k = divmod(i, CHUNK)
        if c >= self.on_disk:
            return self.chunks[c - self.on_disk][k]
        return self._chunk(c)[k]

    def __iter__(self) -> Iterator[int]:
        for chunk in self.batches():
            yield from chunk

    def batches(self) -> Iterator[array]:
        """The entries, a chunk at a time."""
        for c in range(self.on_disk + len(self.chunks)):
            yield self._chunk(c)

    @property
    def memory_bytes(self) -> int:
        return ((len(self.chunks) - 1) * CHUNK + len(self.tail)) * self.itemsize

    @property
    def disk_bytes(self) -> int:
        return self.on_disk * CHUNK * self.itemsize

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
