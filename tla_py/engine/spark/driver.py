"""`--spark MASTER`: level-synchronous breadth-first search on PySpark DataFrames.

The driver (this process) checks the assumptions and the initial states as the in-process engine
does (tla_py.engine.inprocess.bfs), and goes on there while levels are small: a Spark level has a fixed
cost however few its states, so the search moves to Spark at the first level estimated to take WORTH
seconds of CPU in the driver, through the handover checkpoint the move to PyPy uses
(tla_py.engine.inprocess.handover); the session starts in the background a few levels ahead
(tla_py.engine.spark.session). With liveness properties Spark takes over after Init, so that every
state's atoms come from one place.
Per level, executors expand the frontier (mapInArrow over rows of fingerprint, key, encoded state: by a
PyPy search process per Python worker when there is one, tla_py.engine.spark.helper), checking constraints
and invariants. Only fingerprints and keys (the parent's order and the position: breadth-first order,
tla_py.engine.spark.order) are grouped, and the driver collects each fingerprint's first occurrence: those
its seen set lacks are the new states, all in one Spark job per level. Their keys rank the next frontier's
states into their orders and lead a trace back to Init; the next level's tasks read the expansion's
successors where they lie and keep those whose keys are the new states'. The driver rebuilds a shortest
trace by regenerating the states along the path, and the event with the smallest key is the one one
in-process worker meets first.
With liveness properties each level also sends the driver its part of the state graph
(tla_py.engine.spark.liveness), checked there after the search by the in-process engine's code.
"""

from __future__ import annotations

import base64
import os
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path

from tla_py import runtime
from tla_py.engine import result as R
from tla_py.engine.codec import check_encoding, decode_state, encode_state
from tla_py.engine.inprocess import bfs, handover
from tla_py.engine.inprocess.handover import HandOver
from tla_py.engine.properties import plan_properties
from tla_py.engine.result import CheckResult, Progress, TraceStep
from tla_py.engine.rules import failed_assumption, regenerated_path, steps_before_error
from tla_py.engine.spark import checkpoint as saved
from tla_py.engine.spark.checkpoint import SparkCheckpoints, SparkRecovery
from tla_py.engine.spark.helper import expand_batches
from tla_py.engine.spark.liveness import COLUMNS, DEFAULT_MAX_STEPS, MAX_STEPS_CONF, GatheredGraph
from tla_py.engine.spark.order import Summary, key_of, key_parts
from tla_py.engine.spark.session import Session, SparkFailed, Starter
from tla_py.engine.spark.states import StateCodec
from tla_py.engine.spark.task import (
    ATOM_ERROR,
    COUNT,
    ERROR_MARK,
    EVENT,
    OUT_FIELDS,
    ROW,
    STATE,
    Expander,
    Job,
    generated_before,
)
from tla_py.engine.storage.checkpoint import SearchState
from tla_py.engine.storage.fpset import FingerprintSet
from tla_py.engine.storage.recovery import CheckpointError, Recovery
from tla_py.engine.storage.space import Space, budget_bytes
from tla_py.errors import EvalError
from tla_py.lifeline import check_interrupted
from tla_py.semantics.compiled import Model, State
from tla_py.stdlib.tlc import RUN
from tla_py.syntax import read_source
from tla_py.values import make_record

