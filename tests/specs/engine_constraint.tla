---- MODULE engine_constraint ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1 \/ x' = x + 2
Con == x < 5
====
