"""A file of named sections of plain data, the form of every checkpoint: JSON, arrays of machine ints
(little-endian) and runs of byte strings. Nothing in it is unpickled or evaluated when read, so a
checkpoint from another machine or another user can at worst be refused as malformed.

The sections' bytes are cut into frames, each checked against a CRC-32 running over the whole file so
far before any of its bytes is read: a byte changed anywhere, a frame lost, repeated or moved, or a file
cut short is refused before its data is used. Every length read is held to what is left of the file
before anything is allocated for it.

    file    = MAGIC frame* last
    frame   = length:u32 (1..FRAME) crc:u32 bytes      last = 0:u32 crc:u32, then the file's end
    data    = section* END (the frames' bytes joined)
    section = name-length:u16 name kind:u8 body
    body    = json: length:u32 utf-8 | ints (kind = typecode): (count:u32 items)* 0:u32
              | blobs: (length:u32 bytes)* 0xFFFFFFFF:u32
"""

from __future__ import annotations

import io
import json
import os
import struct
import sys
import zlib
from array import array
from collections.abc import Iterable, Iterator
from typing import Any, BinaryIO

VERSION = 2
"""1: no frames, no checksums. 2: frames with a running CRC-32."""
_MAGIC_TEXT = b"tlapy checkpoint\n"
MAGIC = _MAGIC_TEXT + bytes([VERSION])
_U16, _U32, _FRAME_HEAD = struct.Struct("<H"), struct.Struct("<I"), struct.Struct("<II")
_JSON, _BLOBS, _END = ord("J"), ord("S"), ord("E")
_INTS = frozenset(b"bBhHiIqQ")
_NO_MORE = 0xFFFFFFFF
_BATCH = 1 << 16
_MAX_BATCH = 1 << 24
FRAME = 1 << 20
"""Bytes of data a frame holds at most (a reader refuses a longer one before reading it)."""
_SWAP = sys.byteorder != "little"


class Malformed(Exception):
    """The file is not a checkpoint, or not a whole one."""


class SectionWriter:
    """Writes sections in order to a binary file, in checked frames."""

    def __init__(self, f: BinaryIO):
        self.f = f
        self.parts: list[bytes] = []
        """The bytes of the next frame so far."""
        self.size = 0
        self.crc = 0
        f.write(MAGIC)

    def _write(self, data: bytes) -> None:
        if self.size + len(data) < FRAME:
            self.parts.append(data)
            self.size += len(data)
            return
        take = FRAME - self.size
        self.parts.append(data[:take])
        self._frame(b"".join(self.parts))
        while len(data) - take >= FRAME:
            self._frame(data[take:take + FRAME])
            take += FRAME
        self.parts, self.size = [data[take:]], len(data) - take

    def _frame(self, data: bytes) -> None:
        self.crc = zlib.crc32(data, self.crc)
        self.f.write(_FRAME_HEAD.pack(len(data), self.crc))
        self.f.write(data)

    def _head(self, name: str, kind: int) -> None:
        encoded = name.encode()
        self._write(_U16.pack(len(encoded)) + encoded + bytes([kind]))

    def json(self, name: str, value: Any) -> None:
        data = json.dumps(value, separators=(",", ":"), allow_nan=False).encode()
        self._head(name, _JSON)
        self._write(_U32.pack(len(data)) + data)

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
        self._write(_U32.pack(0))

    def arrays(self, name: str, typecode: str, batches: Iterable[array]) -> None:
        """An array of machine ints given as arrays of that typecode (a seen set's tables, a column's
        chunks): the same section as ints(), written without a Python int each."""
        self._head(name, ord(typecode))
        for batch in batches:
            for start in range(0, len(batch), _MAX_BATCH):
                part = batch[start:start + _MAX_BATCH] if len(batch) > _MAX_BATCH else batch
                if part:
                    self._batch(array(typecode, part) if _SWAP or part.typecode != typecode else part)
        self._write(_U32.pack(0))

    def _batch(self, batch: array) -> None:
        if _SWAP:
            batch.byteswap()
        self._write(_U32.pack(len(batch)))
        self._write(batch.tobytes())

    def blobs(self, name: str, items: Iterable[bytes]) -> None:
        self._head(name, _BLOBS)
        pack, limit, append = _U32.pack, FRAME - 4, self.parts.append
        for b in items:
            n = len(b)
            if self.size + n < limit:
                append(pack(n))
                append(b)
                self.size += n + 4
            else:
                self._write(pack(n))
                self._write(b)
                append = self.parts.append
        self._write(pack(_NO_MORE))

    def end(self) -> None:
        """The last section, the last frames and the mark of the file's end."""
        self._head("", _END)
        if self.size:
            self._frame(b"".join(self.parts))
            self.parts, self.size = [], 0
        self.f.write(_FRAME_HEAD.pack(0, self.crc))


