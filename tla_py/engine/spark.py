"""`--spark MASTER`: level-synchronous breadth-first search on PySpark DataFrames.

The driver (this process) checks the assumptions and the initial states as the in-process engine
does (tla_py.engine.bfs). Per level, executors expand the frontier (mapInArrow over rows of
fingerprint, order, encoded state), checking constraints and invariants; the successors are
deduplicated by fingerprint, keeping each one's first occurrence in breadth-first order (its
parent's order, then its position), anti-joined with the seen set, sorted into the next frontier
and cut from their lineage (localCheckpoint). Each level's table keeps every state's parent
fingerprint and position, so the driver rebuilds a shortest trace by regenerating the states along
the path, and the event with the smallest key is the one one in-process worker meets first.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from itertools import islice
from pathlib import Path

from tla_py.engine import bfs
from tla_py.engine import result as R
from tla_py.engine.bfs import Progress
from tla_py.engine.codec import encode_state
from tla_py.engine.model import Model, State
from tla_py.engine.properties import plan_properties
from tla_py.engine.result import CheckResult, TraceStep
from tla_py.engine.rules import failed_assumption
from tla_py.engine.spark_task import COUNT, ERROR_MARK, EVENT, ROW, Expander, Job, expand_batches
from tla_py.errors import EvalError
from tla_py.semantics.values import make_record
from tla_py.stdlib.tlc import RUN

OUT_FIELDS = (("kind", "int32"), ("fp", "int64"), ("o", "int64"), ("pos", "int32"), ("pf", "int64"),
              ("st", "binary"), ("bad", "string"))
"""The executors' rows: kind (ROW, EVENT, COUNT), fingerprint (for COUNT: generated), parent's order,
position among the parent's successors, parent's fingerprint, encoded state, violated invariant
(for EVENT: the event's kind)."""

DEFAULT_CONF = {
    "spark.driver.memory": "2g",
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.shuffle.partitions": "16",
    "spark.sql.adaptive.advisoryPartitionSizeInBytes": "1m",
    "spark.sql.execution.arrow.maxRecordsPerBatch": "2000",
    "spark.driver.extraJavaOptions": "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC",
}
LOG4J = """rootLogger.level = error
rootLogger.appenderRef.stderr.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.target = SYSTEM_ERR
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n
"""
EXECUTOR_WAIT = float(os.environ.get("TLAPY_SPARK_WAIT", "120"))
"""Seconds to wait for a cluster's first executor before giving up (a master without workers)."""


class SparkFailed(Exception):
    """The Spark job failed or could not start: the run is incomplete."""


def check_spark(model: Model, master: str, conf: dict[str, str], *,
                progress: Callable[[Progress], None] | None = None,
                say: Callable[[str], None] = print) -> CheckResult:
    """Check `model` as tla_py.engine.bfs.check does, with Spark executors expanding each level."""
    t0 = time.monotonic()
    plan, warnings = plan_properties(model)
    if plan is not None:
        res = CheckResult(R.ERROR, module=model.module, variables=model.variables,
                          message="--spark does not check temporal properties (PROPERTY) yet; "
                                  "run without --spark to check them.")
    elif model.source is None or not model.variables:
        res = bfs.check(model, progress=progress)
    else:
        search = _Driver(model, master, conf, progress, say, t0)
        try:
            res = search.run()
        except bfs._Stop as stop:
            res = stop.res
        except SparkFailed as e:
            res = search.result(R.ERROR, message=str(e))
        except Exception as e:  # noqa: BLE001 - py4j and pyspark raise many kinds; all mean a failed job
            res = search.result(R.ERROR, message=f"The Spark job failed: {_first_lines(e)}")
        finally:
            search.stop()
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
    return Job(tuple(texts), f"spec/{spec.name}", config, tuple(names[1:]), src.check_deadlock, src.seed)


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
    spark.sparkContext.setLogLevel("ERROR")
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
    def __init__(self, model: Model, master: str, conf: dict[str, str], progress, say, t0: float):
        self.model, self.master, self.conf = model, master, conf
        self.progress, self.say, self.t0 = progress, say, t0
        self.ex = Expander(model)
        self.spark = None
        self.owns_session = False
        self.levels: list = []  # per level: a DataFrame of (fp, pf, pos)
        self.generated = self.initial_generated = self.initial_distinct = 0
        self.distinct = self.depth = 0
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

    def run(self) -> CheckResult:
        search = bfs._Search(self.model, None, 10.0, self.t0, None, [])
        failed = failed_assumption(self.model, self.result)  # as bfs does, before any Spark is started
        if failed is not None:
            return failed
        layer = search.initial_states()  # raises bfs._Stop at a violation among them
        self.generated = self.initial_generated = search.generated
        self.distinct = self.initial_distinct = len(layer)
        self.depth = 1 if self.generated else 0
        RUN.stats = self.stats
        if layer:
            res = self.explore(layer, list(search.pos))
        else:
            res = self.result(R.SUCCESS, depth=self.depth)
        if res.result == R.SUCCESS:
            search.postconditions(res)
        return res

    def explore(self, layer: list[State], positions: list[int]) -> CheckResult:
        """Level by level on Spark, from the distinct initial states."""
        from pyspark.sql import functions as F
        from pyspark.sql.types import BinaryType, LongType, StructField, StructType

        t = time.monotonic()
        spark, self.owns_session = start_session(self.master, self.conf)
        self.spark = spark
        executors = wait_for_executors(spark, EXECUTOR_WAIT)
        self.say(f"Spark: {spark.sparkContext.master}, {executors} executor(s), "
                 f"default parallelism {spark.sparkContext.defaultParallelism}, "
                 f"session in {time.monotonic() - t:.1f} s.")
        job = job_of(self.model)
        sql_type = {"int32": "int", "int64": "long", "binary": "binary", "string": "string"}
        out_schema = ", ".join(f"{n} {sql_type[k]}" for n, k in OUT_FIELDS)
        fps = [self.ex.fingerprint(s) for s in layer]
        frontier = spark.createDataFrame(
            [(f, i, encode_state(s)) for i, (f, s) in enumerate(zip(fps, layer))],
            StructType([StructField("fp", LongType()), StructField("o", LongType()),
                        StructField("st", BinaryType())])).localCheckpoint()
        first = spark.createDataFrame([(f, None, p) for f, p in zip(fps, positions)],
                                      "fp long, pf long, pos int")
        self.levels.append(first.localCheckpoint())
        parts = int(spark.conf.get("spark.sql.shuffle.partitions"))
        seen = self.levels[0].select("fp").repartition(parts, "fp").localCheckpoint()
        level = 1
        while True:
            t = time.monotonic()
            expand = partial(expand_batches, job, level, self.numbers())
            out = frontier.mapInArrow(expand, out_schema).localCheckpoint()
            summary = out.where(F.col("kind") != ROW).agg(
                F.sum(F.when(F.col("kind") == COUNT, F.col("fp"))).alias("generated"),
                F.min(F.when(F.col("kind") == EVENT, F.struct("o", "pos", "pf", "bad"))).alias("event"),
            ).first()
            rows = out.where(F.col("kind") == ROW)
            firsts = rows.groupBy("fp").agg(F.min(F.struct("o", "pos", "pf", "st", "bad")).alias("m"))
            new = (firsts.select("fp", "m.*").join(seen, "fp", "left_anti")
                   .orderBy("o", "pos")
                   .select("fp", F.monotonically_increasing_id().alias("o"), F.col("o").alias("po"),
                           "pos", "pf", "st", "bad")
                   .localCheckpoint())
            event_of_new = F.struct(F.col("po").alias("o"), "pos", "pf", "bad")
            found = new.agg(F.count(F.lit(1)).alias("n"),
                            F.min(F.when(F.col("bad").isNotNull(), event_of_new)).alias("event")).first()
            self.generated += summary["generated"] or 0
            events = [e for e in (summary["event"], found["event"]) if e is not None]
            if events:
                event = min(events, key=lambda e: (e["o"], e["pos"]))
                return self.event(level, event["pf"], event["pos"], event["bad"], found["n"])
            self.distinct += found["n"]
            took = time.monotonic() - t
            if self.progress is not None:
                self.progress(Progress(level, self.generated, self.distinct, found["n"],
                                       time.monotonic() - self.t0))
            self.say(f"Spark level {level}: {found['n']:,} new states in {took:.2f} s "
                     f"({out.rdd.getNumPartitions()} tasks).")
            if not found["n"]:
                return self.result(R.SUCCESS, depth=level)
            level += 1
            self.depth = level
            self.levels.append(new.select("fp", "pf", "pos").localCheckpoint())
            seen = seen.union(self.levels[-1].select("fp")).repartition(parts, "fp").localCheckpoint()
            frontier = new.select("fp", "o", "st")

    def path_to(self, level: int, fp: int) -> list[TraceStep]:
        """The behavior to the state of `level` with fingerprint fp, regenerated along its parents."""
        from pyspark.sql import functions as F

        chain = []
        for lv in range(level, 0, -1):
            row = self.levels[lv - 1].where(F.col("fp") == fp).first()
            chain.append(row["pos"])
            fp = row["pf"]
        chain.reverse()
        RUN.level = 0
        s = next(islice(self.model.init(), chain[0], None))
        steps: list[TraceStep] = [(None, s)]
        for lv, p in enumerate(chain[1:], start=1):
            RUN.level = lv
            a, s = self.model.successors(s)[p]
            steps.append((a, s))
        return steps

    def event(self, level: int, parent: int, pos: int, kind: str, new: int) -> CheckResult:
        """The first event of the level, reproduced here from its parent (the driver's spans and names)."""
        trace = self.path_to(level, parent)
        s = trace[-1][1]
        numbers = self.numbers()
        RUN.stats = numbers.get
        _, rows, ev = self.ex.expand(s, level)
        RUN.stats = self.stats
        self.distinct += new
        depth = level + 1 if new else level
        if ev is not None and ev[0] == pos:
            _, kind, name, message, span = ev
            if ev[0] >= 0:
                trace.append(self.model.successors(s)[pos])
            return self.result(kind, violated=name, message=message, span=span, trace=trace, depth=depth)
        ((_, _, t, bad),) = [r for r in rows if r[1] == pos]
        trace.append((self.model.successors(s)[pos][0], t))
        if bad is not None and bad.startswith(ERROR_MARK):
            try:
                self.ex.first_violated(t)
            except EvalError as e:
                return self.result(R.ERROR, message=e.message, span=e.span, trace=trace, depth=depth)
        return self.result(R.INVARIANT, violated=bad, trace=trace, depth=depth)


def _first_lines(e: Exception, n: int = 6) -> str:
    """The gist of a Spark failure: Java's and Python's long traces cut to their first lines."""
    lines = [ln for ln in str(e).splitlines() if ln.strip()]
    return "\n".join(lines[:n]) or type(e).__name__
