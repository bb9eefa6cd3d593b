---- MODULE Levels ----
\* Eight levels of a few states each, for a Spark run whose driver is killed and recovered: its
\* invariant fails at the last level, so the trace runs through levels before and after the checkpoint.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y \in 0..2
Next == x < 7 /\ x' = x + 1 /\ y' \in {(y + x) % 11, (3 * y + 1) % 11}
Low == x < 7 \/ y < 9
====
