"""tla_py.engine.storage: the seen set, the columns and the checkpoint file, in memory and past the budget
on disk; and whole searches whose storage spills, which must still give TLC's counts."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest

from tla_py.engine import check
from tla_py.engine.codec import encode_state
from tla_py.engine.storage import checkpoint, frontier, heap
from tla_py.engine.storage.checkpoint import SearchState
from tla_py.engine.storage.columns import CHUNK, Column
from tla_py.engine.storage.fpset import FingerprintSet, as_word
from tla_py.engine.storage.frontier import Level
from tla_py.engine.storage.sections import Malformed, SectionReader, SectionWriter
from tla_py.engine.storage.space import Space, budget_bytes
from tla_py.semantics import build_model
from tla_py.stdlib import reset_run

ROOT = Path(__file__).resolve().parents[1]
EDGES = [0, 1, -1, (1 << 63) - 1, -(1 << 63), 1 << 56, -(1 << 56)]


def _fingerprints(n: int, seed: int = 7) -> list[int]:
    r = random.Random(seed)
    return EDGES + [r.getrandbits(64) - (1 << 63) for _ in range(n)]


@pytest.mark.parametrize("budget", [1 << 40, 4096, 64 * 1024])
def test_seen_set_is_a_set(tmp_path: Path, budget: int) -> None:
    fps = _fingerprints(20_000)
    seen = FingerprintSet(budget, lambda: tmp_path)
    assert [seen.add(f) for f in fps] == [True] * len(fps)
    assert not any(seen.add(f) for f in fps[::3])
    assert all(f in seen for f in fps)
    assert not any(f in seen for f in _fingerprints(2_000, seed=8)[len(EDGES):])
    assert len(seen) == len(fps)
    assert sorted(seen) == sorted(fps)
    if budget < 1 << 20:
        assert seen.disk_bytes > 0 and list(tmp_path.iterdir())
    seen.close()


def test_seen_set_costs_at_most_16_bytes_a_fingerprint() -> None:
    seen = FingerprintSet()
    seen.update(_fingerprints(300_000))
    assert seen.memory_bytes / len(seen) <= 16


def test_fingerprints_beyond_64_bits_become_words() -> None:
    assert as_word(5) == 5 and as_word(-(1 << 63)) == -(1 << 63)
    big = as_word(1 << 70)
    assert -(1 << 63) <= big < 1 << 63 and big == as_word(1 << 70) and big != as_word((1 << 70) + 1)


@pytest.mark.parametrize("budget", [1 << 40, CHUNK * 4])
def test_column_keeps_every_entry(tmp_path: Path, budget: int) -> None:
    values = [random.Random(3).randrange(-(1 << 31), 1 << 31) for _ in range(5 * CHUNK + 17)]
    col = Column("i", budget, lambda: tmp_path, "c.col")
    col.extend(values)
    assert len(col) == len(values)
    assert [col[i] for i in (0, CHUNK - 1, CHUNK, 3 * CHUNK + 5, len(values) - 1, -1)] == \
        [values[i] for i in (0, CHUNK - 1, CHUNK, 3 * CHUNK + 5, len(values) - 1, -1)]
    assert list(col) == values
    assert (col.disk_bytes > 0) == (budget < 1 << 40)
    with pytest.raises(IndexError):
        col[len(values)]
    col.close()


def test_sections_round_trip_and_refuse_a_cut() -> None:
    f = io.BytesIO()
    out = SectionWriter(f)
    out.json("meta", {"a": [1, 2]})
    out.ints("xs", "q", range(-5, 200_000))
    out.blobs("bs", [b"", b"abc"])
    out.end()
    data = f.getvalue()
    r = SectionReader(io.BytesIO(data))
    assert r.json("meta") == {"a": [1, 2]}
    assert list(r.ints("xs")) == list(range(-5, 200_000))
    assert list(r.blobs("bs")) == [b"", b"abc"]
    r.end()
    with pytest.raises(Malformed):
        r = SectionReader(io.BytesIO(data[:-40]))
        r.json("meta")
        list(r.ints("xs"))
        list(r.blobs("bs"))
        r.end()
    with pytest.raises(Malformed):
        SectionReader(io.BytesIO(b"\x80\x04pickle")).json("meta")


def _state(frontier: list[tuple] | Level, n: int | None = None) -> SearchState:
    """A search about to expand level 2: one initial state (number 0), then the frontier's `n` states."""
    n = len(frontier) if n is None else n
    p, q = Column(), Column()
    p.extend([-1] + [0] * n)
    q.extend([0] + list(range(n)))
    counts = {"level": 2, "index": 1, "generated": 3, "initial_generated": 1, "initial_distinct": 1,
              "elapsed": 1.5}
    return SearchState(counts, [11, -12], p, q, frontier if isinstance(frontier, Level) else Level(frontier))


