"""One worker process of `-workers N`: it rebuilds the Model from its source, expands its share of
each level and keeps its share of the seen set, the fingerprints f with f % N equal to its number.

A worker keeps the first occurrence of each successor it generates at a level, and sends only the
fingerprint and key to the fingerprint's owner; the owner chooses, for each fingerprint it has not
seen, the occurrence first in breadth-first order, and the worker that generated it checks its
invariants and expands it at the next level. States themselves stay where they were generated, with
the values they share with their parents (and the hashes and fingerprints those keep); they travel
only to even out the workers' shares. An occurrence's key is (number of the parent << 32) + its
position among the parent's successors + 1: the coordinator numbers a level's states by key, as one
worker numbers them, and of the events of a level (violation, deadlock, error) reports the one with
the smallest key, the one one worker meets first.
"""

from __future__ import annotations

import os
import sys
import threading
import time
import traceback
from multiprocessing.connection import Connection

from tla_py.engine import result as R
from tla_py.engine.codec import decode_state, encode_state
from tla_py.engine.fingerprint import fingerprinter
from tla_py.engine.model import Model, ModelSource, State
from tla_py.engine.properties import Atoms, plan_properties
from tla_py.engine.rules import action_allowed, first_violated, invariants_of
from tla_py.errors import EvalError, TlaError
from tla_py.semantics.values import make_record
from tla_py.stdlib.tlc import RUN

Event = tuple
"""(key, order, kind, violated, message, span[, TLC's exit status, for an error]): order 0 for a new
state's invariants (checked by the worker holding it, at the next level), 1 for what its generation
raised (step properties, errors), as one worker checks a new state's invariants before the step's
properties."""


def key(i: int, p: int) -> int:
    """The breadth-first order of the p-th successor of state number i (p = -1: the state itself)."""
    return (i << 32) + p + 1


def key_parts(k: int) -> tuple[int, int]:
    return k >> 32, (k & 0xFFFFFFFF) - 1


def main(conn: Connection, source: ModelSource, me: int, n: int) -> None:
    """A worker's life: build the Model, then answer the coordinator's requests until told to stop."""
    from tla_py.semantics import build_model
    from tla_py.semantics.depth import allow_deep_recursion
    from tla_py.stdlib import reset_run

    allow_deep_recursion()
    threading.Thread(target=_outlive_not, args=(os.getppid(),), daemon=True).start()
    try:
        reset_run(source.seed, fp_index=source.fp_index)
        model = build_model(source.spec, source.config, check_deadlock=source.check_deadlock,
                            lib_paths=list(source.lib_paths), invariants=source.invariants,
                            postconditions=source.postconditions)
        worker = Worker(model, me, n)
        conn.send(("ready",))
        while True:
            request = conn.recv()
            if request[0] == "stop":
                return
            conn.send(getattr(worker, request[0])(*request[1:]))
            sys.stdout.flush()
    except (EOFError, BrokenPipeError, KeyboardInterrupt):
        return  # the coordinator has gone: nothing to report to
    except TlaError as e:
        conn.send(("failed", e.render()))
    except Exception:  # noqa: BLE001 - a bug: the coordinator reports it rather than waiting forever
        conn.send(("failed", traceback.format_exc()))


def _outlive_not(coordinator: int) -> None:
    """End this worker when the coordinator is gone: killed, it cannot tell the worker to stop."""
    while os.getppid() == coordinator:
        time.sleep(1)
    os._exit(1)


