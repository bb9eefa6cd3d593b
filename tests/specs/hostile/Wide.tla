---- MODULE Wide ----
EXTENDS Naturals
VARIABLES x, y
Init == x \in 0..9 /\ y = 0
Next == y < 2 /\ y' = y + 1 /\ x' \in 0..9
====
