"""The processes of a search give freed blocks of MMAP_THRESHOLD bytes and more back to the system:
glibc's malloc otherwise raises that threshold once such a block is freed and serves the next ones from
its heap, whose freed middle it keeps (a level's arrays, PyPy's arenas)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tla_py.engine import processes

HEAP_BLOCK = """\
import ctypes, sys
from tla_py.engine import processes
if sys.argv[1] == "on":
    processes.return_freed_memory()
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
libc.free(libc.malloc(4 << 20))  # a mapped block freed: glibc's threshold rises past 4 MB
block = libc.malloc(1 << 20)
heap = [line.split()[0].split("-") for line in open("/proc/self/maps") if line.rstrip().endswith("[heap]")]
print(any(int(a, 16) <= block < int(b, 16) for a, b in heap))
"""

glibc = pytest.mark.skipif(not sys.platform.startswith("linux") or not os.confstr("CS_GNU_LIBC_VERSION"),
                           reason="glibc's malloc")


def _in_heap(mode: str) -> bool:
    env = {k: v for k, v in os.environ.items() if k != "MALLOC_MMAP_THRESHOLD_"}
    out = subprocess.run([sys.executable, "-c", HEAP_BLOCK, mode], env=env, capture_output=True, text=True,
                         check=True)
    return out.stdout.strip() == "True"


@glibc
def test_a_freed_block_leaves_the_threshold_where_it_was() -> None:
    assert _in_heap("off")
    assert not _in_heap("on")


def test_a_spawned_worker_starts_with_the_threshold(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[dict] = []

    def popen(argv: list[str], **kw) -> None:
        seen.append(kw["env"])
        raise InterruptedError

    monkeypatch.setattr(processes.subprocess, "Popen", popen)
    monkeypatch.delenv("MALLOC_MMAP_THRESHOLD_", raising=False)
    for user in (None, "65536"):
        if user:
            monkeypatch.setenv("MALLOC_MMAP_THRESHOLD_", user)
        with pytest.raises(InterruptedError):
            processes.Child(sys.executable, "x:y", ())
    assert [e["MALLOC_MMAP_THRESHOLD_"] for e in seen] == [str(processes.MMAP_THRESHOLD), "65536"]


def test_the_users_threshold_stays(monkeypatch: pytest.MonkeyPatch) -> None:
    import ctypes

    called: list[tuple] = []

    class Libc:
        def mallopt(self, *args: int) -> int:
            called.append(args)
            return 1

    monkeypatch.setattr(ctypes, "CDLL", lambda name: Libc())
    monkeypatch.setenv("MALLOC_MMAP_THRESHOLD_", "65536")
    processes.return_freed_memory()
    assert called == []
    monkeypatch.delenv("MALLOC_MMAP_THRESHOLD_")
    processes.return_freed_memory()
    assert called == ([(processes.M_MMAP_THRESHOLD, processes.MMAP_THRESHOLD)]
                      if sys.platform.startswith("linux") else [])
