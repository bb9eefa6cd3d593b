---- MODULE engine_inv_order ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1
Inv1 == x < 2
Inv2 == x < 2
====
