"""What a Spark executor runs: the Model rebuilt from the module texts of the job, and one state's expansion.

Nothing here imports pyspark (pyarrow only inside the batch function), so the driver also uses
`expand` to reproduce an event (or an error of a temporal atom) with its own Model. The Model is
built once per Python worker process: `_MODELS` lives in this importable module, which the function
shipped to the executors names by reference (functools.partial of a module-level function), so it is
not pickled with it.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from tla_py.engine import result as R
from tla_py.engine.codec import decode_state, encode_state
from tla_py.engine.fingerprint import fingerprinter
from tla_py.engine.model import Model, State
from tla_py.engine.properties import Atoms, plan_properties
from tla_py.engine.rules import action_allowed, first_violated, invariants_of
from tla_py.errors import EvalError
from tla_py.stdlib.tlc import RUN

ROW, EVENT, COUNT, STATE, ATOM_ERROR = 0, 1, 2, 3, 4
"""Kinds of output row: a successor kept for dedup (and a step of the liveness graph), an event
(deadlock, violation, error), a count, an expanded state's temporal atoms, a temporal atom that failed
to evaluate while expanding a state."""
ERROR_MARK = "\x00"
"""Starts the `bad` field of a successor whose invariant failed to evaluate (followed by the message)."""


@dataclass(frozen=True)
class Job:
    """What executors need to build the Model: the module texts and how the driver built it."""

    texts: tuple[tuple[str, str], ...]
    """(relative path, text): spec/<files of the spec's folder>, lib<i>/<files>, cfg/<config>."""
    spec: str
    config: str | None
    lib_dirs: tuple[str, ...]
    check_deadlock: bool | None
    seed: int
    allow_io_exec: bool = False

    def key(self) -> str:
        what = (self.texts, self.spec, self.config, self.check_deadlock, self.seed, self.allow_io_exec)
        return hashlib.sha256(repr(what).encode()).hexdigest()[:24]


class Expansion(NamedTuple):
    """One state expanded: successors generated, [(fp, position, state, bad, step atoms)] of those kept,
    the event that ended it (or None), and (state atoms, stuttering step's atoms) when liveness is on."""

    generated: int
    rows: list
    event: tuple | None
    bits: tuple[int, int] | None = None


@dataclass
class Expander:
    """A Model with what the search loop needs at hand, its temporal properties sorted as bfs sorts them."""

    model: Model

    def __post_init__(self) -> None:
        m = self.model
        self.fp = fingerprinter(m)
        self.constraints = [c.test for c in m.constraints]
        self.plan, _ = plan_properties(m)
        self.invariants = invariants_of(m, self.plan)
        self.step_properties = self.plan.steps if self.plan else []
        self.atoms = Atoms(self.plan) if self.plan and self.plan.liveness else None

    def fingerprint(self, s: State) -> int:
        """The engine's fingerprint as a long (a VIEW's big integer is hashed, stably, into range)."""
        return as_long(self.fp(s))

    def first_violated(self, s: State) -> str | None:
        """The first invariant, in config order, that `s` violates."""
        return first_violated(self.invariants, s)

    def allowed(self, s: State, t: State, level: int) -> bool:
        """CONSTRAINTs on t and ACTION_CONSTRAINTs on s -> t, as the in-process engine asks them."""
        return all(c(t) for c in self.constraints) and action_allowed(self.model, s, t, level)

    def expand(self, s: State, level: int, known: Known | None = None) -> Expansion:
        """Successors of s as bfs.explore meets them, and the temporal atoms of s and of its steps.

        An event (position, kind, name, message, span) ends the expansion; `bad` of a kept successor is
        its first violated invariant (or ERROR_MARK + message), which counts only if it turns out new;
        a step property is checked on every step, after the invariants, as TLC does. A successor whose
        fingerprint is `known` to be in the seen set is left out (it cannot be new)."""
        m, atoms = self.model, self.atoms
        rows: list = []
        p, taken = -1, 0
        bits = None if atoms is None else atoms.of_state(s)
        RUN.level = level
        try:
            composed = m.intermediate_states[0]
            succs = m.successors(s)
            RUN.level = level + 1
            if not succs and m.check_deadlock:
                return Expansion(0, rows, (-1, R.DEADLOCK, None, None, None))
            generated = len(succs) + m.intermediate_states[0] - composed
            pruning = bool(self.constraints or m.action_constraints)
            for p, (_, t) in enumerate(succs):
                if pruning and not self.allowed(s, t, level):
                    bad = self.first_violated(t)
                    if bad is not None:
                        return Expansion(generated, rows, (p, R.INVARIANT, bad, None, None))
                else:
                    f = self.fingerprint(t)
                    if known is None or known.keeps(f):
                        try:
                            bad = self.first_violated(t)
                        except EvalError as e:
                            bad = ERROR_MARK + e.message
                        step = 0 if atoms is None else atoms.of_step(s, t)
                        taken |= step
                        rows.append((f, p, t, bad, step))
                if self.step_properties:
                    bad = next((n for n, test in self.step_properties if not test(s, t)), None)
                    if bad is not None:
                        return Expansion(generated, rows, (p, R.PROPERTY, bad, None, None))
        except EvalError as e:
            return Expansion(0, rows, (p, R.ERROR, None, e.message, e.span))
        if atoms is not None and atoms.witnessed:
            bits = (bits[0] | atoms.enabled(s, taken), bits[1])
        return Expansion(generated, rows, None, bits)


