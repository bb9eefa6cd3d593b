---- MODULE ContDead ----
\* -continue and deadlock: both behaviours break Small at x = 2, then stop there (a deadlock).
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y \in {0, 1}
Next == x < 2 /\ x' = x + 1 /\ UNCHANGED y
Small == x < 2
====
