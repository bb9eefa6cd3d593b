"""What a Spark executor's Python worker may leave out: only successors the seen set already holds."""

from tla_py.engine.spark.task import known_for


def test_a_successor_shipped_at_a_level_is_left_out_only_at_later_levels() -> None:
    known = known_for("run-1", 3)
    known.expanded(10)
    assert not known.keeps(10)  # a state expanded here is in the seen set already
    assert known.keeps(20) and known.keeps(20)  # shipped at level 3: not deduplicated yet
    known = known_for("run-1", 4)
    assert not known.keeps(20) and known.keeps(30)


def test_another_run_knows_nothing_of_the_last() -> None:
    known = known_for("run-2", 1)
    known.expanded(10)
    known.keeps(20)
    known = known_for("run-3", 2)
    assert known.keeps(10) and known.keeps(20)
