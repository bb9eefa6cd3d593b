"""How states travel through Spark: compact bytes, cheap to write for a successor and to read back.

Each container value (sequence, set, function, model value) is written once per process as a blob: the
marshal of its tag and its parts (a part that is a container being its own blob), deflated with a preset
dictionary when it is longer than DEFLATE_OVER bytes, and remembered by the value's fingerprint. A state
is the marshal of its variables' blobs.
A successor shares most values with its parent, so writing it mostly reuses blobs; reading a state back
finds most of its blobs among those read before (remembered by their bytes) with the values they gave,
cached fingerprints and orders included. The dictionary is the canonical encoding of an initial state
(tla_py.engine.codec), so the spec's field names and constants cost a byte or two each. Sets are written
in TLC's order and functions by their domain in TLC's order, as the codec writes them.

On BookKeeper b2_wq2_aq1 (a level of 10,918 states and 45,746 successors, PyPy, per state expanded):
writing its successors 12-17 us and reading it 17-21 us, against 66-87 and 55-84 us with the codec, in
1,754 bytes against 4,765. A deflate costs about 12 us however short its input (PyPy): on BookKeeper
b2_wq2_aq2's first 16 levels, deflating every blob took 81-88 us to write a new state in 1,723 bytes;
only those over 1,000 bytes (which hold the shorter ones raw), 49 us in 1,192 bytes; none, 20 us in
5,217 bytes. The bytes are not canonical (a state is known by its fingerprint): any
process with the same dictionary reads any other's.
"""

from __future__ import annotations

import marshal
import zlib
from typing import Any

from tla_py.engine.codec import container, parts
from tla_py.values import fingerprint

State = tuple
MEMO_LIMIT = 100_000
"""Blobs remembered each way in a memo's generation: the working set of a process expanding BookKeeper
b2_wq2_aq2's levels holds 76,000 blobs (52 MB) one way; a memo cleared whole at 50,000 (as it was) made
writing a successor cost 120-135 us, not 10 (its values' blobs written again, the long ones deflated)."""
DEFLATE_OVER = 1000
"""A blob's marshal longer than this is deflated (marked by a first byte 0, which no marshal has)."""


class _Memo:
    """A memo of the entries used lately, in two generations of at most MEMO_LIMIT: a full current one
    becomes the old one (the older is dropped), and an entry found in the old one moves back."""

    def __init__(self) -> None:
        self.new: dict = {}
        self.old: dict = {}

    def get(self, key: Any) -> Any:
        hit = self.new.get(key)
        if hit is None:
            hit = self.old.pop(key, None)
            if hit is not None:
                self.put(key, hit)
        return hit

    def put(self, key: Any, value: Any) -> None:
        if len(self.new) >= MEMO_LIMIT:
            self.old, self.new = self.new, {}
        self.new[key] = value


class StateCodec:
    """States to bytes and back, with this process's memos of blobs and values."""

    def __init__(self, dictionary: bytes):
        self.dictionary = dictionary
        self.blobs = _Memo()
        """(fingerprint, type) of a container value -> its blob (a fingerprint collision is as unlikely
        as in the seen set; the memo keeps no value alive)."""
        self.values = _Memo()
        """blob -> the value read from it."""

    def encode(self, state: State) -> bytes:
        return marshal.dumps(tuple(map(self.part, state)), 2)

    def decode(self, data: bytes) -> State:
        return tuple(map(self.value, marshal.loads(data)))

    def part(self, v: Any) -> Any:
        """A value as a part of a blob: ints and strings as they are, booleans as None and ..., a
        container as its blob."""
        t = type(v)
        if t is int or t is str:
            return v
        if t is bool:  # not as Python's True and False, which equal 1 and 0 as dictionary keys
            return ... if v else None
        key = (fingerprint(v), t)
        blob = self.blobs.get(key)
        if blob is None:
            blob = marshal.dumps(parts(v, t, self.part), 2)
            if len(blob) > DEFLATE_OVER:
                deflate = zlib.compressobj(1, zlib.DEFLATED, -15, zdict=self.dictionary)
                blob = b"\x00" + deflate.compress(blob) + deflate.flush()
            self.blobs.put(key, blob)
        return blob

    def value(self, p: Any) -> Any:
        """The value a part stands for."""
        if type(p) is not bytes:
            return p if p is not None and p is not ... else p is ...
        v = self.values.get(p)
        if v is None:
            data = p
            if p[0] == 0:
                inflate = zlib.decompressobj(-15, zdict=self.dictionary)
                data = inflate.decompress(p[1:]) + inflate.flush()
            v = container(marshal.loads(data), self.value)
            self.values.put(p, v)
        return v