MIN_SLICE = 200
"""The fewest frontier states worth a task of their own (a task costs tens of ms; a state about one)."""
START_AHEAD = 0.1
"""The share of WORTH a level is estimated to take in the driver when the session starts in the background
(levels grow 1.5-2.5 times a level in BookKeeper: its start overlaps the driver's last few levels)."""
WAIT_BEYOND = 4
"""A level estimated at more than this many times WORTH waits for a session still starting, in place of
being expanded in the driver (which cannot move to Spark in the middle of a level)."""
WORTH = float(os.environ.get("TLAPY_SPARK_WORTH", "2"))
"""CPU seconds a level must be estimated to take in the driver before it goes to Spark (0: Spark from
the first level on). A Spark level costs about a second whatever its size (its jobs, and the driver
planning them): kafka's 36 levels of at most 1,700 states took 41 s on local[2], 2.7 s in process."""
@dataclass
class _Ahead(HandOver):
    """The driver's search, which moves to Spark when a level is worth it, and starts the session in the
    background a few levels ahead: once the next level is estimated at START_AHEAD of that. While the
    session is still starting, the driver goes on with levels up to WAIT_BEYOND times that worth, rather
    than wait idle for it."""

    starting: Callable[[], bool] = lambda: False

    def ready(self, frontier: int, expanded: int, seconds: float) -> None:
        if self.worth <= 0 or (expanded >= handover.MIN_EXPANDED
                               and frontier * seconds / expanded >= self.worth * START_AHEAD):
            self.prepare()

    def estimate(self, frontier: int, expanded: int, seconds: float) -> float | None:
        cost = super().estimate(frontier, expanded, seconds)
        if cost is not None and cost < self.worth * WAIT_BEYOND and self.starting():
            return None
        return cost


class _ToSpark(Exception):
    """The search in the driver reached a level worth Spark: the checkpoint it wrote, and why."""

    def __init__(self, path: Path, why: str):
        super().__init__(why)
        self.path, self.why = path, why


def check_spark(model: Model, master: str, conf: dict[str, str], *,
                progress: Callable[[Progress], None] | None = None,
                say: Callable[[str], None] = print, checkpoints: SparkCheckpoints | None = None,
                recover: SparkRecovery | Recovery | None = None, python: str | None = None) -> CheckResult:
    """Check `model` as tla_py.engine.inprocess.bfs.check does, with Spark executors expanding each level
    (on the executors, `python` expands the states: tla_py.engine.spark.helper.interpreter); writing
    `checkpoints` of its Spark levels when due and going on from `recover`'s: a Spark checkpoint
    (tla_py.engine.spark.checkpoint) or one of another engine."""
    t0 = time.monotonic()
    _, warnings = plan_properties(model)
    if model.source is None or not model.variables:
        res = bfs.check(model, progress=progress)
    else:
        search = _Driver(model, master, conf, progress, say, t0, warnings, Space(budget_bytes(None)))
        search.python = python or os.environ.get(runtime.ENV_VAR) or runtime.AUTO
        search.checkpoints = checkpoints
        interrupted = False
        try:
            res = search.outcome(recover)
            if checkpoints is not None and not res.incomplete:
                checkpoints.ended()  # while the session is up: the location may be on its file system
        except KeyboardInterrupt:
            interrupted = True  # no waiting for a session still starting or a job: the JVM ends with us
            raise
        finally:
            if not interrupted:
                search.stop()
                if isinstance(recover, SparkRecovery) and recover.owned:
                    recover.spark.stop()
            search.space.close()
    res.warnings = warnings
    res.seconds = time.monotonic() - t0
    return res


def job_of(model: Model, python: str = runtime.AUTO, dictionary: bytes = b"") -> Job:
    """The module texts the executors rebuild the Model from: the files of the spec's folder and the -lib
    folders that the Model was built from, and the config (standard modules come from the tlapy installed
    there). Not every .tla beside the spec: a FIFO there would hang the run, a link to /dev/zero fill it."""
    src = model.source
    spec = Path(src.spec)
    folders = [spec.parent, *map(Path, src.lib_paths)]
    names = ["spec", *(f"lib{i}" for i in range(len(src.lib_paths)))]
    texts = [(f"{names[i]}/{path.name}", _text(path)) for i, path in _module_files(model, folders)]
    config = None
    if src.config is not None:
        config = f"cfg/{Path(src.config).name}"
        texts.append((config, _text(Path(src.config))))
    return Job(tuple(texts), f"spec/{spec.name}", config, tuple(names[1:]), src.check_deadlock, src.seed,
               python, src.fp_index, dictionary, src.allow_io_exec)


