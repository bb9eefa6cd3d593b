---- MODULE engine_view ----
EXTENDS Naturals
VARIABLES x, y
Init == x \in 0..1 /\ y \in 0..1
Next == x' = 1 - x /\ y' = y
V == x
====
