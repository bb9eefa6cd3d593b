"""`-workers N`: breadth-first search over N worker processes on this machine, one level at a time.

The coordinator (this process) checks the assumptions, enumerates Init, numbers the states and keeps,
for each, its parent's number and its position among the parent's successors, so it rebuilds a trace
by generating the states along the path again, as the in-process engine does (tla_py.engine.inprocess.bfs).
The workers (tla_py.engine.workers.worker), started as tla_py.engine.processes.Child on the prepared PyPy,
rebuild the Model from Model.source; on this interpreter they are copies of this process (Forked), forked
from one worker that ran here through the first levels (on PyPy, until its JIT was warm: Pool). Per
level, each worker checks the invariants of the new states it holds and expands them; the fingerprints
of their successors go to their owners, which keep the unseen ones; this process numbers them as one
worker would and tells each worker which of its successors are new.
Fingerprints and keys go from worker to worker, as do states to even out the workers' shares, through
files (tla_py.engine.workers.handed): this process only says who gets what, and numbers the new states.

Of the events of a level the one with the smallest key is the one one worker meets first, so the
verdict, the counts on success and the trace are one worker's. The liveness graph is gathered here:
the workers evaluate the atoms of the states they hold and of the steps they take.
"""

from __future__ import annotations

import heapq
import os
import platform
import sys
import time
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from functools import partial
from itertools import chain, repeat
from multiprocessing.connection import wait
from operator import itemgetter
from pathlib import Path

from tla_py.engine import result as R
from tla_py.engine.codec import encode_state
from tla_py.engine.fingerprint import fingerprinter
from tla_py.engine.inprocess import bfs
from tla_py.engine.processes import Processes, WorkerLost, can_fork
from tla_py.engine.properties import Atoms, StateGraph, TemporalPlan, mask_of_words, plan_properties
from tla_py.engine.result import CheckResult, Progress, TraceStep, span_text
from tla_py.engine.rules import (
    failed_assumption,
    first_violated,
    initial_invariants,
    invariants_of,
    regenerated_path,
    steps_before_error,
)
from tla_py.engine.storage.faults import disk_failure, said
from tla_py.engine.storage.periodic import Checkpoints
from tla_py.engine.storage.recovery import Recovery
from tla_py.engine.storage.space import Space, budget_bytes
from tla_py.engine.storage.spool import Rows, Spooled, read_rows
from tla_py.engine.workers import checkpoint as saved
from tla_py.engine.workers import worker as W
from tla_py.engine.workers.handed import Handed
from tla_py.errors import EvalError, ExitCode, InvariantEvalError, TlaError
from tla_py.semantics.compiled import Model, State
from tla_py.stdlib.tlc import RUN
from tla_py.values import make_record


class _Stop(Exception):
    """Ends the search with a verdict."""

    def __init__(self, res: CheckResult):
        self.res = res


