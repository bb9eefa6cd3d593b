"""A deeply nested spec is read in memory that grows with its size, not its square (issue 36: 5,000
nested LETs took 1.7 GB, where each level copied the names bound around it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tla_py.semantics import build_model
from tla_py.semantics.depth import allow_deep_recursion


def nested_lets(n: int) -> str:
    body = "".join(f"LET a{i} == {i} IN\n" for i in range(n)) + "a0"
    return f"---- MODULE L ----\nVARIABLE x\nInit == x = {body}\nNext == x' = x\n====\n"


def test_nested_lets_take_memory_linear_in_their_depth(tmp_path: Path) -> None:
    tracemalloc = pytest.importorskip("tracemalloc", reason="PyPy has no tracemalloc")
    allow_deep_recursion()
    peaks = []
    for n in (500, 2000):
        (tmp_path / "L.tla").write_text(nested_lets(n))
        (tmp_path / "L.cfg").write_text("INIT Init\nNEXT Next\n")
        tracemalloc.start()
        try:
            build_model(tmp_path / "L.tla", tmp_path / "L.cfg")
            peaks.append(tracemalloc.get_traced_memory()[1])
        finally:
            tracemalloc.stop()
    assert peaks[1] < 8 * peaks[0], peaks  # four times as deep: at most about four times the memory
