"""Checkpoints of a `--spark` search where the cluster keeps its data: under a checkpoint location (a URI
of any Hadoop FileSystem: file:, hdfs:, s3a:, ...), the seen set and the frontier as Parquet written by
the executors (the seen set, which the driver holds, by the driver through the same FileSystem), the
driver's arrays beside them in tlapy's own section file.

    LOCATION/tlapy-checkpoint-N/      complete once it holds _SUCCESS (the highest N is the last)
        seen/          Parquet, fp long: every fingerprint found (the driver's seen set, which it writes)
        frontier/      Parquet, fp, k, st, pf, pos: the level to expand, k its order there, st the state
                       in the codec's canonical encoding (not the executors' own, which is marshal)
        driver.tlapy   sections: TLC's registers, the parent and position arrays, the liveness graph
        manifest.json  counts, the run's identity (tla_py.engine.storage.recovery), TLC's run state, the
                       CRC-32 of the seen set's fingerprints, the frontier's digest (frontier_digest), and
                       its own (driver.tlapy has its frames')
    LOCATION/.tlapy-writing-N-UUID/   the one being written, renamed to tlapy-checkpoint-N when whole

The rename is the commit on file: and hdfs:; on object stores (s3a:), whose renames copy file by file,
the _SUCCESS written after it is: -recover takes the highest N that holds it, and a checkpoint is removed
only once a later one has it. The states of the levels before the checkpoint get their numbers in the
driver's arrays (tla_py.engine.spark.order: a level's sorted keys extend them), so the recovered search
starts its Spark levels at the checkpoint's, as a search moved from the driver does.
"""

from __future__ import annotations

import base64
import json
import tempfile
import time
import uuid
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from tla_py.engine.codec import check_encoding, decode_state, encode_state
from tla_py.engine.spark.hadoop import HadoopFolder, as_uri, local_path
from tla_py.engine.spark.order import POS_BITS, orders
from tla_py.engine.storage.checkpoint import (
    graph_meta,
    meta_problem,
    read_graph,
    restore_run,
    run_state,
    write_graph,
)
from tla_py.engine.storage.periodic import default_folder, is_due, not_written, written
from tla_py.engine.storage.recovery import CheckpointError, Recovery, differences, flag_conflicts
from tla_py.engine.storage.sections import Malformed, SectionReader, SectionWriter

FORMAT = 3
"""2: the manifest checksums itself and the seen set; 3: and the frontier."""
PREFIX, WRITING, DONE = "tlapy-checkpoint-", ".tlapy-writing-", "_SUCCESS"
FRONTIER_SCHEMA = "fp long, k long, st binary, pf long, pos int"
SEEN = "seen/fingerprints.parquet"
SEEN_ROWS = 1 << 20
"""Fingerprints a row group of the seen set's Parquet holds (8 MB)."""
LOCATION_CONF = "spark.checkpoint.dir"
"""The Spark setting (Spark's own, for its RDD checkpoints) whose folder tlapy's checkpoints go under."""


@dataclass
class SparkCheckpoints:
    """When and where a Spark search writes its checkpoints, and the last one written."""

    interval: float
    location: str | None
    """A URI, or a local folder; None: TLC's states/<start time>, made at the first checkpoint."""
    say: Callable[[str], None] = print
    identity: dict = field(default_factory=dict)
    last: dict | None = None
    written: str | None = None
    """The URI of the last complete checkpoint."""
    owned: bool = False
    made: Path | None = None
    folder: HadoopFolder | None = None
    recovered_from: HadoopFolder | None = None
    """The location of the checkpoint this run went on from, which it removes at its verdict too."""
    started: float = field(default_factory=time.time)

    @property
    def path(self) -> str | None:
        return self.written or self.location

    def due(self, elapsed: float) -> bool:
        return is_due(self.interval, self.last, elapsed)

    def open(self, spark: Any) -> HadoopFolder:
        """The location's folder, made at the first checkpoint."""
        if self.folder is None:
            if self.location is None:
                self.made = default_folder(self.started)
                self.location = str(self.made)
            self.folder = HadoopFolder(spark, as_uri(self.location))
            self.folder.make()
            if self.folder.uri.startswith("file:") and not spark.sparkContext.master.startswith("local"):
                self.say(f"Warning: the checkpoints go to {self.folder.uri}, on each executor's own disk: "
                         f"on a cluster give one they all share (--spark-conf {LOCATION_CONF}=hdfs://...).")
        return self.folder

    def recovered(self, recovery: SparkRecovery | Recovery) -> None:
        """A recovered run writes its checkpoints where it recovered from (unless told otherwise), and
        removes them at its end (a checkpoint of another engine stays as it is)."""
        spark = isinstance(recovery, SparkRecovery)
        if self.location is None:
            self.location = recovery.folder.uri if spark else str(recovery.path.parent)
        self.owned, self.written = spark, str(recovery.path)
        if spark:
            self.recovered_from = recovery.folder
        c = recovery.counts
        self.last = {"elapsed": c["elapsed"], "at": c.get("written_at", time.time()), "took": None,
                     "bytes": recovery.size if spark else recovery.path.stat().st_size}

    def ended(self) -> None:
        """The run has its verdict: its checkpoints are of no more use (nor the local folder it made)."""
        folders = {f.uri: f for f in (self.folder, self.recovered_from) if f is not None}
        self.folder = self.recovered_from = None
        if not self.owned:
            return
        for folder in folders.values():
            for name in folder.names():
                if name.startswith((PREFIX, WRITING)):
                    folder.remove(folder.child(name))
        if self.made is not None:
            try:
                self.made.rmdir()
            except OSError:
                pass