def _module_files(model: Model, folders: list[Path]) -> list[tuple[int, Path]]:
    """The .tla files the Model's modules were read from, each with the first of `folders` holding it
    (where the loader found it); the standard modules' own are not among them."""
    at = {os.path.abspath(folder): i for i, folder in reversed(list(enumerate(folders)))}
    files = {Path(m.span.file) for m in model.compiler.loader.modules.values()}  # type: ignore[attr-defined]
    found = ((at.get(os.path.abspath(f.parent)), f) for f in files)
    return sorted((i, f) for i, f in found if i is not None)


def _text(path: Path) -> str:
    """A module's or config's text, from a regular file only (tla_py.syntax.read_source)."""
    return read_source(path).decode("utf-8", errors="replace")


class _Driver:
    def __init__(self, model: Model, master: str, conf: dict[str, str], progress, say, t0: float,
                 warnings: list[str], space: Space):
        self.model, self.master, self.conf, self.space = model, master, conf, space
        self.progress, self.say, self.t0 = progress, say, t0
        self.warnings = warnings
        self.ex = Expander(model)
        self.graph: GatheredGraph | None = None
        self.python = runtime.AUTO
        self.starter: Starter | None = None
        self.session: Session | None = None
        self.keys: list = []  # per level after `base`: its states' keys (parent's order, position), sorted
        self.base = 1  # the first Spark level, whose states have these numbers in the driver's search
        self.numbers_at_base: Sequence[int] = ()  # (whose `parent` and `pos` lead to Init)
        self.parent: Sequence[int] = ()
        self.pos: Sequence[int] = ()
        self.seen: FingerprintSet | None = None  # every state's fingerprint (tla_py.engine.storage.fpset)
        self.done: list = []  # checkpoints no longer read once the next level's job has run
        self.generated = self.initial_generated = self.initial_distinct = 0
        self.distinct = self.depth = self.queue = 0
        self.checkpoints: SparkCheckpoints | None = None
        self.job: Job | None = None
        self.numbered = 0  # the last level whose states have numbers in `parent` and `pos` (checkpoints)
        RUN.level, RUN.stats = 0, self.stats

    def numbers(self) -> dict[str, int]:
        return {"diameter": self.depth, "distinct": self.distinct, "generated": self.generated, "queue": 0,
                "duration": int(time.monotonic() - self.t0)}

    def stats(self, name: str):
        """TLCGet(name) in the driver (Init, POSTCONDITION); executors see those of the level's start."""
        numbers = self.numbers()
        if name in numbers:
            return numbers[name]
        if name == "stats":
            return make_record({**numbers, "worker": 0, "initial": self.initial_distinct})
        if name == "config":
            return make_record({"mode": "bfs", "deadlock": self.model.check_deadlock, "worker": 1,
                                "seed": str(RUN.seed), "fingerprint": "0", "install": "tlapy"})
        raise EvalError(f'TLCGet("{name}") is not supported by tlapy.')

    def result(self, kind: str, **kw) -> CheckResult:
        m = self.model
        return CheckResult(kind, module=m.module, variables=m.variables, distinct=self.distinct,
                           generated=self.generated, initial_states=self.initial_distinct,
                           initial_generated=self.initial_generated, alias=m.alias, **kw)

    def failed(self, message: str) -> CheckResult:
        """A lost Spark job: the counts reached, the level being expanded still on the queue."""
        return self.result(R.ERROR, message=message, depth=self.depth, left_on_queue=self.queue,
                           incomplete=True)

    def stop(self) -> None:
        if self.starter is not None:
            self.starter.stop()

    def outcome(self, recover: SparkRecovery | Recovery | None) -> CheckResult:
        """The run's result; a failed Spark job's is an incomplete one."""
        try:
            return self.run(recover)
        except bfs._Stop as stop:
            return stop.res
        except SparkFailed as e:
            return self.failed(str(e))
        except CheckpointError:
            raise
        except Exception as e:  # noqa: BLE001 - py4j and pyspark raise many kinds; all mean a failed job
            if _interrupted(e):
                raise KeyboardInterrupt from None
            return self.failed(f"The Spark job failed: {_first_lines(e)}")

    def run(self, recover: SparkRecovery | Recovery | None = None) -> CheckResult:
        plan = self.ex.plan
        search = bfs._Search(self.model, None, 10.0, self.t0, plan, [], self.space)
        self.starter = Starter(self.master, self.conf, job_of(self.model, self.python))
        if isinstance(recover, SparkRecovery):
            res = self.recovered_spark(recover)
        elif recover is not None:
            res = self.recovered(recover)
        elif plan is not None and plan.liveness:
            res = self.from_init(search)
        else:
            res = self.from_driver()
            if self.session is None:  # the search ended in the driver, postconditions included
                return res
        if res.result == R.SUCCESS and self.graph is not None:
            self.check_liveness(res)
        if res.result == R.SUCCESS:
            search.postconditions(res)
        return res

    def from_driver(self) -> CheckResult:
        """The in-process search, until a level is worth Spark; then Spark from that level on."""
        def to_spark(path: Path, why: str) -> None:
            raise _ToSpark(path, why)

        try:
            res = bfs.check(self.model, progress=self.progress, space=self.space,  # its checkpoints: Spark's
                            handover=_Ahead(to_spark, worth=WORTH, patience=float("inf"),
                                            prepare=self.starter.start, starting=self.starter.starting))
        except _ToSpark as move:
            cp, why = handover.read(move.path, self.space), move.why
        else:
            self.say(f"Spark was not {'used' if self.starter.thread else 'started'}: no level was estimated "
                     f"to take {WORTH:g} s of CPU here (TLAPY_SPARK_WORTH).")
            return res
        return self.from_checkpoint(cp, f"The search moves to Spark {why}.")

    def recovered(self, recover: Recovery) -> CheckResult:
        """Spark from the level a checkpoint was written before (one without a liveness graph)."""
        if recover.meta.get("graph") is not None:
            raise SparkFailed(f"{recover.path} holds the liveness graph of a run with temporal properties, "
                              "which Spark gathers from Init on: recover it without --spark.")
        cp = recover.read(self.space.seen_set(), self.space.column("parent"), self.space.column("pos"))
        self.t0 = time.monotonic() - cp.counts["elapsed"]
        return self.from_checkpoint(cp, f"The search goes on on Spark from level {cp.counts['level']}.")

    def from_checkpoint(self, cp: SearchState, why: str) -> CheckResult:
        """Spark from the level the driver's search (moved, or recovered) was to expand next."""
        s = cp.counts
        self.parent, self.pos = cp.parent, cp.pos
        self.generated, self.initial_generated = s["generated"], s["initial_generated"]
        self.initial_distinct, self.distinct = s["initial_distinct"], len(self.parent)
        self.depth, index = s["level"], s["index"]
        RUN.stats = self.stats
        self.say(why)
        layer = [(self.ex.fingerprint(st), st) for st in map(decode_state, cp.frontier.encodings())]
        return self.explore(layer, range(index, index + len(layer)), s["level"], cp.seen)

    def from_init(self, search: bfs._Search) -> CheckResult:
        """Spark from the first level on, the initial states checked here."""
        search.graph = None  # the executors evaluate the initial states' atoms, as every state's
        failed = failed_assumption(self.model, self.result)  # as bfs does, before any Spark is started
        if failed is not None:
            return failed
        layer = search.initial_states()  # raises bfs._Stop at a violation among them
        self.generated = self.initial_generated = search.generated
        self.distinct = self.initial_distinct = len(layer)
        self.depth = 1 if self.generated else 0
        self.parent, self.pos = search.parent, search.pos
        RUN.stats = self.stats
        if not layer:
            return self.result(R.SUCCESS, depth=self.depth)
        return self.explore([(self.ex.fingerprint(s), s) for s in layer], range(len(layer)), 1, None)

    def explore(self, layer: list[tuple[int, State]], indexes: Sequence[int], base: int,
                seen: FingerprintSet | None) -> CheckResult:
        """Level by level on Spark, from the (fingerprint, state) pairs of level `base` (numbered
        `indexes` in the driver's search, whose parent and position arrays lead back to Init); `seen`: the
        fingerprints the driver found (None: those of `layer` alone)."""
        spark = self.begin(encode_state(layer[0][1]))  # the states' dictionary (tla_py.engine.spark.states)
        # imported once the session has started: the thread that starts it imports pyspark too
        from pyspark.sql.types import BinaryType, IntegerType, LongType, StructField, StructType

        codec = StateCodec(self.job.dictionary)
        frontier = spark.createDataFrame(
            [(f, o, codec.encode(s), None, 0) for o, (f, s) in enumerate(layer)],  # first level: key = order
            StructType([StructField("fp", LongType()), StructField("k", LongType()),
                        StructField("st", BinaryType()), StructField("pf", LongType()),
                        StructField("pos", IntegerType())])).localCheckpoint()
        if seen is None:
            seen = self.space.seen_set()
            seen.update(f for f, _ in layer)
        self.seen = seen
        plan = self.ex.plan
        if plan is not None and plan.liveness:
            self.graph = GatheredGraph(plan, self.liveness_limit())
        return self.levels(frontier, len(layer), base, indexes)

    def begin(self, dictionary: bytes):
        """The session, waited for, and the job the executors expand with (states in `dictionary`)."""
        t = time.monotonic()
        self.session = self.starter.session()
        self.say(f"{self.session.started} The search waited {time.monotonic() - t:.1f} s for it.")
        spark = self.session.spark
        self.job = replace(self.starter.job, dictionary=dictionary)
        self.slots = spark.sparkContext.defaultParallelism
        return spark

    def liveness_limit(self) -> int:
        return int(self.session.spark.conf.get(MAX_STEPS_CONF, str(DEFAULT_MAX_STEPS)))

    def recovered_spark(self, recover: SparkRecovery) -> CheckResult:
        """Spark from the level a Spark checkpoint was written before: its frontier read back and cut from
        the files (the next checkpoint removes them), the driver's seen set and arrays from its files."""
        meta, counts = recover.meta, recover.counts
        try:
            dictionary = base64.b64decode(meta["dictionary"], validate=True)
            check_encoding(dictionary)
        except ValueError as e:
            raise CheckpointError(f"tlapy: cannot recover from {recover.path}: {e}.") from None
        self.seen = self.space.seen_set()
        self.parent, self.pos, graph, gathered = recover.read_driver(self.space.column, self.seen)
        spark = self.begin(dictionary)
        written = spark.read.schema(saved.FRONTIER_SCHEMA).parquet(recover.path + "/frontier")
        try:
            digest = saved.frontier_digest(written)
        except Exception as e:  # noqa: BLE001 - Parquet's errors reach us through py4j
            raise CheckpointError(f"tlapy: cannot recover from {recover.path}: its frontier cannot be read "
                                  f"({saved.gist(e)}).") from None
        if digest != meta["frontier_digest"]:
            raise CheckpointError(f"tlapy: cannot recover from {recover.path}: the checkpoint is corrupted: "
                                  "its frontier's checksum does not match its manifest's.")
        frontier = (written.mapInArrow(partial(saved.from_canonical, self.job), saved.FRONTIER_SCHEMA)
                    .localCheckpoint())
        if frontier.count() != meta["frontier"]:
            raise CheckpointError(f"tlapy: cannot recover from {recover.path}: its frontier does not have "
                                  f"the {meta['frontier']:,} rows its manifest says.")
        if graph is not None:
            self.graph = GatheredGraph.restored(self.ex.plan, self.liveness_limit(), graph, gathered,
                                                meta["graph"])
        self.generated, self.initial_generated = counts["generated"], counts["initial_generated"]
        self.initial_distinct, self.distinct = counts["initial_distinct"], len(self.parent)
        self.depth, index = counts["level"], counts["index"]
        self.t0 = time.monotonic() - counts["elapsed"]
        RUN.stats = self.stats
        self.say(f"Recovery completed. {len(self.parent)} states examined. {meta['frontier']} states on "
                 f"queue. The search goes on on Spark from level {counts['level']}.")
        size = meta["frontier"]
        return self.levels(frontier, size, counts["level"], range(index, index + size))

    def levels(self, frontier, frontier_size: int, base: int, indexes: Sequence[int]) -> CheckResult:
        """The levels from `base` on: `frontier` its states (key = order), numbered `indexes` in the
        driver's arrays."""
        spark, job, run, slots = self.session.spark, self.job, uuid.uuid4().hex, self.slots
        sql_type = {"int32": "int", "int64": "long", "binary": "binary", "string": "string"}
        out_schema = ", ".join(f"{n} {sql_type[k]}" for n, k in OUT_FIELDS)
        self.base, self.numbers_at_base = base, indexes
        self.numbered = base
        self.queue = frontier_size
        parts = frontier._jdf.rdd().getNumPartitions()  # a checkpoint's: no job
        level, keys = base, None
        checkpoints = self.checkpoints
        while True:
            check_interrupted()  # one lost in py4j's finalizers
            t = time.monotonic()
            expand = partial(expand_batches, job, run, level, self.numbers(), keys)
            tasks, parts = spread(frontier, parts, frontier_size, slots)
            out = on_disk(tasks.mapInArrow(expand, out_schema))
            table = self.dedup(out)
            for done in self.done:
                release(done)
            self.done = [frontier, out]  # `frontier` may be a checkpoint (the first level's) or derived
            if keys is not None:
                keys.unpersist()
            summary = Summary(self.new_of(table))
            # at one position a new state's invariants come before the step's properties
            firsts = (summary.new_event, summary.event)
            events = [(k, rank) for rank, k in enumerate(firsts) if k is not None]
            if events:
                k, rank = min(events)
                return self.event(out, level, *key_parts(k), summary.upto(k), summary.upto(k - 1), rank == 0)
            self.generated += summary.generated
            if self.graph is not None and self.graph.gathering:
                self.gather(out, level, summary)
            found = summary.new
            self.distinct += found
            took = time.monotonic() - t
            if self.progress is not None:
                self.progress(Progress(level, self.generated, self.distinct, found,
                                       time.monotonic() - self.t0))
            self.say(f"Spark level {level}: {found:,} new states in {took:.2f} s "
                     f"({parts} tasks on {summary.executors} executor(s), "
                     f"{summary.steps:,} successors shipped).")
            if not found:
                return self.result(R.SUCCESS, depth=level)
            level += 1
            self.depth = level
            self.keys.append(summary.keys)
            keys = spark.sparkContext.broadcast(summary.keys.tobytes())
            frontier = successors(out)  # in the expansion's partitions; its tasks keep the new states
            self.queue = frontier_size = found
            elapsed = time.monotonic() - self.t0
            if checkpoints is not None and checkpoints.due(elapsed):
                saved.take(self, level, frontier, keys, job, elapsed)

    def dedup(self, out):
        """The level's distinct successors (fingerprint, first key, whether an invariant fails) as a pyarrow
        Table in the driver, in one job that expands the level. Only fingerprints and keys are grouped, not
        the states; the expansion's counts and events ride through the grouping by fingerprint as one row
        whose fingerprint is null (an action each cost more than it)."""
        from pyspark.sql import functions as F

        kind = F.col("kind")
        key = key_of(F.col("o"), F.col("pos"))
        atom_error = F.when(kind == ATOM_ERROR, F.col("o"))
        return out.groupBy(F.when(kind == ROW, F.col("fp")).alias("fp")).agg(
            F.min(F.when(kind == ROW, key)).alias("k"),
            F.max(F.when(kind == ROW, F.col("bad").isNotNull())).alias("bad"),  # alike for every occurrence
            F.sum(F.when(kind == COUNT, F.col("fp"))).alias("generated"),
            F.min(F.when(kind == EVENT, key)).alias("event"),
            F.sum(F.when(kind == COUNT, F.col("o"))).alias("steps"),
            F.count(F.when(kind == STATE, 1)).alias("states"),
            F.min_by(F.when(kind == ATOM_ERROR, F.col("fp")), atom_error).alias("atom_error"),
            F.collect_set(F.when(kind == COUNT, F.col("bad"))).alias("executors")).toArrow()

    def new_of(self, table):
        """The rows of `table` whose fingerprints the seen set lacks (now in it), and the row of counts. The
        driver holds the seen set, as one search process does (on disk past its share of -fpmem): a level
        costs one Spark job, not four (the new fingerprints found by a join with the seen set in Spark, and
        the next frontier by a join with them), and the seen set is never scanned."""
        import pyarrow as pa

        add = self.seen.add
        return table.filter(pa.array([f is None or add(f) for f in table.column("fp").to_pylist()]))

    def path_to(self, level: int, order: int) -> list[TraceStep]:
        """The behavior to the state of `level` with that order: back through the Spark levels' keys to the
        state the driver numbered, regenerated from Init to it and on along the positions found."""
        chain = []
        for lv in range(level, self.base, -1):
            order, pos = key_parts(int(self.keys[lv - self.base - 1][order]))
            chain.append(pos)
        steps = regenerated_path(self.model, self.parent, self.pos, self.numbers_at_base[order])
        s = steps[-1][1]
        for lv, p in enumerate(reversed(chain), start=self.base):
            RUN.level = lv
            a, s = self.model.successors(s)[p]
            steps.append((a, s))
        return steps

    def gather(self, out, level: int, summary) -> None:
        """The level's part of the liveness graph, into the driver while it fits."""
        from pyspark.sql import functions as F

        if not self.graph.admit(summary.states, summary.steps):
            return
        rows = (out.where(F.col("kind").isin(ROW, STATE)).orderBy("o", F.desc("kind"), "pos")
                .select(*COLUMNS))
        self.graph.add_level(rows.toArrow())
        if summary.atom_error is not None:
            self.graph.atom_failed(level, summary.atom_error)

    def check_liveness(self, res: CheckResult) -> None:
        """After a complete search: the gathered graph checked as the in-process engine checks its own."""
        gathered, plan = self.graph, self.ex.plan
        names = ", ".join(p.name for p in plan.liveness)
        if gathered.too_big:
            res.result = R.ERROR
            res.message = (f"The temporal properties {names} are not checked: their state graph has more "
                           f"than {gathered.max_size:,} states and steps, the limit the Spark driver "
                           f"gathers (--spark-conf {MAX_STEPS_CONF}=N raises it, at the cost of the "
                           "driver's memory). The search found no other error.")
            return
        try:
            if gathered.atom_error_at is not None:
                raise self.atom_error(*gathered.atom_error_at)
            RUN.level = 0
            found = gathered.graph.find_violation(plan, self.initial_distinct,
                                                  lambda i: gathered.path(self.model, i)[-1][1],
                                                  self.model.successors)
        except EvalError as e:  # TLC stops on it too (exit 255): a property it cannot evaluate is no success
            res.result, res.message, res.span = R.ERROR, e.message, e.span
            return
        if found is not None:
            res.result, res.violated, res.trace, res.trace_kind, res.back_to = R.PROPERTY, *found

    def atom_error(self, level: int, index: int) -> EvalError:
        """The error an executor met evaluating the temporal atoms of state `index`, met again here."""
        s = self.graph.path(self.model, index)[-1][1]
        self.ex.expand(s, level)
        error = self.ex.atoms.error
        if error is None:
            return EvalError("a temporal formula failed to evaluate on a Spark executor.")
        return EvalError(*error)

    def event(self, out, level: int, parent: int, pos: int, new: int, queued: int,
              of_new_state: bool) -> CheckResult:
        """The first event of the level, reproduced here from its parent (its order at `level`) with the
        driver's spans and names: an invariant of a new state, or what ended the parent's expansion. As one
        worker (and TLC's) counts it: the level's `new` states up to the event in breadth-first order
        count, those before it (`queued`: not the one the event is at) are left on the queue, and the
        successors generated before the parent (the expansion's COUNT rows, `out`) and by it up to the
        event."""
        from pyspark.sql import functions as F

        trace = self.path_to(level, parent)
        s = trace[-1][1]
        numbers = self.numbers()
        RUN.stats = numbers.get
        expansion = self.ex.expand(s, level)
        RUN.stats = self.stats
        rows, ev, after = expansion.rows, expansion.event, expansion.after
        self.distinct += new
        counts = out.where(F.col("kind") == COUNT).select("st").toArrow().column("st").to_pylist()
        self.generated += generated_before(counts, parent) + expansion.generated
        succs = steps_before_error(self.model, s)
        if pos >= 0 and not after:  # one worker has generated the parent's successors up to the event's
            self.generated -= len(succs) - pos - 1
        where = {"depth": level + 1 if new else level, "left_on_queue": self.queue - parent - 1 + queued}
        if not of_new_state and ev is not None and ev[0] == pos:
            _, kind, name, message, span, status = ev
            if ev[0] >= 0 and not after:
                trace.append(succs[pos])
            return self.result(kind, violated=name, message=message, span=span, trace=trace, status=status,
                               **where)
        ((_, _, t, bad, _),) = [r for r in rows if r[1] == pos]
        trace.append((succs[pos][0], t))
        if bad is not None and bad.startswith(ERROR_MARK):
            try:
                self.ex.first_violated(t)
            except EvalError as e:
                return self.result(R.ERROR, message=e.message, span=e.span, trace=trace, status=e.exit_code,
                                   **where)
        return self.result(R.INVARIANT, violated=bad, trace=trace, **where)


