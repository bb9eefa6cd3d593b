"""-checkpoint, -metadir and -recover: a search written to disk every so often between two levels, and
a run that goes on from the last one written.

A checkpoint is the file checkpoint.tlapy in the run's folder (-metadir DIR, or TLC's default,
states/YY-MM-DD-HH-MM-SS.mmm under the working folder, made at the first checkpoint). Each one is
written aside, flushed to the disk and renamed over the last, so a crash at any moment leaves the last
one whole. It names the run that wrote it (the hashes of the spec's modules and of the config, the
flags that change results, tlapy's version): -recover refuses a checkpoint of another run. A run that
reaches its verdict removes its checkpoint; one that is killed, interrupted or loses a worker keeps it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from tla_py import __version__
from tla_py.engine.model import Model
from tla_py.engine.storage import checkpoint
from tla_py.engine.storage.checkpoint import Malformed, SearchState
from tla_py.errors import TlaError

try:
    import fcntl
except ImportError:  # Windows: no lock, one run per folder is then the user's care
    fcntl = None

FILE = "checkpoint.tlapy"
_ASIDE = ".checkpoint.tlapy.new"
_LOCK = ".checkpoint.lock"
DEFAULT_MINUTES = 30.0
"""TLC's default interval."""
_ENGINE_FILES = ("codec.py", "fingerprint.py", "storage/fpset.py")
"""The code a checkpoint's states and fingerprints depend on: a tlapy whose encoding or fingerprints
differ (an edited checkout, same version number) cannot go on from it."""


class CheckpointError(TlaError):
    """A checkpoint -recover cannot go on from (TLC exits 255 on a checkpoint it cannot read), or a folder
    checkpoints cannot be written in."""


def identity(model: Model, keep_going: bool) -> dict:
    """What a recovered run must share with the run that wrote the checkpoint: the texts of the spec's
    modules and of its config, the flags that change results, and tlapy's."""
    from tla_py.stdlib.tlc import RUN

    src = model.source
    modules: dict[str, str] = {}
    loader = getattr(getattr(model, "spec", None), "loader", None)
    for name, mod in sorted((loader.modules if loader is not None else {}).items()):
        modules[name] = _file_hash(mod.span.file)
    return {
        "module": model.module,
        "spec": _file_hash(src.spec) if src is not None else None,
        "config": _file_hash(src.config) if src is not None and src.config is not None else None,
        "modules": modules,
        "deadlock": bool(model.check_deadlock),
        "seed": str(RUN.seed),
        "fp": RUN.fp_index,
        "continue": keep_going,
        "tlapy": tlapy_version(),
    }


def tlapy_version() -> str:
    """tlapy's version and a hash of the code its checkpoints' encodings and fingerprints come from."""
    engine = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for name in _ENGINE_FILES:
        digest.update((engine / name).read_bytes())
    return f"{__version__} ({digest.hexdigest()[:12]})"


def _file_hash(path: str) -> str:
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except OSError:
        return "unreadable"


def differences(recorded: dict, current: dict) -> list[str]:
    """What differs between the run that wrote a checkpoint and this one, in words."""
    out = []
    if recorded.get("module") != current["module"]:
        out.append(f"it is a run of module {recorded.get('module')}, not {current['module']}")
    for key, what in (("spec", "the spec"), ("config", "the config")):
        if recorded.get(key) != current[key]:
            out.append(f"{what} has changed since")
    old, new = recorded.get("modules") or {}, current["modules"]
    for name in sorted(set(old) | set(new)):
        if name not in new:
            out.append(f"its run used module {name}, this one does not")
        elif name not in old:
            out.append(f"this run uses module {name}, its run did not")
        elif old[name] != new[name]:
            out.append(f"module {name} has changed since")
    if recorded.get("deadlock") != current["deadlock"]:
        said = {True: "checked", False: "not checked (-deadlock)"}
        out.append(f"deadlock was {said.get(recorded.get('deadlock'), '?')} in its run, "
                   f"{said[current['deadlock']]} in this one")
    if recorded.get("continue") != current["continue"]:
        out.append("its run had -continue, this one has not" if recorded.get("continue")
                   else "this run has -continue, its run had not")
    if recorded.get("tlapy") != current["tlapy"]:
        out.append(f"it was written by tlapy {recorded.get('tlapy')}, this is tlapy {current['tlapy']}")
    return out


def flag_conflicts(recorded: dict, seed: int | None, fp: int | None) -> list[str]:
    """The -seed and -fp given to a recovered run that differ from its first run's (which it takes
    when they are not given: that run may have drawn them at random)."""
    out = []
    if seed is not None and str(seed) != recorded.get("seed"):
        out.append(f"its run had -seed {recorded.get('seed')}, this one -seed {seed}")
    if fp is not None and fp != recorded.get("fp"):
        out.append(f"its run had -fp {recorded.get('fp')}, this one -fp {fp}")
    return out


