"""A breadth-first level of states: its first states as they are, the rest as canonical bytes spilled to
disk past a memory budget (as TLC's disk queue), so a big level costs its encodings, not its Python
objects, while a small one costs no encoding at all (on PyPy encoding and decoding were a third of the
search)."""

from __future__ import annotations

import os
import platform
import struct
import tempfile
from collections.abc import Callable, Iterator

from tla_py.engine.codec import decode_state, encode_state
from tla_py.engine.storage import heap
from tla_py.engine.storage.heap import Heap
from tla_py.engine.storage.space import SEEN_SHARE

State = tuple
_LEN = struct.Struct("<I")
DEFAULT_BUDGET = int(os.environ.get("TLAPY_QUEUE_MEMORY", 4 << 20))
"""Bytes of encoded states a level keeps in memory before it writes them to a temporary file, read back in
order (64 MB held each ghostferry worker at 1.2 GB on PyPy at 3.9M states, 16 MB at 0.7 GB, with the same
CPU; MCBoulanger `-workers 2`: 1,051 MB with 16 MB, 981 MB with 4 MB, 178.6 s and 172.5 s)."""
_PYPY = platform.python_implementation() == "PyPy"
DEFAULT_OBJECTS = int(os.environ.get("TLAPY_QUEUE_OBJECTS", 200_000 if _PYPY else 10_000))
"""States a level keeps as Python objects (sharing their values with their parents) before encoding:
more on PyPy, whose objects are compact and whose encoding is slow (BookKeeper b2_wq2_aq2: 113 s and
829 MB with 10,000, 70 s and 1.04 GB with every state an object)."""
OBJECT_MEMORY = int(os.environ.get("TLAPY_QUEUE_OBJECT_MEMORY", 16 << 20 if _PYPY else 1 << 62))
"""Bytes the encodings of a level's objects would take, at most (sampled), on PyPy: big states
(ghostferry's, 640 bytes encoded) are encoded sooner than small ones (MCBoulanger's, 195), so its
200,000 objects cost about the same memory whatever the model. On CPython the count decides (kafka's
-coverage counts, as TLC's, depend on a level's first 10,000 states keeping their sets' makers)."""
SAMPLE = 64
"""One state in SAMPLE kept as an object is encoded to estimate the rest."""
QUEUE_SHARE = 1 - SEEN_SHARE
"""The share of a run's storage budget (-fpmem) a search in one process lets a level's objects take on
PyPy, as estimated from their encodings (which take more memory than the objects, which share their values
with their parents: BookKeeper b2_wq2_aq1's are 4.5-5 KB, against 1.5-3 KB freed per state dropped). Its
levels were encoded past 16 MB (3,300 states), which took 14.4 s of CPU and 288 MB, against 9.8 s and
255 MB with every state an object."""


HEAP_SHARE = float(os.environ.get("TLAPY_HEAP_SHARE", QUEUE_SHARE))
"""The share of a run's storage budget the live heap may give a search's levels' objects on PyPy, as PyPy's
collector measures them (tla_py.engine.storage.heap): MCKVSSafetySmall's, 12 times their encodings, peaked
at 2.5 GB (TLC: 1.9 GB) while their encodings stayed far below QUEUE_SHARE."""


SHARED_LIMIT = 4096
"""Values _SHARED holds before it starts afresh: it keeps them alive, so a level's recurring ones only."""
_SHARED: dict[tuple[int, type], object] = {}
"""(fingerprint, type) of a state's value -> the first such value a level kept: states found from different
parents hold equal values made apart (MCKVSSafetySmall's 456,662-state level held 1.9M functions, where
decoding its states found 99.8% of their values among the last 1,000 distinct ones); keyed as the codec's
memo is, a collision as unlikely as in the seen set."""


def shared(state: State) -> State:
    """The state with each of its compound values whose fingerprint is known replaced by the equal one a
    level kept before."""
    out = []
    for v in state:
        fp = getattr(v, "_fp", None)  # a compound value's, once computed (the state's fingerprint did)
        if fp is not None:
            key = (fp, type(v))
            kept = _SHARED.get(key)
            if kept is None:
                if len(_SHARED) >= SHARED_LIMIT:
                    _SHARED.clear()
                _SHARED[key] = v
            else:
                v = kept
        out.append(v)
    return tuple(out)


def watch_heap(memory: int, storage: Callable[[], int], share: bool) -> Heap | None:
    """The live heap's bound for the levels of a search in one process whose storage may take `memory`,
    of which `storage` gives what it holds now; with `share`, the levels keep equal values once when they
    weigh in the heap (Heap.sharing; not where a value's identity counts: -coverage's makers)."""
    bound = heap.watch(int(memory * HEAP_SHARE), storage) if _PYPY else None
    if bound is not None:
        bound.share = share
        _SHARED.clear()
    return bound


