"""The seen set: fingerprints as machine words in open-addressing tables, and past a memory budget in
sorted files on disk, as TLC's DiskFPSet keeps them.

A Python set of ints costs 60-90 bytes a fingerprint; a table of 8-byte words filled between half and
three quarters costs 11-16. The table is cut into SEGMENTS tables by a fingerprint's top bits, each
growing on its own, so a resize holds one segment twice, not the whole set. When the tables outgrow the
budget, each segment's fingerprints are merged into its sorted file and the tables start empty again; a
fingerprint the tables lack is then looked up in the file: a sparse index in memory (one fingerprint
per page of PAGE words) names the one page to read. Fingerprints are 64-bit signed integers; 0 marks
an empty slot, so the fingerprint 0 is kept aside.
"""

from __future__ import annotations

import os
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator
from hashlib import blake2b
from pathlib import Path

from tla_py.engine.storage.faults import merging_error

SEGMENT_BITS = 8
SEGMENTS = 1 << SEGMENT_BITS
_SHIFT = 64 - SEGMENT_BITS
_FIRST_SLOTS = 64
_MAX_LOAD = 0.75
_GROWTH = 1.5
"""A full segment grows by half: filled between 1/2 and 3/4, a fingerprint costs 11-16 bytes."""
PAGE = 512
"""Fingerprints a disk page holds (4 KB): one read per lookup past the tables."""
_WORD = 8
_INT64 = (-(1 << 63), (1 << 63) - 1)


