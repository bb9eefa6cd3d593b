"""The machine and interpreter this process runs on, for every layer: its physical memory, PyPy's JIT."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

ISOLATED = """\
import sys
if sys.path[:1] == [""]:
    del sys.path[0]
"""
"""First lines of every `python -c` tlapy starts: `-c` puts the current folder first on sys.path, so a
cloned spec repository's lark.py, typer.py or tla_py/ would run in the child. Python 3.9 and PyPy have no
-P, and -I would drop the user's site-packages and PYTHONPATH, where tlapy may be installed."""


def physical_memory(unknown: int = 8 << 30) -> int:
    """The machine's memory in bytes (`unknown`, 8 GiB unless told, where the system does not say)."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        return unknown


PYPY_JIT = "trace_eagerness=20"
"""PyPy's JIT for a search: compile a bridge after 20 failures of a guard, not PyPy's default 200. An
evaluator of closures is full of guards that fail now and then (which closure, which value type); each
failure before its bridge exists leaves compiled code for the interpreter. Measured on PyPy 7.3.11, wall
median of 3 against the default: kafka 4.92 -> 3.58 s, b2_wq2_aq1 18.3 -> 16.4 s, 4.13 b2_defect 8.0 ->
6.7 s, corpus-large Huang 31.7 -> 24.2 s, bcastByz 7.1 -> 5.9 s, MCBakery 13.0 -> 11.7 s; peak memory
within 3%."""


@contextmanager
def jit_paused() -> Iterator[None]:
    """On PyPy, no JIT while a model is built (tracing its one-shot code costs more than it saves), then
    the JIT as a search wants it (PYPY_JIT)."""
    try:
        import pypyjit  # type: ignore[import-not-found]
    except ImportError:
        yield
        return
    pypyjit.set_param("off")
    try:
        yield
    finally:
        pypyjit.set_param("default")
        pypyjit.set_param(PYPY_JIT)
