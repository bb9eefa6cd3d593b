"""What the states a search keeps as objects really cost on PyPy: the live heap after each major
collection (gc.hooks), over the states the levels then held as objects, bounds how many they may hold.

Their encodings say little of it: MCKVSSafetySmall's objects are about 12 times theirs (a 456,662-state
level as objects, 1.2 GB live), and PyPy lets its heap grow by PYPY_GC_MAJOR_COLLECT (1.82) past the live
objects before it collects again, so the process peaked at 2.5 GB."""

from __future__ import annotations

import gc
import platform
import weakref
from collections.abc import Callable

UNBOUNDED = 1 << 62
MEASURED_FROM = 0.5
"""The live heap past the storage, as a share of the limit, from which a collection's figure bounds the
objects: below it the interpreter and the model weigh too much in it (a level of 5,000 states beside
50 MB would be allowed 15,000 in 150 MB)."""
SHARED_FROM = 0.25
"""The live heap past the storage, as a share of the limit, from which the levels keep one of equal values:
below it sharing costs more than it saves (MCKVsnap, 32,293 states: 4.9-5.0 s of PyPy CPU
without, 5.7-6.5 s with)."""


class Heap:
    """The live heap's limit and the states it may hold as objects (UNBOUNDED until measured)."""

    def __init__(self, limit: int, storage: Callable[[], int] = lambda: 0):
        self.limit = limit
        self.storage = storage
        """The bytes the seen set and the trace arrays hold in memory (counted apart, in the budget)."""
        self.cap = UNBOUNDED
        self.share = False
        """Whether the levels may keep one of equal values (tla_py.engine.storage.frontier.shared)."""
        self.sharing = False
        """Whether they do now: `share`, and the last collection found the heap past SHARED_FROM."""
        self.holders: weakref.WeakSet = weakref.WeakSet()

    def collected(self, live: int) -> None:
        """A major collection left `live` bytes: the states held now, scaled to the limit, bound them while
        they weigh in the heap (past the storage); else, none held, the next collection measures them."""
        held = sum(h.objects_held() for h in self.holders)
        objects = live - self.storage()
        self.sharing = self.share and objects >= self.limit * SHARED_FROM
        if held and objects >= self.limit * MEASURED_FROM:
            self.cap = held * self.limit // objects
        else:
            self.cap = UNBOUNDED


_current: list[Heap | None] = [None]


def _on_collect(stats) -> None:
    """PyPy's hook after a major collection."""
    heap = _current[0]
    if heap is not None:
        heap.collected(stats.arenas_bytes + stats.rawmalloc_bytes_after)


def watch(limit: int, storage: Callable[[], int]) -> Heap | None:
    """On PyPy, a Heap of `limit` live bytes beside `storage` kept up to date by the collector (None
    elsewhere, or where another hook is set)."""
    hooks = getattr(gc, "hooks", None)
    if platform.python_implementation() != "PyPy" or hooks is None:
        return None
    if hooks.on_gc_collect not in (None, _on_collect):
        return None
    heap = Heap(limit, storage)
    _current[0] = heap
    hooks.on_gc_collect = _on_collect
    return heap


def unwatch(heap: Heap | None) -> None:
    """Stop keeping `heap` up to date."""
    if heap is not None and _current[0] is heap:
        _current[0] = None
        gc.hooks.on_gc_collect = None
