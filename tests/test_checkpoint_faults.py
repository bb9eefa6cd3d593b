"""A damaged checkpoint is never believed (issue 36): real checkpoints of a killed run, one worker and
-workers 2, each byte changed, cut short, a length past the file's end, a value of its first section out of
range, or recovered with another -inv, -postCondition, -maxSetSize: refused with a message and TLC's exit
code for a checkpoint it cannot use (255), never a traceback, never a run that goes on."""

from __future__ import annotations

import io
import os
import pickle
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tla_py.engine.storage import checkpoint, sections
from tla_py.engine.storage.columns import Column
from tla_py.engine.storage.fpset import FingerprintSet
from tla_py.engine.storage.recovery import FILE, CheckpointError, open_recovery
from tla_py.engine.storage.sections import Malformed, SectionReader, SectionWriter

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
from test_recovery import Run, _env  # noqa: E402

try:
    import tracemalloc
except ImportError:  # PyPy has none: there the refusal alone is checked
    tracemalloc = None

FOREVER = ROOT / "tests" / "specs" / "lifecycle" / "Forever.tla"


def _killed(tmp: Path, *flags: str) -> Path:
    """The checkpoint of a run of Forever killed after its first checkpoint."""
    run = Run(tmp, [str(FOREVER), *flags], _env(tmp))
    run.wait_for("^Checkpointing completed")
    run.kill()
    return run.folder / FILE


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> dict[str, bytes]:
    return {"one": _killed(tmp_path_factory.mktemp("one")).read_bytes(),
            "two": _killed(tmp_path_factory.mktemp("two"), "-workers", "2").read_bytes()}


def _read(folder: Path) -> None:
    """-recover's reading of the checkpoint in `folder`, in this process."""
    open_recovery(folder, None, None).read(FingerprintSet(), Column(), Column())


def _recover(tmp: Path, folder: Path, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tla_py.cli", "check", str(FOREVER), "-recover", str(folder),
                           *flags], capture_output=True, text=True, env=_env(tmp), cwd=tmp, timeout=120)


def _refused(p: subprocess.CompletedProcess, *words: str) -> None:
    out = p.stdout + p.stderr
    assert p.returncode == 255, out
    assert "Traceback" not in out and "internal error" not in out, out
    assert "tlapy: cannot recover from" in p.stderr and "Recovery completed" not in p.stdout, out
    assert all(w in p.stderr for w in words), out


def test_the_checkpoints_are_whole(written: dict[str, bytes], tmp_path: Path) -> None:
    for name, data in written.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / FILE).write_bytes(data)
        _read(tmp_path / name)