def test_checkpoint_round_trip() -> None:
    f = io.BytesIO()
    checkpoint.write(f, _state([(1, "a"), (2, "b")]))
    f.seek(0)
    got = checkpoint.read(f, FingerprintSet(), Column(), Column())
    assert sorted(got.seen) == [-12, 11]
    assert list(got.parent) == [-1, 0, 0] and list(got.pos) == [0, 0, 1]
    assert list(got.frontier) == [(1, "a"), (2, "b")]
    assert got.counts["generated"] == 3


@pytest.mark.parametrize("objects", [0, 1, 10])
def test_checkpoint_of_a_search_that_goes_on_keeps_its_frontier(tmp_path: Path, objects: int) -> None:
    """A level kept as objects, as encodings and spilled to disk is written whole and stays to be read."""
    states = [(i, "s" * (i % 7)) for i in range(40)]
    level = Level(budget=64, objects=objects)
    for s in states:
        level.append(s)
    state = _state(level)
    for _ in range(2):
        f = io.BytesIO()
        checkpoint.write(f, state, keep=True)
        f.seek(0)
        assert list(checkpoint.read(f, FingerprintSet(), Column(), Column()).frontier) == states
    assert list(level) == states


def test_a_search_level_keeps_objects_within_its_share_of_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """On PyPy a search's level keeps its states as objects past the workers' count (200,000) while their
    encodings fit its share of the budget, and encodes the rest; each gives its states back in order."""
    monkeypatch.setattr(frontier, "_PYPY", True)
    states = [(i, "s") for i in range(210_000)]
    small, big = Level.within(1 << 10), Level.within(1 << 30)
    for s in states:
        small.append(s)
        big.append(s)
    assert len(big.head) == len(states) > frontier.DEFAULT_OBJECTS
    assert len(small.head) == 1
    assert list(small) == states
    assert list(big) == states