def number_levels(driver: Any, upto: int) -> int:
    """Append the states of the Spark levels up to `upto` to the driver's parent and position arrays; the
    number of the first state of level `upto`."""
    start = len(driver.parent) - _level_size(driver, driver.numbered)
    while driver.numbered < upto:
        keys = driver.keys[driver.numbered - driver.base]  # the sorted keys of level numbered + 1
        driver.parent.extend((start + (keys >> POS_BITS)).tolist())
        driver.pos.extend(((keys & ((1 << POS_BITS) - 1)) - 1).tolist())
        start += _level_size(driver, driver.numbered)
        driver.numbered += 1
    return start


def _level_size(driver: Any, level: int) -> int:
    """The number of states of a level numbered already (the first Spark level: the driver's last)."""
    return len(driver.numbers_at_base) if level == driver.base else len(driver.keys[level - driver.base - 1])


def to_canonical(job: Any, keys: Any, batches: Iterator[Any]) -> Iterator[Any]:
    """mapInArrow's function: frontier rows with their keys as orders in the level (`keys`: its sorted
    keys, broadcast) and their states in the codec's canonical encoding."""
    from tla_py.engine.spark.task import codec_of

    codec = codec_of(job)  # no Model: a Python worker whose PyPy search process expands has none
    for batch in batches:
        batch = orders(batch, keys.value)
        states = [encode_state(codec.decode(st)) for st in batch.column("st").to_pylist()]
        yield _with(batch, {"o": "k"}, st=states)


def from_canonical(job: Any, batches: Iterator[Any]) -> Iterator[Any]:
    """mapInArrow's function: a checkpoint's frontier rows, their states checked and in the executors'
    encoding."""
    from tla_py.engine.spark.task import codec_of

    codec = codec_of(job)
    for batch in batches:
        states = []
        for st in batch.column("st").to_pylist():
            check_encoding(st)  # ValueError: the task, the job and the recovery fail with its message
            states.append(codec.encode(decode_state(st)))
        yield _with(batch, {}, st=states)


def _with(batch: Any, renamed: dict[str, str], **columns: list) -> Any:
    import pyarrow as pa

    names = batch.schema.names
    arrays = [pa.array(columns[n], pa.binary()) if n in columns else batch.column(n) for n in names]
    return pa.RecordBatch.from_arrays(arrays, names=[renamed.get(n, n) for n in names])


