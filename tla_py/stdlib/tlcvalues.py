"""TLC's binary format of values (tlc2.value.ValueOutputStream), which IOSerialize and IODeserialize use:
a file written by TLC reads here, and one written here reads in TLC. Only data is read: anything that is
not a value in this format is an error, never code.

Each value is a kind byte (TLC's ValueConstants) and its body, big-endian: BOOLVALUE a byte; INTVALUE a
32-bit int; STRINGVALUE a UniqueString (token, var loc, length: 32-bit ints; then one byte per char);
RECORDVALUE a 32-bit field count (negative: not sorted) and per field a name (STRINGVALUE or a handle)
and a value; SETENUMVALUE a 32-bit count (likewise) and the elements; TUPLEVALUE a nat count and the
elements; FCNRCDVALUE a nat count, a byte (0: an interval's low and high then the values; 1 or 2:
domain and value pairs); MODELVALUE a short index into the run's model values; INTERVALVALUE low and
high; DUMMYVALUE a nat handle: the value or record name read n-th before (each string, record name,
record, set, tuple and function takes the next handle when it starts).
"""

from __future__ import annotations

import struct

from tla_py.errors import ModuleEvalError
from tla_py.values import Fcn, Interval, ModelValue, Seq, SetValue, TlaSet, Value, make_fcn
from tla_py.values.printing import format_value

BOOL, INT, STRING, RECORD, SETENUM, TUPLE, FCNRCD, MODEL, INTERVAL, DUMMY = 0, 1, 3, 4, 5, 7, 9, 21, 23, 26
MAX_DEPTH = 2000
"""Values nested deeper than this are refused (a crafted file must not exhaust the stack)."""

_INT, _SHORT = struct.Struct(">i"), struct.Struct(">h")
_INT32 = range(-(1 << 31), 1 << 31)


class Malformed(Exception):
    """The bytes are not a value in TLC's format."""


def model_values() -> list[ModelValue]:
    """The run's model values in the order they were made, which is TLC's index order (TLC makes them as
    it reads the config): a model value is written as its place in this list."""
    return list(ModelValue._table.values())


# ---------------------------------------------------------------- writing


def dumps(value: Value) -> bytes:
    """The value in TLC's format (sets, records and functions marked unsorted: TLC sorts them itself)."""
    out = bytearray()
    index = {mv: i for i, mv in enumerate(model_values())}
    _write(value, out, index)
    return bytes(out)


def _write(v: Value, out: bytearray, mvs: dict) -> None:
    t = type(v)
    if t is bool:
        out += bytes((BOOL, v))
    elif t is int:
        if v not in _INT32:
            raise ModuleEvalError(f"IOSerialize: TLC's format holds 32-bit integers, not {v}.")
        out.append(INT)
        out += _INT.pack(v)
    elif t is str:
        out.append(STRING)
        _write_string(v, out)
    elif t is ModelValue:
        out.append(MODEL)
        out += _SHORT.pack(mvs[v])
    elif t is Seq:
        out.append(TUPLE)
        _write_nat(len(v.elems), out)
        for x in v.elems:
            _write(x, out, mvs)
    elif t is Fcn:
        _write_fcn(v, out, mvs)
    elif t is Interval and v.lo in _INT32 and v.hi in _INT32:
        out.append(INTERVAL)
        out += _INT.pack(v.lo) + _INT.pack(v.hi)
    elif isinstance(v, TlaSet) and v.is_finite():
        elems = v.elems if t is SetValue else v.to_set().elems
        out.append(SETENUM)
        out += _INT.pack(-len(elems))
        for x in elems:
            _write(x, out, mvs)
    else:
        raise ModuleEvalError(f"IOSerialize: TLC's format cannot hold the value {format_value(v)}.")


def _write_fcn(f: Fcn, out: bytearray, mvs: dict) -> None:
    """A record (string keys) as TLC's RecordValue, any other function as its FcnRcdValue."""
    items = list(f.map.items())
    if all(type(k) is str for k, _ in items):
        out.append(RECORD)
        out += _INT.pack(-len(items))
        for k, x in items:
            out.append(STRING)
            _write_string(k, out)
            _write(x, out, mvs)
        return
    out.append(FCNRCD)
    _write_nat(len(items), out)
    out.append(2)  # domain and value pairs, not sorted
    for k, x in items:
        _write(k, out, mvs)
        _write(x, out, mvs)


def _write_string(s: str, out: bytearray) -> None:
    """A UniqueString: its token and var loc (read back by nobody: -1), its length and one byte per
    UTF-16 unit, the unit's low byte, as TLC's BufferedDataOutputStream.writeString writes it."""
    units = s.encode("utf-16-be", "surrogatepass")[1::2]
    out += _INT.pack(-1) + _INT.pack(-1) + _INT.pack(len(units)) + units