class Worker:
    def __init__(self, model: Model, me: int, n: int):
        self.model, self.me, self.n = model, me, n
        plan, _ = plan_properties(model)
        self.invariants = invariants_of(model, plan)
        self.step_properties = plan.steps if plan else []
        self.atoms = Atoms(plan) if plan and plan.liveness else None
        self.fp = fingerprinter(model)
        self.seen: set[int] = set()
        """The fingerprints this worker owns of the states found before this level."""
        self.sent: set[int] = set()
        """The fingerprints of other owners this worker has sent: found by now, or being decided."""
        self.firsts: dict[int, tuple[int, State]] = {}
        """The first occurrence (key, state) of each fingerprint this worker generated at the last level
        and does not know to be old: the owners choose which are new, and this worker keeps those."""
        self.firsts_by_key: dict[int, State] | None = None
        self.frontier: list[tuple[int, State]] = []
        self.numbers: dict[str, int] = {}
        self.initial = 0
        RUN.stats = self.stats

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

    def seed(self, fps: list[int], held: list[tuple[int, bytes]], initial: int) -> tuple:
        """Own the fingerprints `fps` of initial states, and expand the initial states `held`."""
        self.seen.update(fps)
        self.initial = initial
        self.frontier = [(i, decode_state(b)) for i, b in held]
        return ("seeded",)

    def give(self, keys: list[int]) -> tuple:
        """Hand new states over to a worker with fewer (their numbers stay)."""
        by_key = self.by_key()
        return ("given", [encode_state(by_key.pop(k)) for k in keys])

    def by_key(self) -> dict[int, State]:
        """The states generated at the last level, by their keys."""
        if self.firsts_by_key is None:
            self.firsts_by_key = {k: s for k, s in self.firsts.values()}
        return self.firsts_by_key

    def expand(self, level: int, numbers: dict[str, int], winners: list[tuple[int, int]],
               received: list[tuple[int, int, bytes]], limit: int | None) -> tuple:
        """Take this level's states, the owners' choice among those generated last level (key, number)
        and states handed over; check their invariants in breadth-first order; then, unless `limit`
        (a key) says the run ends, expand them and route their successors' fingerprints to their owners."""
        self.numbers = numbers
        by_key = self.by_key()
        self.firsts, self.firsts_by_key = {}, None
        found = sorted([(i, k, by_key[k]) for k, i in winners]
                       + [(i, k, decode_state(b)) for i, k, b in received])
        event, bits = self.check_new(level, found, limit)
        frontier, self.frontier = [*self.frontier, *((i, s) for i, _, s in found)], []
        if event is not None or limit is not None:
            return ("expanded", 0, event, [], ([], [], [], []), ([], []), bits, self.atom_error())
        return self.successors_of(level, frontier, bits)

    def check_new(self, level: int, found: list[tuple[int, int, State]], limit: int | None) -> tuple:
        """Invariants of the new states, up to the first event, and their temporal atoms."""
        event, bits = None, ([], [], [])
        if not self.invariants and self.atoms is None:
            return event, bits
        RUN.level = level
        for i, k, t in found:
            if limit is not None and k >= limit:
                break
            try:
                bad = first_violated(self.invariants, t)
            except EvalError as e:
                return (k, 0, R.ERROR, None, e.message, e.span, e.exit_code), bits
            if bad is not None:
                return (k, 0, R.INVARIANT, bad, None, None), bits
            if self.atoms is not None:
                for column, x in zip(bits, (i, *self.atoms.of_state(t))):
                    column.append(x)
        return event, bits

    def successors_of(self, level: int, frontier: list[tuple[int, State]], bits: tuple) -> tuple:
        """Expand the states of `level`, in breadth-first order, up to the first event."""
        m, run, fp, seen, sent, me, n = self.model, RUN, self.fp, self.seen, self.sent, self.me, self.n
        successors, deadlock, intermediate = m.successors, m.check_deadlock, m.intermediate_states
        constraints = [c.test for c in m.constraints]
        action_constraints = m.action_constraints
        invariants, step_properties, atoms = self.invariants, self.step_properties, self.atoms
        firsts = self.firsts
        out: list[tuple[list[int], list[int]]] = [([], []) for _ in range(n)]
        steps: tuple[list, list, list, list] = ([], [], [], [])  # source, position, target fp, atoms
        enabled: tuple[list, list] = ([], [])  # state number, its witnessed ENABLED atoms
        generated, event = 0, None
        for i, s in frontier:
            k = key(i, -1)
            run.level = level
            try:
                composed = intermediate[0]
                succs = successors(s)
                run.level = level + 1
                if not succs and deadlock:
                    event = (k, 1, R.DEADLOCK, None, None, None)
                    break
                generated += len(succs) + intermediate[0] - composed
                taken = 0
                for p, (_, t) in enumerate(succs):
                    k += 1
                    if (constraints and not all(c(t) for c in constraints)) or (
                            action_constraints and not action_allowed(self.model, s, t, level)):
                        if invariants:  # excluded: TLC checks its invariants all the same
                            bad = first_violated(self.invariants, t)
                            if bad is not None:
                                event = (k, 1, R.INVARIANT, bad, None, None)
                                break
                    else:
                        f = fp(t)
                        if atoms is not None:
                            b = atoms.of_step(s, t)
                            taken |= b
                            for column, x in zip(steps, (i, p, f, b)):
                                column.append(x)
                        owner = f % n
                        if f not in (seen if owner == me else sent) and f not in firsts:
                            firsts[f] = (k, t)
                            fps, keys = out[owner]
                            fps.append(f)
                            keys.append(k)
                        elif not step_properties:
                            continue
                    if step_properties:  # on every step, after the invariants, as TLC
                        bad = next((name for name, test in step_properties if not test(s, t)), None)
                        if bad is not None:
                            event = (k, 1, R.PROPERTY, bad, None, None)
                            break
                if event is not None:
                    break
                if atoms is not None and atoms.witnessed:
                    enabled[0].append(i)
                    enabled[1].append(atoms.enabled(s, taken))
            except EvalError as e:
                event = (k, 1, R.ERROR, None, e.message, e.span, e.exit_code)
                break
        for owner, (fps, _) in enumerate(out):
            if owner != me:
                sent.update(fps)
        return ("expanded", generated, event, out, steps, enabled, bits, self.atom_error())

    def dedup(self, batches: list[tuple[list[int], list[int]]]) -> tuple:
        """Of the fingerprints this worker owns, keep the unseen ones, each with its first occurrence:
        (key, fingerprint, the worker that generated it), in breadth-first order."""
        best: dict[int, tuple[int, int]] = {}
        seen = self.seen
        for g, (fps, keys) in enumerate(batches):
            for f, k in zip(fps, keys):
                if f in seen:
                    continue
                known = best.get(f)
                if known is None or k < known[0]:
                    best[f] = (k, g)
        seen.update(best)
        new = sorted((k, f, g) for f, (k, g) in best.items())
        return ("deduped", [k for k, _, _ in new], [f for _, f, _ in new], [g for _, _, g in new])

    def atom_error(self) -> tuple | None:
        return None if self.atoms is None else self.atoms.error
