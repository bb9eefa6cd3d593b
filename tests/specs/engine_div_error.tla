---- MODULE engine_div_error ----
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == \/ x' = x + 1 /\ y' = y
        \/ y' = 1 \div (x - 2) /\ x' = x
====
