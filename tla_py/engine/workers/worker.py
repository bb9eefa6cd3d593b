"""One worker process of `-workers N`: it rebuilds the Model from its source, expands its share of
each level and keeps its share of the seen set, the fingerprints f with f % N equal to its number.

A worker logs the first occurrence of each successor it generates at a level, and sends only the
fingerprint and key to the fingerprint's owner; the owner chooses, for each fingerprint it has not
seen, the occurrence first in breadth-first order, and the worker that generated it keeps it (settle),
checks its invariants and expands it at the next level. States themselves stay where they were
generated, with the values they share with their parents; they travel only to even out the workers'
shares. Both go from worker to worker through files in the run's folder (handed). An occurrence's key
is (number of the parent << 32) + its position among the parent's successors + 1: the coordinator
numbers a level's states by key, as one worker numbers them, and of the events of a level (violation,
deadlock, error) reports the one with the smallest key, the one one worker meets first.

What a worker holds grows with the model only on its storage: its share of the seen set (machine
words, on disk past its budget), the level's log and the states to expand (encoded past a count, on
disk past a budget); fingerprints sent to other owners are remembered in a bounded cache only. What a level
hands on (its routes, the owners' choices, their numbers, the atoms for the liveness graph) goes through
files a block at a time, held whole by no process (issue 34: a spike at each level's end).
"""

from __future__ import annotations

import heapq
import os
import sys
import time
import traceback
from array import array
from collections.abc import Callable, Iterator
from functools import partial
from multiprocessing.connection import Connection
from operator import itemgetter
from pathlib import Path

from tla_py.engine import jit
from tla_py.engine import result as R
from tla_py.engine.codec import decode_state, encode_state
from tla_py.engine.fingerprint import fingerprinter
from tla_py.engine.properties import Atoms, plan_properties
from tla_py.engine.rules import (
    OutsideChecks,
    action_allowed,
    first_violated,
    invariants_of,
    on_successor,
    violated_after,
)
from tla_py.engine.storage.faults import disk_message
from tla_py.engine.storage.fpset import FingerprintSet
from tla_py.engine.storage.frontier import Level, watch_heap
from tla_py.engine.storage.space import Space
from tla_py.engine.storage.spool import CHUNK, Rows, Spooled, read_rows
from tla_py.engine.workers import checkpoint as saved
from tla_py.engine.workers.handed import Gifts, Handed, read_states
from tla_py.errors import EvalError, TlaError
from tla_py.lifeline import die_with_parent
from tla_py.semantics.compiled import Model, ModelSource, State
from tla_py.stdlib.tlc import RUN
from tla_py.values import make_record

Event = tuple
"""(key, order, kind, violated, message, span[, TLC's exit status, for an error]): order 0 for a new
state's invariants (checked by the worker holding it, at the next level), 1 for what its generation
raised (step properties, errors), as one worker checks a new state's invariants before the step's
properties; 2 for an error in the next-state relation after the successors it gave (key: the last)."""


def _verdict_alone(verdict: Callable[[int, State], tuple | None], k: int, s: State, t: State) -> tuple | None:
    """A verdict on t alone, called with t's parent too."""
    return verdict(k, t)


def _closed(rows: Rows | None) -> Spooled | None:
    """A file of rows, complete, for the coordinator (None: no such file at all)."""
    return None if rows is None else rows.close()


def key(i: int, p: int) -> int:
    """The breadth-first order of the p-th successor of state number i (p = -1: the state itself)."""
    return (i << 32) + p + 1


def key_parts(k: int) -> tuple[int, int]:
    return k >> 32, (k & 0xFFFFFFFF) - 1


def main(conn: Connection, source: ModelSource, me: int, n: int, coordinator: int, memory: int,
         folder: str) -> None:
    """A spawned worker's life: build the Model, then answer the coordinator's requests until told to
    stop (and end with the coordinator: killed, it cannot tell the worker to stop)."""
    from tla_py.semantics import build_model
    from tla_py.semantics.depth import allow_deep_recursion
    from tla_py.stdlib import reset_run

    die_with_parent(coordinator)
    allow_deep_recursion()

    def start() -> Worker:
        reset_run(source.seed, fp_index=source.fp_index, allow_io_exec=source.allow_io_exec)
        model = build_model(source.spec, source.config, check_deadlock=source.check_deadlock,
                            lib_paths=list(source.lib_paths), invariants=source.invariants,
                            postconditions=source.postconditions)
        return Worker(model, me, n, Space(memory, Path(folder)))  # in the coordinator's folder

    serve(conn, start)


