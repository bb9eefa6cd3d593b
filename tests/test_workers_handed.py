"""`-workers N` passes states and fingerprints from worker to worker through files (workers.handed): what
is handed over arrives whole, in number order, at the workers the coordinator names."""

from __future__ import annotations

from array import array
from pathlib import Path
from types import SimpleNamespace

from tla_py.engine.storage.fpset import FingerprintSet
from tla_py.engine.storage.spool import Rows, read_rows
from tla_py.engine.workers.coordinator import _Shares
from tla_py.engine.workers.handed import Gifts, read_states
from tla_py.engine.workers.worker import Worker, key


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


def test_receivers_share_the_gifts_out_in_number_order() -> None:
    """The states handed over, in number order, go to the workers with fewer, as many as each lacks."""
    makers = [0, 1, 0, 1, 0, 0, 0, 0, 0, 2, 2, 2]  # of the states numbered 0 to 11
    shares = _Shares([7, 2, 3], [3, 0, 0])  # 12 states: 4 each; worker 0 gives 3 (6, 7, 8)
    for g in makers:
        shares.met(g)
    assert [r.tolist() for r in shares.receivers] == [[1, 1, 2], [], []]
    shares = _Shares([5, 0, 1], [3, 0, 0])  # 2 each: worker 0 gives its last 3 (2, 3, 5) to 1, 1 and 2
    for g in [0, 0, 0, 0, 2, 0]:
        shares.met(g)
    assert [r.tolist() for r in shares.receivers] == [[1, 1, 2], [], []]


def test_dedup_keeps_each_unseen_fingerprint_at_its_first_occurrence(tmp_path: Path) -> None:
    """An owner merges the workers' routes in key order: of a fingerprint met twice (from two workers or
    one) the first occurrence is kept, one seen at an earlier level not at all; the seen set takes the new
    ones, and each worker learns how many of its occurrences were chosen."""
    a, b, c, d, old = 11, 22, 33, 44, 55
    routes = {0: [(key(1, 0), b), (key(3, 0), a), (key(3, 1), d)],
              1: [(key(2, 0), a), (key(2, 1), b), (key(2, 2), d), (key(2, 3), old), (key(4, 0), c)]}
    handed_over = []
    for g, rows in routes.items():
        route = Rows(tmp_path / f"route-{g}", "qq")
        for row in rows:
            route.append(*row)
        handed_over.append(route.close())
    seen = FingerprintSet()
    seen.add(old)
    owner = SimpleNamespace(seen=seen, me=0, n=2, space=SimpleNamespace(folder=lambda: tmp_path))
    reply, new, made = Worker.dedup(owner, 5, handed_over)
    assert reply == "deduped" and made == [1, 3]
    assert list(read_rows(new)) == [(key(1, 0), b, 0), (key(2, 0), a, 1), (key(2, 2), d, 1),
                                           (key(4, 0), c, 1)]
    assert all(f in seen for f in (a, b, c, d)) and len(seen) == 5
    assert not any(Path(p).exists() for p, _ in handed_over)