def as_word(f: int) -> int:
    """A fingerprint as a 64-bit signed word (a VIEW's value can be its own, unbounded, fingerprint); the
    same in every process (workers, a moved or recovered search), unlike Python's salted hash()."""
    if _INT64[0] <= f <= _INT64[1]:
        return f
    data = f.to_bytes((f.bit_length() + 8) // 8, "little", signed=True)
    return int.from_bytes(blake2b(data, digest_size=8).digest(), "little", signed=True)


class _Run:
    """One segment's fingerprints on disk: a sorted file of words and the first word of each page."""

    def __init__(self, path: Path):
        self.path = path
        self.index = array("q")
        self.n = 0
        self.fd = -1

    def __contains__(self, f: int) -> bool:
        j = bisect_right(self.index, f) - 1
        if j < 0:
            return False
        page = array("q", os.pread(self.fd, PAGE * _WORD, j * PAGE * _WORD))
        k = bisect_left(page, f)
        return k < len(page) and page[k] == f

    def __iter__(self) -> Iterator[int]:
        """The fingerprints in order, read a page at a time."""
        for page in self.pages():
            yield from page

    def pages(self, size: int = 64) -> Iterator[array]:
        """The fingerprints in order, `size` pages at a time."""
        for j in range(0, len(self.index), size):
            yield array("q", os.pread(self.fd, size * PAGE * _WORD, j * PAGE * _WORD))

    def merge(self, fresh: list[int]) -> None:
        """Write the file anew with the sorted fingerprints `fresh` merged in (none of them is in it)."""
        tmp = self.path.with_suffix(".new")
        index, n, page = array("q"), 0, array("q")
        try:
            with open(tmp, "wb") as out:
                for f in _merged(iter(self) if self.fd >= 0 else iter(()), iter(fresh)):
                    if n % PAGE == 0:
                        index.append(f)
                        if page:
                            page.tofile(out)
                            page = array("q")
                    page.append(f)
                    n += 1
                page.tofile(out)
        except OSError as e:  # a full disk: the file as it was, nothing half-written left beside it
            tmp.unlink(missing_ok=True)
            raise merging_error(e, self.path) from None
        self.close()
        os.replace(tmp, self.path)
        self.fd = os.open(self.path, os.O_RDONLY)
        self.index, self.n = index, n

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1


def _merged(a: Iterator[int], b: Iterator[int]) -> Iterator[int]:
    """Two ascending streams as one."""
    x, y = next(a, None), next(b, None)
    while x is not None and y is not None:
        if x < y:
            yield x
            x = next(a, None)
        else:
            yield y
            y = next(b, None)
    if x is not None:
        yield x
        yield from a
    if y is not None:
        yield y
        yield from b


class FingerprintSet:
    """The fingerprints of the states found so far: `add` says whether one is new."""

    def __init__(self, budget: int = 1 << 62, folder: Callable[[], Path] | None = None):
        self.budget = budget
        """Bytes the tables may hold before their fingerprints move to disk."""
        self.folder = folder
        """The folder the sorted files go to, made when first asked for (None: never leave memory)."""
        self.runs: list[_Run] | None = None
        self.clear()

    def clear(self) -> None:
        """Empty, in memory (a cache of fingerprints starting afresh, where its users hold it)."""
        self.close()
        self.tables = [array("q", bytes(_FIRST_SLOTS * _WORD)) for _ in range(SEGMENTS)]
        self.counts = [0] * SEGMENTS
        self.limits = [int(_FIRST_SLOTS * _MAX_LOAD)] * SEGMENTS
        self.runs = None
        self.zero = False
        self.n = 0
        self.table_bytes = SEGMENTS * _FIRST_SLOTS * _WORD

    def __len__(self) -> int:
        return self.n

    def __contains__(self, f: int) -> bool:
        if not f:
            return self.zero
        seg = (f >> _SHIFT) & (SEGMENTS - 1)
        t = self.tables[seg]
        size = len(t)
        i = f % size
        while True:
            x = t[i]
            if x == f:
                return True
            if not x:
                break
            i += 1
            if i == size:
                i = 0
        return self.runs is not None and self.runs[seg].n > 0 and f in self.runs[seg]

    def add(self, f: int) -> bool:
        """Add fingerprint `f` (a 64-bit signed word); True when it was not in the set."""
        if not f:
            if self.zero:
                return False
            self.zero = True
            self.n += 1
            return True
        seg = (f >> _SHIFT) & (SEGMENTS - 1)
        t = self.tables[seg]
        size = len(t)
        i = f % size
        while True:
            x = t[i]
            if x == f:
                return False
            if not x:
                break
            i += 1
            if i == size:
                i = 0
        runs = self.runs
        if runs is not None and runs[seg].n > 0 and f in runs[seg]:
            return False
        t[i] = f
        self.n += 1
        self.counts[seg] += 1
        if self.counts[seg] > self.limits[seg]:
            self._grow(seg)
        return True

    def update(self, fps: Iterable[int]) -> None:
        add = self.add
        for f in fps:
            add(f)

    def _grow(self, seg: int) -> None:
        """Rehash a full segment into a table half as big again, or move every table to disk when the
        tables would outgrow the budget."""
        old = self.tables[seg]
        size = int(len(old) * _GROWTH) + 1
        if self.folder is not None and self.table_bytes + (size - len(old)) * _WORD > self.budget:
            self.spill()
            return
        t = array("q", bytes(size * _WORD))
        for f in old:
            if f:
                i = f % size
                while t[i]:
                    i += 1
                    if i == size:
                        i = 0
                t[i] = f
        self.tables[seg] = t
        self.limits[seg] = int(size * _MAX_LOAD)
        self.table_bytes += (size - len(old)) * _WORD

    def spill(self) -> None:
        """Merge every segment's table into its file on disk; the tables start empty, at their size."""
        if self.runs is None:
            assert self.folder is not None
            folder = self.folder()
            self.runs = [_Run(folder / f"seen-{seg:02x}.fp") for seg in range(SEGMENTS)]
        for seg, t in enumerate(self.tables):
            if self.counts[seg]:
                self.runs[seg].merge(sorted(f for f in t if f))
                self.tables[seg] = array("q", bytes(len(t) * _WORD))
                self.counts[seg] = 0

    @property
    def memory_bytes(self) -> int:
        """Bytes held in memory: the tables and the disk files' page indexes."""
        return self.table_bytes + (0 if self.runs is None else sum(len(r.index) for r in self.runs) * _WORD)

    @property
    def disk_bytes(self) -> int:
        return 0 if self.runs is None else sum(r.n for r in self.runs) * _WORD

    def __iter__(self) -> Iterator[int]:
        """Every fingerprint, segment by segment."""
        for batch in self.batches():
            yield from batch

    def batches(self) -> Iterator[array]:
        """Every fingerprint, as arrays of words (a checkpoint writes them a batch at a time)."""
        if self.zero:
            yield array("q", [0])
        for seg, t in enumerate(self.tables):
            if self.counts[seg]:
                yield array("q", filter(None, t))
            if self.runs is not None and self.runs[seg].n:
                yield from self.runs[seg].pages()

    def close(self) -> None:
        """Let the disk files go (the folder is the run's to remove)."""
        for r in self.runs or ():
            r.close()
