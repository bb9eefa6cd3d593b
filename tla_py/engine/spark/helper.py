"""An executor's states expanded at PyPy's speed: each Python worker of an executor (CPython, with pyarrow)
starts one PyPy search process, once, and hands it its batches of frontier states.

The search process (`python -c _START`, PyPy with tlapy but no pyspark or pyarrow)
builds the Model of the job once, keeps it, and its JIT, for every later batch and level, and answers
each batch with the rows `expand_rows` makes; the batches travel as Arrow's column buffers
(tla_py.engine.spark.wire), so the Python worker only passes buffers on. Which interpreter is the job's
`python`: `auto` (the PyPy `tlapy setup-pypy` prepared on that machine, if any), `current` (none: the
Python worker expands the batches itself, as without PyPy) or a path.
The search process ends with its Python worker: on Linux the kernel kills it when that worker dies
(PR_SET_PDEATHSIG), and anywhere it ends when its input pipe closes.
"""

from __future__ import annotations

import base64
import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import traceback
from collections.abc import Iterator
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from tla_py import runtime
from tla_py.engine.spark.task import (
    COUNT,
    IN_COLUMNS,
    OUT_FIELDS,
    Job,
    executor_name,
    expand_rows,
    expander,
    task_id,
    warm_up,
)
from tla_py.engine.spark.wire import NATIVE, column_parts, column_values, read_message, write_message
from tla_py.machine import ISOLATED
from tla_py.version import __version__

IN_FIELDS = tuple(zip(IN_COLUMNS, ("int64", "int64", "binary", "int64", "int32")))
"""The frontier's columns and their types, as the driver's DataFrame holds them."""
READY, ROWS, FAILED, WARM = b"ready", b"rows", b"failed", b"warm"


_START = ISOLATED + """\
if sys.argv[1]:
    sys.path.insert(0, sys.argv[1])
from tla_py.engine.spark.helper import main
sys.exit(main(sys.argv[2:]))
"""
"""The search process's command: tlapy's own source tree when it runs from one, never the current folder
(`-m` would put the folder first on sys.path: a spec repository's lark.py would run)."""


class SearchProcessFailed(Exception):
    """The search process failed or died: the task fails with this message."""


# ---------------------------------------------------------------- the Python worker's side (CPython, pyarrow)

_PROCESSES: dict[str, SearchProcess | None] = {}


def search_process(job: Job) -> SearchProcess | None:
    """This Python worker's search process for `job`, started the first time; None: expand here. One left
    with answers nobody read (a task that ended early) is replaced."""
    key = job.key
    if key in _PROCESSES and (_PROCESSES[key] is None or not _PROCESSES[key].pending):
        return _PROCESSES[key]
    for old in _PROCESSES.values():
        if old is not None:
            old.close()
    _PROCESSES.clear()
    exe = interpreter(job.python)
    _PROCESSES[key] = None if exe is None or not NATIVE else SearchProcess(exe, job)
    return _PROCESSES[key]


def interpreter(choice: str) -> str | None:
    """The interpreter of the search processes on this machine, or None for this Python worker itself."""
    if choice == runtime.CURRENT:
        return None
    if choice == runtime.AUTO:
        exe = runtime.prepared_pypy()
        return None if exe is None or runtime._is_this_python(str(exe)) else str(exe)
    exe = shutil.which(choice)
    if exe is None:
        raise SearchProcessFailed(f"the search interpreter {choice!r} (--python) is not on this executor")
    return None if runtime._is_this_python(exe) else exe


