"""The processes an engine starts (workers, simulators): how they start, how one that is gone is
reported, how all are stopped.

A child is a fresh interpreter (`python -c CHILD`) joined to this process by a socket pair, not a
multiprocessing Process: multiprocessing's `spawn` starts a resource tracker beside the children (a whole
interpreter: 85 MB on PyPy) and hands them this interpreter's sys.path, so its children can only be this
interpreter. Here a CPython coordinator can have PyPy workers. Workers on this interpreter are copies of
this process (Forked), which start with what it has built: the model, and on PyPy the JIT's code.
"""

from __future__ import annotations

import importlib
import io
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from multiprocessing.connection import Connection

from tla_py.lifeline import STOPPING
from tla_py.machine import ISOLATED
from tla_py.version import __version__

CHILD = ISOLATED + """\
try:
    import tla_py
    from tla_py.engine.processes import child_main
except ImportError as e:
    sys.exit("tlapy: %s cannot run a worker: it cannot import tlapy (%s)" % (sys.executable, e))
child_main()
"""


MMAP_THRESHOLD = 1 << 17
"""Bytes from which glibc's malloc gives a block a mapping of its own, returned to the system when freed:
glibc's default, which it raises (up to 32 MB) each time such a block is freed, after which a level's
arrays and PyPy's 512 KB arenas come from its heap, whose freed middle it keeps. ghostferry.cfg
`-workers 2` at 4.0-4.3M distinct: the CPython coordinator 307 -> 146 MB, the tree 1.92 -> 1.42-1.50 GB
(TLC: 2.17-2.2 GB); its peak at level 10's start (~6M) 2,684 -> 2,342 MB; the same CPU."""
MALLOC_ENV = {"MALLOC_MMAP_THRESHOLD_": str(MMAP_THRESHOLD)}
"""The same for an interpreter this process starts (glibc reads it at the start)."""
M_MMAP_THRESHOLD = -3


def return_freed_memory() -> None:
    """This process's malloc (and its forks') at MMAP_THRESHOLD, unless the user set it (glibc only)."""
    if "MALLOC_MMAP_THRESHOLD_" in os.environ or not sys.platform.startswith("linux"):
        return
    import ctypes

    try:
        ctypes.CDLL(None).mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)
    except (OSError, AttributeError):  # not glibc
        pass


PIECE = 1 << 16
"""Bytes a pipe asks the system for at a time: PyPy's os.read(fd, n) costs ~2 ms for n past 128 KB, however
little is there, so a level's handed-over states (BookKeeper: 160 MB) read as they trickle in took 75 s."""


class Pipe(Connection):
    """multiprocessing's Connection reading a message in pieces of at most PIECE bytes."""

    def _recv(self, size: int, read=os.read) -> io.BytesIO:
        buf, remaining = io.BytesIO(), size
        while remaining > 0:
            chunk = read(self._handle, min(remaining, PIECE))
            if not chunk:
                if remaining == size:
                    raise EOFError
                raise OSError("got end of file during message")
            buf.write(chunk)
            remaining -= len(chunk)
        return buf


class Child:
    """A process running `target(conn, *args)` (target: "module:function") on `python`, with the other
    end of `conn` here; what multiprocessing's Process offers the engines (pid, sentinel, join, exitcode,
    terminate, kill)."""

    def __init__(self, python: str, target: str, args: tuple):
        mine, theirs = socket.socketpair()
        try:
            fd = theirs.fileno()
            self.proc = subprocess.Popen([python, "-c", CHILD, __version__, target, str(fd)],
                                         pass_fds=(fd,), stdin=subprocess.DEVNULL,
                                         env={**MALLOC_ENV, **os.environ})
        finally:
            theirs.close()
        self.conn = Pipe(mine.detach())
        self.pid = self.proc.pid
        self.conn.send(args)  # our own objects to our own process: the spec's source, never its data
        self.sentinel = _pidfd(self.pid)
        """Readable once the child has ended (its pid's descriptor; where there is none, the connection,
        which a dead child closes)."""

    def join(self, timeout: float | None = None) -> None:
        try:
            self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            pass

    @property
    def exitcode(self) -> int | None:
        """As multiprocessing's: None while it runs, -N when signal N ended it."""
        return self.proc.poll()

    def terminate(self) -> None:
        self.proc.terminate()

    def kill(self) -> None:
        self.proc.kill()

    def close(self) -> None:
        if isinstance(self.sentinel, int):
            os.close(self.sentinel)


class Forked:
    """A copy of this process (os.fork) running `target(conn)`, with the other end of `conn` here: it
    starts with everything this process has built (the model, a JIT's compiled code), and offers what
    Child offers. `others` are descriptors of this process's the copy closes first (other children's
    pipes, whose ends it must not hold open)."""

    def __init__(self, target: Callable[[Connection], None], others: list[int]):
        mine, theirs = socket.socketpair()
        sys.stdout.flush()  # what is buffered is this process's to write, once
        sys.stderr.flush()
        held = _hold(STOPPING)  # a stop arriving meanwhile is this process's, never the copy's
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child's side, measured by its parent
            _child(target, mine, theirs, others, held)
        _release(held)
        theirs.close()
        self.conn = Pipe(mine.detach())
        self.pid = pid
        self.sentinel = _pidfd(pid)
        self.returncode: int | None = None

    def join(self, timeout: float | None = None) -> None:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.exitcode is None and (deadline is None or time.monotonic() < deadline):
            time.sleep(0.01)

    @property
    def exitcode(self) -> int | None:
        """As multiprocessing's: None while it runs, -N when signal N ended it."""
        if self.returncode is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def terminate(self) -> None:
        if self.exitcode is None:
            os.kill(self.pid, signal.SIGTERM)

    def kill(self) -> None:
        if self.exitcode is None:
            os.kill(self.pid, signal.SIGKILL)

    def close(self) -> None:
        if isinstance(self.sentinel, int):
            os.close(self.sentinel)


