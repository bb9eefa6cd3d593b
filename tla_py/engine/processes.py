"""The processes an engine starts (workers, simulators): how one that is gone is reported, how all
are stopped."""

from __future__ import annotations

import time


class WorkerLost(Exception):
    """A worker died or failed: the run cannot be complete."""


class Processes:
    """Worker processes and the pipes to them: how one that is gone is reported, how all are stopped."""

    n: int
    conns: list
    procs: list
    run_kind = "search"

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
