"""`--spark MASTER`: level-synchronous breadth-first search on PySpark DataFrames.

The driver (this process) checks the assumptions and the initial states as the in-process engine
does (tla_py.engine.inprocess.bfs), and goes on there while levels are small: a Spark level costs
about a second however few its states, so the search moves to Spark at the first level estimated to
take WORTH seconds of CPU in the driver, through the handover checkpoint the move to PyPy uses
(tla_py.engine.inprocess.handover).
With liveness properties Spark takes over after Init, so that every state's atoms come from one place.
Per level, executors expand the frontier (mapInArrow over rows of
fingerprint, order, encoded state), checking constraints and invariants; the successors are
deduplicated by fingerprint, keeping each one's first occurrence in breadth-first order (its
parent's order, then its position), anti-joined with the seen set, sorted into the next frontier
and cut from their lineage (localCheckpoint). Each level's table keeps every state's parent
fingerprint and position, so the driver rebuilds a shortest trace by regenerating the states along
the path, and the event with the smallest key is the one one in-process worker meets first.
With liveness properties each level also sends the driver its part of the state graph
(tla_py.engine.spark.liveness), checked there after the search by the in-process engine's code.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from functools import partial, reduce
from pathlib import Path

from tla_py.engine import result as R
from tla_py.engine.codec import decode_state, encode_state
from tla_py.engine.inprocess import bfs, handover
from tla_py.engine.inprocess.handover import HandOver
from tla_py.engine.model import Model
from tla_py.engine.properties import plan_properties
from tla_py.engine.result import CheckResult, Progress, TraceStep
from tla_py.engine.rules import failed_assumption, regenerated_path
from tla_py.engine.spark import checkpoint as saved
from tla_py.engine.spark.checkpoint import Numbering
from tla_py.engine.spark.liveness import COLUMNS, DEFAULT_MAX_STEPS, MAX_STEPS_CONF, GatheredGraph
from tla_py.engine.spark.order import bucket_keys, dense_order, in_parent_order
from tla_py.engine.spark.task import (
    ATOM_ERROR,
    COUNT,
    ERROR_MARK,
    EVENT,
    ROW,
    STATE,
    Expander,
    Job,
    as_long,
    expand_batches,
)
from tla_py.engine.storage.checkpoint import SearchState
from tla_py.engine.storage.periodic import Checkpoints
from tla_py.engine.storage.recovery import Recovery
from tla_py.engine.storage.space import Space, budget_bytes
from tla_py.errors import EvalError
from tla_py.lifeline import end_with_this_process
from tla_py.semantics.values import make_record
from tla_py.stdlib.tlc import RUN

OUT_FIELDS = (("kind", "int32"), ("fp", "int64"), ("o", "int64"), ("pos", "int32"), ("pf", "int64"),
              ("st", "binary"), ("bad", "string"), ("bits", "binary"), ("stutter", "binary"))
"""The executors' rows: kind (spark_task's ROW, EVENT, COUNT, STATE, ATOM_ERROR), fingerprint (for
COUNT: generated), parent's order (for COUNT: the ROW rows of its batch), position among the parent's
successors, parent's fingerprint, encoded state, violated invariant (for EVENT: the event's kind), and with
liveness the atom masks: of a step (ROW), of a state and of its stuttering step (STATE)."""

DEFAULT_CONF = {
    "spark.driver.memory": "2g",
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.shuffle.partitions": "16",
    "spark.sql.adaptive.enabled": "false",
    "spark.sql.execution.arrow.maxRecordsPerBatch": "2000",
    "spark.driver.extraJavaOptions": "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC",
}
"""Adaptive execution is off: it runs each of a level's query stages as a job of its own (484 jobs against
294 for the 36 levels of kafka_transactions_for_web, 1.29 s a level against 1.05 s on local[2])."""
LOG4J = """rootLogger.level = error
rootLogger.appenderRef.stderr.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.target = SYSTEM_ERR
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n
"""
MIN_SLICE = 200
"""The fewest frontier states worth a task of their own (a task costs tens of ms; a state about one)."""
SEEN_PIECES = 8
"""Level pieces of the seen set kept apart before they are merged into one."""
WORTH = float(os.environ.get("TLAPY_SPARK_WORTH", "2"))
"""CPU seconds a level must be estimated to take in the driver before it goes to Spark (0: Spark from
the first level on). A Spark level costs about a second whatever its size (its jobs, and the driver
planning them): kafka's 36 levels of at most 1,700 states took 41 s on local[2], 2.7 s in process."""
EXECUTOR_WAIT = float(os.environ.get("TLAPY_SPARK_WAIT", "120"))
"""Seconds to wait for a cluster's first executor before giving up (a master without workers)."""


