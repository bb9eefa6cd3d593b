---- MODULE engine_inv_before_error ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
A == x' = x + 1
B == x = 1 /\ x' = 1 \div 0
Next == A \/ B
Inv == x < 2
====
