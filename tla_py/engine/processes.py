"""The processes an engine starts (workers, simulators): how they start, how one that is gone is
reported, how all are stopped.

A child is a fresh interpreter (`python -c CHILD`) joined to this process by a socket pair, not a
multiprocessing Process: multiprocessing's `spawn` starts a resource tracker beside the children (a whole
interpreter: 85 MB on PyPy) and hands them this interpreter's sys.path, so its children can only be this
interpreter. Here a CPython coordinator can have PyPy workers.
"""

from __future__ import annotations

import importlib
import os
import socket
import subprocess
import sys
import time
from multiprocessing.connection import Connection

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


class Child:
    """A process running `target(conn, *args)` (target: "module:function") on `python`, with the other
    end of `conn` here; what multiprocessing's Process offers the engines (pid, sentinel, join, exitcode,
    terminate, kill)."""

    def __init__(self, python: str, target: str, args: tuple):
        mine, theirs = socket.socketpair()
        try:
            fd = theirs.fileno()
            self.proc = subprocess.Popen([python, "-c", CHILD, __version__, target, str(fd)],
                                         pass_fds=(fd,), stdin=subprocess.DEVNULL)
        finally:
            theirs.close()
        self.conn = Connection(mine.detach())
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


def _pidfd(pid: int):
    """A descriptor that becomes readable when process `pid` ends (Linux 5.3+), else None."""
    try:
        return os.pidfd_open(pid)  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return None


def child_main() -> None:
    """A child's life, as CHILD starts it: the same tlapy as its parent's, then its target."""
    version, target, fd = sys.argv[1:4]
    conn = Connection(int(fd))
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

    def start(self, python: str, target: str, args: list[tuple]) -> None:
        """One child per element of `args`, on `python`, each running `target` on its element."""
        self.n, self.conns, self.procs = len(args), [], []
        for each in args:
            child = Child(python, target, each)
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
        return WorkerLost(f"Worker {i + 1} of {self.n} (pid {p.pid}) {how} before the {self.run_kind} "
                          "ended; the run is incomplete.")

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
