---- MODULE engine_init_error ----
EXTENDS Integers
VARIABLE x
Init == x \in {0, 1, 2} /\ 1 \div (x - 2) > -5
Next == x' = x + 1
====