class Level:
    """The states of one level, in the order they were added; read once, in that order."""

    def __init__(self, states: list[State] | None = None, budget: int = DEFAULT_BUDGET,
                 objects: int = DEFAULT_OBJECTS, object_memory: int = OBJECT_MEMORY):
        self.budget = budget
        self.objects, self.object_memory = objects, object_memory
        self.object_bytes = 0
        """The estimated bytes of the objects' encodings."""
        self.heap: Heap | None = None
        """The live heap's bound on the objects this level and `reading` hold (a search in one process)."""
        self.reading: Level | None = None
        """The level being read while this one is made."""
        self.head: list[State] = []
        self.draining: list[State] = []
        """The head being read, its last state first."""
        self.items: list[bytes] = []
        self.in_memory = 0
        self.spill = None  # a temporary file of length-prefixed encodings, written before `items`
        self.n = 0
        for s in states or ():
            self.append(s)

    @classmethod
    def built(cls, states: list[State]) -> Level:
        """A level of states already built as objects (the initial states): kept so, as encoding them
        would only add to the memory they take (each is let go once it is read)."""
        level = cls()
        level.head, level.n = states, len(states)
        return level

    @classmethod
    def within(cls, memory: int, heap: Heap | None = None, reading: Level | None = None) -> Level:
        """An empty level for a search in one process whose storage may take `memory` bytes: on PyPy its
        states stay objects up to QUEUE_SHARE of it, whatever their number, or, with `heap`, while they
        and those `reading` still holds fit the live heap's limit."""
        if not _PYPY:
            return cls()
        level = cls(objects=1 << 62, object_memory=int(memory * QUEUE_SHARE))
        if heap is not None:
            level.heap, level.reading = heap, reading
            heap.holders.add(level)
        return level

    def objects_held(self) -> int:
        """The states this level holds as objects, to be read or being read."""
        return len(self.head) + len(self.draining)

    def _fits(self) -> bool:
        """Whether one more object keeps this level and the one being read within the heap's bound."""
        reading = self.reading
        return len(self.head) + (0 if reading is None else reading.objects_held()) < self.heap.cap

    def __len__(self) -> int:
        return self.n

    def append(self, state: State, encoded: bytes | None = None) -> None:
        """Add a state (and its encoding, if it is known: not made again)."""
        if (self.n < self.objects and self.object_bytes < self.object_memory and not self.items
                and self.spill is None and (self.heap is None or self._fits())):
            if self.n % SAMPLE == 0 and self.heap is None:  # the heap's bound measures what they cost
                self.object_bytes += SAMPLE * len(encoded or encode_state(state))
            self.head.append(state if self.heap is None or not self.heap.sharing else shared(state))
            self.n += 1
        else:
            self.append_encoded(encoded or encode_state(state))

    def append_encoded(self, data: bytes) -> None:
        """Add a state already encoded (a level read back from a checkpoint)."""
        self.items.append(data)
        self.in_memory += len(data)
        self.n += 1
        if self.in_memory > self.budget:
            self._write_out()

    def _write_out(self) -> None:
        """Move the in-memory encodings to the end of the spill file."""
        if self.spill is None:
            self.spill = tempfile.TemporaryFile(prefix="tlapy-queue-")
        pack = _LEN.pack
        self.spill.write(b"".join([part for d in self.items for part in (pack(len(d)), d)]))
        self.items, self.in_memory = [], 0

    def __iter__(self) -> Iterator[State]:
        head = self._drain()
        while head:
            yield head.pop()
        yield from map(decode_state, self._encoded())

    def _drain(self) -> list[State]:
        """The head, last state first, to be popped as it is read (the level it was made beside is read by
        now)."""
        head, self.head, self.reading = self.head, [], None
        head.reverse()
        self.draining = head
        return head

    def entries(self) -> Iterator[tuple[State | None, bytes | None]]:
        """The states in order, read once, each as it is kept: (state, None) or (None, its encoding), for a
        reader that decodes only some."""
        head = self._drain()
        while head:
            yield head.pop(), None
        for data in self._encoded():
            yield None, data

    def sync(self) -> None:
        """Write out what the spill file buffers, so that copies of this process (a fork) can peek."""
        if self.spill is not None:
            self.spill.flush()

    def peek(self) -> Iterator[tuple[State | None, bytes | None]]:
        """The states in order as entries() gives them, leaving the level as it is, reading its spill file
        by position (a forked copy shares the file's offset with its parent and siblings): after sync()."""
        for state in self.head:
            yield state, None
        if self.spill is not None:
            fd, at = self.spill.fileno(), 0
            while True:
                head = os.pread(fd, 4, at)
                if not head:
                    break
                size = _LEN.unpack(head)[0]
                yield None, os.pread(fd, size, at + 4)
                at += 4 + size
        for data in self.items:
            yield None, data

    def encodings(self, keep: bool = False) -> Iterator[bytes]:
        """The states' encodings, in order, read once; with `keep` (a checkpoint of a level still to be
        expanded) the level stays as it is, to be read again."""
        head = self.head
        if not keep:
            self.head = []
        yield from map(encode_state, head)
        yield from self._encoded(keep)

    def _encoded(self, keep: bool = False) -> Iterator[bytes]:
        """The encoded states (after the head), in order, read once unless `keep`."""
        if self.spill is not None:
            f = self.spill
            f.flush()
            f.seek(0)
            while True:
                head = f.read(4)
                if not head:
                    break
                yield f.read(_LEN.unpack(head)[0])
            if keep:
                f.seek(0, os.SEEK_END)
            else:
                f.close()
                self.spill = None
        items = self.items
        if not keep:
            self.items = []
        yield from items
