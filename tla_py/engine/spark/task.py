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
import time
import uuid
from array import array
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, NamedTuple

from tla_py.engine import result as R
from tla_py.engine.fingerprint import fingerprinter
from tla_py.engine.properties import Atoms, plan_properties
from tla_py.engine.rules import OutsideChecks, action_allowed, first_violated, invariants_of
from tla_py.engine.spark.order import key_of
from tla_py.engine.spark.states import StateCodec
from tla_py.engine.storage.fpset import as_word
from tla_py.errors import EvalError
from tla_py.semantics.compiled import Model, State
from tla_py.stdlib.tlc import RUN

ROW, EVENT, COUNT, STATE, ATOM_ERROR = 0, 1, 2, 3, 4
"""Kinds of output row: a successor kept for dedup (and a step of the liveness graph), an event
(deadlock, violation, error), a count, an expanded state's temporal atoms, a temporal atom that failed
to evaluate while expanding a state."""
ERROR_MARK = "\x00"
"""Starts the `bad` field of a successor whose invariant failed to evaluate (followed by the message)."""
OUT_FIELDS = (("kind", "int32"), ("fp", "int64"), ("o", "int64"), ("pos", "int32"), ("pf", "int64"),
              ("st", "binary"), ("bad", "string"), ("bits", "binary"), ("stutter", "binary"))
"""The executors' rows: kind (ROW, EVENT, COUNT, STATE, ATOM_ERROR), fingerprint (for
COUNT: generated), parent's order (for COUNT: the ROW rows of its batch), position among the parent's
successors, parent's fingerprint, encoded state (for COUNT: each state's order and generated, 64-bit
words), violated invariant (for EVENT: the event's kind; for a task's last COUNT row: its executor,
executor_name), and with
liveness the atom masks: of a step (ROW), of a state and of its stuttering step (STATE)."""


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
    python: str = "auto"
    """The interpreter that expands the states (tla_py.engine.spark.helper.interpreter)."""
    fp_index: int = 0
    dictionary: bytes = b""
    """The states' preset dictionary (tla_py.engine.spark.states)."""
    allow_io_exec: bool = False

    @cached_property
    def key(self) -> str:
        """What the Model depends on (not the dictionary: a Model serves the whole run); once per Job, as
        hashing the module texts costs milliseconds and every batch asks."""
        what = (self.texts, self.spec, self.config, self.check_deadlock, self.seed, self.fp_index,
                self.allow_io_exec)
        return hashlib.sha256(repr(what).encode()).hexdigest()[:24]