def _write_nat(n: int, out: bytearray) -> None:
    """TLC's writeNat: a short below 2^15, else the negated int."""
    out += _SHORT.pack(n) if n <= 0x7FFF else _INT.pack(-n)


# ---------------------------------------------------------------- reading


def loads(data: bytes) -> Value:
    """The value TLC's ValueInputStream.readExternal would read from data (Malformed if it is none)."""
    reader = _Reader(data)
    value = reader.value(0)
    if reader.pos != len(data):
        raise Malformed(f"{len(data) - reader.pos} bytes follow the value")
    return value


class _Reader:
    def __init__(self, data: bytes):
        self.data, self.pos = data, 0
        self.handles: list = []
        self.mvs = model_values()

    def take(self, n: int) -> bytes:
        end = self.pos + n
        if n < 0 or end > len(self.data):
            raise Malformed("the file ends inside a value")
        chunk = self.data[self.pos:end]
        self.pos = end
        return chunk

    def byte(self) -> int:
        b = self.take(1)[0]
        return b - 256 if b > 127 else b

    def int(self) -> int:
        return _INT.unpack(self.take(4))[0]

    def short(self) -> int:
        return _SHORT.unpack(self.take(2))[0]

    def nat(self) -> int:
        n = self.short()
        if n >= 0:
            return n
        return -((n << 16) | (self.short() & 0xFFFF))

    def handle(self) -> int:
        self.handles.append(None)
        return len(self.handles) - 1

    def handled(self) -> Value:
        i = self.nat()
        if not 0 <= i < len(self.handles) or self.handles[i] is None:
            raise Malformed(f"a reference to value {i}, which is not read yet")
        return self.handles[i]

    def string(self) -> str:
        """A UniqueString: token and var loc skipped, as readExternal does; each byte a Java char."""
        self.take(8)
        n = self.int()
        if n < 0:
            raise Malformed(f"a string of length {n}")
        return "".join([chr(b if b < 128 else 0xFF00 | b) for b in self.take(n)])

    def count(self) -> int:
        n = self.int()
        return -n if n < 0 else n

    def value(self, depth: int) -> Value:
        if depth > MAX_DEPTH:
            raise Malformed(f"values nested more than {MAX_DEPTH} deep")
        kind, depth = self.byte(), depth + 1
        if kind == BOOL:
            b = self.byte()
            if b not in (0, 1):
                raise Malformed(f"a boolean byte {b}")
            return b == 1
        if kind == INT:
            return self.int()
        if kind == STRING:
            h = self.handle()
            s = self.handles[h] = self.string()
            return s
        if kind == MODEL:
            i = self.short()
            if not 0 <= i < len(self.mvs):
                raise Malformed(f"model value number {i}, and this run has {len(self.mvs)}")
            return self.mvs[i]
        if kind == INTERVAL:
            lo, hi = self.int(), self.int()
            return Interval(lo, hi)
        if kind == DUMMY:
            return self.handled()
        if kind == RECORD:
            return self.record(depth)
        if kind in (SETENUM, TUPLE, FCNRCD):
            h = self.handle()
            if kind == SETENUM:
                v: Value = SetValue([self.value(depth) for _ in range(self.count())])
            elif kind == TUPLE:
                v = Seq(tuple([self.value(depth) for _ in range(self.nat())]))
            else:
                v = self.fcn(depth)
            self.handles[h] = v
            return v
        raise Malformed(f"a value of kind {kind}, which TLC's format does not write")

    def record(self, depth: int) -> Value:
        h = self.handle()
        fields = {}
        for _ in range(self.count()):
            kind = self.byte()
            if kind == DUMMY:
                name = self.handled()
            elif kind == STRING:
                n = self.handle()
                name = self.handles[n] = self.string()
            else:
                raise Malformed(f"a record field named by a value of kind {kind}")
            if type(name) is not str:
                raise Malformed("a record field named by a value that is not a string")
            fields[name] = self.value(depth)
        v = self.handles[h] = make_fcn(fields)
        return v

    def fcn(self, depth: int) -> Value:
        n, info = self.nat(), self.byte()
        if info == 0:
            lo, hi = self.int(), self.int()
            if hi - lo + 1 != n:
                raise Malformed(f"a function on {lo}..{hi} with {n} values")
            return make_fcn({lo + i: self.value(depth) for i in range(n)})
        if info not in (1, 2):
            raise Malformed(f"a function of form {info}")
        pairs = [(self.value(depth), self.value(depth)) for _ in range(n)]
        return make_fcn(dict(pairs))
