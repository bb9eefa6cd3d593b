---- MODULE engine_init_constraint ----
EXTENDS Naturals
VARIABLE x
Init == x \in 0..9
Next == x' = (x + 1) % 10
Con == x < 5
====
