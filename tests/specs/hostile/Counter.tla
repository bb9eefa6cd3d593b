---- MODULE Counter ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 30 /\ x' = x + 1
====
