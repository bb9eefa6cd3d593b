"""A level's new states in breadth-first order without a sort's sampling job.

The frontier's order is dense (0 .. bound - 1), so the new states fall into partitions by ranges of their
parent's order that are known beforehand: range k goes to partition k through Spark's hash partitioning on a
key chosen so that pmod(hash(key), n) = k. Sorted within partitions, monotonically_increasing_id numbers
them in breadth-first order (partition << 33 | index), and the partitions' sizes turn that into the dense
order of the next frontier.
"""

from __future__ import annotations

from itertools import accumulate

ID_BITS = 33
"""monotonically_increasing_id: the partition above this many bits, the index within it below."""


def bucket_keys(spark, partitions: int) -> list[int]:
    """For each partition k, a long that Spark's hash partitioning sends to partition k (one small job)."""
    from pyspark.sql import functions as F

    found = dict(spark.range(0, 64 * partitions)
                 .select(F.expr(f"pmod(hash(id), {partitions})").alias("k"), "id")
                 .groupBy("k").agg(F.min("id")).collect())
    return [found[k] for k in range(partitions)]


def in_parent_order(rows, keys: list[int], bound: int):
    """`rows` (o: the parent's dense order, pos) in len(keys) partitions by ranges of o, each sorted."""
    from pyspark.sql import functions as F

    n = len(keys)
    bucket = F.least(F.floor(F.col("o") * n / bound), F.lit(n - 1)).cast("int")
    key = F.element_at(F.array(*(F.lit(k).cast("long") for k in keys)), bucket + 1)  # hashed as bucket_keys's
    return rows.repartition(n, key).sortWithinPartitions("o", "pos")


def dense_order(ids, sizes: list[int]):
    """The dense order of the rows numbered `ids` (monotonically increasing ids of partitions of `sizes`)."""
    from pyspark.sql import functions as F

    starts = [0, *accumulate(sizes)][:-1]
    start = F.element_at(F.array(*map(F.lit, starts)), (F.shiftright(ids, ID_BITS) + 1).cast("int"))
    return start + ids.bitwiseAND((1 << ID_BITS) - 1)
