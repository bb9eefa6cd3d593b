"""What a Spark executor's Python worker hands its PyPy search process, and what comes back, without Spark:
the states' encoding, Arrow's column buffers on the wire, a real search process answering as the Python
worker itself would, and the search process ending with its parent."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tla_py.engine.codec import encode_state
from tla_py.engine.fingerprint import fingerprinter
from tla_py.engine.spark.states import StateCodec
from tla_py.engine.spark.task import OUT_FIELDS, ROW, expand_rows
from tla_py.engine.spark.wire import column_parts, column_values
from tla_py.runtime import prepared_pypy
from tla_py.semantics import build_model
from tla_py.stdlib import reset_run

ROOT = Path(__file__).resolve().parents[1]
SPEC, CFG = ROOT / "specs" / "BookKeeperProtocol.tla", ROOT / "cfg" / "BookKeeperProtocol_b2_wq1_aq1.cfg"


def reachable(model, n: int) -> list:
    """The first n states of a breadth-first search."""
    fp, seen, frontier, states = fingerprinter(model), set(), list(model.init()), []
    while frontier and len(states) < n:
        nxt = []
        for s in frontier:
            states.append(s)
            for _, t in model.successors(s):
                if fp(t) not in seen:
                    seen.add(fp(t))
                    nxt.append(t)
        frontier = nxt
    return states[:n]


@pytest.fixture(scope="module")
def model():
    reset_run(0)
    return build_model(SPEC, CFG, check_deadlock=False)


def test_states_read_back_equal_with_their_fingerprints(model) -> None:
    states = reachable(model, 1500)
    dictionary = encode_state(states[0])
    writer, reader = StateCodec(dictionary), StateCodec(dictionary)
    data = [writer.encode(s) for s in states]
    back = [reader.decode(d) for d in data]
    fp = fingerprinter(model)
    assert [fp(s) for s in back] == [fp(s) for s in states]
    assert back == states
    assert sum(map(len, data)) < sum(len(encode_state(s)) for s in states) / 2  # compact
    assert StateCodec(b"").decode(StateCodec(b"").encode(states[-1])) == states[-1]


def test_columns_cross_the_wire_with_their_nulls() -> None:
    pa = pytest.importorskip("pyarrow")
    from tla_py.engine.spark.helper import arrow_array, arrow_parts

    columns = {"int32": [1, None, -3], "int64": [None, 1 << 40, -5], "binary": [b"ab", None, b""],
               "string": [None, "x\u00e9", ""]}
    for kind, values in columns.items():
        parts = column_parts(kind, values)
        assert column_values(kind, parts, 3) == (values, len(parts))
        array, used = arrow_array(kind, parts, 3)
        assert (array.to_pylist(), used) == (values, len(parts))
        pad = "pad" if kind == "string" else b"pad" if kind == "binary" else 7
        sliced = pa.array([pad, *values], type=getattr(pa, kind)()).slice(1)  # at an offset
        assert column_values(kind, [bytes(memoryview(p)) for p in arrow_parts(sliced)], 3)[0] == values


def test_keys_order_successors_breadth_first_and_rank_into_orders() -> None:
    pa = pytest.importorskip("pyarrow")
    from tla_py.engine.spark.order import key_of, key_parts, orders

    pairs = [(0, 0), (0, 5), (1, -1), (1, 0), (7, 3), (1 << 30, (1 << 24) - 3)]
    keys = [key_of(o, p) for o, p in pairs]
    assert keys == sorted(keys) and [key_parts(k) for k in keys] == pairs
    level = sorted(keys[1:])  # a level's new states: their order is their key's rank
    batch = pa.RecordBatch.from_pydict({"fp": [5, 6], "k": [keys[4], keys[1]]})
    got = orders(batch, pa.array(level, pa.int64()).buffers()[1].to_pybytes())
    assert got.schema.names == ["fp", "o"] and got.column("o").to_pylist() == [3, 0]
    assert orders(batch, None).column("o").to_pylist() == [keys[4], keys[1]]  # the first level's keys
    # the previous level's successors: those whose keys are not the level's (duplicates) are dropped
    batch = pa.RecordBatch.from_pydict({"fp": [9, 5, 8, 6, 7], "k": [keys[0], keys[4], keys[0] + 1, keys[1],
                                                                       keys[5] + 1]})
    got = orders(batch, pa.array(level, pa.int64()).buffers()[1].to_pybytes())
    assert (got.column("fp").to_pylist(), got.column("o").to_pylist()) == ([5, 6], [3, 0])
    assert orders(batch, b"").num_rows == 0  # a level without new states


needs_pypy = pytest.mark.skipif(prepared_pypy() is None, reason="no PyPy prepared (tlapy setup-pypy)")


def job_and_batch(model, n: int):
    from tla_py.engine.spark.driver import job_of

    pa = pytest.importorskip("pyarrow")
    states = reachable(model, n)
    dictionary = encode_state(states[0])
    job = job_of(model, "auto", dictionary)
    codec, fp = StateCodec(dictionary), fingerprinter(model)
    n = len(states)
    columns = {"fp": [fp(s) for s in states], "o": list(range(n)), "st": [codec.encode(s) for s in states],
               "pf": [None] * n, "pos": [0] * n}
    types = {"fp": pa.int64(), "o": pa.int64(), "st": pa.binary(), "pf": pa.int64(), "pos": pa.int32()}
    batch = pa.RecordBatch.from_pydict(columns, schema=pa.schema(list(types.items())))
    return job, batch, columns


@needs_pypy
def test_the_search_process_answers_as_this_process_would(model) -> None:
    from tla_py.engine.spark.helper import SearchProcess

    job, batch, columns = job_and_batch(model, 400)
    helper = SearchProcess(str(prepared_pypy()), job)
    try:
        assert helper.description.startswith("PyPy")
        got = helper.expand(job, "run-a", 3, {"distinct": 1}, "task-1", batch)
        for run in ("run-c", "run-d"):  # submitted one ahead, as a task's batches are: answered in order
            helper.submit(job, run, 3, {"distinct": 1}, "task-1", batch)
        assert helper.pending == 2
        answers = [got, helper.receive(), helper.receive()]
        helper.warm(0.2)
    finally:
        helper.close()
    want = expand_rows(job, "run-b", 3, {"distinct": 1}, "task-1", *columns.values())
    assert got.num_rows > 400
    readable = StateCodec(job.dictionary)
    for got in answers:
        for name, _ in OUT_FIELDS:
            if name == "st":  # the bytes may differ (blobs written in another order); the states may not
                kinds = want["kind"]  # a COUNT row's are its states' (order, generated) pairs
                assert ([readable.decode(s) if s and k == ROW else s
                         for s, k in zip(got.column(name).to_pylist(), kinds)]
                        == [readable.decode(s) if s and k == ROW else s for s, k in zip(want[name], kinds)])
            else:
                assert got.column(name).to_pylist() == want[name], name


@needs_pypy
def test_the_search_process_ends_with_its_parent(model, tmp_path: Path) -> None:
    """A parent killed (SIGKILL: no chance to close its pipes in order) takes its search process along."""
    from tla_py.engine.spark.helper import job_fields

    job, _, _ = job_and_batch(model, 10)
    script = (f"import json, sys, time; sys.path.insert(0, {str(ROOT)!r})\n"
              "from tla_py.engine.spark.helper import SearchProcess, job_from\n"
              f"p = SearchProcess({str(prepared_pypy())!r}, job_from(json.loads(sys.stdin.read())))\n"
              "print(p.proc.pid, flush=True); time.sleep(600)\n")
    parent = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True)
    parent.stdin.write(json.dumps(job_fields(job)))
    parent.stdin.close()
    child = int(parent.stdout.readline())
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _alive(child):
        time.sleep(0.1)
    assert not _alive(child)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
