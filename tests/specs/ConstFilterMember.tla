---- MODULE ConstFilterMember ----
\* A constant filtered set that Init enumerates (so it is built) and invariants then test membership in.
EXTENDS Integers, Sequences
Seqs == UNION {[1 .. n -> 1 .. 3] : n \in 1 .. 3}
Sorted == {s \in Seqs : \A i, j \in 1 .. Len(s) : i < j => s[i] <= s[j]}
VARIABLES x, k
Init == x \in Sorted /\ k = 0
Next == k < 2 /\ k' = k + 1 /\ x' = IF k = 1 THEN Append(x, 1) ELSE x
SortedUntilAppended == (k < 2) => x \in Sorted
NotSortedAfter == (k = 2) => (x \in Sorted <=> x \in {<<1, 1>>, <<1, 1, 1>>})
InSorted == x \in Sorted
====
