"""Liveness under `--spark`: the state graph gathered level by level into the driver, then checked by
the in-process engine's code (tla_py.engine.properties.StateGraph and tla_py.engine.liveness).

Each level the executors send, per state they expanded, its fingerprint, its parent's and its position
among the parent's successors, with the masks of its temporal atoms (a STATE row), and per step the
target's fingerprint, the position and the mask of its action atoms (a ROW row). Sorted by the
source's breadth-first order, the states get the numbers the in-process engine gives them and the steps
come in its order, so the graph, and the lasso found in it, are that engine's. States are not kept:
a counterexample's states are generated again from the parent numbers and positions, as a safety
trace's are. The driver holds the graph in Python, so its size is bounded (MAX_STEPS_CONF).
"""

from __future__ import annotations

from array import array
from typing import Any

from tla_py.engine.properties import StateGraph, TemporalPlan
from tla_py.engine.result import TraceStep
from tla_py.engine.rules import regenerated_path
from tla_py.engine.spark.task import STATE, unpack_bits
from tla_py.semantics.compiled import Model

MAX_STEPS_CONF = "spark.tlapy.liveness.maxSteps"
"""The Spark setting that bounds the states plus steps the driver gathers for liveness."""
DEFAULT_MAX_STEPS = 10_000_000
"""The default bound: what the in-process engine's liveness search handles in minutes."""
COLUMNS = ("kind", "fp", "pf", "pos", "bits", "stutter")
"""The columns of the rows a level sends, sorted by the source's order, its STATE row first."""


class GatheredGraph:
    """The liveness graph, built from the levels' rows in breadth-first order, and each state's parent
    number and position, to generate a counterexample's states again."""

    def __init__(self, plan: TemporalPlan, max_size: int):
        self.graph = StateGraph(plan)
        self.parent = array("i")
        self.pos = array("i")
        self.last_level: dict[int, int] = {}
        """The fingerprints of the states last added, and their numbers: the next level's parents."""
        self.max_size = max_size
        self.size = 0
        self.too_big = False
        self.atom_error_at: tuple[int, int] | None = None
        """(level, number) of the first state whose temporal atoms failed to evaluate."""

    @classmethod
    def restored(cls, plan: TemporalPlan, max_size: int, graph: dict, gathered: tuple[list, list],
                 meta: dict) -> GatheredGraph:
        """The graph a Spark checkpoint recorded (tla_py.engine.spark.checkpoint): its columns, the
        states' parents and positions, and how far it got."""
        g = cls(plan, max_size)
        g.size, g.too_big = int(meta["size"]), bool(meta["too_big"])
        at = meta["atom_error_at"]
        g.atom_error_at = None if at is None else (int(at[0]), int(at[1]))
        if g.too_big:
            g.graph = StateGraph(TemporalPlan())
            return g
        g.graph.restore(graph)
        g.parent.extend(gathered[0])
        g.pos.extend(gathered[1])
        fps, n = g.graph.store.fps, len(g.graph.store)
        g.last_level = {fps[i]: i for i in range(n - int(meta["last_level"]), n)}
        return g

    @property
    def gathering(self) -> bool:
        """Whether the levels' rows are still wanted: neither too many nor an atom that failed."""
        return not self.too_big and self.atom_error_at is None

    def admit(self, states: int, steps: int) -> bool:
        """Whether the next level fits under the limit; past it the graph is dropped for good."""
        self.size += states + steps
        if self.size > self.max_size:
            self.too_big = True
            self.graph = StateGraph(TemporalPlan())
            self.parent, self.pos, self.last_level = array("i"), array("i"), {}
        return not self.too_big

    def add_level(self, table: Any) -> None:
        """A level's STATE and ROW rows (a pyarrow Table of COLUMNS), in breadth-first order."""
        g, parents, numbers = self.graph, self.last_level, {}
        store = g.store
        src = -1
        for kind, f, pf, p, bits, stutter in zip(*(table.column(c).to_pylist() for c in COLUMNS)):
            if kind == STATE:
                src = numbers[f] = len(store)
                store.add_state(f, unpack_bits(bits), unpack_bits(stutter))
                self.parent.append(-1 if pf is None else parents[pf])
                self.pos.append(p)
            else:
                store.add_step(src, f, p, unpack_bits(bits))
        g.settled = len(store)  # the executors have ORed the witnessed ENABLED atoms in already
        self.last_level = numbers

    def atom_failed(self, level: int, fp: int) -> None:
        """A temporal atom failed on the state of this level with fingerprint fp: the graph is of no use."""
        self.atom_error_at = (level, self.last_level[fp])

    def path(self, model: Model, index: int) -> list[TraceStep]:
        """The behavior from an initial state to state number `index`, generated again."""
        return regenerated_path(model, self.parent, self.pos, index)
