---- MODULE Wide ----
\* A search that never ends and widens at each level (level n holds about n^2/2 states): with a small
\* -fpmem its seen set goes to disk within seconds, for tests of a run's files and of a full disk.
EXTENDS Naturals
VARIABLE x, y, z
Init == x = 0 /\ y = 0 /\ z = 0
Next == \/ x' = x + 1 /\ UNCHANGED <<y, z>>
        \/ y' = y + 1 /\ UNCHANGED <<x, z>>
        \/ z' = z + 1 /\ UNCHANGED <<x, y>>
Small == x + y + z < 1000000
====