class SparkFailed(Exception):
    """The Spark job failed or could not start: the run is incomplete."""


class _ToSpark(Exception):
    """The search in the driver reached a level worth Spark: the checkpoint it wrote, and why."""

    def __init__(self, path: Path, why: str):
        super().__init__(why)
        self.path, self.why = path, why


def check_spark(model: Model, master: str, conf: dict[str, str], *,
                progress: Callable[[Progress], None] | None = None,
                say: Callable[[str], None] = print, checkpoints: Checkpoints | None = None,
                recover: Recovery | None = None) -> CheckResult:
    """Check `model` as tla_py.engine.inprocess.bfs.check does, with Spark executors expanding each level;
    writing `checkpoints` when due and going on from `recover`'s (tla_py.engine.spark.checkpoint)."""
    t0 = time.monotonic()
    _, warnings = plan_properties(model)
    if model.source is None or not model.variables:
        res = bfs.check(model, progress=progress)
    else:
        search = _Driver(model, master, conf, progress, say, t0, warnings, Space(budget_bytes(None)))
        search.checkpoints = checkpoints
        try:
            res = search.run(recover)
        except bfs._Stop as stop:
            res = stop.res
        except SparkFailed as e:
            res = search.result(R.ERROR, message=str(e), incomplete=True)
        except Exception as e:  # noqa: BLE001 - py4j and pyspark raise many kinds; all mean a failed job
            res = search.result(R.ERROR, message=f"The Spark job failed: {_first_lines(e)}", incomplete=True)
        finally:
            search.stop()
            search.space.close()
    res.warnings = warnings
    res.seconds = time.monotonic() - t0
    return res


def job_of(model: Model) -> Job:
    """The module texts the executors rebuild the Model from: the spec's folder, the -lib folders and the
    config (standard modules come from the tlapy installed there)."""
    src = model.source
    spec = Path(src.spec)
    texts: list[tuple[str, str]] = []
    folders = [spec.parent, *map(Path, src.lib_paths)]
    names = ["spec", *(f"lib{i}" for i in range(len(src.lib_paths)))]
    for name, folder in zip(names, folders):
        texts += [(f"{name}/{p.name}", p.read_text(errors="replace")) for p in sorted(folder.glob("*.tla"))]
    config = None
    if src.config is not None:
        config = f"cfg/{Path(src.config).name}"
        texts.append((config, Path(src.config).read_text(errors="replace")))
    return Job(tuple(texts), f"spec/{spec.name}", config, tuple(names[1:]), src.check_deadlock, src.seed,
               src.allow_io_exec)


