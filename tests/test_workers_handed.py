"""`-workers N` passes states and fingerprints from worker to worker through files (workers.handed): what
is handed over arrives whole, in number order, at the workers the coordinator names."""

from __future__ import annotations

from array import array
from pathlib import Path
from types import SimpleNamespace

from tla_py.engine.workers.coordinator import _Coordinator
from tla_py.engine.workers.handed import Gifts, read_route, read_states, write_route


def test_gifts_reach_their_receivers_in_order(tmp_path: Path) -> None:
    """Each receiver's file holds its states in the order given; a file read is removed."""
    gifts = Gifts(tmp_path, "gifts-3-0", array("i", [1, 2, 1, 1]).tobytes())
    for j, (i, data) in enumerate([(10, b"a"), (11, b""), (12, b"ccc" * 1000), (15, b"d")]):
        gifts.add(j, i, data)
    handed = gifts.close()
    assert {o: n for o, (_, n) in handed.items()} == {1: 3, 2: 1}
    assert list(read_states(handed[1][0], keep=True)) == [(10, b"a"), (12, b"ccc" * 1000), (15, b"d")]
    assert list(read_states(handed[2][0])) == [(11, b"")]
    assert Path(handed[1][0]).exists() and not Path(handed[2][0]).exists()


def test_route_round_trip(tmp_path: Path) -> None:
    fps, keys = array("q", [-5, 7, 2**62]), array("q", [1, 2, 3])
    handed = write_route(tmp_path / "route", fps, keys)
    assert read_route(handed) == (fps, keys) and not (tmp_path / "route").exists()


def test_receivers_share_the_gifts_out_in_number_order() -> None:
    """The states handed over, in number order, go to the workers with fewer, as many as each lacks."""
    c = SimpleNamespace(n=3)
    numbers = [array("q", [0, 2, 4, 5, 6, 7, 8]), array("q", [1, 3]), array("q", [9, 10, 11])]
    counts = [7, 2, 3]  # 12 states: 4 each; worker 0 gives 3 (6, 7, 8)
    gives = [3, 0, 0]
    receivers = _Coordinator.receivers(c, numbers, counts, gives)
    assert array("i", receivers[0]).tolist() == [1, 1, 2] and receivers[1] == receivers[2] == b""