@pytest.mark.parametrize("which", ["one", "two"])
def test_every_byte_changed_is_refused(written: dict[str, bytes], tmp_path: Path, which: str,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Every byte of the one-worker checkpoint (a sample of 400 of the -workers 2 one), each changed to
    another value: refused while reading, and pickle is never reached."""
    monkeypatch.setattr(pickle, "loads", lambda *a: pytest.fail("a checkpoint reached pickle.loads"))
    data = written[which]
    rng = random.Random(len(data))
    places = range(len(data)) if which == "one" else sorted(rng.sample(range(len(data)), 400))
    path = tmp_path / FILE
    path.write_bytes(data)
    believed = []
    fd = os.open(path, os.O_WRONLY)
    try:
        for i in places:
            os.pwrite(fd, bytes([data[i] ^ rng.randrange(1, 256)]), i)
            try:
                _read(tmp_path)
                believed.append(i)
            except CheckpointError as e:
                assert str(e).startswith(f"tlapy: cannot recover from {path}: "), e
            os.pwrite(fd, data[i:i + 1], i)
    finally:
        os.close(fd)
    assert not believed, f"{len(believed)} of {len(places)} damaged checkpoints believed, at {believed[:10]}"


def test_a_damaged_checkpoint_is_refused_by_the_command(written: dict[str, bytes], tmp_path: Path) -> None:
    data = written["two"]
    for i in (len(sections.MAGIC) + 12, len(data) // 2, len(data) - 3):
        damaged = bytearray(data)
        damaged[i] ^= 0x01
        (tmp_path / FILE).write_bytes(damaged)
        _refused(_recover(tmp_path, tmp_path), "the checkpoint is corrupted")
    (tmp_path / FILE).write_bytes(data[: len(data) * 2 // 3])
    _refused(_recover(tmp_path, tmp_path), "the checkpoint ends early")
    (tmp_path / FILE).write_bytes(data + b"\0")
    _refused(_recover(tmp_path, tmp_path), "bytes after its end")


def test_a_cut_checkpoint_is_refused(written: dict[str, bytes], tmp_path: Path) -> None:
    data = written["one"]
    for n in sorted(random.Random(1).sample(range(len(data)), 200)):
        (tmp_path / FILE).write_bytes(data[:n])
        with pytest.raises(CheckpointError):
            _read(tmp_path)


def test_a_length_past_the_files_end_is_refused_before_it_is_allocated() -> None:
    """A well-checksummed file whose byte string says it is 0xFFFFFFF0 bytes long, and one whose batch of
    ints says it holds 2^24 of them: refused, having allocated next to nothing."""
    for body in (b"\xf0\xff\xff\xff", b"\x00\x00\x00\x01"):
        f = io.BytesIO()
        out = SectionWriter(f)
        out._head("xs", ord("q") if body[3] else ord("S"))
        out._write(body + b"abc")
        out.end()
        if tracemalloc is not None:
            tracemalloc.start()
        with pytest.raises(Malformed, match="past the file's end|more than any written"):
            r = SectionReader(io.BytesIO(f.getvalue()))
            list(r.ints("xs") if body[3] else r.blobs("xs"))
        if tracemalloc is not None:
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            assert peak < 1 << 20


def _rewritten(data: bytes, tmp: Path, **counts) -> Path:
    """The checkpoint `data` with its counts changed and its checksums made anew (as a crafted file)."""
    f = io.BytesIO(data)
    state = checkpoint.read(f, FingerprintSet(), Column(), Column())
    state.counts.update(counts)
    folder = tmp / "_".join(counts)
    folder.mkdir()
    with open(folder / FILE, "wb") as out:
        checkpoint.write(out, state)
    return folder


def test_a_state_of_other_variables_is_refused(written: dict[str, bytes], tmp_path: Path) -> None:
    """A crafted checkpoint (its checksums whole) whose frontier holds states of three values where the
    spec has two variables: refused before the search, not a made-up error of the spec."""
    from tla_py.engine.codec import encode_state
    from tla_py.engine.storage.frontier import Level

    state = checkpoint.read(io.BytesIO(written["one"]), FingerprintSet(), Column(), Column())
    odd = Level()
    for _ in range(len(state.frontier)):
        odd.append_encoded(encode_state((1, 2, 3)))
    state.frontier = odd
    with open(tmp_path / FILE, "wb") as out:
        checkpoint.write(out, state)
    _refused(_recover(tmp_path, tmp_path), "a state that is not one of 2 variables")


@pytest.mark.parametrize("counts, said", [
    ({"generated": 10**30}, "its count generated is"),
    ({"level": 0}, "its level is 0"),
    ({"elapsed": 1e300}, "its times are"),
    ({"index": 1}, "its arrays do not agree with its counts"),
    ({"level": 3}, "its arrays do not agree with its counts"),
])
def test_a_value_out_of_range_is_refused(written: dict[str, bytes], tmp_path: Path, counts: dict,
                                         said: str) -> None:
    _refused(_recover(tmp_path, _rewritten(written["one"], tmp_path, **counts)), said)


@pytest.mark.parametrize("field, value", [("deadlock", [1]), ("modules", "M"), ("modules", [["M"]])])
def test_an_identity_of_the_wrong_kind_is_another_run(written: dict[str, bytes], tmp_path: Path, field: str,
                                                       value: object) -> None:
    """A crafted checkpoint (checksums whole) whose identity holds a list for -deadlock or for the modules
    read: another run's, not an internal error (the fuzz found the first)."""
    state = checkpoint.read(io.BytesIO(written["one"]), FingerprintSet(), Column(), Column())
    state.identity[field] = value
    with open(tmp_path / FILE, "wb") as out:
        checkpoint.write(out, state)
    _refused(_recover(tmp_path, tmp_path), "it was written by another run")


@pytest.mark.parametrize("flags, said", [
    (["-inv", "x < 20"], "its run had no -inv, this one -inv 'x < 20'"),
    (["-postCondition", "Forever!Small"], "its run had no -postCondition, this one -postCondition"),
    (["-maxSetSize", "100"], "its run had -maxSetSize 1000000, this one -maxSetSize 100"),
    (["--allow-io-exec"], "its run had no --allow-io-exec, this one --allow-io-exec"),
])
def test_recover_with_another_flag_that_changes_the_verdict_is_refused(written: dict[str, bytes],
                                                                       tmp_path: Path, flags: list,
                                                                       said: str) -> None:
    (tmp_path / FILE).write_bytes(written["one"])
    _refused(_recover(tmp_path, tmp_path, *flags), "it was written by another run", said)
    assert (tmp_path / FILE).read_bytes() == written["one"]


def test_a_checkpoint_that_fails_leaves_no_partial_file(tmp_path: Path) -> None:
    """A write that fails half way (a full disk) is said, the search goes on, and the file written aside is
    removed; the last whole checkpoint stays."""
    from tla_py.engine.storage.periodic import Checkpoints

    def full_disk(f, state) -> None:
        f.write(b"x" * 100_000)
        raise OSError(28, "No space left on device")

    said: list[str] = []
    (tmp_path / FILE).write_bytes(b"the last one")
    cps = Checkpoints(60, tmp_path, said.append)
    cps.take(checkpoint.SearchState({}, [], Column(), Column(), []), 1.0, full_disk)
    assert cps.last["failed"] and "No space left on device" in said[-1]
    assert sorted(p.name for p in tmp_path.iterdir()) == [".checkpoint.lock", FILE]
    assert (tmp_path / FILE).read_bytes() == b"the last one"


def test_json_without_numbers_is_refused() -> None:
    """NaN and Infinity (Python's json reads them) are no checkpoint's numbers: "Finished in nans"."""
    for text in (b'{"elapsed":NaN}', b'{"elapsed":-Infinity}'):
        f = io.BytesIO()
        out = SectionWriter(f)
        out._head("meta", ord("J"))
        out._write(len(text).to_bytes(4, "little") + text)
        out.end()
        with pytest.raises(Malformed, match="is not a number"):
            SectionReader(io.BytesIO(f.getvalue())).json("meta")


@pytest.mark.parametrize("value", [(4, pickle.dumps(1)), (4, "x"), (9, 1), (3, 1), (2, 1)])
def test_a_state_holding_a_pickle_or_an_unknown_container_is_refused(value: tuple,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The codec's pickled tag (live between the processes of one run) and any tag or shape it does not
    write: refused by the check every state read from a file passes, before pickle or a decoder sees it."""
    import marshal

    from tla_py.engine.codec import check_encoding

    monkeypatch.setattr(pickle, "loads", lambda *a: pytest.fail("a checkpoint reached pickle.loads"))
    with pytest.raises(ValueError, match="unknown kind or shape"):
        check_encoding(marshal.dumps((value, 1), 2))


def test_a_file_of_many_frames_refuses_a_byte_changed_in_any_and_frames_moved() -> None:
    """3 MB of sections (four frames): a byte changed in any frame, its header or the last mark, two
    frames swapped, a frame left out: refused."""
    f = io.BytesIO()
    out = SectionWriter(f)
    out.json("meta", {"a": 1})
    out.ints("xs", "q", range(300_000))
    out.blobs("bs", (bytes([i % 251]) * (i % 300) for i in range(5_000)))
    out.end()
    data = f.getvalue()

    def read(b: bytes) -> None:
        r = SectionReader(io.BytesIO(b))
        r.json("meta")
        list(r.ints("xs"))
        list(r.blobs("bs"))
        r.end()

    read(data)
    rng = random.Random(5)
    start = len(sections.MAGIC)
    heads = [start + i * (sections.FRAME + 8) for i in range(len(data) // sections.FRAME + 1)]
    for i in [*rng.sample(range(len(data)), 300), *(h + k for h in heads for k in range(8)), len(data) - 1]:
        damaged = bytearray(data)
        damaged[i] ^= rng.randrange(1, 256)
        with pytest.raises(Malformed):
            read(bytes(damaged))
    one, two = (data[h:h + sections.FRAME + 8] for h in heads[:2])
    with pytest.raises(Malformed, match="checksum"):
        read(data[:heads[0]] + two + one + data[heads[2]:])
    with pytest.raises(Malformed):
        read(data[:heads[1]] + data[heads[2]:])
