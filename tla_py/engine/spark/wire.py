"""The bytes between an executor's Python worker and its PyPy search process: columns in Arrow's own layout.

A message is a count of parts, then each part as its length and bytes. A column is two or three parts:
its validity bitmap (empty when no value is null), then its values (int32 or int64, little-endian), or
for binary and string its int32 offsets and its data, as Arrow lays out an array at offset 0 (offsets
may start past 0: they index the data part as they are). So the
Python worker (CPython, pyarrow) passes Arrow's buffers on and wraps the answer's without a Python
object per value, and the search process (PyPy, no pyarrow) reads and writes them with `array`.
Nothing here is pickled: a message is numbers and bytes.
"""

from __future__ import annotations

import struct
import sys
from array import array
from typing import Any, BinaryIO

COUNT = struct.Struct("<I")
LENGTH = struct.Struct("<Q")
CODES = {"int32": "i", "int64": "q", "binary": "b", "string": "s"}
"""The Arrow types a column may have, by the code used here."""
NATIVE = sys.byteorder == "little" and array("i").itemsize == 4 and array("q").itemsize == 8
"""Whether `array`'s layout is Arrow's here (else the Python worker expands its batches itself)."""


def write_message(out: BinaryIO, parts: list) -> None:
    """Parts (bytes or anything with the buffer protocol) as one message, flushed."""
    out.write(COUNT.pack(len(parts)))
    for part in parts:
        view = memoryview(part)
        out.write(LENGTH.pack(view.nbytes))
        out.write(view)
    out.flush()


def read_message(inp: BinaryIO) -> list[bytes]:
    """The next message's parts; EOFError when the other side closed the pipe."""
    (n,) = COUNT.unpack(_exactly(inp, COUNT.size))
    parts = []
    for _ in range(n):
        (size,) = LENGTH.unpack(_exactly(inp, LENGTH.size))
        parts.append(_exactly(inp, size))
    return parts


def _exactly(inp: BinaryIO, size: int) -> bytes:
    data = inp.read(size)
    if len(data) != size:
        raise EOFError("the other end of the pipe is gone")
    return data


def column_parts(kind: str, values: list) -> list[bytes]:
    """A column of Python values (None for null) as its parts."""
    n = len(values)
    validity = b""
    if None in values:
        bits = bytearray((n + 7) >> 3)
        for i, v in enumerate(values):
            if v is not None:
                bits[i >> 3] |= 1 << (i & 7)
        validity = bytes(bits)
    code = CODES[kind]
    if code in "iq":
        numbers = array(code, [0 if v is None else v for v in values] if validity else values)
        return [validity, numbers.tobytes()]
    items = [b"" if v is None else v for v in values] if validity else values
    if code == "s":
        items = [v.encode() if v else b"" for v in items]
    offsets = array("i", [0])
    end = 0
    for item in items:
        end += len(item)
        offsets.append(end)
    return [validity, offsets.tobytes(), b"".join(items)]


def column_values(kind: str, parts: list[bytes], n: int) -> tuple[list[Any], int]:
    """The Python values of the column whose parts start `parts`, and how many parts it took."""
    validity, code = parts[0], CODES[kind]
    if code in "iq":
        values: list = memoryview(parts[1]).cast(code).tolist()
        used = 2
    else:
        offsets, data = memoryview(parts[1]).cast("i"), parts[2]
        values = [data[offsets[i]:offsets[i + 1]] for i in range(n)]
        if code == "s":
            values = [v.decode() for v in values]
        used = 3
    if validity:
        values = [v if validity[i >> 3] >> (i & 7) & 1 else None for i, v in enumerate(values)]
    return values, used