def test_a_level_made_beside_the_one_read_keeps_objects_within_the_heaps_bound(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With a live heap's bound, a level keeps states as objects while they and those the level being read
    still holds are fewer than the bound's count, then encodes the rest; both give their states in order."""
    monkeypatch.setattr(frontier, "_PYPY", True)
    bound = heap.Heap(1 << 30)
    bound.cap = 10
    states = [(i, "s") for i in range(30)]
    first = Level.within(1 << 30, bound)
    for s in states[:8]:
        first.append(s)
    read = iter(first)
    got = [next(read) for _ in range(3)]
    second = Level.within(1 << 30, bound, first)
    for s in states[8:]:
        second.append(s)
    assert (first.objects_held(), len(second.head), len(second)) == (5, 5, 22)
    assert got + list(read) == states[:8]
    assert list(second) == states[8:]


def test_a_level_sharing_values_keeps_one_of_equal_values(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a heap that shares, states found apart keep one of their equal compound values (by fingerprint
    and type), and give back states equal to those added."""
    from tla_py.values import Fcn, SetValue, fingerprint

    monkeypatch.setattr(frontier, "_PYPY", True)
    bound = heap.Heap(1000)
    bound.share = True
    bound.collected(100)
    assert not bound.sharing  # a heap the levels hardly weigh in: sharing would cost more than it saves
    bound.collected(300)
    assert bound.sharing
    level = Level.within(1 << 30, bound)
    states = [(i, SetValue((1, 2)), Fcn({1: "a"})) for i in range(3)]
    for s in states:
        for v in s:
            fingerprint(v)
        level.append(s)
    got = list(level)
    assert got == states
    assert got[0][1] is got[2][1] and got[0][2] is got[1][2]
    assert got[0][1] is not states[2][1]


def test_the_heaps_bound_scales_the_objects_held_to_its_limit() -> None:
    """A collection leaving half the limit or more live past the storage bounds the objects held by the
    share of it they would fill; one leaving less lifts the bound."""
    bound = heap.Heap(1000)

    class Holding:
        def objects_held(self) -> int:
            return 300

    holding = Holding()
    bound.holders.add(holding)
    bound.collected(400)
    assert bound.cap == heap.UNBOUNDED
    bound.collected(600)
    assert bound.cap == 500
    bound.collected(100)
    assert bound.cap == heap.UNBOUNDED
    bound.storage = lambda: 300  # the seen set's tables, in the budget apart
    bound.collected(900)
    assert bound.cap == 500
    bound.collected(700)
    assert bound.cap == heap.UNBOUNDED


def test_checkpoint_runs_no_code(tmp_path: Path) -> None:
    """A state in a checkpoint that is not tlapy's encoding (here a marshalled code object) is refused
    before anything reads it."""
    import marshal

    bad = marshal.dumps(compile("open('pwned', 'w')", "x", "exec"))
    state = _state([], 1)
    state.frontier.append_encoded(bad)
    f = io.BytesIO()
    checkpoint.write(f, state)
    f.seek(0)
    with pytest.raises(Malformed, match="not tlapy's encoding"):
        checkpoint.read(f, FingerprintSet(), Column(), Column())
    good = encode_state((1, 2))
    assert checkpoint._checked(good) == good


def test_budget_is_a_fraction_or_megabytes() -> None:
    assert budget_bytes(2) == 2 << 20
    assert 0 < budget_bytes(0.01) < budget_bytes(None)


# the search itself, its storage over a tiny budget: TLC's counts all the same
MODELS = [  # spec, config, TLC's -deadlock, TLC's (distinct, generated, depth) from ../shared/seeds
    ("specs/kafka_transactions_for_web.tla", "specs/kafka_transactions_for_web.cfg", True,
     (13531, 24014, 36)),
    ("specs/BookKeeperProtocol.tla", "cfg/BookKeeperProtocol_b2_wq1_aq1.cfg", True, (3062, 7473, 25)),
    ("specs/ghostferry.tla", "cfg/ghostferry_r0_1_1.cfg", False, (1804, 6313, 21)),  # with liveness
]


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("spec,cfg,deadlock,tlc", MODELS, ids=[Path(m[1]).stem for m in MODELS])
def test_search_over_a_tiny_budget_gives_tlc_counts(tmp_path: Path, spec, cfg, deadlock, tlc,
                                                    workers: int) -> None:
    reset_run(0)
    model = build_model(ROOT / spec, ROOT / cfg, check_deadlock=False if deadlock else None)
    space = Space(48 * 1024, tmp_path / "meta")
    res = check(model, workers=workers, space=space)
    assert res.ok, res.message
    assert (res.distinct, res.generated, res.depth) == tlc
    if workers == 1 and res.distinct > 3000:  # a seen-set segment of the smallest grows past 48 KB
        assert space.disk_bytes > 0
    space.close()
    assert not list((tmp_path / "meta").glob("*"))  # what went to disk is gone