def _hold(signals: tuple) -> set | None:
    """Block `signals` (where the system can), returning the mask to restore."""
    if not hasattr(signal, "pthread_sigmask"):
        return None
    return signal.pthread_sigmask(signal.SIG_BLOCK, signals)


def _release(held: set | None) -> None:
    if held is not None:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _child(target: Callable[[Connection], None], mine: socket.socket, theirs: socket.socket,
           others: list[int], held: set | None) -> None:  # pragma: no cover - in the copy
    """The copy's life: a spawned child's signals, none of its parent's descriptors it must not hold, then
    `target`; it ends without this process's exit handlers (its storage is the parent's)."""
    code = 1
    try:
        signal.signal(signal.SIGINT, signal.default_int_handler)  # as a spawned child's
        for sig in STOPPING[1:]:
            signal.signal(sig, signal.SIG_DFL)
        _release(held)
        mine.close()
        for fd in others:
            os.close(fd)
        target(Pipe(theirs.detach()))
        code = 0
    finally:
        try:
            sys.stdout.flush()
        finally:
            os._exit(code)


def can_fork(python: str | None) -> bool:
    """Whether workers on `python` (None: this interpreter) can be copies of this process."""
    same = python is None or os.path.realpath(python) == os.path.realpath(sys.executable)
    return same and hasattr(os, "fork") and hasattr(os, "waitstatus_to_exitcode")


def _pidfd(pid: int):
    """A descriptor that becomes readable when process `pid` ends (Linux 5.3+), else None."""
    try:
        return os.pidfd_open(pid)  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return None


def child_main() -> None:
    """A child's life, as CHILD starts it: the same tlapy as its parent's, then its target."""
    version, target, fd = sys.argv[1:4]
    conn = Pipe(int(fd))
    args = conn.recv()
    if __version__ != version:
        conn.send(("failed", f"{sys.executable} has tlapy {__version__}, not {version}: run "
                             "`tlapy setup-pypy` again to update it, or run with `--python current`."))
        sys.exit(255)
    module, function = target.split(":")
    getattr(importlib.import_module(module), function)(conn, *args)


class WorkerLost(Exception):
    """A worker died or failed: the run cannot be complete."""


class Processes:
    """Worker processes and the pipes to them: how one that is gone is reported, how all are stopped."""

    n: int
    conns: list
    procs: list
    run_kind = "search"
    first = 0
    """The number of the worker whose pipe is conns[0] (1 when worker 0 is the parent itself)."""

    def start(self, python: str, target: str, args: list[tuple]) -> None:
        """One child per element of `args`, on `python`, each running `target` on its element."""
        return_freed_memory()
        self.n, self.conns, self.procs = len(args), [], []
        for each in args:
            child = Child(python, target, each)
            self.conns.append(child.conn)
            self.procs.append(child)

    def fork(self, targets: list[Callable[[Connection], None]]) -> None:
        """One copy of this process per element of `targets`, each running it (Forked)."""
        return_freed_memory()
        self.n, self.conns, self.procs = len(targets), [], []
        for target in targets:
            others = [c.fileno() for c in self.conns]
            others += [p.sentinel for p in self.procs if isinstance(p.sentinel, int)]
            child = Forked(target, others)
            self.conns.append(child.conn)
            self.procs.append(child)

    def waitables(self, i: int) -> list:
        """What becomes ready when worker i has something to say or has ended."""
        sentinel = self.procs[i].sentinel
        return [self.conns[i]] if sentinel is None else [self.conns[i], sentinel]

    def lost(self, i: int) -> WorkerLost:
        p = self.procs[i]
        p.join(timeout=5)
        code = p.exitcode
        how = ("is still running" if code is None else f"was killed by signal {-code}" if code < 0
               else f"exited with status {code}")
        return WorkerLost(f"Worker {i + self.first + 1} of {self.n} (pid {p.pid}) {how} before the "
                          f"{self.run_kind} ended; the run is incomplete.")

    def close(self) -> None:
        """Stop the workers: asked first, then terminated, then killed (only these processes)."""
        for conn in self.conns:
            try:
                conn.send(("stop",))
            except OSError:
                pass
        deadline = time.monotonic() + 5
        for p in self.procs:
            p.join(timeout=max(0.0, deadline - time.monotonic()))
            if p.exitcode is None:
                p.terminate()
                p.join(timeout=2)
            if p.exitcode is None:
                p.kill()
                p.join()
        for conn in self.conns:
            conn.close()
        for p in self.procs:
            p.close()
