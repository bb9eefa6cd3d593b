---- MODULE engine_inv_error ----
EXTENDS Integers
VARIABLE x
Init == x = 0
Next == x' = x + 1
Inv == 1 \div (x - 2) > -5
====