class SectionReader:
    """Reads the sections of a file in the order they were written, each by its expected name, each frame
    checked before its bytes are read."""

    def __init__(self, f: BinaryIO):
        self.f = f
        self.data, self.at, self.crc = b"", 0, 0
        self.left = _size(f) - len(MAGIC)
        """Bytes of the file after the frames read so far."""
        head = f.read(len(MAGIC))
        if head[:len(_MAGIC_TEXT)] != _MAGIC_TEXT:
            raise Malformed("not a tlapy checkpoint")
        if head != MAGIC:
            raise Malformed("a checkpoint of another format (written by another version of tlapy)")

    def _next_frame(self) -> None:
        head = self.f.read(_FRAME_HEAD.size)
        self.left -= len(head)
        if len(head) != _FRAME_HEAD.size:
            raise Malformed("the checkpoint ends early")
        n, crc = _FRAME_HEAD.unpack(head)
        if n > FRAME:
            raise Malformed("the checkpoint is corrupted: a frame longer than any written")
        if n > self.left:
            raise Malformed("the checkpoint ends early")
        if n == 0:
            raise Malformed("the checkpoint ends early" if crc == self.crc
                            else "the checkpoint is corrupted: its checksum does not match")
        data = self.f.read(n)
        self.left -= n
        self.crc = zlib.crc32(data, self.crc)
        if len(data) != n:
            raise Malformed("the checkpoint ends early")
        if crc != self.crc:
            raise Malformed("the checkpoint is corrupted: its checksum does not match")
        self.data, self.at = data, 0

    def _exact(self, n: int) -> bytes:
        at, data = self.at, self.data
        end = at + n
        if end <= len(data):
            self.at = end
            return data[at:end]
        if n > len(data) - at + self.left:
            raise Malformed(f"the checkpoint is corrupted: a length of {n:,} bytes past the file's end")
        parts = [data[at:]]
        got = len(parts[0])
        while got < n:
            self._next_frame()
            piece = self.data[:n - got]
            parts.append(piece)
            got += len(piece)
            self.at = len(piece)
        return b"".join(parts)

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
            return json.loads(self._exact(self._u32()), parse_constant=_no_constant)
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
            if n > _MAX_BATCH:
                raise Malformed(f"section {name!r}: a batch of {n:,} ints, more than any written")
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
        """The last section, then the mark of the file's end and nothing after it."""
        self._head("", (_END,))
        if self.at != len(self.data):
            raise Malformed("the checkpoint is corrupted: data after its last section")
        head = self.f.read(_FRAME_HEAD.size)
        if len(head) != _FRAME_HEAD.size:
            raise Malformed("the checkpoint ends early")
        if _FRAME_HEAD.unpack(head) != (0, self.crc):
            raise Malformed("the checkpoint is corrupted: its checksum does not match")
        if self.f.read(1):
            raise Malformed("the checkpoint is corrupted: bytes after its end")


def _no_constant(word: str) -> Any:
    raise ValueError(f"{word} is not a number")


def _size(f: BinaryIO) -> int:
    """The file's length in bytes, from where `f` is now (a checkpoint is read from its start)."""
    try:
        return os.fstat(f.fileno()).st_size - f.tell()
    except (AttributeError, OSError, io.UnsupportedOperation):
        at = f.tell()
        end = f.seek(0, os.SEEK_END)
        f.seek(at)
        return end - at
