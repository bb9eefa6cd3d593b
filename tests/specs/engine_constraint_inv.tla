---- MODULE engine_constraint_inv ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1
Con == x < 5
Inv == x /= 5
====
