---- MODULE engine_constraint_error ----
EXTENDS Integers
VARIABLE x
Init == x = 0
Next == x' = x + 1
Con == 1 \div (x - 2) > -5
====
