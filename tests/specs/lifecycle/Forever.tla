---- MODULE Forever ----
\* A search that never ends, 100 new states a level: for tests that stop a run from outside.
EXTENDS Naturals
VARIABLE x, y
Init == x = 0 /\ y = 0
Next == x' = x + 1 /\ y' \in 1..10
Small == x < 1000000
====
