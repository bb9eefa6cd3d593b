"""A warm PyPy for a search that may move (--python auto): started ahead, it builds the model while the
search runs here, then waits on a socket; a move then only writes the checkpoint and names it to the child.

The child prints nothing until its turn. It says `r` on a socket once its model is built (a move is
then cheap: handover.WARM_WORTH), then takes one line there: a checkpoint to go on from, or
an empty line to start the search over (a long Init), and answers it, so a child that died is known;
end of file (this process ended first) ends it quietly.
Once the child has its turn this process becomes a small waiter (exec: the search's memory is freed at
once) that passes on SIGINT, SIGTERM and SIGHUP, and exits with the child's exit code (the child takes
one SIGINT: a terminal's Ctrl-C reaches it both through the process group and through the waiter). The
child dies with this process (tla_py.lifeline), before its turn or after, even when this one is killed.
A child that dies of a signal it was not sent is exit 255.
"""

from __future__ import annotations

import atexit
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from tla_py import lifeline, runtime
from tla_py.engine.inprocess.handover import AT_ONCE, HandOver, descriptor
from tla_py.machine import ISOLATED

_WAITER = ISOLATED + """\
import os, signal, sys
pid, exe, sent = int(sys.argv[1]), sys.argv[2], []
def forward(sig, frame):
    sent.append(sig)
    os.kill(pid, sig)
for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
    signal.signal(sig, forward)
signal.pthread_sigmask(signal.SIG_UNBLOCK, (signal.SIGINT, signal.SIGTERM, signal.SIGHUP))
status = os.waitpid(pid, 0)[1]
if os.WIFEXITED(status):
    sys.exit(os.WEXITSTATUS(status))
sig = os.WTERMSIG(status)
if sig in sent:
    signal.signal(sig, signal.SIG_DFL)
    os.kill(os.getpid(), sig)
sys.stderr.write("tlapy: the search's process %d (%s) was ended by signal %d\\n" % (pid, exe, sig))
sys.exit(255)
"""
"""What this process becomes once the child has the search (run with -S: no site, a quick start)."""


class WarmChild:
    """The other interpreter running `tlapy check` on this run's arguments, its model built ahead."""

    def __init__(self, exe: str, argv: list[str]):
        self.exe, self.argv = exe, argv
        self.proc: subprocess.Popen | None = None
        self.line: socket.socket | None = None
        self.built = False

    def start(self) -> None:
        """Start the child, once; it builds the model and waits for its turn."""
        if self.proc is not None:
            return
        self.line, theirs = socket.socketpair()
        try:
            self.proc = subprocess.Popen(
                runtime.tlapy_command(self.exe, [*self.argv, "--warm", str(theirs.fileno())]),
                pass_fds=(theirs.fileno(),), stdin=subprocess.DEVNULL, env=lifeline.child_env())
        except OSError:  # a move then starts the interpreter afresh, which says what is wrong
            self.line.close()
            return
        finally:
            theirs.close()
        atexit.register(self.stop)

    def warm(self) -> bool:
        """Whether the child has built the model (it said so, without waiting here)."""
        if not self.built and self.line is not None and self.proc is not None:
            try:
                self.built = self.line.recv(1, socket.MSG_DONTWAIT) == b"r"
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                self.line = None
        return self.built

    def hand(self, line: str) -> None:
        """Give the child its turn and become its waiter (no return) when it is alive to take it. The line
        names a checkpoint, whose descriptor goes along when it has no name (handover._new_file), or is
        empty (start over)."""
        if self.proc is None or self.proc.poll() is not None:
            return
        fd = descriptor(Path(line)) if line else None
        try:
            socket.send_fds(self.line, [(line + "\n").encode()], [] if fd is None else [fd])
            reply = self.line.recv(1)
            if reply == b"r" and not self.built:
                reply = self.line.recv(1)
            taken = reply == b"+"  # nothing: it died before its turn
        except OSError:
            taken = False
        if not taken:
            self.stop()
            return
        if fd is not None:
            os.close(fd)  # the child has it: the waiter must not keep the file alive
        sys.stdout.flush()
        sys.stderr.flush()
        lifeline.hold_interrupts()  # the waiter passes on a Ctrl-C sent meanwhile
        try:
            os.execv(sys.executable, [sys.executable, "-S", "-c", _WAITER, str(self.proc.pid), self.exe])
        finally:  # reached only when the exec failed
            lifeline.release_interrupts()

    def stop(self) -> None:
        """End and reap the child: the search ended here."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def handover_to(exe: str, argv: list[str], say: Callable[[str], None]) -> HandOver:
    """A HandOver that moves the search to `exe` (argv: this run's, saying `--python current`): to the warm
    child when one was started and lives (the move waits for the end of its build), else to `exe` afresh."""
    child = WarmChild(exe, argv)

    def go(path: Path, why: str) -> None:
        say(f"Moving the search to {exe} {why}.")
        child.hand(str(path))
        runtime.hand_over(exe, [*argv, "--resume", str(path)])

    def start_over(why: str) -> None:
        say(f"Moving the search to {exe} {why}: it starts over there.")
        child.hand("")
        runtime.hand_over(exe, [*argv, "--started-over"])

    handover = HandOver(go, prepare=child.start, start_over=start_over, warm=child.warm)
    if handover.prewarm == AT_ONCE:
        child.start()
    return handover


@contextmanager
def muted() -> Iterator[None]:
    """Nothing this process prints reaches stdout or stderr (a warm child before its turn)."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = os.dup(1), os.dup(2)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.dup2(null, 2)
    os.close(null)
    try:
        yield
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        os.close(saved[0])
        os.close(saved[1])


def wait_for_turn(fd: int, build: Callable[[], object]) -> tuple[object, str]:
    """In the warm child: build the model quietly, then wait; the model and the line received. A build
    that fails, or end of file, ends this process quietly (a move then starts the interpreter afresh)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C before the turn is the search's, not ours
    try:
        with muted():
            model = build()
    except BaseException:
        os._exit(255)
    with socket.socket(fileno=fd) as parent:
        try:
            parent.sendall(b"r")
        except OSError:
            os._exit(0)
        data, fds, _flags, _address = socket.recv_fds(parent, 4096, 1)
        if not data:
            os._exit(0)
        parent.sendall(b"+")
    signal.signal(signal.SIGINT, lifeline.interrupt_once)
    line = data.decode().rstrip("\n")
    return model, f"/dev/fd/{fds[0]}" if fds else line