class SearchProcess:
    """A PyPy search process and the pipes to it, its Model built. Messages go to it from a thread of
    their own, so that the next batch is there as soon as it has answered one (submit, then receive)."""

    def __init__(self, exe: str, job: Job):
        root = Path(__file__).resolve().parents[3]  # the folder tla_py is in
        installed = root.name in ("site-packages", "dist-packages")  # else a source tree: PyPy runs it too
        env = {**runtime.PYPY_GC, **os.environ}
        watch = threading.current_thread() is threading.main_thread()  # PDEATHSIG follows the thread
        self.proc = subprocess.Popen(
            [exe, "-c", _START, "" if installed else str(root), str(os.getpid()), str(int(watch))],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        self.exe, self.dictionary = exe, job.dictionary
        self.pending = 0
        """Batches submitted whose answers are not read yet."""
        self.outbox: queue.SimpleQueue = queue.SimpleQueue()
        threading.Thread(target=self._write, name="tlapy-search-input", daemon=True).start()
        self.send([json.dumps(job_fields(job)).encode()])
        _, version, self.description = (p.decode() for p in self.answer())
        if version != __version__:
            self.close()
            raise SearchProcessFailed(f"{exe} has tlapy {version}, not {__version__}: run "
                                      "`tlapy setup-pypy` on this executor, or use --python current")

    def send(self, parts: list) -> None:
        """Queue a message for the writing thread (a process that is gone shows when its answer is read)."""
        self.outbox.put(parts)

    def _write(self) -> None:
        while True:
            parts = self.outbox.get()
            if parts is None:
                return
            try:
                write_message(self.proc.stdin, parts)
            except (OSError, ValueError):  # gone, or closed: the answer's EOFError says so
                return

    def answer(self) -> list[bytes]:
        try:
            parts = read_message(self.proc.stdout)
        except EOFError:
            raise self.lost() from None
        if parts[0] == FAILED:
            raise SearchProcessFailed(parts[1].decode(errors="replace"))
        return parts

    def lost(self) -> SearchProcessFailed:
        try:
            code = self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            code = None
        how = "is not answering" if code is None else (f"was killed by signal {-code}" if code < 0
                                                       else f"exited with status {code}")
        return SearchProcessFailed(f"The search process {self.exe} (pid {self.proc.pid}) {how}.")

    def warm(self, seconds: float) -> None:
        """Let the search process warm its JIT (tla_py.engine.spark.task.warm_up)."""
        self.send([WARM, str(seconds).encode()])
        self.answer()

    def expand(self, job: Job, run: str, level: int, numbers: dict[str, int], task: str, batch: Any) -> Any:
        """A frontier batch (a pyarrow RecordBatch) of task `task` expanded: the output batch (OUT_FIELDS)."""
        self.submit(job, run, level, numbers, task, batch)
        return self.receive()

    def submit(self, job: Job, run: str, level: int, numbers: dict[str, int], task: str, batch: Any) -> None:
        """Send a frontier batch (a pyarrow RecordBatch) of task `task` to be expanded (receive reads the
        answers in the same order)."""
        header = {"run": run, "level": level, "numbers": numbers, "task": task, "n": batch.num_rows}
        if job.dictionary != self.dictionary:
            header["dictionary"] = base64.b64encode(job.dictionary).decode()
            self.dictionary = job.dictionary
        parts: list = [json.dumps(header).encode()]
        for name, _ in IN_FIELDS:
            parts += arrow_parts(batch.column(name))
        self.send(parts)
        self.pending += 1

    def receive(self) -> Any:
        """The output batch (OUT_FIELDS) of the first batch submitted and not yet received."""
        import pyarrow as pa

        answer = self.answer()
        self.pending -= 1
        n, i, arrays = int(answer[1]), 2, []
        for _, kind in OUT_FIELDS:
            array, used = arrow_array(kind, answer[i:], n)
            arrays.append(array)
            i += used
        return pa.RecordBatch.from_arrays(arrays, schema=out_schema())

    def close(self) -> None:
        """End the search process (its input closed ends it; killed if it does not end)."""
        self.outbox.put(None)
        try:
            self.proc.stdin.close()
            self.proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


def out_schema() -> Any:
    import pyarrow as pa

    return pa.schema([(name, getattr(pa, kind)()) for name, kind in OUT_FIELDS])


def arrow_parts(array: Any) -> list:
    """A pyarrow array's buffers as wire parts, without copying them (but the validity of one with nulls)."""
    n, start = len(array), array.offset
    buffers = array.buffers()
    validity = array.is_valid().buffers()[1].slice(0, (n + 7) >> 3) if array.null_count else b""
    if len(buffers) == 2:
        width = array.type.bit_width // 8
        return [validity, buffers[1].slice(start * width, n * width)]
    return [validity, buffers[1].slice(start * 4, (n + 1) * 4), buffers[2] if buffers[2] is not None else b""]


def arrow_array(kind: str, parts: list[bytes], n: int) -> tuple[Any, int]:
    """The pyarrow array of the column whose wire parts start `parts`, and how many parts it took."""
    import pyarrow as pa

    used = 2 if kind in ("int32", "int64") else 3
    buffers = [pa.py_buffer(parts[0]) if parts[0] else None, *map(pa.py_buffer, parts[1:used])]
    return pa.Array.from_buffers(getattr(pa, kind)(), n, buffers), used


def job_fields(job: Job) -> dict[str, Any]:
    """The job as JSON can carry it."""
    return {**asdict(job), "dictionary": base64.b64encode(job.dictionary).decode()}


def job_from(fields: dict[str, Any]) -> Job:
    texts = tuple(map(tuple, fields["texts"]))
    return Job(**{**fields, "texts": texts, "lib_dirs": tuple(fields["lib_dirs"]),
                  "dictionary": base64.b64decode(fields["dictionary"])})


# ---------------------------------------------------------------- the search process's side (PyPy)

def die_with_parent() -> None:
    """Ask Linux to kill this process when the thread that started it ends (PR_SET_PDEATHSIG)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)  # 1: PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the closed pipe ends this process instead
        pass


def serve(inp: Any, out: Any) -> None:
    """Build the job's Model, then answer batches until the input pipe closes."""
    from tla_py.errors import TlaError

    try:
        job = job_from(json.loads(read_message(inp)[0]))
        expander(job)
    except EOFError:
        return
    except TlaError as e:
        write_message(out, [FAILED, e.render().encode()])
        return
    except Exception:  # noqa: BLE001 - a bug: the task fails with it rather than waiting
        write_message(out, [FAILED, traceback.format_exc().encode()])
        return
    write_message(out, [READY, __version__.encode(), runtime.describe().encode()])
    while True:
        try:
            parts = read_message(inp)
        except EOFError:
            return
        try:
            if parts[0] == WARM:
                warm_up(job, float(parts[1]))
                reply = [READY]
            else:
                job, reply = expanded(job, parts)
        except Exception:  # noqa: BLE001 - as above
            reply = [FAILED, traceback.format_exc().encode()]
        write_message(out, reply)


def expanded(job: Job, parts: list[bytes]) -> tuple[Job, list[bytes]]:
    """A batch message answered: the job (with the dictionary the batch names), and the rows expand_rows
    makes of the batch, as wire parts."""
    header = json.loads(parts[0])
    if "dictionary" in header:
        job = replace(job, dictionary=base64.b64decode(header["dictionary"]))
    n, i, columns = header["n"], 1, []
    for _, kind in IN_FIELDS:
        values, used = column_values(kind, parts[i:], n)
        columns.append(values)
        i += used
    cols = expand_rows(job, header["run"], header["level"], header["numbers"], header["task"], *columns)
    reply = [ROWS, str(len(cols["kind"])).encode()]
    for name, kind in OUT_FIELDS:
        reply += column_parts(kind, cols[name])
    return job, reply


def main(argv: list[str]) -> int:
    from tla_py.semantics.depth import allow_deep_recursion

    parent, watch = int(argv[0]), argv[1] == "1"
    if watch:
        die_with_parent()
    if os.getppid() != parent:  # it died before the kernel was asked
        return 0
    allow_deep_recursion()
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # the spec's Print and PrintT go to stderr, never into the pipe
    sys.stdout = sys.stderr
    serve(sys.stdin.buffer, out)
    return 0


def expand_batches(job: Job, run: str, level: int, numbers: dict[str, int], keys: Any,
                   batches: Iterator[Any]) -> Iterator[Any]:
    """mapInArrow's function: frontier rows (fp, k, st, pf, pos) to successor, event, count, and (with
    liveness) state and atom-error rows, by this worker's PyPy search process when it has one, else
    here (tla_py.engine.spark.task); `keys` (a broadcast of the level's sorted keys, None at the
    first level) turn the keys into orders (tla_py.engine.spark.order)."""
    import pyarrow as pa

    from tla_py.engine.spark.order import orders

    helper = search_process(job)
    sorted_keys = None if keys is None else keys.value
    task = task_id()
    schema = pa.schema([(name, getattr(pa, kind)()) for name, kind in OUT_FIELDS])
    for batch in batches:
        batch = orders(batch, sorted_keys)
        if helper is not None:  # one batch ahead: the search process never waits for this worker
            helper.submit(job, run, level, numbers, task, batch)
            if helper.pending > 1:
                yield helper.receive()
        else:
            columns = [batch.column(c).to_pylist() for c in IN_COLUMNS]
            rows = expand_rows(job, run, level, numbers, task, *columns)
            yield pa.RecordBatch.from_pydict(rows, schema=schema)
    while helper is not None and helper.pending:
        yield helper.receive()
    where = {name: [None] for name, _ in OUT_FIELDS}
    where.update(kind=[COUNT], fp=[0], o=[0], bad=[executor_name()])
    yield pa.RecordBatch.from_pydict(where, schema=schema)


def search_pythons(job: Job, seconds: float, batches: Iterator[Any]) -> Iterator[Any]:
    """mapInArrow's function for a session's first job: this worker's search process started, its Model
    built and warmed for `seconds`, and which Python it is (a row per input row)."""
    import pyarrow as pa

    helper = search_process(job)
    if helper is None:
        name = runtime.describe()  # CPython: no JIT to warm
    else:
        helper.warm(seconds)
        name = helper.description
    for batch in batches:
        yield pa.RecordBatch.from_pydict({"python": [name] * batch.num_rows})
