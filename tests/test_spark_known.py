"""What a Spark executor's search may leave out: successors the seen set already holds, and a task's later
occurrences of a fingerprint it shipped (the level's deduplication keeps the first in breadth-first order)."""

from tla_py.engine.spark.task import known_for


def test_a_successor_shipped_at_a_level_is_left_out_in_that_task_and_at_later_levels() -> None:
    known = known_for("run-1", 3, "task-a")
    known.expanded(10, order=0)
    assert not known.keeps(10, 0)  # a state expanded here is in the seen set already
    assert known.keeps(20, 1)
    assert not known.keeps(20, 2)  # later in the same task: the first occurrence wins
    known.expanded(11, order=1)
    assert not known.keeps(20, 0)
    known = known_for("run-1", 3, "task-b")  # another task of the level: its occurrence may be the first
    known.expanded(12, order=5)
    assert known.keeps(20, 0)
    known = known_for("run-1", 4, "task-c")
    known.expanded(20, order=0)
    assert not known.keeps(20, 0) and known.keeps(30, 0)


def test_an_earlier_occurrence_met_later_in_a_task_is_shipped_too() -> None:
    known = known_for("run-2", 1, "task-a")
    known.expanded(11, order=7)
    assert known.keeps(40, 3)
    known.expanded(10, order=2)  # a task's rows need not come in breadth-first order
    assert known.keeps(40, 0)


def test_another_run_knows_nothing_of_the_last() -> None:
    known = known_for("run-3", 1, "task-a")
    known.expanded(10, order=0)
    known.keeps(20, 0)
    known = known_for("run-4", 2, "task-a")
    known.expanded(11, order=0)
    assert known.keeps(10, 0) and known.keeps(20, 1)
