"""Rows of machine ints that one process appends and another reads once, through a file in the run's
folder, a block at a time: what a level hands on between the processes of `-workers N` (its routes, the
owners' choices, the coordinator's numbers, the steps and atoms of the liveness graph) costs each of them
one block of memory, whatever the level's size (issue 34: held whole, they made each level's end a spike)."""

from __future__ import annotations

import os
import struct
from array import array
from collections.abc import Iterator
from itertools import repeat
from pathlib import Path

CHUNK = 1 << 16
"""Rows in a block: what the writer, or the reader, holds of a file at once (a route's: 1 MB)."""

_COUNT = struct.Struct("<q")

Spooled = tuple[str, int]
"""A complete file of rows and its number of rows."""


class Rows:
    """Rows of ints, one column per array typecode, written to a file a block at a time: the file starts
    with its typecodes, then each block is its row count and its columns one after the other."""

    def __init__(self, path: Path, typecodes: str):
        self.path = str(path)
        self.file = open(path, "wb")  # noqa: SIM115 - closed by close()
        self.file.write(bytes([len(typecodes)]) + typecodes.encode("ascii"))
        self.columns = [array(t) for t in typecodes]
        """The rows not written yet, column by column: a writer appends to them, then calls due()."""
        self.written = 0

    def __len__(self) -> int:
        return self.written + len(self.columns[0])

    def append(self, *row: int) -> None:
        for column, x in zip(self.columns, row):
            column.append(x)
        self.due()

    def due(self) -> None:
        """Write the rows held once they fill a block."""
        if len(self.columns[0]) >= CHUNK:
            self.flush()

    def flush(self) -> None:
        """Write the rows held as a block."""
        count = len(self.columns[0])
        if count:
            self.file.write(_COUNT.pack(count))
            for column in self.columns:
                column.tofile(self.file)
                del column[:]
            self.written += count

    def close(self) -> Spooled:
        """The file, complete, for its reader."""
        self.flush()
        self.file.close()
        return self.path, self.written


def read_rows(spooled: Spooled, tag: int | None = None) -> Iterator[tuple]:
    """The rows of a Rows file (with `tag` after each, if given), in order, a block at a time; the file goes
    once read."""
    path, _ = spooled
    extra = () if tag is None else (repeat(tag),)
    with open(path, "rb") as f:
        typecodes = f.read(f.read(1)[0]).decode("ascii")
        while head := f.read(_COUNT.size):
            count = _COUNT.unpack(head)[0]
            columns = [array(t) for t in typecodes]
            for column in columns:
                column.fromfile(f, count)
            yield from zip(*columns, *extra)
    os.unlink(path)
