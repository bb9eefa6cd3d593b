"""States as compact canonical bytes, for queues, worker processes and Spark executors alike.

A value becomes a tree of Python primitives (int, str, None and ... for FALSE and TRUE, and tagged
tuples) and the state's tree is written with `marshal` at version 2, which shares nothing by
reference, so equal states give equal bytes. Sets are written in TLC's order and functions by their
domain in TLC's order: both orders depend only on the spec, so every process that built the same
Model writes the same bytes, and a decoded set or function keeps its order instead of sorting again.
A finite lazy set (1..n, SUBSET S, [S -> T], ...) is written as the set it equals; an infinite one,
which TLC cannot fingerprint either, is pickled, for the processes of one run only: check_encoding, which
every state read from a file passes first, refuses it.
"""

from __future__ import annotations

import marshal
import pickle
import struct
from collections.abc import Callable
from typing import Any

from tla_py.values import Fcn, ModelValue, Seq, SetValue, TlaSet, fingerprint

State = tuple

_SET, _SEQ, _FCN, _MODEL_VALUE, _PICKLED = range(5)


_PLAIN: dict[tuple, tuple] = {}
"""(fingerprint, type) of a container value -> its primitives: successors share most values with their
parent, so most of a state is written once per process; keyed by fingerprint, the memo keeps no value
alive and serves equal values decoded apart (a fingerprint collision is as unlikely as in the seen set)."""
_VALUES: dict[tuple, Any] = {}
"""primitives -> the value decoded from them: decoded states share values (and their cached
fingerprints and orders) as the states they were written from did."""
_MEMO_LIMIT = 20_000
"""Entries in _PLAIN before it starts afresh."""
_DECODED_LIMIT = 1_000
"""Entries in _VALUES before it starts afresh: it keeps values alive, so a level's recurring ones only."""
_PARTS_LIMIT = 1 << 21
"""Parts (a container's direct items) the two memos hold, each, before they start afresh: bounded by
entries alone, a state of one 13,000-long sequence let 20,000 of them fill 3 GB on PyPy."""
_held = [0, 0]
"""The parts _PLAIN and _VALUES hold."""


def _plain(v: Any) -> Any:
    """The value as primitives; containers are tuples whose first item says what they are."""
    t = type(v)
    if t is int or t is str:
        return v
    if t is bool:  # not as Python's True and False, which equal 1 and 0 as dictionary keys
        return ... if v else None
    key = (fingerprint(v), t)
    p = _PLAIN.get(key)
    if p is None:
        p = parts(v, t, _plain)
        if len(_PLAIN) >= _MEMO_LIMIT or _held[0] >= _PARTS_LIMIT:
            _PLAIN.clear()
            _held[0] = 0
        _PLAIN[key] = p
        _held[0] += len(p)
    return p


def parts(v: Any, t: type, part: Callable[[Any], Any]) -> tuple:
    """Container value `v` (of type `t`) as its tag and its parts, each made by `part`: the layout of
    this codec and of Spark's executors' encoding (tla_py.engine.spark.states) alike."""
    if t is Seq:
        return (_SEQ, *map(part, v.elems))
    if t is SetValue:
        return (_SET, *map(part, v.sorted()))
    if t is Fcn:
        m = v.map
        out: list = [_FCN]
        for k in v.keys():
            out.append(part(k))
            out.append(part(m[k]))
        return tuple(out)
    if t is ModelValue:
        return (_MODEL_VALUE, v.name)
    if isinstance(v, TlaSet) and v.is_finite():
        return parts(v.to_set(), SetValue, part)
    return (_PICKLED, pickle.dumps(v, protocol=pickle.HIGHEST_PROTOCOL))


def _value(p: Any) -> Any:
    """The value a primitive tree stands for."""
    if type(p) is not tuple:
        return p if p is not None and p is not ... else p is ...
    v = _VALUES.get(p)
    if v is None:
        if len(_VALUES) >= _DECODED_LIMIT or _held[1] >= _PARTS_LIMIT:
            _VALUES.clear()
            _held[1] = 0
        v = _VALUES[p] = container(p, _value)
        _held[1] += len(p)
    return v