def check_parallel(
    model: Model, workers: int, *, progress: Callable[[Progress], None] | None = None,
    progress_every: float = 10.0, space: Space | None = None, checkpoints: Checkpoints | None = None,
    recover: Recovery | None = None, python: str | None = None,
) -> CheckResult:
    """Check `model` as tla_py.engine.inprocess.bfs.check does, with `workers` processes (on `python`,
    by default this interpreter) expanding states;
    this process keeps the trace arrays in `space`, each worker its share of the seen set in a space of
    its own with its share of the budget. It writes `checkpoints` when due and goes on from `recover`'s
    (tla_py.engine.workers.checkpoint)."""
    if not model.variables or model.source is None:  # nothing to share out, or no way to rebuild it
        return bfs.check(model, progress=progress, progress_every=progress_every, space=space,
                         checkpoints=checkpoints)
    own = space is None
    if own:
        space = Space(budget_bytes(None))
    t0 = time.monotonic()
    plan, warnings = plan_properties(model)
    try:
        folder = space.folder()
    except OSError as e:  # an unwritable -metadir
        return CheckResult(R.ERROR, module=model.module, variables=model.variables, **disk_failure(e))
    pool = Pool(model, workers, space.memory // workers, folder, python)
    search = _Coordinator(model, pool, progress, progress_every, t0, plan, warnings, space)
    search.checkpoints = checkpoints
    pool.heard = search.heard
    try:
        res = search.run(recover)
    except _Stop as stop:
        res = stop.res
    except WorkerLost as e:  # the truth so far: the level being expanded is still on the queue
        res = search._result(R.ERROR, message=str(e), depth=search.depth, left_on_queue=search.left)
        res.incomplete = True
    except OSError as e:  # the disk refused a write, here or in a worker: TLC's words, the counts so far
        res = search._result(R.ERROR, depth=search.depth, left_on_queue=search.left, **disk_failure(e))
    finally:
        pool.close()
        if own:
            space.close()
    res.warnings = warnings
    res.seconds = time.monotonic() - search.t0
    return res


WARM_STATES = int(os.environ.get("TLAPY_WARM_STATES", 8000 if platform.python_implementation() == "PyPy"
                                 else 0))
"""States the coordinator expands itself before it forks the workers, on an interpreter with a JIT: each
worker then starts with its code compiled, where a spawned PyPy worker spends its first thousands of
states warming up (BookKeeper b2_wq2_aq1: the first 4,000 cost 2.4 s of CPU cold, 0.5 s warm; the rest
the same)."""
WARM_SECONDS = 5.0
"""CPU seconds of the coordinator's own expansion past which it forks, whatever the states' count."""


class Pool(Processes):
    """The worker processes and their pipes; a worker that dies or fails raises WorkerLost. Workers on this
    interpreter start as one worker in this process (`local`), which expands the first levels, warming the
    JIT; it is then forked into `workers` (fork_due, go_parallel): worker 0 stays here, in this process,
    which otherwise only waits for them, and the others are its copies."""

    def __init__(self, model: Model, n: int, memory: int, folder: Path, python: str | None = None):
        """`n` workers on `python` (by default this interpreter), each with `memory` bytes of storage
        and a folder of its own under `folder`."""
        self.workers, self.memory, self.folder = n, memory, folder
        self.started = False
        self.reports: dict[int, tuple] = {}
        """Each worker's last counts of the level being expanded (Worker.expand's "progress")."""
        self.heard: Callable[[], None] = lambda: None
        """Called on each report (the coordinator's Progress, when due)."""
        self.early: dict[int, tuple] = {}
        """Replies read with the reports while worker 0 expands here (by pipe), for gather."""
        self.local: W.Worker | None = None
        self.conns, self.procs = [], []
        self.cpu0 = time.process_time()
        if not can_fork(python):
            self.start(python or sys.executable, "tla_py.engine.workers.worker:main",
                       [(model.source, i, n, os.getpid(), memory, str(folder)) for i in range(n)])
            return
        self.local, self.n, self.first = self._kept(W.Worker, model, 0, 1, Space(memory, folder)), 1, 1
        self.local.tell = self._told_here

    def fork_due(self, expanded: int) -> bool:
        """Whether to fork the workers now, `expanded` states into the search."""
        return self.local is not None and self.n == 1 and (
            expanded >= WARM_STATES or time.process_time() - self.cpu0 >= WARM_SECONDS)

    def go_parallel(self) -> None:
        """Workers 1 to N-1, copies of this process, and worker 0 here, each with its share of what the
        local worker holds."""
        local, coordinator, folder = self.local, os.getpid(), str(self.folder)
        local.held.sync()
        self.fork([partial(W.forked_main, local=local, me=i, n=self.workers, coordinator=coordinator,
                           memory=self.memory, folder=folder) for i in range(1, self.workers)])
        self.n = self.workers
        try:
            self.local = self._kept(local.split, 0, self.n, Space(self.memory, self.folder))
            self.local.tell = self._told_here
            self.gather(range(1, self.n))  # each copy's ("ready",), once it has taken its share
        finally:
            local.space.close()
        self.started = True

    @staticmethod
    def _kept(make: Callable, *args) -> W.Worker:
        """A worker made here, leaving this process's TLCGet numbers as they are (a worker takes them)."""
        stats = RUN.stats
        try:
            return make(*args)
        finally:
            RUN.stats = stats

    def close(self) -> None:
        if self.local is not None:
            self.local.space.close()
        super().close()

    def ask(self, requests: list[tuple]) -> list[tuple]:
        """Send worker i requests[i] and gather the replies; the list is emptied, as the requests are
        let go once sent (a level's fingerprints on their way to their owners are the biggest thing
        this process holds)."""
        asked = dict(enumerate(requests))
        requests.clear()
        return self.ask_some(asked)

    def ask_some(self, requests: dict[int, tuple]) -> list[tuple]:
        """Send each worker named its request (letting it go) and gather their replies (in the same
        order), watching every worker asked while waiting; worker 0, when here, answers meanwhile."""
        if not self.started and self.local is None:
            self.gather(range(self.n))  # each worker's ("ready",)
            self.started = True
        order = list(requests)
        here = requests.pop(0) if self.local is not None and 0 in requests else None
        for i in list(requests):
            try:
                self.conns[i - self.first].send(requests.pop(i))
            except OSError:
                raise self.lost(i - self.first) from None
        replies = {} if here is None else {0: self._here(here)}
        asked = [i for i in order if i not in replies]
        replies.update(zip(asked, self.gather(asked)))
        return [replies[i] for i in order]

    def _here(self, request: tuple) -> tuple:
        """The local worker's reply, as a process's would be (its TLCGet numbers in the meantime)."""
        stats, RUN.stats = RUN.stats, self.local.stats
        try:
            return getattr(self.local, request[0])(*request[1:])
        except (TlaError, OSError) as e:
            reply = W.failure(e)
        finally:
            RUN.stats = stats
        if reply[0] == "disk":
            raise said(reply[1])
        raise WorkerLost(f"Worker 1 of {self.workers} failed:\n{reply[1]}")

    def gather(self, asked) -> list[tuple]:
        """The replies of the workers `asked` (by number; worker i's pipe is conns[i - first]), taking
        their reports meanwhile."""
        replies: dict[int, tuple] = {}
        waiting = {i - self.first for i in asked}
        for j in waiting & self.early.keys():
            replies[j + self.first] = self._checked(j, self.early.pop(j))
            waiting.discard(j)
        while waiting:
            ready = wait([w for j in waiting for w in self.waitables(j)])
            for j in [j for j in waiting if any(w in ready for w in self.waitables(j))]:
                reply = self._read(j)
                if reply is None:
                    raise self.lost(j)
                if reply[0] == "progress":
                    self.reports[j + self.first] = reply
                    self.heard()
                    continue
                waiting.discard(j)
                replies[j + self.first] = self._checked(j, reply)
        return [replies[i] for i in asked]

    def _read(self, j: int) -> tuple | None:
        """What the worker on pipe j said, or None if it has gone."""
        try:
            return self.conns[j].recv() if self.conns[j].poll() else None
        except (EOFError, OSError):
            return None

    def _checked(self, j: int, reply: tuple) -> tuple:
        """The reply of the worker on pipe j, unless it says that worker failed."""
        if reply[0] == "failed":
            raise WorkerLost(f"Worker {j + self.first + 1} of {self.n} failed:\n{reply[1]}")
        if reply[0] == "disk":
            raise said(reply[1])
        return reply

    def _told_here(self, report: tuple) -> None:
        """Worker 0's counts, told here while it expands: with the others' waiting on their pipes (their
        replies kept for gather; one gone ends the run now, not at the level's end)."""
        self.reports[0] = report
        for j, conn in enumerate(self.conns):
            while j not in self.early and conn.poll():
                reply = self._read(j)
                if reply is None:
                    raise self.lost(j)
                if reply[0] == "progress":
                    self.reports[j + self.first] = reply
                else:
                    self.early[j] = reply
        self.heard()


class _Shares:
    """Who receives each new state handed over, met in number order: a worker's last `gives` of the
    `counts` it generated are handed over, and those of all workers, in number order, are shared out to
    the workers with fewer, in turn, as many as each lacks."""

    def __init__(self, counts: list[int], gives: list[int]):
        target = -(-sum(counts) // len(counts))
        self.left = [c - g for c, g in zip(counts, gives)]
        """The states each worker keeps and is still to meet."""
        takes = [max(0, target - k) for k in self.left]
        self.to = chain.from_iterable(repeat(o, take) for o, take in enumerate(takes))
        self.receivers = [array("i") for _ in counts]
        """For each worker, the receiver of each state it hands over, in number order."""

    def met(self, g: int) -> None:
        """The next new state (in number order), generated by worker g."""
        if self.left[g]:
            self.left[g] -= 1
        else:
            self.receivers[g].append(next(self.to))


class _Coordinator:
    def __init__(self, model: Model, pool: Pool, progress, progress_every: float, t0: float,
                 plan: TemporalPlan | None, warnings: list[str], space: Space):
        self.model, self.pool, self.n = model, pool, pool.n
        self.plan = plan
        self.invariants = invariants_of(model, plan)
        self.initial_invariants = initial_invariants(self.invariants)
        self.initial_properties = plan.initial if plan else []
        self.live = bool(plan and plan.liveness)
        self.atoms = Atoms(plan) if plan and plan.liveness else None
        self.warnings = warnings
        self.progress, self.progress_every, self.t0 = progress, progress_every, t0
        self.next_tick = t0 + progress_every
        self.every = None if progress is None else min(1.0, progress_every / 4)
        """How often a worker tells its counts in the course of a level (Worker.expand)."""
        self.stored = [space.memory_bytes, space.disk_bytes]
        """Bytes of storage in memory and on disk, here and in the workers, at the last level's end."""
        self.fp = fingerprinter(model)
        self.space = space
        self.parent, self.pos = space.column("parent"), space.column("pos")
        self.graph = StateGraph(plan, space.column) if self.live else None
        """The liveness graph, gathered here from what the workers evaluate."""
        self.level_fps = array("q")  # the fingerprints of the new states of the last level, in order
        self.atom_error: tuple | None = None
        self.generated = self.initial_generated = self.initial_distinct = 0
        self.depth = self.left = 0
        self.checkpoints: Checkpoints | None = None
        RUN.level, RUN.stats = 0, self.stats

    def numbers(self) -> dict[str, int]:
        return {"diameter": self.depth, "distinct": len(self.parent), "generated": self.generated,
                "queue": self.left, "duration": int(time.monotonic() - self.t0)}

    def stats(self, name: str):
        """TLCGet(name) here (Init, POSTCONDITION, ALIAS); the workers answer it during the search."""
        numbers = self.numbers()
        if name in numbers:
            return numbers[name]
        if name == "stats":
            return make_record({**numbers, "worker": 0, "initial": self.initial_distinct})
        if name == "config":
            return make_record({"mode": "bfs", "deadlock": self.model.check_deadlock, "worker": self.n,
                                "seed": str(RUN.seed), "fingerprint": "0", "install": "tlapy"})
        raise EvalError(f'TLCGet("{name}") is not supported by tlapy.')

    def _result(self, kind: str, distinct: int | None = None, **kw) -> CheckResult:
        m = self.model
        return CheckResult(kind, module=m.module, variables=m.variables,
                           distinct=len(self.parent) if distinct is None else distinct,
                           generated=self.generated, initial_states=self.initial_distinct,
                           initial_generated=self.initial_generated, alias=m.alias, **kw)

    def path(self, index: int) -> list[TraceStep]:
        """The behavior from an initial state to state number `index`, generated again."""
        return regenerated_path(self.model, self.parent, self.pos, index)

    def run(self, recover: Recovery | None = None) -> CheckResult:
        if recover is not None:
            res = self.search(saved.recover(self, recover), [[] for _ in range(self.n)])
        else:
            failed = failed_assumption(self.model, self._result)
            if failed is not None:
                return failed
            res = self.explore(*self.initial_states())
        if res.result == R.SUCCESS and self.live:
            self.check_liveness(res)
        if res.result == R.SUCCESS:
            self.postconditions(res)
        return res

    def initial_states(self) -> tuple[list[int], list[State]]:
        """Enumerate Init here: count, constrain, deduplicate and check every initial state."""
        m = self.model
        constraints = [c.test for c in m.constraints]
        check = bool(self.initial_invariants or self.initial_properties)
        fps: list[int] = []
        layer: list[State] = []
        seen: set[int] = set()
        generated, current = 0, None
        try:
            for s in m.init():
                current, RUN.level = s, 1
                generated += 1
                if constraints and not all(c(s) for c in constraints):
                    if check:
                        self._check_initial(s, generated)
                else:
                    f = self.fp(s)
                    if f not in seen:
                        seen.add(f)
                        self.parent.append(-1)
                        self.pos.append(generated - 1)
                        if check:
                            self._check_initial(s, generated)
                        if self.graph is not None:
                            self.graph.store.add_state(f, *self.atoms.of_state(s))
                        fps.append(f)
                        layer.append(s)
                current, RUN.level = None, 0
        except EvalError as e:
            if current is None:  # Init failed: the states it gave before count, as TLC's (and bfs's)
                for s in getattr(e, "initial_states", ()):
                    generated += 1
                    f = self.fp(s)
                    if f not in seen:
                        seen.add(f)
                        self.parent.append(-1)
                        self.pos.append(generated - 1)
                        layer.append(s)
            self.generated = generated
            trace = [] if current is None else [(None, current)]
            if isinstance(e, InvariantEvalError):  # TLC names no invariant on an initial state
                e = e.cause
            raise _Stop(self._result(R.ERROR, message=e.message, span=e.span, trace=trace,
                                     depth=1 if generated else 0, left_on_queue=len(layer),
                                     status=ExitCode.SPEC_EVAL)) from None
        self.generated = self.initial_generated = generated
        self.initial_distinct = len(layer)
        return fps, layer

    def _check_initial(self, s: State, generated: int) -> None:
        kind, bad = R.INVARIANT, first_violated(self.initial_invariants, s)
        if bad is None:
            kind, bad = R.PROPERTY, next((n for n, test in self.initial_properties if not test(s)), None)
        if bad is not None:
            self.generated = self.initial_generated = generated
            self.initial_distinct = len(self.parent)
            raise _Stop(self._result(kind, violated=bad, trace=[(None, s)], depth=1, in_initial_state=True))

    def explore(self, fps: list[int], layer: list[State]) -> CheckResult:
        """Level by level: the workers expand and deduplicate, this process numbers the new states, the
        workers keep and check them."""
        n = self.n
        level = self.depth = 1 if self.generated else 0
        if not layer:
            return self._result(R.SUCCESS, depth=level)
        self.pool.ask([("seed", array("q", [f for f in fps if f % n == o]).tobytes(),
                        [(i, encode_state(s)) for i, s in enumerate(layer) if i % n == o], len(layer))
                       for o in range(n)])
        self.levels = [(level, 0, len(layer), array("q"))]  # (level, first number, end, keys of its states)
        return self.search(level, [[] for _ in range(n)])

    def search(self, level: int, received: list[list[Handed]]) -> CheckResult:
        """From the level the workers hold (and are `received`), to the end or the first event."""
        while True:
            if self.pool.fork_due(self.levels[-1][1]):
                self.pool.go_parallel()
                self.n = self.pool.n
                received = [[] for _ in range(self.n)]
            n = self.n
            self.left = self.levels[-1][2] - self.levels[-1][1]
            self.pool.reports.clear()
            expanded = self.pool.ask([("expand", level, self.numbers(), received[o], self.every)
                                      for o in range(n)])
            self.pool.reports.clear()
            self._gather_steps(expanded)
            first = min((r[2] for r in expanded if r[2] is not None), key=itemgetter(0, 1), default=None)
            self.generated += sum(r[1] for r in expanded)
            self.stored = [sum(x) for x in zip([self.space.memory_bytes, self.space.disk_bytes],
                                               *(r[4] for r in expanded))]
            routed = [("dedup", level, [r[3][o] for r in expanded]) for o in range(n)]
            del expanded
            deduped = self.pool.ask(routed)
            counts = [sum(r[2][g] for r in deduped) for g in range(n)]  # the new states each generated
            gives = self.shares(counts) if first is None else [0] * n
            chosen, receivers = self.number(deduped, level + 1, _Shares(counts, gives))
            if sum(counts):  # found, so counted: a worker lost from here leaves them on the queue
                self.depth, self.left = level + 1, sum(counts)
            settled = self.pool.ask([("settle", level + 1, chosen[o], gives[o], first and first[0],
                                      receivers[o]) for o in range(n)])
            self._gather_state_bits(settled)
            events = [r[1] for r in settled if r[1] is not None] + ([first] if first else [])
            if events:
                return self._event(min(events, key=itemgetter(0, 1)))
            if not sum(counts):
                return self._result(R.SUCCESS, depth=level)
            received = [[r[2][o] for r in settled if o in r[2]] for o in range(n)]
            level = self.depth = level + 1
            elapsed = time.monotonic() - self.t0
            if self.checkpoints is not None and self.checkpoints.due(elapsed):
                saved.take(self, level, received, elapsed)
            if self.progress is not None and time.monotonic() >= self.next_tick:
                self.tick(level, self.generated, len(self.parent), sum(counts))

    def heard(self) -> None:
        """A Progress in the course of a level when due, from the workers' last reports: the states
        generated, the new ones counted by the workers that own them (a lower bound until the owners
        compare them with the others' at the level's end), and the states left on the queue."""
        if self.progress is None or time.monotonic() < self.next_tick:
            return
        reports = self.pool.reports.values()
        generated, done, _, new = (sum(r[i] for r in reports) for i in range(1, 5))
        self.tick(self.depth, self.generated + generated, len(self.parent) + new, self.left - done + new)

    def tick(self, level: int, generated: int, distinct: int, left: int) -> None:
        """TLC's Progress line, and the next one due progress_every from now."""
        self.next_tick = time.monotonic() + self.progress_every
        self.progress(Progress(level, generated, distinct, left, time.monotonic() - self.t0, *self.stored))

    def number(self, deduped: list[tuple], level: int, shares: _Shares) -> tuple[list[Spooled], list[bytes]]:
        """Number the new states of `level` in key order, as one worker would find them: their parents
        and positions go to the trace arrays; per worker, a file of the keys it generated and their
        numbers, and the workers its states handed over go to (`shares`)."""
        parent, pos = self.parent, self.pos
        folder = self.space.folder()
        chosen = [Rows(folder / f"chosen-{level}-{g}", "qq") for g in range(self.n)]
        columns = [c.columns for c in chosen]
        start, level_keys, self.level_fps = len(parent), array("q"), array("q")
        for k, f, g in heapq.merge(*(read_rows(r[1]) for r in deduped)):
            keys, numbers = columns[g]
            keys.append(k)
            numbers.append(len(parent))
            chosen[g].due()
            shares.met(g)
            level_keys.append(k)
            i, p = W.key_parts(k)
            parent.append(i)
            pos.append(p)
            if self.live:
                self.level_fps.append(f)
        self.levels.append((level, start, len(parent), level_keys))
        if len(self.levels) > 2:  # an event concerns the last two levels only
            self.levels[-3] = (*self.levels[-3][:3], array("q"))
        return [c.close() for c in chosen], [r.tobytes() for r in shares.receivers]

    def shares(self, counts: list[int]) -> list[int]:
        """How many of its new states each worker hands over, to even out what they expand next, within
        1/64 (a level waits for its slowest worker; a state handed over costs far less than expanding one)."""
        target = -(-sum(counts) // self.n)
        if max(counts) <= target + max(16, target // 64):
            return [0] * self.n
        return [max(0, c - target) for c in counts]

    def _gather_steps(self, expanded: list[tuple]) -> None:
        """The steps the workers took, for the liveness graph, in the order of their sources (each
        worker's in that order), and the witnessed ENABLED atoms of the states they expanded."""
        if self.graph is None:
            return
        store = self.graph.store
        steps = heapq.merge(*(read_rows(r[5]) for r in expanded), key=itemgetter(0))
        if self.atoms.mask_typecode is None:  # masks past 64 atoms, written word by word
            for src, p, f, *words in steps:
                store.add_step(src, f, p, mask_of_words(words))
        else:
            for src, p, f, bits in steps:
                store.add_step(src, f, p, bits)
        if expanded[0][6] is not None:  # witnessed ENABLED atoms
            enabled = heapq.merge(*(read_rows(r[6]) for r in expanded), key=itemgetter(0))
            if self.atoms.mask_typecode is None:
                for _, *words in enabled:
                    store.enabled.append(mask_of_words(words))
            else:
                for _, bits in enabled:
                    store.enabled.append(bits)
        self._atom_error(expanded)

    def _gather_state_bits(self, settled: list[tuple]) -> None:
        """The atoms of the new states the workers checked, for the liveness graph, in number order."""
        if self.graph is None:
            return
        store, start, fps = self.graph.store, self.levels[-1][1], self.level_fps
        rows = heapq.merge(*(read_rows(r[3]) for r in settled), key=itemgetter(0))
        if self.atoms.mask_typecode is None:  # masks past 64 atoms, written word by word
            half = self.atoms.words
            for i, *words in rows:
                store.add_state(fps[i - start], mask_of_words(words[:half]), mask_of_words(words[half:]))
        else:
            for i, atoms, stutter in rows:
                store.add_state(fps[i - start], atoms, stutter)
        self._atom_error(settled)

    def _atom_error(self, replies: list[tuple]) -> None:
        """The first error evaluating a temporal atom that a worker met (its message and place)."""
        self.atom_error = self.atom_error or next((r[-1] for r in replies if r[-1] is not None), None)

    def _event(self, event: W.Event) -> CheckResult:
        """The first event of a level: one worker's verdict, counts and trace at that moment."""
        k, order, kind, violated, message, span, *status = event
        i, p = W.key_parts(k)
        at = next(j for j, (_, first, end, _) in enumerate(self.levels) if first <= i < end)
        level, _, end, _ = self.levels[at]
        new_keys = self.levels[at + 1][3]
        upto = bisect_right(new_keys, k)  # the new states one worker has found by then, this one too
        after = order == 2  # an error in Next after the successors up to k: they are all on the queue
        queued = upto if after else bisect_left(new_keys, k)
        trace = self.path(i)
        if p >= 0 and not after:
            RUN.level = level
            trace.append(steps_before_error(self.model, trace[-1][1])[p])
        self.depth = level
        return self._result(kind, distinct=self.levels[at + 1][1] + upto, violated=violated, message=message,
                            span=span, status=status[0] if status else None, trace=trace,
                            depth=level + 1 if upto else level,
                            left_on_queue=end - i - 1 + queued)

    def check_liveness(self, res: CheckResult) -> None:
        """After a complete search: a fair behavior violating a property turns the verdict."""
        graph, plan = self.graph, self.plan
        graph.settled = len(graph.store)  # the workers evaluated the witnessed ENABLED atoms
        if self.atom_error is not None:
            graph.error = EvalError(*self.atom_error)
        RUN.level = 0
        try:
            found = graph.find_violation(plan, self.initial_distinct, lambda i: self.path(i)[-1][1],
                                         self.model.successors)
        except EvalError as e:  # TLC stops on it too (exit 255): a property it cannot evaluate is no success
            res.result, res.message, res.span = R.ERROR, e.message, e.span
            return
        if found is not None:
            res.result, res.violated, res.trace, res.trace_kind, res.back_to = R.PROPERTY, *found

    def postconditions(self, res: CheckResult) -> None:
        """POSTCONDITIONs after a successful search, here, with the run's final numbers."""
        RUN.level = 0
        for post in self.model.postconditions:
            try:
                ok = post.test()
            except EvalError as e:
                res.result, res.message, res.span = R.ERROR, e.message, e.span
                return
            if not ok:
                res.result, res.violated, res.span = R.ASSUMPTION, post.name, post.span
                res.message = f"Postcondition {post.name} at {span_text(post.span)} is false."
                return
