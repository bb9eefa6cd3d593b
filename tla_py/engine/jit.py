"""PyPy's machine code traced once more when the levels grow big, in a process that traced it on small ones.

The JIT traces the evaluator on the first states a process expands. A search that starts on PyPy at level 1
(a spawned worker, or a search run on PyPy from the start) traces it on small states (few messages, short
sequences), and that code runs the big states of the later levels far slower than code traced on those:
BookKeeper b2_wq2_aq2 in one PyPy process from level 1 spends 123-104 us a state at levels 17-19, handed
over to PyPy at level 13 77-64 us, the same work (the evaluator's lazy caches fill alike). So a process
that has expanded a level of fewer than LEVEL states (its share) releases its code once, before the first
level of LEVEL or more, and the JIT traces it again on that level's states: one more warm-up (BookKeeper:
~1.4 s of CPU), repaid on every state after it. A process whose first level is big (a worker resumed
from a checkpoint) keeps its code; a search moved to PyPy mid-way does not ask (inprocess.bfs)."""

from __future__ import annotations

import gc

try:
    from pypyjit import releaseall
except ImportError:  # CPython: no machine code to release
    releaseall = None

LEVEL = 8000
"""A process's share of a level from which the search is big enough for a warm-up to pay."""

_traced_small = [False]
"""Whether this process has expanded a level of fewer than LEVEL states (a forked copy inherits it, with
the code)."""

_done = [releaseall is None]
"""Whether this process has released its code."""


def retrace(states: int) -> None:
    """Before a level of which this process expands `states`: release its code if due."""
    if _done[0]:
        return
    if states < LEVEL:
        _traced_small[0] = True
        return
    _done[0] = True
    if _traced_small[0]:
        releaseall()
        gc.collect()  # the code is let go at a collection: now, before the level is traced
