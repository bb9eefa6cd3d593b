"""What one worker of `-workers N` passes to another between two requests, through files in the run's folder,
never through the coordinator: the fingerprints of a level's successors to their owners, and the states a
worker hands over to even out the workers' shares. The coordinator only says who gets what (BookKeeper's
level 16: 160 MB of states had gone through it, held there whole while it shared them out). The routes, the
owners' choices and the coordinator's numbers go through files too, a block at a time
(tla_py.engine.storage.spool)."""

from __future__ import annotations

import os
import struct
from array import array
from collections.abc import Iterator
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