def start_session(master: str, conf: dict[str, str]):
    """A SparkSession on `master`, quiet, with tlapy's defaults under the user's --spark-conf, and
    whether this run started it (and stops it at the end)."""
    conf_dir = Path(tempfile.mkdtemp(prefix="tlapy-spark-conf-"))
    (conf_dir / "log4j2.properties").write_text(LOG4J)
    os.environ.setdefault("SPARK_CONF_DIR", str(conf_dir))
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    if master.startswith("local"):
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    try:
        from pyspark.sql import SparkSession
    except ImportError:
        raise SparkFailed("--spark needs pyspark in this Python: pip install 'tlapy[spark]'.") from None
    if SparkSession.getActiveSession() is not None:  # a notebook's (Databricks): use it, leave it running
        return SparkSession.getActiveSession(), False
    builder = SparkSession.builder.master(master).appName("tlapy")
    for k, v in {**DEFAULT_CONF, **conf}.items():
        builder = builder.config(k, v)
    spark = builder.getOrCreate()
    jvm = getattr(spark.sparkContext._gateway, "proc", None)  # the JVM pyspark started for this driver
    if jvm is not None:
        end_with_this_process(jvm.pid)
    spark.sparkContext.setLogLevel("ERROR")
    if master.startswith("local") and "spark.sql.shuffle.partitions" not in conf:
        # a shuffle's tasks on one machine: as many as the frontier is spread over, not 16 near-empty ones
        spark.conf.set("spark.sql.shuffle.partitions", str(2 * spark.sparkContext.defaultParallelism))
    return spark, True


def wait_for_executors(spark, seconds: float) -> int:
    """The number of executors once at least one has registered (local mode: the driver's own)."""
    sc = spark.sparkContext
    if sc.master.startswith("local"):
        return 1
    deadline = time.monotonic() + seconds
    while True:
        n = sc._jsc.sc().getExecutorMemoryStatus().size() - 1  # the driver is listed too
        if n > 0:
            time.sleep(3)  # the others of a cluster register within moments of the first
            return sc._jsc.sc().getExecutorMemoryStatus().size() - 1
        if time.monotonic() > deadline:
            raise SparkFailed(f"No Spark executor registered with {sc.master} within {seconds:.0f} s "
                              "(TLAPY_SPARK_WAIT); the cluster has no free workers.")
        time.sleep(0.5)


