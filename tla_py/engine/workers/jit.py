"""PyPy's machine code in a worker, traced once more when the levels grow big.

The JIT traces the evaluator on the first states a process expands. A worker starts at level 1, whose
states are small (few messages, short sequences), and the code traced on them runs the big states of the
later levels far slower than code traced on those: BookKeeper b2_wq2_aq2 in one PyPy process from
level 1 spends 123-104 us a state at levels 17-19, handed over to PyPy at level 13 77-64 us, the same
work (the evaluator's lazy caches fill alike). So a worker releases its code once, before the first
level of which it expands LEVEL states or more, and the JIT traces it again on that level's states: one
more warm-up (BookKeeper: ~1.4 s of CPU), repaid on every state after it."""

from __future__ import annotations

import gc

try:
    from pypyjit import releaseall
except ImportError:  # CPython: no machine code to release
    releaseall = None

LEVEL = 8000
"""A worker's share of a level from which the search is big enough for a warm-up to pay."""

_done = [releaseall is None]
"""Whether this process has released its code (a forked copy inherits it with the code)."""


def retrace(states: int) -> None:
    """Before a level of which this process expands `states`: release its code if due."""
    if _done[0] or states < LEVEL:
        return
    _done[0] = True
    releaseall()
    gc.collect()  # the code is let go at a collection: now, before the level is traced
