---- MODULE engine_init_all_excluded ----
EXTENDS Naturals
VARIABLE x
Init == x \in 5..6
Next == x' = x + 1
Con == x < 5
====