def take(driver: Any, level: int, frontier: Any, keys: Any, job: Any, elapsed: float) -> None:
    """Write the checkpoint of the Spark search about to expand `level` (its states: `frontier`, their
    keys `keys`), whole or not at all; a failure to write is said and the search goes on."""
    cps: SparkCheckpoints = driver.checkpoints
    t = time.monotonic()
    index = number_levels(driver, level)
    try:
        folder = cps.open(driver.session.spark)
        cps.say(f"Checkpointing of run {folder.uri}")
        numbers = [int(n[len(PREFIX):]) for n in folder.names() if n[len(PREFIX):].isdigit()]
        n = max(numbers, default=0) + 1
        aside = folder.child(f"{WRITING}{n}-{uuid.uuid4().hex}")
        frontier.select("fp", "k", "st", "pf", "pos").mapInArrow(
            partial(to_canonical, job, keys), FRONTIER_SCHEMA).write.parquet(aside + "/frontier")
        reader = driver.session.spark.read.schema(FRONTIER_SCHEMA)
        digest = frontier_digest(reader.parquet(aside + "/frontier"))  # as a recovery will read it
        counts = {"level": level, "index": index, "generated": driver.generated,
                  "initial_generated": driver.initial_generated, "initial_distinct": driver.initial_distinct,
                  "elapsed": elapsed, "written_at": time.time()}
        with tempfile.TemporaryDirectory(prefix="tlapy-checkpoint-") as local:
            seen_crc = write_seen(driver.seen, Path(local) / "seen.parquet")
            folder.put(Path(local) / "seen.parquet", aside + "/" + SEEN)
            graph = _write_driver(driver, Path(local) / "driver.tlapy")
            folder.put(Path(local) / "driver.tlapy", aside + "/driver.tlapy")
            meta = {"format": FORMAT, "counts": counts, "identity": cps.identity, "run": run_state(),
                    "dictionary": base64.b64encode(job.dictionary).decode(), "seen": driver.distinct,
                    "frontier": driver.queue, "graph": graph, "seen_crc": seen_crc, "frontier_digest": digest}
            manifest = json.dumps({**meta, "check": _crc(meta)}, allow_nan=False)
            (Path(local) / "manifest.json").write_text(manifest)
            folder.put(Path(local) / "manifest.json", aside + "/manifest.json")
        final = folder.child(f"{PREFIX}{n}")
        if not folder.rename(aside, final):
            raise OSError(f"could not rename {aside} to {final}")
        folder.touch(final + "/" + DONE)
        size = folder.size(final)
        for name in folder.names():  # the earlier ones, and any a killed run left half written
            if (name.startswith(PREFIX) and name != f"{PREFIX}{n}") or name.startswith(WRITING):
                folder.remove(folder.child(name))
    except Exception as e:  # noqa: BLE001 - py4j, pyspark and the file system raise many kinds
        cps.last = not_written(cps.say, cps.last, elapsed, gist(e))
        return
    cps.last = written(cps.say, elapsed, t, size)
    cps.written, cps.owned = final, True


def frontier_digest(frontier: Any) -> int:
    """The sum of the CRC-32s of a frontier's rows, as Spark reads them back: any row changed, dropped or
    added changes it, in whatever order the files list them."""
    from pyspark.sql import functions as F

    row = F.concat(F.col("st"), F.encode(F.concat_ws(",", "fp", "k", "pf", "pos"), "UTF-8"))
    return int(frontier.agg(F.sum(F.crc32(row))).first()[0] or 0)


def _crc(meta: dict) -> int:
    """The CRC-32 of a manifest's fields (all but its own "check")."""
    return zlib.crc32(json.dumps(meta, sort_keys=True, separators=(",", ":")).encode())


