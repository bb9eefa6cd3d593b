"""A state predicate remembered by the fingerprints of the values it reads (closures.per_read_values) is
keyed by an int: an entry another key shares is a miss, never its value."""

from __future__ import annotations

import pytest

from tla_py.semantics.closures import _reads_memo, per_read_values
from tla_py.values import SetValue, fingerprint

STATES = [(SetValue([i]), i % 3, SetValue([i, i + 1]), "x", i * 5, SetValue([i % 2]), i % 4)
          for i in range(8)]
MANY = [[0, 1, 2, 4], [0, 1, 2, 4, 5], [0, 1, 2, 4, 5, 6]]  # written out four slots at a time


@pytest.mark.parametrize("slots", [[0], [0, 2], [0, 1, 2], *MANY])
def test_values_by_reads(slots: list[int]) -> None:
    def size(s, t=None, fr=None) -> int:
        return sum(len(s[i]) if type(s[i]) is SetValue else s[i] for i in slots) + 1

    f = per_read_values(size, slots)
    for _ in range(3):
        for s in STATES:
            assert f(s, None, None) == size(s)


@pytest.mark.parametrize("slots", [[0, 2], [0, 1, 2], *MANY])
def test_a_shared_key_is_a_miss(slots: list[int]) -> None:
    memo: dict = {}
    get, put = _reads_memo(memo, slots, 1 << 16)
    a, b = STATES[1], STATES[2]
    put(a, "a")
    assert get(a) == "a" and get(b) is None
    fps = tuple(fingerprint(b[i]) for i in slots)
    memo[hash(fps)] = memo.pop(next(iter(memo)))  # a's entry under b's key
    assert get(b) is None


def test_a_full_memo_starts_again() -> None:
    memo: dict = {}
    get, put = _reads_memo(memo, [0, 2], 2)
    for s in STATES[:3]:
        put(s, 1)
    assert len(memo) == 1 and get(STATES[2]) == 1 and get(STATES[0]) is None