def forked_main(conn: Connection, local: Worker, me: int, n: int, coordinator: int, memory: int,
                folder: str) -> None:
    """A forked worker's life: take its share of what the coordinator's own worker `local` holds (its
    model and the JIT's code come with the fork), then answer the coordinator's requests."""
    die_with_parent(coordinator)
    serve(conn, lambda: local.split(me, n, Space(memory, Path(folder))))


def serve(conn: Connection, start: Callable[[], Worker]) -> None:
    """Start the worker, then answer the coordinator's requests until told to stop; what fails is
    said to the coordinator, which ends the run with it. The worker's folder goes only then: the others
    may be reading the files it wrote for them (a worker's error in dedup, with a route of its still
    being read, is the coordinator's to report, not the route's absence)."""
    worker = None
    try:
        worker = start()
        conn.send(("ready",))
        worker.tell = conn.send
        while True:
            request = conn.recv()
            if request[0] == "stop":
                return
            conn.send(getattr(worker, request[0])(*request[1:]))
            sys.stdout.flush()
    except (EOFError, BrokenPipeError, KeyboardInterrupt):
        return  # the coordinator has gone: nothing to report to
    except Exception as e:  # noqa: BLE001 - said, never a coordinator waiting forever
        conn.send(failure(e))
        _until_stopped(conn)
    finally:
        if worker is not None:
            worker.space.close()


def _until_stopped(conn: Connection) -> None:
    """Wait for the coordinator to stop this worker, or to go."""
    try:
        while conn.recv()[0] != "stop":
            pass
    except (EOFError, OSError, KeyboardInterrupt):
        return


def failure(e: Exception) -> tuple:
    """What a worker tells the coordinator of an exception: a spec's error, the disk's, or a bug."""
    if isinstance(e, TlaError):
        return ("failed", e.render())
    if isinstance(e, OSError):  # the disk refused a write: the coordinator ends the run in TLC's words
        return ("disk", disk_message(e))
    return ("failed", traceback.format_exc() if os.environ.get("TLAPY_DEBUG") else
            f"internal error: {type(e).__name__}: {e} (TLAPY_DEBUG=1 shows the traceback)")


class Ticks:
    """Due every `every` seconds, the clock read once in 16 calls (a call a state expanded)."""

    def __init__(self, every: float):
        self.every, self.calls, self.next = every, 0, time.monotonic() + every

    def due(self) -> bool:
        self.calls += 1
        if self.calls & 15:
            return False
        now = time.monotonic()
        if now < self.next:
            return False
        self.next = now + self.every
        return True


_NONE = (None, -1)
"""What settle reads past the last chosen occurrence: a key no occurrence has."""


SENT_LIMIT = 1 << 21
"""Fingerprints of other owners a worker remembers having sent (32 MB), so as not to send them again;
past it the cache starts afresh (the owners have them: this only saves traffic)."""