def write_seen(seen: Any, path: Path) -> int:
    """The driver's seen set as Parquet (one column fp, long), written a row group at a time (the set may
    lie partly on disk: it is never held twice in memory); the CRC-32 of its fingerprints in that order."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    schema = pa.schema([("fp", pa.int64(), False)])
    pending: list = []
    crc = 0
    with pq.ParquetWriter(path, schema) as out:
        for batch in (*seen.batches(), None):
            if batch is not None:
                pending.append(np.frombuffer(batch, dtype=np.int64))
            if pending and (batch is None or sum(map(len, pending)) >= SEEN_ROWS):
                rows = np.ascontiguousarray(np.concatenate(pending), dtype="<i8")
                crc = zlib.crc32(rows.tobytes(), crc)
                out.write_table(pa.table([pa.array(rows)], schema=schema))
                pending = []
    return crc


def read_seen(path: Path, into: Any) -> tuple[int, int]:
    """The fingerprints of a seen set's Parquet into `into` (anything with update()); how many rows it
    had and the CRC-32 of its fingerprints (write_seen's). ValueError when it is not one column of longs."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = crc = 0
    with pq.ParquetFile(path) as f:
        if f.schema_arrow.names != ["fp"] or f.schema_arrow.field("fp").type != pa.int64():
            raise ValueError(f"its seen set is not one column fp of longs ({f.schema_arrow})")
        for batch in f.iter_batches(columns=["fp"]):
            column = batch.column(0)
            if column.null_count:
                raise ValueError("its seen set has empty rows")
            fps = column.to_numpy().astype("<i8", copy=False)
            crc = zlib.crc32(fps.tobytes(), crc)
            into.update(fps.tolist())
            rows += len(column)
    return rows, crc


def gist(e: Exception) -> str:
    """An exception's first line, a Java one's innermost cause (py4j's carry the whole stack after it)."""
    cause = getattr(e, "java_exception", None)
    try:
        while cause is not None and cause.getCause() is not None:
            cause = cause.getCause()
        if cause is not None:
            return str(cause.toString()).splitlines()[0]
    except Exception:  # noqa: BLE001 - the gateway may be gone
        pass
    lines = [ln for ln in str(e).splitlines() if ln.strip()]
    return lines[0] if lines else type(e).__name__


def _write_driver(driver: Any, path: Path) -> dict | None:
    """The driver's arrays as sections; the liveness graph's meta (None without one)."""
    from tla_py.stdlib.tlc import RUN

    gathered = driver.graph
    with open(path, "wb") as f:
        out = SectionWriter(f)
        out.blobs("registers", [encode_state(tuple(RUN.registers.values()))])
        _ints(out, "parent", driver.parent)
        _ints(out, "pos", driver.pos)
        meta = None
        if gathered is not None:
            snapshot = gathered.graph.snapshot()
            write_graph(out, snapshot)
            _ints(out, "gathered.parent", gathered.parent)
            _ints(out, "gathered.pos", gathered.pos)
            meta = {**graph_meta(snapshot), "size": gathered.size, "too_big": gathered.too_big,
                    "atom_error_at": gathered.atom_error_at, "last_level": len(gathered.last_level)}
        out.end()
    return meta


def _ints(out: SectionWriter, name: str, values: Any) -> None:
    """An int column a chunk at a time when it comes in chunks (tla_py.engine.storage.columns)."""
    batches = getattr(values, "batches", None)
    if batches is None:
        out.ints(name, "i", values)
    else:
        out.arrays(name, "i", batches())


@dataclass
class SparkRecovery:
    """The last complete checkpoint under a location, its manifest read; the session it was read with."""

    folder: HadoopFolder
    path: str
    meta: dict
    spark: Any
    owned: bool
    size: int

    @property
    def counts(self) -> dict:
        return self.meta["counts"]

    def refuse_unless(self, current: dict) -> None:
        """Refuse (CheckpointError) a checkpoint written by a run of another spec, config or flags."""
        problems = differences(self.meta["identity"], current)
        if problems:
            raise CheckpointError(f"tlapy: cannot recover from {self.path}: it was written by another run:\n"
                                  + "\n".join(f"  - {p}" for p in problems)
                                  + "\nRecover with the first run's spec, config and flags, or start afresh.")

    def read_driver(self, into: Callable[[str, str], Any], seen: Any) -> tuple[list, list, dict | None, Any]:
        """The driver's arrays (into columns `into(name, typecode)` makes) and its seen set (into `seen`),
        the liveness graph's record, and TLC's run state restored."""
        with tempfile.TemporaryDirectory(prefix="tlapy-recover-") as local:
            try:
                self.folder.get(self.path + "/" + SEEN, Path(local) / "seen.parquet")
                rows, crc = read_seen(Path(local) / "seen.parquet", seen)
            except ValueError as e:
                raise CheckpointError(f"tlapy: cannot recover from {self.path}: {e}.") from None
            except Exception as e:  # noqa: BLE001 - pyarrow's and the file system's (py4j) errors
                raise CheckpointError(f"tlapy: cannot recover from {self.path}: {gist(e)}.") from None
            if crc != self.meta["seen_crc"]:
                raise CheckpointError(f"tlapy: cannot recover from {self.path}: the checkpoint is corrupted: "
                                      "its seen set's checksum does not match its manifest's.")
            if rows != self.meta["seen"] or len(seen) != rows:
                raise CheckpointError(f"tlapy: cannot recover from {self.path}: its seen set does not have "
                                      f"the {self.meta['seen']:,} distinct fingerprints its manifest says.")
            path = Path(local) / "driver.tlapy"
            self.folder.get(self.path + "/driver.tlapy", path)
            with open(path, "rb") as f:
                r = SectionReader(f)
                try:
                    [registers] = r.blobs("registers")
                    check_encoding(registers)
                    parent, pos = into("parent", "i"), into("pos", "i")
                    parent.extend(r.ints("parent"))
                    pos.extend(r.ints("pos"))
                    graph = gathered = None
                    if self.meta["graph"] is not None:
                        graph = read_graph(r, self.meta["graph"])
                        gathered = (list(r.ints("gathered.parent")), list(r.ints("gathered.pos")))
                    r.end()
                    restore_run(self.meta["run"], decode_state(registers))
                except (KeyError, TypeError, ValueError) as e:
                    raise CheckpointError(f"tlapy: cannot recover from {self.path}: a malformed checkpoint "
                                          f"({e}).") from None
                except Malformed as e:
                    raise CheckpointError(f"tlapy: cannot recover from {self.path}: {e}.") from None
        c = self.counts
        if len(parent) != len(pos) or len(parent) != self.meta["seen"] \
                or c["index"] + self.meta["frontier"] != len(parent):
            raise CheckpointError(f"tlapy: cannot recover from {self.path}: its arrays do not agree with its "
                                  "counts.")
        return parent, pos, graph, gathered


def open_spark_recovery(location: str, master: str, conf: dict[str, str], seed: int | None,
                        fp: int | None) -> SparkRecovery:
    """The last complete checkpoint under `location` (-recover with --spark), read through a session
    started now (the search's own, later); CheckpointError when there is none or it cannot be used."""
    from tla_py.engine.spark.session import start_session

    spark, owned = start_session(master, conf)
    folder = HadoopFolder(spark, as_uri(location))
    try:
        numbers = [int(n[len(PREFIX):]) for n in folder.names() if n[len(PREFIX):].isdigit()]
        complete = [n for n in sorted(numbers, reverse=True)
                    if folder.exists(folder.child(f"{PREFIX}{n}", DONE))]
    except Exception as e:  # noqa: BLE001 - the file system's errors come through py4j
        raise CheckpointError(f"tlapy: -recover {location}: {gist(e)}.") from None
    if not complete:
        raise CheckpointError(f"tlapy: -recover {location}: it holds no complete Spark checkpoint "
                              f"({PREFIX}N/{DONE}): nothing to recover (a run that reached its verdict "
                              "removes its checkpoints).")
    path = folder.child(f"{PREFIX}{complete[0]}")
    with tempfile.TemporaryDirectory(prefix="tlapy-recover-") as local:
        try:
            folder.get(path + "/manifest.json", Path(local) / "manifest.json")
            meta = json.loads((Path(local) / "manifest.json").read_text())
        except Exception as e:  # noqa: BLE001
            raise CheckpointError(f"tlapy: cannot recover from {path}: {gist(e)}.") from None
    problem = manifest_problem(meta)
    if problem is not None:
        raise CheckpointError(f"tlapy: cannot recover from {path}: {problem}.")
    problems = flag_conflicts(meta["identity"], seed, fp)
    if problems:
        raise CheckpointError(f"tlapy: cannot recover from {path}: it was written by another run:\n"
                              + "\n".join(f"  - {p}" for p in problems)
                              + "\nLeave -seed and -fp out: a recovered run takes its first run's.")
    return SparkRecovery(folder, path, meta, spark, owned, folder.size(path))


def manifest_problem(meta: Any) -> str | None:
    """What makes a manifest unusable (another format, a checksum that does not match, a field out of its
    range), in words; None when it is whole."""
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        return "a checkpoint of another format (written by another version of tlapy)"
    fields = {k: v for k, v in meta.items() if k != "check"}
    if meta.get("check") != _crc(fields):
        return "the checkpoint is corrupted: its manifest's checksum does not match"
    problem = meta_problem(meta)
    if problem is None and not (isinstance(meta.get("dictionary"), str) and type(meta.get("seen")) is int
                                and meta["seen"] >= 0 and type(meta.get("seen_crc")) is int
                                and type(meta.get("frontier_digest")) is int):
        problem = "its seen set's size or checksum, its frontier's, or its dictionary, is missing"
    return None if problem is None else f"the checkpoint is corrupted: {problem}"


def well_formed(meta: Any) -> bool:
    """The manifest's fields have the types and ranges the recovery reads them as, and its checksum."""
    return manifest_problem(meta) is None


def is_spark_location(location: str) -> bool:
    """-recover names a Spark checkpoint's location: a URI of another file system, or a folder holding
    one (a folder holding checkpoint.tlapy is the one-process form)."""
    folder = local_path(as_uri(location))
    return folder is None or any(p.name.startswith(PREFIX) for p in folder.glob(f"{PREFIX}*"))
