"""The Spark session a `--spark` run works in: started with tlapy's defaults, its executors waited for,
and their search processes started and warmed (their Model built, PyPy's JIT run on the first states)
by a first small job; in the background while the driver's own search goes on, when it starts there.
"""

from __future__ import annotations

import atexit
import logging
import os
import sys
import threading
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from tla_py.engine.spark.helper import search_pythons
from tla_py.engine.spark.launcher import local_python
from tla_py.engine.spark.task import Job
from tla_py.lifeline import before_interrupt, end_with_this_process
from tla_py.machine import physical_memory

DEFAULT_CONF = {
    "spark.driver.memory": "2g",
    "spark.buffer.pageSize": "2m",
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.shuffle.partitions": "16",
    "spark.sql.adaptive.enabled": "false",
    "spark.sql.broadcastTimeout": "86400",
    "spark.sql.execution.arrow.maxRecordsPerBatch": "2000",
    "spark.driver.extraJavaOptions": "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:MaxNewSize=512m",
}
"""Adaptive execution is off: it runs each of a level's query stages as a job of its own (484 jobs against
294 for the 36 levels of kafka_transactions_for_web, 1.29 s a level against 1.05 s on local[2]). Memory pages
of 2 MB, not Spark's 64 (its default for a 2 GB heap): each broadcast hash table built in the driver takes a
page, and a level's live on as long as its plans (BookKeeper b2_wq2_aq1 on local[2]: 874 MB of them at level
25, 45 MB with 2 MB pages; 7.5 s of the JVM's collector, 2.5 s). On a local master the driver is the
executor: its memory is LOCAL_MEMORY_SHARE of the machine's, its young generation at most 512 MB (a third of
the heap by default: eden, filled between collections, was 0.6-0.8 GB of resident memory at BookKeeper
4.13's levels 13-14 and grows with the heap). A broadcast may wait a day, not 300 s: the
new fingerprints broadcast to the seen set are computed by the level's whole expansion (BookKeeper 4.13's
level 17 on a loaded local[2] went past 300 s and failed the run at 1,506,236 distinct states)."""
LOCAL_MEMORY_SHARE = 0.25
"""The share of the machine's memory a local master's JVM may take (at least 2 GB): the rest is for the
executors' Python workers and search processes, and the machine's other work."""
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
WARM_SECONDS = 2.0
"""CPU seconds each search process spends exploring from Init before the first level, for PyPy's JIT."""


class SparkFailed(Exception):
    """The Spark job failed or could not start: the run is incomplete."""


@dataclass
class Session:
    """A started session: the SparkSession, whether this run owns it, and what it said when it started."""

    spark: Any
    owned: bool
    started: str

    def stop(self) -> None:
        if self.owned:
            self.spark.stop()


def open_session(master: str, conf: dict[str, str], job: Job) -> Session:
    """A session on `master` whose executors have built the job's Model (and warmed their JIT)."""
    t = time.monotonic()
    spark, owned = start_session(master, conf)
    executors = wait_for_executors(spark, EXECUTOR_WAIT)
    slots = spark.sparkContext.defaultParallelism
    pythons = sorted({r[0] for r in spark.range(0, slots, numPartitions=slots)
                      .mapInArrow(partial(search_pythons, job, WARM_SECONDS), "python string").collect()})
    said = (f"Spark: {spark.sparkContext.master}, {executors} executor(s), default parallelism {slots}, "
            f"states expanded by {' and '.join(pythons)}; session in {time.monotonic() - t:.1f} s.")
    return Session(spark, owned, said)


class Starter:
    """open_session in a thread of its own, started at most once; `session` waits for it."""

    def __init__(self, master: str, conf: dict[str, str], job: Job):
        self.job = job
        self.args = (master, conf, job)
        self.thread: threading.Thread | None = None
        self.result: Session | None = None
        self.error: BaseException | None = None

    def start(self) -> None:
        if self.thread is None:
            self.thread = threading.Thread(target=self._run, name="tlapy-spark-start", daemon=True)
            self.thread.start()

    def _run(self) -> None:
        try:
            self.result = open_session(*self.args)
        except BaseException as e:  # noqa: BLE001 - given to the main thread, which reports it
            self.error = e

    def starting(self) -> bool:
        """Started and not yet done (a session or an error)."""
        return self.thread is not None and self.thread.is_alive()

    def session(self) -> Session:
        self.start()
        self.thread.join()
        if self.error is not None:
            raise self.error
        return self.result

    def stop(self) -> None:
        """A session started ahead that the search never needed: stopped once it has started."""
        if self.thread is not None:
            self.thread.join()
            if self.result is not None:
                self.result.stop()


