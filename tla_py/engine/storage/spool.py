"""Rows of machine ints that one process appends and another reads once, through files in the run's
folder: a worker's steps of a level (the liveness graph's biggest part) cost it one chunk of memory, and
cost the process that reads them one chunk, whatever the level's size."""

from __future__ import annotations

import os
from array import array
from collections.abc import Iterator
from pathlib import Path

CHUNK = 1 << 16
"""Rows held in memory before they are written."""

Spooled = tuple[list[str], str, int]
"""What the reader needs: the columns' files, their typecodes and the number of rows."""


class Spool:
    """Append rows of ints, one column per typecode, each column to its own file."""

    def __init__(self, folder: Path, name: str, typecodes: str):
        self.typecodes = typecodes
        self.paths = [str(folder / f"{name}.{i}") for i in range(len(typecodes))]
        self.files = [open(p, "wb") for p in self.paths]  # noqa: SIM115 - closed by close()
        self.columns = [array(c) for c in typecodes]
        self.n = 0

    def append(self, *row: int) -> None:
        for column, x in zip(self.columns, row):
            column.append(x)
        self.n += 1
        if len(self.columns[0]) == CHUNK:
            self._write()

    def _write(self) -> None:
        for column, f in zip(self.columns, self.files):
            column.tofile(f)
            del column[:]

    def close(self) -> Spooled:
        """Write what is left and close the files: the reader takes them from here."""
        self._write()
        for f in self.files:
            f.close()
        return self.paths, self.typecodes, self.n


def read_spool(spooled: Spooled) -> Iterator[tuple[int, ...]]:
    """The rows, in order, a chunk at a time; the files are removed once read."""
    paths, typecodes, n = spooled
    files = [open(p, "rb") for p in paths]  # noqa: SIM115 - closed below
    try:
        while n:
            take = min(n, CHUNK)
            columns = [array(c) for c in typecodes]
            for column, f in zip(columns, files):
                column.fromfile(f, take)
            n -= take
            yield from zip(*columns)
    finally:
        for f, p in zip(files, paths):
            f.close()
            os.unlink(p)
