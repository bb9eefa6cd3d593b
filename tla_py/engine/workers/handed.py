"""What one worker of `-workers N` passes to another between two requests, through files in the run's folder,
never through the coordinator: the fingerprints of a level's successors to their owners, and the states a
worker hands over to even out the workers' shares. The coordinator only says who gets what (BookKeeper's
level 16: 160 MB of states had gone through it, held there whole while it shared them out). The owners'
choices go to the coordinator, and its numbers to the workers, through files too, written and read a block
at a time (Rows), as are the routes."""

from __future__ import annotations

import os
import struct
from array import array
from collections.abc import Iterator
from itertools import repeat
from pathlib import Path
from typing import BinaryIO

_HELD = struct.Struct("<qI")
"""A state in a file: its number and the length of its encoding, then the encoding."""

Handed = tuple[str, int]
"""A file and the number of rows or states in it."""


def write_states(path: Path, rows: Iterator[tuple[int, bytes]]) -> None:
    """Write states (number, encoding) to `path`, in order."""
    with open(path, "wb") as f:
        for i, data in rows:
            _write_state(f, i, data)


def _write_state(f: BinaryIO, i: int, data: bytes) -> None:
    f.write(_HELD.pack(i, len(data)))
    f.write(data)


def read_states(path: str | Path, keep: bool = False) -> Iterator[tuple[int, bytes]]:
    """The states (number, encoding) written to `path`, in order; the file goes once read, unless `keep`."""
    with open(path, "rb") as f:
        while True:
            head = f.read(_HELD.size)
            if not head:
                break
            i, size = _HELD.unpack(head)
            yield i, f.read(size)
    if not keep:
        os.unlink(path)


class Gifts:
    """The states a worker hands over at a level, a file per receiver, in number order."""

    def __init__(self, folder: Path, name: str, receivers: bytes):
        self.folder, self.name, self.receivers = folder, name, array("i", receivers)
        self.files: dict[int, tuple[str, BinaryIO, list[int]]] = {}

    def add(self, j: int, i: int, data: bytes) -> None:
        """The j-th state handed over (number i) to its receiver's file."""
        o = self.receivers[j]
        if o not in self.files:
            path = str(self.folder / f"{self.name}-to-{o}")
            self.files[o] = (path, open(path, "wb"), [0])  # noqa: SIM115 - closed by close()
        _, f, count = self.files[o]
        _write_state(f, i, data)
        count[0] += 1

    def close(self) -> dict[int, Handed]:
        """Each receiver's file and count."""
        for _, f, _ in self.files.values():
            f.close()
        return {o: (path, count[0]) for o, (path, _, count) in self.files.items()}


CHUNK = 1 << 16
"""Rows in a block of a Rows file: what its writer, or its reader, holds of it at once (a route's: 1 MB)."""
_COUNT = struct.Struct("<q")


class Rows:
    """Rows of integer columns (array typecodes) written to a file a block at a time, for another process
    to read back in order (read_rows): a level's routes, the owners' choices and the coordinator's numbers,
    each held whole by no process (issue 34: they made each level's end a spike of memory)."""

    def __init__(self, path: Path, typecodes: str):
        self.path = str(path)
        self.file = open(path, "wb")  # noqa: SIM115 - closed by close()
        self.columns = [array(t) for t in typecodes]
        """The rows not written yet, column by column: the writer appends to them, then calls due()."""
        self.written = 0

    def __len__(self) -> int:
        return self.written + len(self.columns[0])

    def due(self) -> None:
        """Write the rows held once they fill a block."""
        if len(self.columns[0]) >= CHUNK:
            self.flush()

    def flush(self) -> None:
        """Write the rows held as a block: their count, then each column."""
        count = len(self.columns[0])
        if count:
            self.file.write(_COUNT.pack(count))
            for column in self.columns:
                column.tofile(self.file)
                del column[:]
            self.written += count

    def close(self) -> Handed:
        """The file, complete, and its number of rows."""
        self.flush()
        self.file.close()
        return self.path, self.written


def read_rows(handed: Handed, typecodes: str, tag: int | None = None) -> Iterator[tuple]:
    """The rows of a Rows file (with `tag` after each, if given), in order, a block at a time; the file goes
    once read."""
    path, _ = handed
    extra = () if tag is None else (repeat(tag),)
    with open(path, "rb") as f:
        while head := f.read(_COUNT.size):
            count = _COUNT.unpack(head)[0]
            columns = [array(t) for t in typecodes]
            for column in columns:
                column.fromfile(f, count)
            yield from zip(*columns, *extra)
    os.unlink(path)
