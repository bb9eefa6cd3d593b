"""-recover DIR: a run that goes on from the checkpoint in DIR (tla_py.engine.storage.periodic writes
them), if it was written by a run of the same spec, config and flags.

A checkpoint names the run that wrote it: the hashes of the texts of the spec's modules and of its
config, the flags that change results, and tlapy's version. A recovered run compares them with its own
and refuses another run's, saying what differs; it takes the seed and -fp of the run that wrote it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from tla_py.engine.storage import checkpoint
from tla_py.engine.storage.checkpoint import Malformed, SearchState, SectionReader
from tla_py.errors import TlaError
from tla_py.semantics.compiled import Model
from tla_py.version import __version__

FILE = "checkpoint.tlapy"
"""A checkpoint's name in its folder."""
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
    from tla_py.values.sets import max_set_size

    src = model.source
    modules: dict[str, str] = {}
    loader = getattr(getattr(model, "spec", None), "loader", None)
    for name, mod in sorted((loader.modules if loader is not None else {}).items()):
        modules[name] = _file_hash(mod.span.file)
    return {
        "module": model.module,
        "variables": list(model.variables),
        "spec": _file_hash(src.spec) if src is not None else None,
        "config": _file_hash(src.config) if src is not None and src.config is not None else None,
        "modules": modules,
        "deadlock": bool(model.check_deadlock),
        "seed": str(RUN.seed),
        "fp": RUN.fp_index,
        "continue": keep_going,
        "inv": list(src.invariants) if src is not None else [],
        "postCondition": list(src.postconditions) if src is not None else [],
        "maxSetSize": max_set_size(),
        "allow-io-exec": bool(RUN.allow_io_exec),
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
    """What differs between the run that wrote a checkpoint and this one, in words (a field of the wrong
    kind, which only a crafted file has, is a difference)."""
    out = []
    if recorded.get("module") != current["module"]:
        out.append(f"it is a run of module {recorded.get('module')}, not {current['module']}")
    if recorded.get("variables") != current["variables"]:
        out.append(f"its states are of the variables {recorded.get('variables')}, this spec's of "
                   f"{current['variables']}")
    for key, what in (("spec", "the spec"), ("config", "the config")):
        if recorded.get(key) != current[key]:
            out.append(f"{what} has changed since")
    old, new = recorded.get("modules"), current["modules"]
    old = old if isinstance(old, dict) else {}
    for name in sorted(set(old) | set(new)):
        if name not in new:
            out.append(f"its run used module {name}, this one does not")
        elif name not in old:
            out.append(f"this run uses module {name}, its run did not")
        elif old[name] != new[name]:
            out.append(f"module {name} has changed since")
    if recorded.get("deadlock") != current["deadlock"]:
        said = {True: "checked", False: "not checked (-deadlock)"}
        theirs = recorded.get("deadlock")
        out.append(f"deadlock was {said[theirs] if isinstance(theirs, bool) else '?'} in its run, "
                   f"{said[current['deadlock']]} in this one")
    if recorded.get("continue") != current["continue"]:
        out.append("its run had -continue, this one has not" if recorded.get("continue")
                   else "this run has -continue, its run had not")
    for flag in _FLAGS:
        if recorded.get(flag) != current[flag]:
            theirs, ours = _flag(flag, recorded.get(flag)), _flag(flag, current[flag])
            out.append(f"its run had {theirs}, this one {ours}")
    if recorded.get("tlapy") != current["tlapy"]:
        out.append(f"it was written by tlapy {recorded.get('tlapy')}, this is tlapy {current['tlapy']}")
    return out


_FLAGS = ("inv", "postCondition", "maxSetSize", "allow-io-exec")
"""The command line's flags, besides -deadlock and -continue, that change what a search finds."""


def _flag(flag: str, value: object) -> str:
    """A flag as it was given: `-inv 'x > 1'`, none, `-maxSetSize 100`."""
    if isinstance(value, list):
        return " ".join(f"-{flag} {v!r}" for v in value) or f"no -{flag}"
    if isinstance(value, bool) or value is None:
        return f"--{flag}" if value else f"no --{flag}"
    return f"-{flag} {value}"


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
    reader: SectionReader
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
            self.f.close()
            raise CheckpointError(f"tlapy: cannot recover from {self.path}: it was written by another run:\n"
                                + "\n".join(f"  - {p}" for p in problems)
                                + "\nRecover with the first run's spec, config and flags, or start afresh.")

    def read(self, seen, parent, pos) -> SearchState:
        """The rest of the checkpoint into `seen` (anything with update()) and the columns."""
        try:
            state = checkpoint.read(self.f, seen, parent, pos, self.meta, self.reader)
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
        reader = SectionReader(f)
        meta = checkpoint.read_meta(reader)
    except (Malformed, OSError) as e:
        f.close()
        raise CheckpointError(f"tlapy: cannot recover from {path}: {e}.") from None
    problems = flag_conflicts(meta["identity"], seed, fp)
    if problems:
        f.close()
        raise CheckpointError(f"tlapy: cannot recover from {path}: it was written by another run:\n"
                            + "\n".join(f"  - {p}" for p in problems)
                            + "\nLeave -seed and -fp out: a recovered run takes its first run's.")
    return Recovery(path, f, reader, meta)


def remove_left_behind(folder: Path) -> None:
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