class Expansion(NamedTuple):
    """One state expanded: successors generated, [(fp, position, state, bad, step atoms)] of those kept,
    the event that ended it (or None), (state atoms, stuttering step's atoms) when liveness is on, and
    whether the event is an error in Next met after the successors the actions before it gave (its
    position: one past the last of them)."""

    generated: int
    rows: list
    event: tuple | None
    bits: tuple[int, int] | None = None
    after: bool = False


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
        self.outside = OutsideChecks(self.invariants)
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

        An event (position, kind, name, message, span, TLC's exit status for an error) ends the
        expansion; `bad` of a kept successor is its first violated invariant (or ERROR_MARK + message),
        which counts only if it turns out new; a step property is checked on every step, after the
        invariants, as TLC does. A successor whose successor `known` says is not worth shipping is left
        out."""
        m, atoms = self.model, self.atoms
        rows: list = []
        p, taken = -1, 0
        bits = None if atoms is None else atoms.of_state(s)
        RUN.level = level
        failed, generated = None, 0
        try:
            composed = m.intermediate_states[0]
            try:
                succs = m.successors(s)
            except EvalError as e:  # TLC has taken the successors given before the error
                succs, failed = list(e.taken), e
            RUN.level = level + 1
            if not succs and m.check_deadlock and failed is None:
                return Expansion(0, rows, (-1, R.DEADLOCK, None, None, None, None))
            generated = len(succs) + m.intermediate_states[0] - composed
            pruning = bool(self.constraints or m.action_constraints)
            for p, (_, t) in enumerate(succs):
                if pruning and not self.allowed(s, t, level):
                    bad = self.outside.first_violated(t)
                    if bad is not None:
                        return Expansion(generated, rows, (p, R.INVARIANT, bad, None, None, None))
                else:
                    f = self.fingerprint(t)
                    if known is None or known.keeps(f, p):
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
                        return Expansion(generated, rows, (p, R.PROPERTY, bad, None, None, None))
        except EvalError as e:
            return Expansion(generated, rows, (p, R.ERROR, None, e.message, e.span, e.exit_code))
        if failed is not None:
            return Expansion(generated, rows, (len(succs), R.ERROR, None, failed.message, failed.span,
                                                failed.exit_code),
                             after=True)
        if atoms is not None and atoms.witnessed:
            bits = (bits[0] | atoms.enabled(s, taken), bits[1])
        return Expansion(generated, rows, None, bits)


KNOWN_LIMIT = 1 << 22
"""The most fingerprints a process remembers in each of Known's sets (about 64 bytes each)."""


class Known:
    """What this process knows makes a successor not worth shipping: its fingerprint is in the seen set
    (a state it expanded, or one it shipped at an earlier level of the same run: that went through its
    level's deduplication), or this task shipped the same fingerprint earlier in breadth-first order
    (the level's deduplication keeps the first). What other tasks shipped at this level stays shipped: a
    task that fails is run again, and its rows with it. Only for safety checks: a liveness graph wants
    every step."""

    def __init__(self) -> None:
        self.level = 0
        self.seen: set[int] = set()
        self.shipped: set[int] = set()
        self.task: Any = None
        self.firsts: dict[int, int] = {}
        """This task's shipped fingerprints and their keys."""
        self.order = 0
        """The order of the state being expanded."""

    def at(self, level: int, task: Any) -> Known:
        """This process's knowledge as a task of level `level` starts: what earlier levels shipped is seen."""
        if level != self.level:
            if len(self.seen) < KNOWN_LIMIT:
                self.seen |= self.shipped
            self.shipped = set()
            self.level = level
        if task != self.task:
            self.task, self.firsts = task, {}
        return self

    def expanded(self, fp: int, order: int) -> None:
        """The state of that order is expanded next (its own fingerprint is seen)."""
        self.order = order
        if len(self.seen) < KNOWN_LIMIT:
            self.seen.add(fp)

    def keeps(self, fp: int, pos: int) -> bool:
        """Whether the successor at `pos` must be shipped (it may be new); remembers it."""
        if fp in self.seen:
            return False
        key = key_of(self.order, pos)
        first = self.firsts.get(fp)
        if first is not None and first < key:
            return False
        if len(self.firsts) < KNOWN_LIMIT:
            self.firsts[fp] = key
        if len(self.shipped) < KNOWN_LIMIT:
            self.shipped.add(fp)
        return True


_KNOWN: dict[str, Known] = {}


def known_for(run: str, level: int, task: Any) -> Known:
    """This process's Known of the run `run` (a run id the driver draws), at `level`, in task `task`."""
    hit = _KNOWN.get(run)
    if hit is None:
        _KNOWN.clear()
        hit = _KNOWN[run] = Known()
    return hit.at(level, task)


def as_long(fp: int) -> int:
    """A fingerprint as a Spark long: the seen set's word (a VIEW's big integer is hashed, stably, into
    range), so that the driver's seen set, filled by its own search, knows the executors' fingerprints."""
    return as_word(fp)


_MODELS: dict[str, Expander] = {}
_CODECS: dict[str, StateCodec] = {}


def codec_of(job: Job) -> StateCodec:
    """This process's state codec for the job (its memos last as long as the job)."""
    key = job.key + job.dictionary.hex()
    hit = _CODECS.get(key)
    if hit is None:
        _CODECS.clear()
        hit = _CODECS[key] = StateCodec(job.dictionary)
    return hit


def expander(job: Job) -> Expander:
    """This process's Model of the job, built the first time from the texts written to a folder."""
    key = job.key
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
    reset_run(job.seed, fp_index=job.fp_index, allow_io_exec=job.allow_io_exec)
    model = build_model(root / job.spec, None if job.config is None else root / job.config,
                        check_deadlock=job.check_deadlock, lib_paths=[root / d for d in job.lib_dirs])
    _MODELS.clear()
    hit = _MODELS[key] = Expander(model)
    return hit


def executor_name() -> str:
    """Which executor this Python worker serves, for a level's line to say how many expanded it: its machine
    and its parent process (the executor's Python daemon, or the executor itself without one)."""
    import socket

    return f"{socket.gethostname()}:{os.getppid()}"


def task_id() -> str:
    """This task attempt's id (a retry is another task: it ships what it finds anew)."""
    from pyspark import TaskContext

    context = TaskContext.get()
    return uuid.uuid4().hex if context is None else str(context.taskAttemptId())


def warm_up(job: Job, seconds: float) -> None:
    """Run the job's successor function and codec breadth-first from Init for `seconds` of CPU, quietly, so
    that PyPy's JIT has compiled them before the first level; then the run's state is as it was."""
    from tla_py.stdlib import reset_run

    ex, codec = expander(job), codec_of(job)
    reset_run(job.seed, out=lambda line: None, fp_index=job.fp_index)  # no program runs for a warm-up
    stop = time.process_time() + seconds
    try:
        frontier, seen, level = list(ex.model.init()), set(), 0
        while frontier and time.process_time() < stop:
            nxt = []
            for s in frontier:
                for f, _, t, _, _ in ex.expand(codec.decode(codec.encode(s)), level).rows:
                    if f not in seen and time.process_time() < stop:
                        seen.add(f)
                        nxt.append(t)
            frontier, level = nxt, level + 1
    except Exception:  # noqa: BLE001 - an error here is the search's to meet and report, not the warm-up's
        pass
    reset_run(job.seed, fp_index=job.fp_index, allow_io_exec=job.allow_io_exec)


IN_COLUMNS = ("fp", "o", "st", "pf", "pos")
"""The frontier's columns, as expand_rows takes them."""


def expand_rows(job: Job, run: str, level: int, numbers: dict[str, int], task: Any, fps: list, orders: list,
                encoded: list, parents: list, positions: list) -> dict[str, list]:
    """A batch of frontier states (columns IN_COLUMNS) expanded in task `task`: the output columns
    (OUT_FIELDS) as lists; without liveness, successors not worth shipping stay here (Known)."""
    ex, codec = expander(job), codec_of(job)
    known = known_for(run, level, task) if ex.atoms is None else None
    RUN.stats = numbers.get
    cols: dict[str, list] = {name: [] for name, _ in OUT_FIELDS}
    total = steps = 0
    each = array("q")  # (order, generated) of each state: the counts at an event (generated_before)
    for f, o, st, pf, pos in zip(fps, orders, encoded, parents, positions):
        failed = ex.atoms is not None and ex.atoms.error is not None
        if known is not None:
            known.expanded(f, o)
        generated, rows, event, bits, _ = ex.expand(codec.decode(st), level, known)
        total += generated
        each.append(o)
        each.append(generated)
        steps += len(rows)
        for g, p, t, bad, step in rows:
            _append(cols, ROW, g, o, p, f, codec.encode(t), bad, pack_bits(step), None)
        if event is not None:
            _append(cols, EVENT, None, o, event[0], f, None, event[1], None, None)
        elif bits is not None:
            _append(cols, STATE, f, o, pos, pf, None, None, pack_bits(bits[0]), pack_bits(bits[1]))
        if not failed and ex.atoms is not None and ex.atoms.error is not None:
            _append(cols, ATOM_ERROR, f, o, None, None, None, None, None, None)
    _append(cols, COUNT, total, steps, None, None, each.tobytes(), None, None, None)
    return cols


def generated_before(blobs: Iterable[bytes | None], order: int) -> int:
    """The successors generated by a level's states before the state of that order, from its COUNT rows'
    (order, generated) pairs: what one worker has generated when it comes to that state."""
    total = 0
    for blob in blobs:
        if blob:
            pairs = array("q", blob)
            total += sum(g for o, g in zip(pairs[::2], pairs[1::2]) if o < order)
    return total


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
