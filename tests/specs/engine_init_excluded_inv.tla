---- MODULE engine_init_excluded_inv ----
EXTENDS Naturals
VARIABLE x
Init == x \in 0..9
Next == x' = x
Con == x < 5
Inv == x # 7
====