def start_session(master: str, conf: dict[str, str]):
    """A SparkSession on `master`, quiet, with tlapy's defaults under the user's --spark-conf, and
    whether this run started it (and stops it at the end)."""
    folder = run_folder()
    conf_dir = folder / "conf"
    conf_dir.mkdir(exist_ok=True)
    (conf_dir / "log4j2.properties").write_text(LOG4J)
    os.environ.setdefault("SPARK_CONF_DIR", str(conf_dir))
    if master.startswith("local"):  # the user's choice of Python for Spark's workers, launched as ours
        chosen = conf.get("spark.pyspark.python") or os.environ.get("PYSPARK_PYTHON") or sys.executable
        launcher = local_python(conf_dir, chosen)
        if launcher is not None:
            os.environ["PYSPARK_PYTHON"] = launcher
            conf = {**conf, "spark.pyspark.python": launcher} if "spark.pyspark.python" in conf else conf
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    try:
        from pyspark.sql import SparkSession
    except ImportError:
        raise SparkFailed("--spark needs pyspark in this Python: pip install 'tlapy[spark]'.") from None
    if SparkSession.getActiveSession() is not None:  # a notebook's (Databricks): use it, leave it running
        return SparkSession.getActiveSession(), False
    before_interrupt(_silence_logging)
    # py4j logs a link the JVM reset (at its stop) with a traceback, some to its own loggers, some to the
    # root logger (java_gateway's "Exception while sending command."); a failed job reaches us as an exception
    logging.getLogger("py4j").setLevel(logging.CRITICAL)
    logging.getLogger().addFilter(_not_from_py4j)
    builder = SparkSession.builder.master(master).appName("tlapy")
    defaults = dict(DEFAULT_CONF)
    if master.startswith("local"):
        share = int(physical_memory(unknown=0) * LOCAL_MEMORY_SHARE) >> 20
        defaults["spark.driver.memory"] = f"{max(2048, share)}m"
    for k, v in local_folders({**defaults, **conf}, master, folder).items():
        builder = builder.config(k, v)
    spark = builder.getOrCreate()
    jvm = getattr(spark.sparkContext._gateway, "proc", None)  # the JVM pyspark started for this driver
    if jvm is not None:
        end_with_this_process(jvm.pid)
        atexit.register(_end, jvm)  # before the run's folder goes (atexit: last registered, first run)
    spark.sparkContext.setLogLevel("ERROR")
    if master.startswith("local") and "spark.sql.shuffle.partitions" not in conf:
        # a shuffle's tasks on one machine: as many as the frontier is spread over, not 16 near-empty ones
        spark.conf.set("spark.sql.shuffle.partitions", str(2 * spark.sparkContext.defaultParallelism))
    return spark, True


def run_folder() -> Path:
    """This run's temporary folder (tla_py.engine.storage.space), removed at its end, or by the next run
    when this one was killed: Spark's local folders and its JVM's temporary files go there."""
    from tla_py.engine.storage.space import Space

    if not _FOLDER:
        _FOLDER.append(Space(0).folder())
    return _FOLDER[0]


_FOLDER: list[Path] = []


def local_folders(conf: dict[str, str], master: str, folder: Path) -> dict[str, str]:
    """`conf` with the driver JVM's temporary files (java.io.tmpdir: lz4's library, Spark's artifacts and
    temporary folders) and, on a local master, Spark's local folders (spark.local.dir: block manager,
    shuffle files) under `folder`, unless the user set them (or SPARK_LOCAL_DIRS)."""
    conf = dict(conf)
    options = conf.get("spark.driver.extraJavaOptions", "")
    if "-Djava.io.tmpdir=" not in options:
        conf["spark.driver.extraJavaOptions"] = f"{options} -Djava.io.tmpdir={folder}".strip()
    local = master.startswith("local") and not os.environ.get("SPARK_LOCAL_DIRS")
    if local and "spark.local.dir" not in conf:
        conf["spark.local.dir"] = str(folder)
    return conf


def _end(jvm) -> None:
    """End the driver's JVM now, so that it writes nothing more in the run's folder once removed; pyspark's
    accumulator server, left running by a stop that a signal cut, then says nothing of its lost link."""
    from pyspark import SparkContext

    server = getattr(SparkContext._active_spark_context, "_accumulatorServer", None)
    if server is not None:
        server.handle_error = lambda request, address: None
    if jvm.poll() is None:
        jvm.kill()
        jvm.wait()


def _not_from_py4j(record: logging.LogRecord) -> bool:
    """False for a record py4j logged through the root logger."""
    return f"{os.sep}py4j{os.sep}" not in record.pathname


def _silence_logging() -> None:
    """py4j logs each command a Ctrl-C cut, with its traceback, and the sockets it then closes: tlapy
    says once that the run was interrupted."""
    logging.disable(logging.CRITICAL)


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