@dataclass
class Recovery:
    """A checkpoint opened for -recover: its first section read, the rest read by the engine."""

    path: Path
    f: BinaryIO
    meta: dict
    say: Callable[[str], None] = print

    @property
    def counts(self) -> dict:
        return self.meta["counts"]

    def refuse_unless(self, current: dict) -> None:
        """Refuse (CheckpointError) a checkpoint written by a run of another spec, config or flags than
        the run of `current` identity()."""
        problems = differences(self.meta["identity"], current)
        if problems:
            raise CheckpointError(f"tlapy: cannot recover from {self.path}: it was written by another run:\n"
                                + "\n".join(f"  - {p}" for p in problems)
                                + "\nRecover with the first run's spec, config and flags, or start afresh.")

    def read(self, seen, parent, pos) -> SearchState:
        """The rest of the checkpoint into `seen` (anything with update()) and the columns."""
        try:
            state = checkpoint.read(self.f, seen, parent, pos, self.meta)
            self.say(f"Recovery completed. {len(state.parent)} states examined. {len(state.frontier)} states "
                     "on queue.")
            return state
        except Malformed as e:
            raise CheckpointError(f"tlapy: cannot recover from {self.path}: {e}.") from None
        except OSError as e:
            raise CheckpointError(f"tlapy: cannot read {self.path}: {e.strerror or e}.") from None
        finally:
            self.f.close()


def open_recovery(folder: Path, seed: int | None, fp: int | None) -> Recovery:
    """The last complete checkpoint in `folder` (-recover), its first section read and the -seed and -fp
    given checked against its run's; CheckpointError when there is none or it cannot be used."""
    path = folder / FILE
    if not folder.is_dir():
        raise CheckpointError(f"tlapy: -recover {folder}: no such folder.")
    try:
        f = open(path, "rb")  # noqa: SIM115 - closed by Recovery.read, or below
    except FileNotFoundError:
        raise CheckpointError(f"tlapy: -recover {folder}: it holds no checkpoint ({FILE}): nothing to "
                              "recover (a run that reached its verdict removes its checkpoint).") from None
    except OSError as e:
        raise CheckpointError(f"tlapy: cannot read {path}: {e.strerror or e}.") from None
    try:
        meta = checkpoint.read_meta(f)
        run = meta.get("run")
        if not (isinstance(run, dict) and isinstance(run.get("seed"), int)
                and isinstance(run.get("fp_index"), int) and 0 <= run["fp_index"] <= 130):
            raise Malformed("a malformed checkpoint (its run's seed and -fp)")
    except (Malformed, OSError) as e:
        f.close()
        raise CheckpointError(f"tlapy: cannot recover from {path}: {e}.") from None
    problems = flag_conflicts(meta["identity"], seed, fp)
    if problems:
        f.close()
        raise CheckpointError(f"tlapy: cannot recover from {path}: it was written by another run:\n"
                            + "\n".join(f"  - {p}" for p in problems)
                            + "\nLeave -seed and -fp out: a recovered run takes its first run's.")
    return Recovery(path, f, meta)


def now_text(epoch: float) -> str:
    """A time as TLC prints it."""
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(epoch))


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
    """The last checkpoint: `elapsed` (seconds of search when taken), `at` (wall clock), `took`
    (seconds), `bytes`."""
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
        """A checkpoint is due `elapsed` seconds into the search."""
        if self.interval <= 0:
            return False
        return elapsed - (self.last["elapsed"] if self.last else 0.0) >= self.interval

    def take(self, state: SearchState, elapsed: float,
             write: Callable[[BinaryIO, SearchState], None] | None = None) -> None:
        """Write `state` (its frontier kept) as the run's checkpoint, whole or not at all; a failure to
        write is said and the search goes on (the last checkpoint stays)."""
        t = time.monotonic()
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
            why = e.strerror if isinstance(e, OSError) and e.strerror else e
            self.say(f"Warning: the checkpoint was not written ({why}); the search goes on, the last "
                     f"checkpoint is {'none' if self.last is None else now_text(self.last['at'])}.")
            self.last = {"elapsed": elapsed, "at": time.time(), "took": 0.0, "bytes": 0, "failed": True}
            return
        now = time.time()
        self.last = {"elapsed": elapsed, "at": now, "took": time.monotonic() - t, "bytes": size}
        self.owned = True
        self.say(f"Checkpointing completed at ({now_text(now)}) in {self.last['took']:.2f}s.")

    def _folder(self) -> Path:
        """The folder checkpoints go to, made (and locked against another run) at the first one."""
        if self.folder is None:
            stamp = time.strftime("%y-%m-%d-%H-%M-%S", time.localtime(self.started))
            self.folder = Path("states") / f"{stamp}.{int(self.started * 1000) % 1000:03d}"
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
        _remove_left_behind(self.folder)
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



def _remove_left_behind(folder: Path) -> None:
    """Remove the storage folders (tla_py.engine.storage.space: run-PID-*) of runs killed before, whose
    process is gone (a killed run cannot remove its own)."""
    for entry in folder.glob("run-*-*"):
        pid = entry.name.split("-")[1]
        if not pid.isdigit() or not entry.is_dir() or entry.is_symlink() or _alive(int(pid)):
            continue
        shutil.rmtree(entry, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
