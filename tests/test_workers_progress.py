"""`-workers 2` prints TLC's Progress in the course of a long level, not only at its end; a worker killed
in the course of a level ends the run with an error then and there."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from tla_py.engine import check
from tla_py.engine.result import Progress
from tla_py.semantics import build_model
from tla_py.stdlib import reset_run

WIDE_SPEC = """---- MODULE Wide ----
EXTENDS Naturals
VARIABLES x, y
Init == x \\in 1..{n} /\\ y = 0
Next == y = 0 /\\ y' \\in 1..4 /\\ x' = x
====
"""

LONG_SPEC = """---- MODULE Wide ----
EXTENDS Naturals
VARIABLES x, y
Init == x \\in 1..{n} /\\ y = 0
Next == y < 4 /\\ y' = y + 1 /\\ x' = x
====
"""


def _wide(tmp_path: Path, n: int, spec: str = WIDE_SPEC):
    """n initial states; with WIDE_SPEC each has 4 new successors (a long second level), with LONG_SPEC a
    chain of 4 (five levels of n)."""
    (tmp_path / "Wide.tla").write_text(spec.format(n=n))
    (tmp_path / "Wide.cfg").write_text("INIT Init\nNEXT Next\n")
    reset_run(0)
    return build_model(str(tmp_path / "Wide.tla"), str(tmp_path / "Wide.cfg"), check_deadlock=False)


def test_progress_in_the_course_of_a_level(tmp_path: Path) -> None:
    seen: list[Progress] = []
    res = check(_wide(tmp_path, 40000), workers=2, progress=seen.append, progress_every=0.01)
    assert res.ok and (res.distinct, res.generated, res.depth) == (200000, 200000, 2)
    during = [p for p in seen if p.depth == 1]
    assert len(during) >= 3, seen
    for a, b in zip(seen, seen[1:]):
        assert a.generated <= b.generated and a.distinct <= b.distinct and a.seconds <= b.seconds
    assert all(40000 <= p.distinct <= res.distinct and p.generated <= res.generated for p in seen)
    assert all(0 <= p.left_on_queue <= res.distinct for p in seen)


def _children() -> list[int]:
    """This process's children (the forked workers)."""
    kids = []
    for task in Path("/proc/self/task").iterdir():
        kids += [int(k) for k in (task / "children").read_text().split()]
    return kids


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs /proc to find workers")
def test_a_worker_killed_in_a_level_ends_the_run(tmp_path: Path) -> None:
    """Worker 2 killed at the first Progress once it runs: the error names it, in that level, before
    worker 1 (expanding here) has finished its share. Every level is n states, each with a successor,
    so the levels after the first, which on PyPy worker 1 expands alone, are long too."""
    after: list[Progress] = []
    killed: list[int] = []

    def kill_once(p: Progress) -> None:
        if killed:
            after.append(p)
        elif _children():
            killed.extend(_children())
            os.kill(killed[0], signal.SIGKILL)
            after.append(p)

    res = check(_wide(tmp_path, 100000, LONG_SPEC), workers=2, progress=kill_once, progress_every=0.1)
    assert killed and res.result == "error"
    assert f"Worker 2 of 2 (pid {killed[0]}) was killed by signal 9" in res.message
    assert res.depth == after[0].depth and len(after) <= 3