def container(p: tuple, value: Callable[[Any], Any]) -> Any:
    """The container value that tag and parts `p` stand for, each part read by `value` (the inverse of
    parts())."""
    tag = p[0]
    if tag == _SEQ:
        return Seq(tuple(map(value, p[1:])))
    if tag == _SET:
        elems = tuple(map(value, p[1:]))
        s = SetValue(elems)
        s._sorted = elems  # written in TLC's order
        return s
    if tag == _FCN:
        keys = tuple(map(value, p[1::2]))
        f = Fcn(dict(zip(keys, map(value, p[2::2]))))
        f._keys = keys  # written in TLC's order
        return f
    if tag == _MODEL_VALUE:
        return ModelValue(p[1])
    if tag == _PICKLED and len(p) == 2 and type(p[1]) is bytes:  # live use only: check_encoding refuses it
        return pickle.loads(p[1])
    raise ValueError(f"an unknown value tag {tag!r}")


def encode_state(state: State) -> bytes:
    """The state's canonical bytes: equal states, equal bytes."""
    return marshal.dumps(tuple(map(_plain, state)), 2)


def decode_state(data: bytes) -> State:
    """The state written by encode_state: equal to it, with the same fingerprint, and its values' known:
    the successors of a state read from a level hash each value they keep, and EXCEPT updates a function's
    fingerprint sum from its parent's, which else each successor sums over all its entries."""
    state = tuple(map(_value, marshal.loads(data)))
    for v in state:
        fingerprint(v)
    return state


_INT32 = struct.Struct("<i")


def check_encoding(data: bytes) -> None:
    """Raise ValueError unless `data` is a state as encode_state writes it, pickled values refused: a tuple
    of None, ..., ints, strs and containers (tuples whose first item is the tag of a sequence, set,
    function or model value) in marshal's version-2 form, and nothing after it. Bytes read from a file
    (a checkpoint) pass here before marshal reads them, so none reaches container()'s pickle."""
    if data[:1] != b"(":
        raise ValueError("not a tuple of values")
    at, pending, end = 0, [1], len(data)
    unpack = _INT32.unpack_from
    tagged = False  # the next item is a container's tag
    try:
        while pending:
            if not pending[-1]:
                pending.pop()
                continue
            pending[-1] -= 1
            code = data[at]
            at += 1
            if tagged:
                tagged = False
                n = unpack(data, at)[0] if code == ord("i") else -1
                if not _SET <= n <= _MODEL_VALUE or (n == _FCN and pending[-1] % 2) \
                        or (n == _MODEL_VALUE and (pending[-1] != 1 or data[at + 4] != ord("u"))):
                    raise ValueError("a container of an unknown kind or shape")
            if code in b"N.":
                continue
            if code in b"iu(l":
                n = unpack(data, at)[0]
                at += 4
                if code == ord("u"):
                    if n < 0:
                        raise ValueError("a negative string length")
                    data[at:at + n].decode("utf-8", "surrogatepass")
                    at += n
                elif code == ord("("):
                    if n < 1 and len(pending) > 1 or n < 0 or len(pending) > 10_000:
                        raise ValueError("a malformed tuple")
                    pending.append(n)
                    tagged = len(pending) > 2
                elif code == ord("l"):
                    digits = data[at:at + 2 * abs(n)]
                    if len(digits) != 2 * abs(n) or any(high >> 7 for high in digits[1::2]):
                        raise ValueError("a malformed integer")
                    at += 2 * abs(n)
                continue
            raise ValueError(f"an unexpected value (type code {code:#04x})")
    except (IndexError, struct.error, UnicodeDecodeError) as e:
        raise ValueError(f"a truncated or malformed state ({e})") from None
    if at != end:
        raise ValueError("bytes after the state")
    if pending:
        raise ValueError("a truncated state")
