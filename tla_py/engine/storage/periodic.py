"""-checkpoint MINUTES and -metadir DIR: a search written to disk every so often, between two levels.

A checkpoint is the file checkpoint.tlapy in the run's folder (-metadir DIR, or TLC's default,
states/YY-MM-DD-HH-MM-SS.mmm under the working folder, made at the first checkpoint), in the form of
tla_py.engine.storage.checkpoint. Each one is written aside, flushed to the disk and renamed over the
last, so a crash at any moment leaves the last one whole. A run that reaches its verdict removes its
checkpoint; one that is killed, interrupted or loses a worker keeps it, for -recover
(tla_py.engine.storage.recovery).
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from tla_py.engine.storage import checkpoint
from tla_py.engine.storage.checkpoint import SearchState
from tla_py.engine.storage.recovery import FILE, CheckpointError, Recovery, remove_left_behind

try:
    import fcntl
except ImportError:  # Windows: no lock, one run per folder is then the user's care
    fcntl = None

_ASIDE = ".checkpoint.tlapy.new"
_LOCK = ".checkpoint.lock"


def now_text(epoch: float) -> str:
    """A time as TLC prints it."""
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(epoch))


def default_folder(started: float) -> Path:
    """TLC's folder of a run started at `started`: states/YY-MM-DD-HH-MM-SS.mmm."""
    stamp = time.strftime("%y-%m-%d-%H-%M-%S", time.localtime(started))
    return Path("states") / f"{stamp}.{int(started * 1000) % 1000:03d}"


def is_due(interval: float, last: dict | None, elapsed: float) -> bool:
    """A checkpoint is due `elapsed` seconds into the search, an interval after the last (0: never)."""
    if interval <= 0:
        return False
    return elapsed - (last["elapsed"] if last else 0.0) >= interval


def not_written(say: Callable[[str], None], last: dict | None, elapsed: float, why: object) -> dict:
    """Say a checkpoint failed (the search goes on) and give the record that stands for it."""
    say(f"Warning: the checkpoint was not written ({why}); the search goes on, the last "
        f"checkpoint is {'none' if last is None else now_text(last['at'])}.")
    return {"elapsed": elapsed, "at": time.time(), "took": 0.0, "bytes": 0, "failed": True}


def written(say: Callable[[str], None], elapsed: float, started: float, size: int) -> dict:
    """Say a checkpoint begun at monotonic time `started` is complete, and give its record."""
    now, took = time.time(), time.monotonic() - started
    say(f"Checkpointing completed at ({now_text(now)}) in {took:.2f}s.")
    return {"elapsed": elapsed + took, "at": now, "took": took, "bytes": size}


@dataclass
class Checkpoints:
    """When and where a search writes its checkpoints, and the last one written."""

    interval: float
    """Seconds between two checkpoints (of search time); 0: none."""
    folder: Path | None = None
    """-metadir or -recover's folder; None: TLC's states/<start time>, made at the first checkpoint."""
    say: Callable[[str], None] = print
    identity: dict = field(default_factory=dict)
    last: dict | None = None
    """The last checkpoint: `elapsed` (seconds of search when it was written: the next is due an
    interval later), `at` (wall clock), `took` (seconds), `bytes`."""
    made: bool = False
    """This run made `folder` (TLC's default), and removes it with its checkpoint."""
    lock: int = -1
    owned: bool = False
    """The checkpoint in `folder` is this run's (written, recovered from, or by the process it moved from)."""
    started: float = field(default_factory=time.time)

    @property
    def path(self) -> Path | None:
        return None if self.folder is None else self.folder / FILE

    def due(self, elapsed: float) -> bool:
        return is_due(self.interval, self.last, elapsed)

    def take(self, state: SearchState, elapsed: float,
             write: Callable[[BinaryIO, SearchState], None] | None = None) -> None:
        """Write `state` (its frontier kept) as the run's checkpoint, whole or not at all; a failure to
        write is said and the search goes on (the last checkpoint stays)."""
        t = time.monotonic()
        aside = None
        try:
            folder = self._folder()
            self.say(f"Checkpointing of run {folder}")
            aside = folder / _ASIDE
            fd = os.open(aside, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "wb", buffering=1 << 20) as f:
                state.identity = self.identity
                if write is None:
                    checkpoint.write(f, state, keep=True)
                else:
                    write(f, state)
                size = f.tell()
            checkpoint.fsync_replace(str(aside), str(folder / FILE))
        except (OSError, CheckpointError) as e:
            if aside is not None:  # a partial file is of no use, and may fill the disk that refused it
                with contextlib.suppress(OSError):
                    aside.unlink()
            why = e.strerror if isinstance(e, OSError) and e.strerror else e
            self.last = not_written(self.say, self.last, elapsed, why)
            return
        self.last = written(self.say, elapsed, t, size)
        self.owned = True

    def _folder(self) -> Path:
        """The folder checkpoints go to, made (and locked against another run) at the first one."""
        if self.folder is None:
            self.folder = default_folder(self.started)
            self.made = not self.folder.exists()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.hold_lock()
        return self.folder

    def hold_lock(self) -> None:
        """Hold the folder's lock for the rest of the run: one run at a time writes its checkpoint."""
        if self.lock >= 0 or fcntl is None or self.folder is None:
            return
        fd = os.open(self.folder / _LOCK, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "?"
            os.close(fd)
            raise CheckpointError(f"another run (pid {holder}) is writing its checkpoints in {self.folder}; "
                                "give this one another -metadir") from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, str(os.getpid()).encode(), 0)
        self.lock = fd

    def record(self) -> dict:
        """What a search moved to another process takes along: the folder and the last checkpoint."""
        return {"folder": None if self.folder is None else str(self.folder.resolve()), "made": self.made,
                "last": self.last, "owned": self.owned}

    def take_over(self, record: dict | None) -> None:
        """Go on from a moved search's record (see record()); a recovered run has its own (recovered())."""
        if not record or self.last is not None:
            return
        if record.get("folder") and self.folder is None:
            self.folder, self.made = Path(record["folder"]), bool(record.get("made"))
        self.last = record.get("last") or self.last
        self.owned = bool(record.get("owned"))

    def recovered(self, recovery: Recovery) -> None:
        """A run recovered from `recovery` writes its checkpoints in the same folder, the next one an
        interval after the one it went on from."""
        if self.folder is None:
            self.folder = recovery.path.parent
        self.hold_lock()
        remove_left_behind(self.folder)
        self.owned = True
        c = recovery.counts
        self.last = {"elapsed": c["elapsed"], "at": c.get("written_at", time.time()), "took": None,
                     "bytes": recovery.path.stat().st_size}

    def ended(self) -> None:
        """The run has its verdict: its checkpoint is of no more use (nor the folder it made). A run that
        neither wrote nor recovered one leaves the folder's (an earlier run's) as it is."""
        if self.folder is None or not self.owned:
            return
        for name in (FILE, _ASIDE) + ((_LOCK,) if self.lock >= 0 else ()):
            try:
                (self.folder / name).unlink()
            except OSError:
                pass
        if self.made:
            try:
                self.folder.rmdir()
            except OSError:
                pass
