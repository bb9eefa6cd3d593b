---- MODULE engine_init_inv ----
EXTENDS Naturals
VARIABLE x
Init == x \in 0..5
Next == x' = x + 1
Inv == x # 3
====
