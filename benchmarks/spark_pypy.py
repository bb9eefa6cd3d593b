#!/usr/bin/env python3
"""Do PyPy executors pay off on Spark? One real breadth-first level expanded four ways, timed.

    pypy3 -m venv /tmp/pypy-spark
    /tmp/pypy-spark/bin/pip install 'pyspark==4.0.5' lark rich typer   # no pyarrow exists for PyPy 3.9
    /tmp/pypy-spark/bin/pip install -e . --no-deps
    python benchmarks/spark_pypy.py [--pypy /tmp/pypy-spark/bin/python] [--level 18] [--runs 3] [--rounds 2]

Run it with a CPython that has pyspark[sql] (pyarrow). Defaults to BookKeeper b2_wq2_aq1 with -deadlock,
whose level 18 holds 10,918 states. The frontier of that level is found once by an in-process
breadth-first search (spark_task's Expander, on PyPy when given, as it is faster; the encoded states are
the same on either Python), as rows (fp, o, st, pf, pos) the way tla_py.engine.spark.driver keeps a frontier.
Then, each in a child process of its own:

- in-process, on CPython and on PyPy: every frontier state decoded, expanded by spark_task's Expander and
  its kept successors encoded, as an executor does, in one process (no Spark);
- arrow: CPython driver and executors (the installed pyspark), the frontier as a DataFrame in 2 x cores
  partitions, `mapInArrow(partial(expand_batches, job, level, numbers), schema).count()`, as
  tla_py.engine.spark.driver runs the expansion (session from its start_session, with its defaults);
- rows: the same without pyarrow, the way PyPy executors would have to: the frontier as an RDD
  (`sc.parallelize`, cached) or as the DataFrame's `.rdd` (what a level's frontier would be), mapPartitions
  with `expand_rows` below (expand_batches' work per state, the same output rows as tuples), then
  `createDataFrame(rdd, the same schema, verifySchema=False).count()`; on PyPy 3.9 with pyspark 4.0.5
  (driver and executors), and on CPython for comparison.

Each child repeats its job (runs + 1 times, the first discarded as warm-up: the JVM, the Python workers,
PyPy's JIT) and the whole set of children runs `rounds` times back to back, so that the variants share
the machine's load. Besides wall time, each run reports CPU seconds of the driver, of the Python workers
(the pyspark daemon and its forked workers, read from /proc) and of the JVM. Every variant's output is
checked against the in-process one (successor rows, generated states, a sum of fingerprints).
Last it tries a CPython driver with PyPy executors (PYSPARK_PYTHON = the PyPy venv's python) and prints
what fails. Not a test: prints a table. Times are of the expansion stage alone (and the rows' transfer
into the JVM); the dedup, anti-join and checkpoints of a level run in the JVM on either Python.
Repeating the same level reuses the codec's bounded memos as a real level's siblings do.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tla_py.engine.codec import decode_state, encode_state  # noqa: E402
from tla_py.engine.spark.task import (  # noqa: E402
    ATOM_ERROR,
    COUNT,
    EVENT,
    ROW,
    STATE,
    Job,
    expander,
    pack_bits,
)
from tla_py.stdlib.tlc import RUN  # noqa: E402

SPEC = ROOT / "specs" / "BookKeeperProtocol.tla"
CFG = ROOT / "cfg" / "BookKeeperProtocol_b2_wq2_aq1.cfg"
DEFAULT_PYPY = "/tmp/pypy-spark/bin/python"
RESULT = "RESULT "


# ---------------------------------------------------------------- the work per state, without pyarrow

def expand_rows(job: Job, level: int, numbers: dict, rows: Iterable) -> Iterator[tuple]:
    """expand_batches' work on rows (fp, o, st, pf, pos), its output rows as tuples in spark.OUT_FIELDS'
    order: what mapPartitions runs where pyarrow is missing (one COUNT row per partition)."""
    ex = expander(job)
    RUN.stats = numbers.get
    total = steps = 0
    for f, o, st, pf, pos in rows:
        failed = ex.atoms is not None and ex.atoms.error is not None
        generated, out, event, bits = ex.expand(decode_state(bytes(st)), level)
        total += generated
        steps += len(out)
        for g, p, t, bad, step in out:
            yield (ROW, g, o, p, f, encode_state(t), bad, pack_bits(step), None)
        if event is not None:
            yield (EVENT, None, o, event[0], f, None, event[1], None, None)
        elif bits is not None:
            yield (STATE, f, o, pos, pf, None, None, pack_bits(bits[0]), pack_bits(bits[1]))
        if not failed and ex.atoms is not None and ex.atoms.error is not None:
            yield (ATOM_ERROR, f, o, None, None, None, None, None, None)
    yield (COUNT, total, steps, None, None, None, None, None, None)


def checksum(rows: Iterable[tuple]) -> list[int]:
    """[successor rows, generated, sum of the successors' fingerprints mod 2^64] of output rows."""
    n = generated = fps = 0
    for r in rows:
        if r[0] == ROW:
            n += 1
            fps = (fps + r[1]) % (1 << 64)
        elif r[0] == COUNT:
            generated += r[1]
    return [n, generated, fps]


# ---------------------------------------------------------------- measuring

def _cpu_of_children() -> tuple[float, float]:
    """CPU seconds of this process's descendants: (Python workers, JVM), from /proc. A worker that exited
    counts through its parent's cutime (the pyspark daemon reaps its workers)."""
    children: dict[int, list[int]] = {}
    stat: dict[int, tuple[str, list[str]]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                text = f.read()
        except OSError:
            continue
        comm = text[text.index("(") + 1:text.rindex(")")]
        fields = text[text.rindex(")") + 1:].split()
        children.setdefault(int(fields[1]), []).append(int(entry))
        stat[int(entry)] = (comm, fields)
    tick = os.sysconf("SC_CLK_TCK")
    python = jvm = 0.0
    todo = list(children.get(os.getpid(), ()))
    while todo:
        pid = todo.pop()
        todo.extend(children.get(pid, ()))
        if pid not in stat:
            continue
        comm, fields = stat[pid]
        if comm == "java":
            jvm += (int(fields[11]) + int(fields[12])) / tick
        else:
            python += sum(int(x) for x in fields[11:15]) / tick
    return python, jvm


def timed(job) -> dict:
    """Wall and CPU seconds (driver, Python workers, JVM) of job()."""
    w0, j0 = _cpu_of_children()
    c0, t0 = time.process_time(), time.perf_counter()
    job()
    wall, driver = time.perf_counter() - t0, time.process_time() - c0
    w1, j1 = _cpu_of_children()
    return {"wall": wall, "driver": driver, "workers": w1 - w0, "jvm": j1 - j0}


# ---------------------------------------------------------------- the children

def child_frontier(data: Path, level: int) -> dict:
    """Breadth-first to `level` in process; its frontier as spark.py's rows, with the job, to `data`."""
    from tla_py.engine.spark.driver import job_of
    from tla_py.semantics import build_model
    from tla_py.stdlib import reset_run

    reset_run(0)
    model = build_model(SPEC, CFG, check_deadlock=False)
    job = job_of(model)
    ex = expander(job)
    seen: set[int] = set()
    layer: list[tuple] = []  # (fp, state, parent's fp, position)
    for s in model.init():
        f = ex.fingerprint(s)
        if f not in seen:
            seen.add(f)
            layer.append((f, s, None, 0))
    generated = len(layer)
    t0 = time.perf_counter()
    for lv in range(1, level):
        nxt = []
        for pf, s, _, _ in layer:
            n, out, event, _ = ex.expand(s, lv)
            assert event is None, event
            generated += n
            for f, p, t, _, _ in out:
                if f not in seen:
                    seen.add(f)
                    nxt.append((f, t, pf, p))
        layer = nxt
    rows = [(f, o, encode_state(s), pf, p) for o, (f, s, pf, p) in enumerate(layer)]
    numbers = {"diameter": level, "distinct": len(seen), "generated": generated, "queue": 0, "duration": 0}
    with open(data, "wb") as f:
        pickle.dump({"job": job, "level": level, "numbers": numbers, "rows": rows}, f, protocol=4)
    return {"states": len(rows), "distinct": len(seen), "seconds": time.perf_counter() - t0}


def child_inproc(d: dict, runs: int) -> dict:
    """The frontier expanded in this process, runs + 1 times."""
    job, level, numbers, rows = d["job"], d["level"], d["numbers"], d["rows"]
    expander(job)
    out: list = []

    def expand_all() -> None:
        out[:] = expand_rows(job, level, numbers, rows)

    times = [timed(expand_all) for _ in range(runs + 1)]
    return {"runs": times, "check": checksum(out)}


def _session(master: str):
    from tla_py.engine.spark.driver import start_session

    spark, _ = start_session(master, {})
    return spark


def _frontier_df(spark, rows: list, parts: int):
    from pyspark.sql.types import BinaryType, IntegerType, LongType, StructField, StructType

    schema = StructType([StructField("fp", LongType()), StructField("o", LongType()),
                         StructField("st", BinaryType()), StructField("pf", LongType()),
                         StructField("pos", IntegerType())])
    df = spark.createDataFrame(rows, schema).repartition(parts).localCheckpoint()
    df.count()
    return df


def _parts(spark, n: int) -> int:
    """Partitions of a frontier of n states, as spark.spread chooses them."""
    from tla_py.engine.spark.driver import MIN_SLICE

    return max(1, min(2 * spark.sparkContext.defaultParallelism, n // MIN_SLICE))


def child_arrow(d: dict, runs: int, master: str) -> dict:
    """mapInArrow(expand_batches) over the frontier DataFrame, counted, runs + 1 times."""
    from tla_py.engine.spark.driver import OUT_FIELDS
    from tla_py.engine.spark.task import expand_batches

    t = time.perf_counter()
    spark = _session(master)
    session = time.perf_counter() - t
    job, level, numbers, rows = d["job"], d["level"], d["numbers"], d["rows"]
    frontier = _frontier_df(spark, rows, _parts(spark, len(rows)))
    sql_type = {"int32": "int", "int64": "long", "binary": "binary", "string": "string"}
    schema = ", ".join(f"{n} {sql_type[k]}" for n, k in OUT_FIELDS)
    out = frontier.mapInArrow(partial(expand_batches, job, level, numbers), schema)
    times = [timed(out.count) for _ in range(runs + 1)]
    check = checksum(out.select("kind", "fp").collect())
    parts = frontier.rdd.getNumPartitions()
    spark.stop()
    return {"runs": times, "check": check, "session": session, "parts": parts, "pyspark": spark.version}


def child_rows(d: dict, runs: int, master: str, source: str) -> dict:
    """mapPartitions(expand_rows) over the frontier as an RDD, into a DataFrame, counted."""
    from pyspark.sql.types import BinaryType, IntegerType, LongType, StringType, StructField, StructType

    from tla_py.engine.spark.driver import OUT_FIELDS

    t = time.perf_counter()
    spark = _session(master)
    session = time.perf_counter() - t
    job, level, numbers, rows = d["job"], d["level"], d["numbers"], d["rows"]
    parts = _parts(spark, len(rows))
    if source == "rdd":
        frontier = spark.sparkContext.parallelize(rows, parts).cache()
        frontier.count()
    else:
        frontier = _frontier_df(spark, rows, parts).rdd
    kinds = {"int32": IntegerType, "int64": LongType, "binary": BinaryType, "string": StringType}
    schema = StructType([StructField(n, kinds[k]()) for n, k in OUT_FIELDS])
    out = spark.createDataFrame(frontier.mapPartitions(partial(expand_rows, job, level, numbers)), schema,
                                verifySchema=False)
    times = [timed(out.count) for _ in range(runs + 1)]
    check = checksum(out.select("kind", "fp").collect())
    spark.stop()
    return {"runs": times, "check": check, "session": session, "parts": frontier.getNumPartitions(),
            "pyspark": spark.version}


def child_mixed(d: dict, master: str, pypy: str) -> dict:
    """This (CPython) driver with PyPy executors: a plain RDD job, then the mapInArrow expansion."""
    from tla_py.engine.spark.driver import OUT_FIELDS, _first_lines
    from tla_py.engine.spark.task import expand_batches

    os.environ["PYSPARK_PYTHON"] = pypy
    spark = _session(master)
    found = {"pyspark": spark.version, "executors": pypy}
    try:
        found["rdd"] = spark.sparkContext.parallelize(range(100), 2).map(lambda x: x * x).sum()
    except Exception as e:  # noqa: BLE001 - py4j's and pyspark's errors alike
        found["rdd"] = "failed: " + _worker_error(e, _first_lines)
    sql_type = {"int32": "int", "int64": "long", "binary": "binary", "string": "string"}
    schema = ", ".join(f"{n} {sql_type[k]}" for n, k in OUT_FIELDS)
    job, level, numbers, rows = d["job"], d["level"], d["numbers"], d["rows"][:400]
    try:
        frontier = _frontier_df(spark, rows, 2)
        found["arrow"] = frontier.mapInArrow(partial(expand_batches, job, level, numbers), schema).count()
    except Exception as e:  # noqa: BLE001
        found["arrow"] = "failed: " + _worker_error(e, _first_lines)
    spark.stop()
    return found


def _worker_error(e: Exception, first_lines) -> str:
    """The Python worker's own error out of Spark's long message, else its first lines."""
    lines = [ln.strip() for ln in str(e).splitlines() if ln.strip()]
    ours = [ln for ln in lines if "Error" in ln and not ln.startswith(("at ", "org.apache", "py4j"))]
    return " | ".join(dict.fromkeys(ours[-3:])) if ours else first_lines(e, 3).replace("\n", " | ")


def child(a: argparse.Namespace) -> None:
    if a.child == "frontier":
        res = child_frontier(Path(a.data), a.level)
    else:
        with open(a.data, "rb") as f:
            d = pickle.load(f)
        if a.child == "inproc":
            res = child_inproc(d, a.runs)
        elif a.child == "arrow":
            res = child_arrow(d, a.runs, a.master)
        elif a.child == "mixed":
            res = child_mixed(d, a.master, a.pypy)
        else:
            res = child_rows(d, a.runs, a.master, a.child.split("-")[1])
    res["python"] = f"{platform.python_implementation()} {platform.python_version()}"
    print(RESULT + json.dumps(res), flush=True)


# ---------------------------------------------------------------- the driver of it all

def run_child(python: str, mode: str, a: argparse.Namespace, data: Path, env: dict) -> dict:
    cmd = [python, str(Path(__file__).resolve()), "--child", mode, "--data", str(data),
           "--level", str(a.level), "--runs", str(a.runs), "--master", a.master, "--pypy", a.pypy]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    for line in proc.stdout.splitlines():
        if line.startswith(RESULT):
            return json.loads(line[len(RESULT):])
    raise SystemExit(f"{mode} on {python} failed ({proc.returncode}):\n{proc.stderr[-3000:]}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pypy", default=DEFAULT_PYPY, help="PyPy venv's python (pyspark, lark, rich, typer)")
    ap.add_argument("--cpython", default=sys.executable, help="a CPython with pyspark[sql]")
    ap.add_argument("--level", type=int, default=18, help="the breadth-first level expanded (1: Init)")
    ap.add_argument("--runs", type=int, default=3, help="timed runs per child, after one warm-up")
    ap.add_argument("--rounds", type=int, default=2, help="times every variant runs, back to back")
    ap.add_argument("--master", default="local[2]")
    ap.add_argument("--no-rdd", action="store_true", help="skip the rows variants from a cached RDD")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--data", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        child(a)
        return
    if not Path(a.pypy).exists():
        raise SystemExit(f"{a.pypy}: no such PyPy; see this script's docstring to prepare one, or --pypy")
    env = {k: v for k, v in os.environ.items() if k not in ("PYSPARK_PYTHON", "SPARK_HOME", "SPARK_CONF_DIR")}
    env["PYTHONPATH"] = str(ROOT)  # the executors import this tree's tla_py
    tmp = Path(tempfile.mkdtemp(prefix="tlapy-spark-pypy-"))
    data = tmp / "frontier.pkl"
    f = run_child(a.pypy, "frontier", a, data, env)
    print(f"{CFG.stem} -deadlock, level {a.level}: {f['states']:,} states to expand "
          f"({f['distinct']:,} distinct before; found in {f['seconds']:.1f} s on {f['python']}); "
          f"{a.master}, {a.runs} timed runs after a warm-up, {a.rounds} rounds", flush=True)
    variants = [("in-process", a.cpython, "inproc"), ("in-process", a.pypy, "inproc"),
                ("arrow", a.cpython, "arrow"), ("rows from DataFrame", a.cpython, "rows-df"),
                ("rows from DataFrame", a.pypy, "rows-df")]
    if not a.no_rdd:
        variants += [("rows from RDD", a.cpython, "rows-rdd"), ("rows from RDD", a.pypy, "rows-rdd")]
    results: dict[tuple[str, str], list[dict]] = {}
    info: dict[tuple[str, str], dict] = {}
    for r in range(a.rounds):
        for name, python, mode in variants:
            res = run_child(python, mode, a, data, env)
            key = (name, res["python"])
            results.setdefault(key, []).extend(res["runs"][1:])
            info[key] = res
            w = [x["wall"] for x in res["runs"]]
            print(f"  round {r + 1}: {name:20} {res['python']:15} warm-up {w[0]:6.2f} s, then "
                  + " ".join(f"{x:.2f}" for x in w[1:]) + f"  check {res['check'][:2]}", flush=True)
    report(results, info, f["states"])
    mixed = run_child(a.cpython, "mixed", a, data, env)
    print(f"\nCPython driver ({mixed['python']}, pyspark {mixed['pyspark']}) with PyPy executors "
          f"(PYSPARK_PYTHON={a.pypy}):\n  RDD job: {mixed['rdd']}\n  mapInArrow: {mixed['arrow']}")


def report(results: dict, info: dict, n: int) -> None:
    """The table: medians of the timed runs of every round."""
    base = {k[1]: v for k, v in results.items() if k[0] == "in-process"}
    reference = info[next(k for k in info if k[0] == "in-process")]["check"]
    print(f"\nmedians over {min(len(v) for v in results.values())}+ warm runs; CPU = driver + Python workers "
          "+ JVM; 'Spark adds' = over the same Python in process")
    print(f"{'variant':20} {'python':15} {'pyspark':8} {'s/level':>8} {'us/state':>9} {'CPU s':>6} "
          f"{'workers':>8} {'JVM':>5} {'driver':>6} {'adds wall s':>11} {'adds CPU us/st':>14}  same output")
    for (name, python), runs in results.items():
        med = {k: statistics.median(r[k] for r in runs) for k in ("wall", "driver", "workers", "jvm")}
        cpu = med["driver"] + med["workers"] + med["jvm"]
        own = base.get(python)
        if own is None or name == "in-process":
            adds = ""
        else:
            w = statistics.median(r["wall"] for r in own)
            c = statistics.median(r["driver"] for r in own)
            adds = f"{med['wall'] - w:+11.2f} {(cpu - c) / n * 1e6:+14.0f}"
        same = "yes" if info[(name, python)]["check"] == reference else f"NO {info[(name, python)]['check']}"
        print(f"{name:20} {python:15} {info[(name, python)].get('pyspark', '-'):8} {med['wall']:8.2f} "
              f"{med['wall'] / n * 1e6:9.0f} {cpu:6.2f} {med['workers']:8.2f} {med['jvm']:5.2f} "
              f"{med['driver']:6.2f} {adds:>26}  {same}")


if __name__ == "__main__":
    main()
