"""What a level hands on between the processes of `-workers N` goes through files of rows (storage.spool):
they come back whole and in order, a block at a time, and the file goes once read."""

from __future__ import annotations

from pathlib import Path

from tla_py.engine.storage import spool
from tla_py.engine.storage.spool import Rows, read_rows


def test_rows_round_trip_block_by_block(tmp_path: Path, monkeypatch) -> None:
    """Rows come back in order, block by block (with a tag, if asked), at each column's width."""
    monkeypatch.setattr(spool, "CHUNK", 2)
    rows = Rows(tmp_path / "route", "qqi")
    written = [(1, -5, 0), (2, 7, 1), (3, 2**62, 0), (9, -(2**63), 1), (10, 0, -(2**31))]
    for row in written:
        rows.append(*row)
        assert len(rows.columns[0]) < 2
    assert len(rows) == 5 and rows.written == 4
    done = rows.close()
    assert done == (str(tmp_path / "route"), 5)
    assert list(read_rows(done, 7)) == [(*r, 7) for r in written] and not (tmp_path / "route").exists()


def test_a_file_of_no_rows_reads_as_none(tmp_path: Path) -> None:
    empty = Rows(tmp_path / "empty", "qq").close()
    assert empty[1] == 0 and list(read_rows(empty)) == [] and not (tmp_path / "empty").exists()


def test_rows_the_writer_fills_in_place_are_written_when_due(tmp_path: Path, monkeypatch) -> None:
    """A writer may append to the columns itself (a hot loop) and call due(): the same file comes of it."""
    monkeypatch.setattr(spool, "CHUNK", 3)
    rows = Rows(tmp_path / "steps", "qb")
    keys, marks = rows.columns
    for k in range(7):
        keys.append(k)
        marks.append(k % 2)
        rows.due()
    assert rows.written == 6
    assert list(read_rows(rows.close())) == [(k, k % 2) for k in range(7)]