KNOWN_LIMIT = 1 << 22
"""The most fingerprints a Python worker remembers as seen (about 64 bytes each in a set)."""


class Known:
    """Fingerprints this Python worker knows the seen set holds, so that it ships no successor that cannot
    be new: the states it expanded, and the successors it shipped at earlier levels of the same run (each
    went through its level's deduplication, so is in the seen set now; one shipped at this level may not
    be yet, even from a retried task). Only for safety checks: a liveness graph wants every step."""

    def __init__(self) -> None:
        self.level = 0
        self.seen: set[int] = set()
        self.shipped: set[int] = set()

    def at(self, level: int) -> Known:
        """This worker's knowledge as level `level` starts: what earlier levels shipped is seen now."""
        if level != self.level:
            if len(self.seen) < KNOWN_LIMIT:
                self.seen |= self.shipped
            self.shipped = set()
            self.level = level
        return self

    def expanded(self, fp: int) -> None:
        if len(self.seen) < KNOWN_LIMIT:
            self.seen.add(fp)

    def keeps(self, fp: int) -> bool:
        """Whether a successor must be shipped (it may be new); remembers it for the next levels."""
        if fp in self.seen:
            return False
        if len(self.shipped) < KNOWN_LIMIT:
            self.shipped.add(fp)
        return True


_KNOWN: dict[str, Known] = {}


def known_for(run: str, level: int) -> Known:
    """This worker's Known of the run `run` (a run id the driver draws), at `level`."""
    hit = _KNOWN.get(run)
    if hit is None:
        _KNOWN.clear()
        hit = _KNOWN[run] = Known()
    return hit.at(level)


def as_long(fp: int) -> int:
    """A fingerprint as a Spark long (a VIEW's big integer is hashed, stably, into range)."""
    return fp if -(1 << 63) <= fp < 1 << 63 else hash(fp)


_MODELS: dict[str, Expander] = {}


def expander(job: Job) -> Expander:
    """This process's Model of the job, built the first time from the texts written to a folder."""
    key = job.key()
    hit = _MODELS.get(key)
    if hit is not None:
        return hit
    from tla_py.semantics import build_model
    from tla_py.stdlib import reset_run

    root = _job_folder(key)
    for rel, text in job.texts:
        path = root / rel
        if not path.is_file():
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent)
            with os.fdopen(fd, "w") as f:
                f.write(text)
            os.replace(tmp, path)  # whole, for the other Python workers of this executor
    reset_run(job.seed, allow_io_exec=job.allow_io_exec)
    model = build_model(root / job.spec, None if job.config is None else root / job.config,
                        check_deadlock=job.check_deadlock, lib_paths=[root / d for d in job.lib_dirs])
    _MODELS.clear()
    hit = _MODELS[key] = Expander(model)
    return hit


def expand_batches(job: Job, run: str, level: int, numbers: dict[str, int],
                   batches: Iterator[Any]) -> Iterator[Any]:
    """mapInArrow's function: frontier rows (fp, o, st, pf, pos) to successor, event, count, and (with
    liveness) state and atom-error rows; without liveness, successors this worker knows were seen stay
    here (Known)."""
    import pyarrow as pa

    from tla_py.engine.spark.driver import OUT_FIELDS

    ex = expander(job)
    known = known_for(run, level) if ex.atoms is None else None
    RUN.stats = numbers.get
    schema = pa.schema([(name, getattr(pa, kind)()) for name, kind in OUT_FIELDS])
    columns = ("fp", "o", "st", "pf", "pos")
    for batch in batches:
        cols: dict[str, list] = {name: [] for name, _ in OUT_FIELDS}
        total = steps = 0
        for f, o, st, pf, pos in zip(*(batch.column(c).to_pylist() for c in columns)):
            failed = ex.atoms is not None and ex.atoms.error is not None
            if known is not None:
                known.expanded(f)
            generated, rows, event, bits = ex.expand(decode_state(st), level, known)
            total += generated
            steps += len(rows)
            for g, p, t, bad, step in rows:
                _append(cols, ROW, g, o, p, f, encode_state(t), bad, pack_bits(step), None)
            if event is not None:
                _append(cols, EVENT, None, o, event[0], f, None, event[1], None, None)
            elif bits is not None:
                _append(cols, STATE, f, o, pos, pf, None, None, pack_bits(bits[0]), pack_bits(bits[1]))
            if not failed and ex.atoms is not None and ex.atoms.error is not None:
                _append(cols, ATOM_ERROR, f, o, None, None, None, None, None, None)
        _append(cols, COUNT, total, steps, None, None, None, None, None, None)
        yield pa.RecordBatch.from_pydict(cols, schema=schema)


def pack_bits(mask: int) -> bytes:
    """An atom mask as bytes: a plan may have more than 63 atoms."""
    return mask.to_bytes((mask.bit_length() + 7) // 8, "little")


def unpack_bits(data: bytes | None) -> int:
    return 0 if data is None else int.from_bytes(data, "little")


def _append(cols: dict[str, list], *values: Any) -> None:
    for column, v in zip(cols.values(), values):
        column.append(v)


def _job_folder(key: str) -> Path:
    """Where an executor keeps a job's module texts: the user's private cache folder (0700, see
    tla_py.syntax.cache), else a fresh temporary one; never a name in the shared temporary folder that
    another user could make first and fill with other specs."""
    from tla_py.syntax.cache import private_folder

    base = private_folder("spark")
    if base is None:
        return Path(tempfile.mkdtemp(prefix="tlapy-spark-"))
    return base / key
