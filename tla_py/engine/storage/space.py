"""A run's storage budget and folder: how many bytes its seen set, trace arrays, frontier and liveness
graph may hold in memory (TLC's -fpmem), and where the rest goes on disk (TLC's -metadir)."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from tla_py.engine.storage.columns import Column
from tla_py.engine.storage.faults import folder_error
from tla_py.engine.storage.fpset import FingerprintSet
from tla_py.engine.storage.owner import claim, sweep
from tla_py.machine import physical_memory

DEFAULT_FPMEM = 0.25
"""TLC's default: a quarter of the machine's physical memory."""
SEEN_SHARE = 0.875
"""The seen set's share of a run's budget (the rest: a level's queue in memory, 16 MB a level)."""
COLUMN_MEMORY = 1 << 20
"""Bytes of an append-only column (the trace arrays, the liveness graph) kept in memory: the rest is on
disk from the start, as TLC's trace file and liveness graph are, since a search only appends to them and
reads them back at the end or one entry a level (ghostferry's graph held the main process at 1.7 GB
after 30 minutes when it took a quarter of -fpmem 4096)."""


def budget_bytes(fpmem: float | None) -> int:
    """-fpmem as bytes: below 1, a fraction of physical memory; from 1 on, megabytes (TLC's two forms)."""
    if fpmem is None:
        fpmem = DEFAULT_FPMEM
    if fpmem <= 0:
        raise ValueError("-fpmem must be positive")
    return int(fpmem * physical_memory()) if fpmem < 1 else int(fpmem * (1 << 20))


@dataclass
class Space:
    """Where one process of a run keeps its storage: `memory` bytes, then files under `metadir` (or a
    fresh folder under the system's temporary folder, created when first needed and removed by close).
    The folders of runs killed before they could remove theirs go first (tla_py.engine.storage.owner)."""

    memory: int
    metadir: Path | None = None
    _folder: Path | None = field(default=None, repr=False)
    _made: bool = field(default=False, repr=False)
    _owner: int = field(default=-1, repr=False)
    parts: list = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        sweep(*self._where())

    def _where(self) -> tuple[Path, str]:
        """The folder this run's folder goes in, and its name's prefix."""
        if self.metadir is not None:
            return self.metadir, "run-"
        return Path(tempfile.gettempdir()), "tlapy-run-"

    def folder(self) -> Path:
        if self._folder is None:
            parent, prefix = self._where()
            try:
                parent.mkdir(parents=True, exist_ok=True)
                folder = Path(tempfile.mkdtemp(prefix=f"{prefix}{os.getpid()}-", dir=parent))
            except OSError as e:
                raise folder_error(e, parent) from None
            self._folder, self._made = folder, True
            atexit.register(self.close)
            self._owner = claim(folder)
        return self._folder

    def seen_set(self, share: float = SEEN_SHARE) -> FingerprintSet:
        s = FingerprintSet(int(self.memory * share), self.folder)
        self.parts.append(s)
        return s

    def column(self, name: str, typecode: str = "i") -> Column:
        """A column of the trace arrays or the liveness graph: its newest megabyte in memory."""
        c = Column(typecode, COLUMN_MEMORY, self.folder, f"{name}.col")
        self.parts.append(c)
        return c

    @property
    def memory_bytes(self) -> int:
        return sum(p.memory_bytes for p in self.parts)

    @property
    def disk_bytes(self) -> int:
        return sum(p.disk_bytes for p in self.parts)

    def close(self) -> None:
        """Close every file and remove the folder this run made."""
        for p in self.parts:
            p.close()
        self.parts = []
        if self._made and self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder, self._made = None, False
        if self._owner >= 0:
            os.close(self._owner)
            self._owner = -1

