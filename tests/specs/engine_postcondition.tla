---- MODULE engine_postcondition ----
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == (x < 3 /\ x' = x + 1) \/ (x = 3 /\ x' = 3)
Post == TLCGet("stats").distinct = 5
====