class Worker:
    def __init__(self, model: Model, me: int, n: int, space: Space):
        self.model, self.me, self.n = model, me, n
        plan, _ = plan_properties(model)
        self.invariants = invariants_of(model, plan)
        self.outside = OutsideChecks(self.invariants)
        self.by_parent = any(c.after is not None for c in self.invariants)
        """A successor's invariants evaluate only what its step changed (Check.after): every state a
        worker expands satisfies them, as in one process (no -continue with workers)."""
        self.early = all(c.pure for c in self.invariants)
        """The invariants are the state's alone: a logged successor is checked as it is generated, while it
        is at hand, so settle decodes only what the liveness atoms need."""
        self.failed: dict[int, tuple] = {}
        """Key -> the invariant's event, of the logged successors that failed their early check."""
        self.step_properties = plan.steps if plan else []
        self.atoms = Atoms(plan) if plan and plan.liveness else None
        self.fp = fingerprinter(model)
        self.space = space
        self.heap = watch_heap(space.memory, lambda: space.memory_bytes, True)
        """The live heap's bound on the states held as objects, as in one process (10dbeb6)."""
        self.seen = space.seen_set()
        """The fingerprints this worker owns of the states found before this level."""
        self.sent = FingerprintSet()
        """Fingerprints of other owners this worker has sent lately: found by now, or being decided."""
        self.fresh = FingerprintSet()
        """The fingerprints of the successors generated at this level, not known to be old."""
        self.log_keys = array("q")
        self.log = self.level()
        """The first occurrence of each fresh fingerprint, by key: the owners choose which are new."""
        self.numbers_held = array("q")
        self.held = self.level(self.log)
        """The states to expand at the next level (checked) and their numbers, in number order."""
        self.numbers: dict[str, int] = {}
        self.initial = 0
        self.tell: Callable[[tuple], None] | None = None
        """Where the counts of a level being expanded go, in its course (the coordinator's pipe)."""
        RUN.stats = self.stats

    def split(self, me: int, n: int, space: Space) -> Worker:
        """Worker `me` of `n` with its share of what this one (the only one) holds between two levels:
        the fingerprints it owns and every n-th state to expand."""
        w = Worker(self.model, me, n, space)
        for batch in self.seen.batches():
            w.seen.update(array("q", [f for f in batch if f % n == me]))
        held = zip(self.numbers_held, self.held.peek())
        for j, (i, (t, data)) in enumerate(held):
            if j % n == me:
                w.numbers_held.append(i)
                if t is None:
                    w.held.append_encoded(data)
                else:
                    w.held.append(t, data)
        w.numbers, w.initial = self.numbers, self.initial
        return w

    def level(self, reading: Level | None = None) -> Level:
        """An empty level kept as a search in one process keeps it, in this worker's budget: on PyPy its
        states stay objects, not encoded as they are logged and decoded as they are expanded (BookKeeper's
        5 KB states: 16 MB is 3,300 of them)."""
        return Level.within(self.space.memory, self.heap, reading)

    def stats(self, name: str):
        """TLCGet(name): the run's numbers as of the start of the level (per worker in TLC too)."""
        if name in self.numbers:
            return self.numbers[name]
        if name == "stats":
            return make_record({**self.numbers, "worker": self.me, "initial": self.initial})
        if name == "config":
            return make_record({"mode": "bfs", "deadlock": self.model.check_deadlock, "worker": self.n,
                                "seed": str(RUN.seed), "fingerprint": "0", "install": "tlapy"})
        raise EvalError(f'TLCGet("{name}") is not supported by tlapy.')

    def seed(self, fps: bytes, held: list[tuple[int, bytes]], initial: int) -> tuple:
        """Own the fingerprints `fps` of initial states, and expand the initial states `held`."""
        self.seen.update(array("q", fps))
        self.initial = initial
        for i, b in held:
            self.numbers_held.append(i)
            self.held.append_encoded(b)
        return ("seeded",)

    def settle(self, level: int, chosen: Spooled, give: int, limit: int | None, receivers: bytes) -> tuple:
        """Keep the occurrences the owners chose (`chosen`: the coordinator's file of their keys and
        numbers, in key order) out of this level's log, check their invariants in that order up to the
        first event (or the key `limit`, the expansions' first event, whose own new state one worker checks
        before it), and hand the last `give` of them over, encoded, to even out the workers' shares: the
        j-th to worker receivers[j], through a file (handed.Gifts)."""
        log_keys, log, failed = self.log_keys, self.log, self.failed
        self.log_keys, self.failed = array("q"), {}
        self.log = self.level(self.held)  # read at the next expansion, with held
        kept = chosen[1] - give
        rows = read_rows(chosen)
        wanted, number = next(rows, _NONE)
        gifts = Gifts(self.space.folder(), f"gifts-{level}-{self.me}", receivers)
        bits = None if self.atoms is None else Rows(self.space.folder() / f"bits-{level}-{self.me}",
                                                    "q" + 2 * self.atoms.mask_typecodes())
        """Per new state checked: its number and the masks of its atoms, for the liveness graph."""
        event = None
        RUN.level = level
        early, atoms = self.early, self.atoms is not None
        j = 0
        for k, (t, data) in zip(log_keys, log.entries()):  # an occurrence not chosen is not decoded
            if k != wanted:
                continue
            i = number
            wanted, number = next(rows, _NONE)
            j += 1
            if event is None and (limit is None or k <= limit):
                if early:
                    event = failed.get(k)
                if t is None and (atoms or not early):
                    t = decode_state(data)
                if event is None:
                    event = self.check(k, i, t, bits)
            if j > kept:
                gifts.add(j - kept - 1, i, data or encode_state(t))
            else:
                self.numbers_held.append(i)
                if t is None:
                    self.held.append_encoded(data)
                else:
                    self.held.append(t, data)
        return ("settled", event, gifts.close(), _closed(bits), self.atom_error())

    def check(self, k: int, i: int, t: State | None, bits: Rows | None) -> tuple | None:
        """The invariants of new state number i (key k) unless checked early, and its temporal atoms; an
        event, or None."""
        event = None if self.early else self.verdict(k, t)
        if event is not None:
            return event
        atoms = self.atoms
        if atoms is not None:
            state, stutter = atoms.of_state(t)
            bits.append(i, *atoms.as_words(state), *atoms.as_words(stutter))
        return None

    def verdict(self, k: int, t: State) -> tuple | None:
        """The event of the invariants of state `t` (key k), or None."""
        return self._event(k, first_violated, t)

    def verdict_after(self, k: int, s: State, t: State) -> tuple | None:
        """The event of the invariants of successor `t` (key k) of `s`, which satisfies them, or None."""
        return self._event(k, violated_after, s, t)

    def _event(self, k: int, violated: Callable[..., str | None], *states: State) -> tuple | None:
        """The event of key k where `violated` names the invariant the states break, or fails."""
        try:
            bad = violated(self.invariants, *states)
        except EvalError as e:
            return (k, 0, R.ERROR, None, e.message, e.span, e.exit_code)
        return None if bad is None else (k, 0, R.INVARIANT, bad, None, None)

    def early_check(self) -> Callable[[int, State, State], tuple | None] | None:
        """The invariants' event of a logged successor (key, parent, it) as it is generated, or None
        when they are checked at settle."""
        if not (self.early and self.invariants):
            return None
        return self.verdict_after if self.by_parent else partial(_verdict_alone, self.verdict)

    def outside_check(self) -> Callable[[State, State], str | None]:
        """The first invariant an excluded successor of a state violates (TLC checks them all the same)."""
        if self.by_parent:
            return partial(violated_after, self.invariants)
        return partial(on_successor, self.outside.first_violated)

    def frontier(self, received: list[Handed]) -> Iterator[tuple[int, State]]:
        """The states to expand, with their numbers, in number order: those held and those received (the
        files other workers handed them over in, each in number order)."""
        numbers, held = self.numbers_held, self.held
        self.numbers_held, self.held = array("q"), self.level(self.log)
        mine = zip(numbers, held)
        if not received:
            return mine
        given = (((i, decode_state(b)) for i, b in read_states(path)) for path, _ in received)
        return heapq.merge(mine, *given, key=itemgetter(0))

    def expand(self, level: int, numbers: dict[str, int], received: list[Handed],
               every: float | None = None) -> tuple:
        """Expand this worker's states of `level` (those held and those `received`), in breadth-first
        order, up to the first event, routing their successors' fingerprints to their owners; every
        `every` seconds, tell the counts so far (a level may take minutes, TLC's Progress comes each one):
        ("progress", generated, states expanded, states to expand, successors owned here found new)."""
        self.numbers = numbers
        ticks = None if every is None or self.tell is None else Ticks(every)
        total, done = len(self.numbers_held) + sum(n for _, n in received), 0
        jit.retrace(total)
        m, run, fp, seen, sent, fresh, me, n = (self.model, RUN, self.fp, self.seen, self.sent, self.fresh,
                                                self.me, self.n)
        successors, deadlock, intermediate = m.successors, m.check_deadlock, m.intermediate_states
        constraints = [c.after or partial(on_successor, c.test) for c in m.constraints]
        action_constraints = m.action_constraints
        invariants, step_properties, atoms = self.invariants, self.step_properties, self.atoms
        outside = self.outside_check()
        early = self.early_check()
        log_key, log = self.log_keys.append, self.log.append
        folder = self.space.folder()
        routes = [Rows(folder / f"route-{level}-{me}-{o}", "qq") for o in range(n)]
        out = [r.columns for r in routes]  # keys and fingerprints, by owner, written out block by block
        steps = None if atoms is None else Rows(folder / f"steps-{level}-{me}",
                                                "qqq" + atoms.mask_typecodes())
        """Per step: its source, its position, its target's fingerprint and its atoms, for the graph."""
        enabled = None if atoms is None or not atoms.witnessed else Rows(
            folder / f"enabled-{level}-{me}", "q" + atoms.mask_typecodes())
        """Per state expanded: its number and its witnessed ENABLED atoms."""
        generated, event = 0, None
        for i, s in self.frontier(received):
            if not done & 63:
                self.flush(routes)
            if ticks is not None and ticks.due():
                self.tell(("progress", generated, done, total, len(routes[me])))
            done += 1
            k = key(i, -1)
            run.level = level
            try:
                composed, failed = intermediate[0], None
                try:
                    succs = successors(s)
                except EvalError as e:  # TLC has taken the successors given before the error
                    succs, failed = list(e.taken), e
                run.level = level + 1
                if not succs and deadlock and failed is None:
                    event = (k, 1, R.DEADLOCK, None, None, None)
                    break
                generated += len(succs) + intermediate[0] - composed
                taken = 0
                for p, (_, t) in enumerate(succs):
                    k += 1
                    if (constraints and not all(c(s, t) for c in constraints)) or (
                            action_constraints and not action_allowed(self.model, s, t, level)):
                        if invariants:  # excluded: TLC checks its invariants all the same
                            bad = outside(s, t)
                            if bad is not None:
                                event = (k, 1, R.INVARIANT, bad, None, None)
                                break
                    else:
                        f = fp(t)
                        if atoms is not None:
                            b = atoms.of_step(s, t)
                            taken |= b
                            steps.append(i, p, f, *atoms.as_words(b))
                        owner = f % n
                        if f not in (seen if owner == me else sent) and fresh.add(f):
                            log_key(k)
                            log(t)
                            if early is not None:
                                failure = early(k, s, t)
                                if failure is not None:  # an event if the owner chooses this occurrence
                                    self.failed[k] = failure
                            keys, fps = out[owner]
                            keys.append(k)
                            fps.append(f)
                        elif not step_properties:
                            continue
                    if step_properties:  # on every step, after the invariants, as TLC
                        bad = next((name for name, test in step_properties if not test(s, t)), None)
                        if bad is not None:
                            event = (k, 1, R.PROPERTY, bad, None, None)
                            break
                if event is not None:
                    break
                if failed is not None:
                    event = (k, 2, R.ERROR, None, failed.message, failed.span, failed.exit_code)
                    break
                if enabled is not None:
                    enabled.append(i, *atoms.as_words(atoms.enabled(s, taken)))
            except EvalError as e:
                event = (k, 1, R.ERROR, None, e.message, e.span, e.exit_code)
                break
        self.fresh = FingerprintSet()  # let go: the owners decide from here
        batches = self.route(routes)
        stored = (self.space.memory_bytes, self.space.disk_bytes)
        return ("expanded", generated, event, batches, stored, _closed(steps),
                _closed(enabled), self.atom_error())

    def flush(self, routes: list[Rows]) -> None:
        """Write out each owner's full block of keys and fingerprints, remembering those sent to others."""
        for o, r in enumerate(routes):
            if len(r.columns[0]) >= CHUNK:
                if o != self.me:
                    self.remember_sent(r.columns[1])
                r.flush()

    def route(self, routes: list[Rows]) -> list[Spooled]:
        """The files of a level's successors' keys and fingerprints, one for each owner to read at dedup
        (the coordinator only passes their names on)."""
        for o, r in enumerate(routes):
            if o != self.me:
                self.remember_sent(r.columns[1])
        return [r.close() for r in routes]

    def remember_sent(self, fps: array) -> None:
        """Remember fingerprints sent to another owner, in a cache that starts afresh when full."""
        if len(self.sent) + len(fps) > SENT_LIMIT:
            self.sent.clear()  # in place: expand holds it
        self.sent.update(fps)

    def dedup(self, level: int, batches: list[Spooled]) -> tuple:
        """Of the fingerprints this worker owns (in each worker's route file), keep the unseen ones, each
        with its first occurrence: a file of their keys, fingerprints and the workers that generated them,
        in breadth-first order, and how many each worker generated."""
        seen, me, made = self.seen, self.me, [0] * self.n
        new = Rows(self.space.folder() / f"new-{level}-{me}", "qqi")
        keys, fps, makers = new.columns
        for k, f, g in heapq.merge(*(read_rows(b, g) for g, b in enumerate(batches))):
            if seen.add(f):  # each route is in key order: the first occurrence is the one
                keys.append(k)
                fps.append(f)
                makers.append(g)
                made[g] += 1
                new.due()
        return ("deduped", new.close(), made)

    def dump(self, base: str) -> tuple:
        """Write what this worker holds between two levels, for a checkpoint (workers.checkpoint)."""
        return saved.dump(self.seen, self.numbers_held, self.held, Path(base))

    def atom_error(self) -> tuple | None:
        return None if self.atoms is None else self.atoms.error
