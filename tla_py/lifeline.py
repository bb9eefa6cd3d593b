"""No process of a run outlives the process the user started: each child tlapy starts (the warm PyPy,
workers, simulators) ties its life to its parent's, and Ctrl-C stops a run once, with a line saying so
(SIGTERM and SIGHUP too).

On Linux the kernel ends the child when its parent dies (prctl PR_SET_PDEATHSIG, SIGKILL); elsewhere, or
when the parent is not the child's direct parent (a launcher between them), a thread of the child
watches the parent and ends the child within a fifth of a second of its end.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from typing import Callable

from tla_py.machine import ISOLATED

PARENT_ENV = "TLAPY_PARENT_PID"
"""Set by a tlapy process for a child it starts with a command line (the warm PyPy): the pid whose
end ends the child."""
_PR_SET_PDEATHSIG = 1
_POLL = 0.2


def die_with_parent(parent: int) -> None:
    """End this process (at once, SIGKILL) when the process `parent` ends; called first thing in a child."""
    if os.getppid() == parent and _kernel_ends_us_with_parent():
        if os.getppid() != parent:  # it ended before the kernel was told
            os._exit(1)
        return
    if not _alive(parent):
        os._exit(1)
    threading.Thread(target=_watch, args=(parent,), daemon=True, name="tlapy-lifeline").start()


def take_over_process() -> None:
    """What tlapy does first in a process of its own: end with the tlapy that started it, when one did
    (PARENT_ENV, not passed further), and take Ctrl-C once."""
    parent = os.environ.pop(PARENT_ENV, "")
    if parent.isdigit():
        die_with_parent(int(parent))
    stop_once_on_interrupt()


def child_env(env: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a child started with a command line: it dies with this process."""
    return {**(os.environ if env is None else env), PARENT_ENV: str(os.getpid())}


_WATCHDOG = ISOLATED + """\
import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_IGN)
sys.stdin.buffer.read()
try:
    os.kill(int(sys.argv[1]), signal.SIGKILL)
except OSError:
    pass
"""
"""Waits for the end of its standard input (the end of the process holding the other end), then kills."""


def end_with_this_process(pid: int) -> None:
    """Kill `pid` (SIGKILL) as soon as this process ends, however it ends: for a process started for this
    one by a library (the Spark driver's JVM, which pyspark starts and lets end by itself in about a
    second). A small watchdog holds a pipe from this process and kills `pid` at its end of file."""
    try:
        watchdog = subprocess.Popen([sys.executable, "-S", "-c", _WATCHDOG, str(pid)], stdin=subprocess.PIPE,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError:
        return
    _WATCHDOGS.append(watchdog)  # its pipe stays open while this process lives


_WATCHDOGS: list = []


def _kernel_ends_us_with_parent() -> bool:
    """Linux: ask the kernel to send SIGKILL when the parent dies; False where that cannot be asked."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _watch(parent: int) -> None:
    while _alive(parent):
        time.sleep(_POLL)
    os._exit(1)


def _alive(pid: int) -> bool:
    """The process runs (a zombie, dead but not yet reaped, does not)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            return f.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except (OSError, IndexError):
        return True


_RAISED = [0.0]
"""When interrupt_once last raised KeyboardInterrupt (time.monotonic), 0.0 before."""
_SIGNAL = [int(signal.SIGINT)]
"""The signal that stopped the run."""
STOPPING = (signal.SIGINT, signal.SIGTERM) + ((signal.SIGHUP,) if hasattr(signal, "SIGHUP") else ())
"""The signals that stop a run as Ctrl-C does: its line, its report, its temporary files removed."""
SAME_CTRL_C = 1.0
"""Seconds within which a second SIGINT is the same Ctrl-C: a terminal's and the waiter's forwarding of
it both reach a moved search."""


_BEFORE_INTERRUPT: list[Callable[[], None]] = []
"""What interrupt_once does before it raises (before_interrupt)."""


def before_interrupt(action: Callable[[], None]) -> None:
    """Have Ctrl-C do `action` first: a library that reports the call it cut (py4j) is silenced here."""
    if action not in _BEFORE_INTERRUPT:
        _BEFORE_INTERRUPT.append(action)


def interrupt_once(signum: int, frame: object) -> None:
    """SIGINT's handler: KeyboardInterrupt, once for each Ctrl-C. It stays in place, so that an interrupt
    raised where Python drops exceptions (a finalizer, a weakref callback, as py4j's are, run by the
    collector in the middle of anything) is raised again at the next check_interrupted or Ctrl-C; the
    command's end ignores the rest (ignore_interrupts)."""
    now = time.monotonic()
    if now - _RAISED[0] < SAME_CTRL_C:
        return
    _RAISED[0], _SIGNAL[0] = now, signum
    for action in _BEFORE_INTERRUPT:
        action()
    raise KeyboardInterrupt


def check_interrupted() -> None:
    """Raise KeyboardInterrupt if one was raised before and the run goes on: it was lost."""
    if _RAISED[0]:
        raise KeyboardInterrupt


def interrupted() -> tuple[str, int]:
    """The line a run stopped by a signal ends with, and its exit code (128 + the signal, as a shell's)."""
    name = signal.Signals(_SIGNAL[0]).name
    return f"tlapy: interrupted ({name}): the run was stopped before its end.", 128 + _SIGNAL[0]


def ignore_interrupts() -> None:
    """A command stopped by Ctrl-C ends: more of them would only interrupt its last words."""
    if threading.current_thread() is threading.main_thread():
        for sig in STOPPING:
            signal.signal(sig, signal.SIG_IGN)


def stop_once_on_interrupt() -> None:
    """Take Ctrl-C with interrupt_once, unless it is ignored here (a warm child before its turn), and
    SIGTERM and SIGHUP as Ctrl-C, unless they are ignored (nohup); then take those held by the exec that
    started this process (hold_interrupts)."""
    if threading.current_thread() is not threading.main_thread():
        return
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, interrupt_once)
    for sig in STOPPING[1:]:
        if signal.getsignal(sig) == signal.SIG_DFL:
            signal.signal(sig, interrupt_once)
    release_interrupts()


def hold_interrupts() -> None:
    """Keep SIGINT, SIGTERM and SIGHUP pending from here across an exec, until the next program has its
    handlers (release_interrupts): a Ctrl-C as the search moves stops it with its line, where it ended
    the process by the signal before they were in place."""
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_BLOCK, STOPPING)


def release_interrupts() -> None:
    """Deliver what hold_interrupts kept pending, now that the handlers are in place."""
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOPPING)
