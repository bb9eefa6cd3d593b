---- MODULE engine_two_counters ----
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
A == x' = x + 1 /\ y' = y
B == y' = y + 1 /\ x' = x
Next == A \/ B
Inv == x + y < 3
====