def on_disk(frame):
    """`frame` checkpointed on the executors' disks as the job that first reads it computes it, not in their
    heaps: a level's successors and their states (1.66 GB of the JVM's old generation at BookKeeper 4.13's
    level 14 on local[2], two levels' worth, the heap then growing toward spark.driver.memory). Pyspark
    before 4.0 keeps it in memory, and on disk past that."""
    from pyspark import StorageLevel

    try:
        return frame.localCheckpoint(eager=False, storageLevel=StorageLevel.DISK_ONLY)
    except TypeError:  # pyspark 3.5: no storageLevel
        return frame.localCheckpoint(eager=False)


def release(frame) -> None:
    """Drop the blocks of a checkpointed DataFrame (nothing for one derived from others)."""
    plan = frame._jdf.queryExecution().logical()
    if plan.getClass().getSimpleName() == "LogicalRDD":
        plan.rdd().unpersist(False)


def successors(out):
    """The expansion's successors (fingerprint, key, encoded state, parent's fingerprint, position): the
    next level's states among them, which its tasks pick by the level's keys (order.orders)."""
    from pyspark.sql import functions as F

    key = key_of(F.col("o"), F.col("pos")).alias("k")
    return out.where(F.col("kind") == ROW).select("fp", key, "st", "pf", "pos")


