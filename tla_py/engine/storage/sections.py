"""A file of named sections of plain data, the form of every checkpoint: JSON, arrays of machine ints
(little-endian) and runs of byte strings. Nothing in it is unpickled or evaluated when read, so a
checkpoint from another machine or another user can at worst be refused as malformed.

    file    = MAGIC section* END
    section = name-length:u16 name kind:u8 body
    body    = json: length:u32 utf-8 | ints (kind = typecode): (count:u32 items)* 0:u32
              | blobs: (length:u32 bytes)* 0xFFFFFFFF:u32
"""

from __future__ import annotations

import json
import struct
import sys
from array import array
from collections.abc import Iterable, Iterator
from typing import Any, BinaryIO

MAGIC = b"tlapy checkpoint\n\x01"
_U16, _U32 = struct.Struct("<H"), struct.Struct("<I")
_JSON, _BLOBS, _END = ord("J"), ord("S"), ord("E")
_INTS = frozenset(b"bBhHiIqQ")
_NO_MORE = 0xFFFFFFFF
_BATCH = 1 << 16
_MAX_BATCH = 1 << 24
_SWAP = sys.byteorder != "little"


class Malformed(Exception):
    """The file is not a checkpoint, or not a whole one."""


class SectionWriter:
    """Writes sections in order to a binary file."""

    def __init__(self, f: BinaryIO):
        self.f = f
        f.write(MAGIC)

    def _head(self, name: str, kind: int) -> None:
        encoded = name.encode()
        self.f.write(_U16.pack(len(encoded)) + encoded + bytes([kind]))

    def json(self, name: str, value: Any) -> None:
        data = json.dumps(value, separators=(",", ":")).encode()
        self._head(name, _JSON)
        self.f.write(_U32.pack(len(data)) + data)

    def ints(self, name: str, typecode: str, values: Iterable[int]) -> None:
        """An array of machine ints, written in batches as they come."""
        self._head(name, ord(typecode))
        batch = array(typecode)
        for v in values:
            batch.append(v)
            if len(batch) == _BATCH:
                self._batch(batch)
                batch = array(typecode)
        if batch:
            self._batch(batch)
        self.f.write(_U32.pack(0))

    def arrays(self, name: str, typecode: str, batches: Iterable[array]) -> None:
        """An array of machine ints given as arrays of that typecode (a seen set's tables, a column's
        chunks): the same section as ints(), written without a Python int each."""
        self._head(name, ord(typecode))
        for batch in batches:
            for start in range(0, len(batch), _MAX_BATCH):
                part = batch[start:start + _MAX_BATCH] if len(batch) > _MAX_BATCH else batch
                if part:
                    self._batch(array(typecode, part) if _SWAP or part.typecode != typecode else part)
        self.f.write(_U32.pack(0))

    def _batch(self, batch: array) -> None:
        if _SWAP:
            batch.byteswap()
        self.f.write(_U32.pack(len(batch)))
        batch.tofile(self.f)

    def blobs(self, name: str, items: Iterable[bytes]) -> None:
        self._head(name, _BLOBS)
        write, pack = self.f.write, _U32.pack
        for b in items:
            write(pack(len(b)))
            write(b)
        write(pack(_NO_MORE))

    def end(self) -> None:
        self._head("", _END)


class SectionReader:
    """Reads the sections of a file in the order they were written, each by its expected name."""

    def __init__(self, f: BinaryIO, started: bool = False):
        """`started`: another reader of `f` has read its first sections already."""
        self.f = f
        if not started and f.read(len(MAGIC)) != MAGIC:
            raise Malformed("not a tlapy checkpoint")

    def _exact(self, n: int) -> bytes:
        data = self.f.read(n)
        if len(data) != n:
            raise Malformed("the checkpoint ends early")
        return data

    def _u32(self) -> int:
        return _U32.unpack(self._exact(4))[0]

    def _head(self, name: str, kinds: Iterable[int]) -> int:
        size = _U16.unpack(self._exact(2))[0]
        found = self._exact(size).decode("utf-8", "replace")
        kind = self._exact(1)[0]
        if found != name or kind not in kinds:
            raise Malformed(f"expected section {name!r}, found {found!r}")
        return kind

    def json(self, name: str) -> Any:
        self._head(name, (_JSON,))
        try:
            return json.loads(self._exact(self._u32()))
        except ValueError as e:
            raise Malformed(f"section {name!r}: {e}") from None

    def ints(self, name: str) -> Iterator[int]:
        """The section's ints, a batch at a time (read them all before the next section)."""
        typecode = chr(self._head(name, _INTS))
        size = array(typecode).itemsize
        while True:
            n = self._u32()
            if not n:
                return
            batch = array(typecode, self._exact(n * size))
            if _SWAP:
                batch.byteswap()
            yield from batch

    def blobs(self, name: str) -> Iterator[bytes]:
        self._head(name, (_BLOBS,))
        while True:
            n = self._u32()
            if n == _NO_MORE:
                return
            yield self._exact(n)

    def end(self) -> None:
        self._head("", (_END,))