class _Driver:
    def __init__(self, model: Model, master: str, conf: dict[str, str], progress, say, t0: float,
                 warnings: list[str], space: Space):
        self.model, self.master, self.conf, self.space = model, master, conf, space
        self.progress, self.say, self.t0 = progress, say, t0
        self.warnings = warnings
        self.ex = Expander(model)
        self.graph: GatheredGraph | None = None
        self.spark = None
        self.owns_session = False
        self.levels: list = []  # per level from `base` on: a DataFrame of (fp, pf, pos); at `base`, pos
        self.base = 1  # is the state's number in the driver's search, whose `parent` and `pos` lead to Init
        self.parent: Sequence[int] = ()
        self.pos: Sequence[int] = ()
        self.seen: list = []  # DataFrames of fp whose union is every level's, merged now and then
        self.slots = 1
        self.generated = self.initial_generated = self.initial_distinct = 0
        self.distinct = self.depth = 0
        self.checkpoints: Checkpoints | None = None
        self.numbering: Numbering | None = None
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

    def stop(self) -> None:
        if self.spark is not None and self.owns_session:
            self.spark.stop()

    def run(self, recover: Recovery | None = None) -> CheckResult:
        plan = self.ex.plan
        search = bfs._Search(self.model, None, 10.0, self.t0, plan, [], self.space)
        if recover is not None:
            res = self.recovered(recover)
        elif plan is not None and plan.liveness:
            res = self.from_init(search)
        else:
            res = self.from_driver()
            if self.spark is None:  # the search ended in the driver, postconditions included
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
            res = bfs.check(self.model, progress=self.progress, space=self.space,
                            checkpoints=self.checkpoints,
                            handover=HandOver(to_spark, worth=WORTH, patience=float("inf")))
        except _ToSpark as move:
            cp, why = handover.read(move.path, self.space), move.why
        else:
            self.say(f"Spark was not started: no level was estimated to take {WORTH:g} s of CPU here "
                     "(TLAPY_SPARK_WORTH).")
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
        layer = [(self.ex.fingerprint(decode_state(st)), st) for st in cp.frontier.encodings()]
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
        return self.explore([(self.ex.fingerprint(s), encode_state(s)) for s in layer], range(len(layer)), 1,
                            None)

    def explore(self, layer: list[tuple[int, bytes]], indexes: Sequence[int], base: int,
                seen: Iterable[int] | None) -> CheckResult:
        """Level by level on Spark, from the (fingerprint, encoded state) pairs of level `base` (numbered
        `indexes` in the driver's search, whose parent and position arrays lead back to Init); `seen`: the
        fingerprints the driver found (None: those of `layer` alone)."""
        from pyspark.sql import functions as F
        from pyspark.sql.types import BinaryType, IntegerType, LongType, StructField, StructType

        t = time.monotonic()
        spark, self.owns_session = start_session(self.master, self.conf)
        self.spark = spark
        executors = wait_for_executors(spark, EXECUTOR_WAIT)
        self.say(f"Spark: {spark.sparkContext.master}, {executors} executor(s), "
                 f"default parallelism {spark.sparkContext.defaultParallelism}, "
                 f"session in {time.monotonic() - t:.1f} s.")
        job, run = job_of(self.model), uuid.uuid4().hex
        sql_type = {"int32": "int", "int64": "long", "binary": "binary", "string": "string"}
        out_schema = ", ".join(f"{n} {sql_type[k]}" for n, k in OUT_FIELDS)
        frontier = spark.createDataFrame(
            [(f, o, st, None, i) for o, ((f, st), i) in enumerate(zip(layer, indexes))],
            StructType([StructField("fp", LongType()), StructField("o", LongType()),
                        StructField("st", BinaryType()), StructField("pf", LongType()),
                        StructField("pos", IntegerType())])).localCheckpoint()
        first = spark.createDataFrame([(f, None, i) for (f, _), i in zip(layer, indexes)],
                                      "fp long, pf long, pos int")
        self.base = base
        self.levels.append(first.localCheckpoint())
        if seen is None:
            self.seen.append(self.levels[0].select("fp"))
        else:
            found = spark.createDataFrame([(as_long(f),) for f in seen], "fp long")
            self.seen.append(found.localCheckpoint())
        self.slots = slots = spark.sparkContext.defaultParallelism
        frontier_size = bound = len(layer)
        keys = bucket_keys(spark, int(spark.conf.get("spark.sql.shuffle.partitions")))
        plan = self.ex.plan
        if plan is not None and plan.liveness:
            limit = int(spark.conf.get(MAX_STEPS_CONF, str(DEFAULT_MAX_STEPS)))
            self.graph = GatheredGraph(plan, limit)
        elif self.checkpoints is not None and self.checkpoints.interval > 0:
            self.numbering = Numbering(base, [f for f, _ in layer], indexes[0])
        level = base
        while True:
            t = time.monotonic()
            expand = partial(expand_batches, job, run, level, self.numbers())
            tasks = spread(frontier, frontier_size, slots)
            out = tasks.mapInArrow(expand, out_schema).localCheckpoint(eager=False)
            new, summary = self.dedup(out, keys, bound)
            self.generated += summary["generated"] or 0
            # at one position a new state's invariants come before the step's properties
            firsts = (summary["new_event"], summary["event"])
            events = [(e["o"], e["pos"], rank, e) for rank, e in enumerate(firsts) if e is not None]
            if events:
                _, _, rank, event = min(events, key=lambda e: e[:3])
                return self.event(level, event["pf"], event["pos"], summary["new"], rank == 0)
            if self.graph is not None and self.graph.gathering:
                self.gather(out, level, summary)
            found = summary["new"]
            self.distinct += found
            took = time.monotonic() - t
            if self.progress is not None:
                self.progress(Progress(level, self.generated, self.distinct, found,
                                       time.monotonic() - self.t0))
            self.say(f"Spark level {level}: {found:,} new states in {took:.2f} s "
                     f"({tasks.rdd.getNumPartitions()} tasks).")
            if not found:
                return self.result(R.SUCCESS, depth=level)
            level += 1
            self.depth = level
            states = new.where(F.col("fp").isNotNull())
            self.levels.append(states.select("fp", "pf", "pos").localCheckpoint(eager=False))
            self.add_seen(self.levels[-1].select("fp"))
            sizes = [0] * len(keys)  # a partition without rows has none in summary["sizes"]
            for part, size in summary["sizes"]:
                sizes[part] = size
            frontier = states.select("fp", dense_order(F.col("o"), sizes).alias("o"), "st", "pf", "pos")
            frontier_size, bound = found, sum(sizes)
            elapsed = time.monotonic() - self.t0
            if self.numbering is not None and self.checkpoints.due(elapsed):
                saved.take(self, level, frontier, elapsed)

    def dedup(self, out, keys: list[int], bound: int):
        """The level's new states in breadth-first order (tla_py.engine.spark.order), cut from their lineage,
        and its summary, in one job after the broadcasts: the expansion's counts and events ride through the
        grouping by fingerprint as one row whose fingerprint is null (an action each cost more than it)."""
        from pyspark.sql import functions as F

        kind = F.col("kind")
        groups = out.groupBy(F.when(kind == ROW, F.col("fp")).alias("fp")).agg(
            F.min(F.when(kind == ROW, F.struct("o", "pos", "pf", "st", "bad"))).alias("m"),
            F.sum(F.when(kind == COUNT, F.col("fp"))).alias("generated"),
            F.min(F.when(kind == EVENT, F.struct("o", "pos", "pf", "bad"))).alias("event"),
            F.sum(F.when(kind == COUNT, F.col("o"))).alias("steps"),  # the anti-join drops ROW groups
            F.count(F.when(kind == STATE, 1)).alias("states"),
            F.min(F.when(kind == ATOM_ERROR, F.struct("o", "fp"))).alias("atom_error"))
        candidates = groups.where(F.col("fp").isNotNull())
        new = (groups.select("fp", "m.*", "generated", "event", "steps", "states", "atom_error")
               .join(self.already_seen(candidates), "fp", "left_anti")  # a null fingerprint matches none
               .transform(lambda rows: in_parent_order(rows, keys, bound))
               .select("fp", F.monotonically_increasing_id().alias("o"), F.col("o").alias("po"), "pos", "pf",
                       "st", "bad", "generated", "event", "steps", "states", "atom_error")
               .localCheckpoint(eager=False))
        event_of_new = F.struct(F.col("po").alias("o"), "pos", "pf", "bad")
        parts = new.groupBy(F.spark_partition_id().alias("part")).agg(
            F.count(F.lit(1)).alias("size"), F.count("fp").alias("new"),
            F.min(F.when(F.col("bad").isNotNull(), event_of_new)).alias("new_event"),
            F.sum("generated").alias("generated"), F.min("event").alias("event"),
            F.sum("steps").alias("steps"), F.sum("states").alias("states"),
            F.min("atom_error").alias("atom_error"))
        sizes = F.sort_array(F.collect_list(F.struct("part", "size"))).alias("sizes")
        summary = parts.agg(*(F.sum(c).alias(c) for c in ("new", "generated", "steps", "states")),
                            *(F.min(c).alias(c) for c in ("new_event", "event", "atom_error")), sizes).first()
        return new, summary

    def add_seen(self, fps) -> None:
        """A level's fingerprints into the seen set; every SEEN_PIECES levels the pieces are merged, without
        a shuffle, into a few partitions (a scan costs a task per partition)."""
        self.seen.append(fps)
        if len(self.seen) >= SEEN_PIECES:
            merged = reduce(lambda a, b: a.union(b), self.seen).coalesce(self.slots)
            self.seen = [merged.localCheckpoint(eager=False)]

    def already_seen(self, candidates):
        """The fingerprints among `candidates` that earlier levels hold: the candidates' fingerprints go
        to every task, which scans the levels where they lie (reshuffling the whole seen set each level
        cost time in proportion to it)."""
        from pyspark.sql import functions as F

        seen = reduce(lambda a, b: a.union(b), self.seen)
        return F.broadcast(seen.join(F.broadcast(candidates.select("fp")), "fp", "left_semi"))

    def path_to(self, level: int, fp: int) -> list[TraceStep]:
        """The behavior to the state of `level` with fingerprint fp: back through the Spark levels to the
        state the driver numbered, regenerated from Init to it and on along the positions found."""
        from pyspark.sql import functions as F

        chain = []
        for lv in range(level, self.base - 1, -1):
            row = self.levels[lv - self.base].where(F.col("fp") == fp).first()
            chain.append(row["pos"])
            fp = row["pf"]
        steps = regenerated_path(self.model, self.parent, self.pos, chain.pop())
        s = steps[-1][1]
        for lv, p in enumerate(reversed(chain), start=self.base):
            RUN.level = lv
            a, s = self.model.successors(s)[p]
            steps.append((a, s))
        return steps

    def gather(self, out, level: int, summary) -> None:
        """The level's part of the liveness graph, into the driver while it fits."""
        from pyspark.sql import functions as F

        if not self.graph.admit(summary["states"], summary["steps"]):
            return
        rows = (out.where(F.col("kind").isin(ROW, STATE)).orderBy("o", F.desc("kind"), "pos")
                .select(*COLUMNS))
        self.graph.add_level(rows.toArrow())
        if summary["atom_error"] is not None:
            self.graph.atom_failed(level, summary["atom_error"]["fp"])

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

    def event(self, level: int, parent: int, pos: int, new: int, of_new_state: bool) -> CheckResult:
        """The first event of the level, reproduced here from its parent (the driver's spans and names):
        an invariant of a new state, or what ended the parent's expansion."""
        trace = self.path_to(level, parent)
        s = trace[-1][1]
        numbers = self.numbers()
        RUN.stats = numbers.get
        _, rows, ev, _ = self.ex.expand(s, level)
        RUN.stats = self.stats
        self.distinct += new
        depth = level + 1 if new else level
        if not of_new_state and ev is not None and ev[0] == pos:
            _, kind, name, message, span = ev
            if ev[0] >= 0:
                trace.append(self.model.successors(s)[pos])
            return self.result(kind, violated=name, message=message, span=span, trace=trace, depth=depth)
        ((_, _, t, bad, _),) = [r for r in rows if r[1] == pos]
        trace.append((self.model.successors(s)[pos][0], t))
        if bad is not None and bad.startswith(ERROR_MARK):
            try:
                self.ex.first_violated(t)
            except EvalError as e:
                return self.result(R.ERROR, message=e.message, span=e.span, trace=trace, depth=depth)
        return self.result(R.INVARIANT, violated=bad, trace=trace, depth=depth)


def spread(frontier, size: int, slots: int):
    """The frontier in enough partitions to keep every core expanding (the ranges of the order fill them
    unevenly), each of at least MIN_SLICE states so small levels don't pay for many tasks."""
    wanted = max(1, min(2 * slots, size // MIN_SLICE))
    have = frontier.rdd.getNumPartitions()
    if have == wanted:
        return frontier
    return frontier.coalesce(wanted) if have > wanted else frontier.repartition(wanted)


def _first_lines(e: Exception, n: int = 6) -> str:
    """The gist of a Spark failure: Java's and Python's long traces cut to their first lines."""
    lines = [ln for ln in str(e).splitlines() if ln.strip()]
    return "\n".join(lines[:n]) or type(e).__name__