def spread(frontier, have: int, size: int, slots: int):
    """The frontier (in `have` partitions) in enough partitions to keep every core expanding (the ranges of
    the order fill them unevenly), each of at least MIN_SLICE states so small levels don't pay for many
    tasks, and how many. A partition holds a range of the breadth-first order: most of a state's duplicates
    are generated in the same task (two interleavings of siblings' actions), which ships the first alone
    (Known). The count is known, never asked of the frame: `.rdd` plans the query again, and a range
    partitioning samples its input in a job of its own, which may read a level released since."""
    wanted = max(1, min(2 * slots, size // MIN_SLICE))
    if have == wanted:
        return frontier, have
    return (frontier.coalesce(wanted) if have > wanted else frontier.repartitionByRange(wanted, "k")), wanted


def _interrupted(e: BaseException) -> bool:
    """Whether Ctrl-C caused `e`: pyspark's collection, interrupted, asks the JVM for its result in a
    `finally`, and the JVM's complaint hides the KeyboardInterrupt (as its context)."""
    seen = set()
    while e is not None and id(e) not in seen:
        if isinstance(e, KeyboardInterrupt):
            return True
        seen.add(id(e))
        e = e.__context__ or e.__cause__
    return False


def _first_lines(e: Exception, n: int = 6) -> str:
    """The gist of a Spark failure: Java's and Python's long traces cut to their first lines."""
    lines = [ln for ln in str(e).splitlines() if ln.strip()]
    return "\n".join(lines[:n]) or type(e).__name__
