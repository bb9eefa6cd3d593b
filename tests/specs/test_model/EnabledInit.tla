---- MODULE EnabledInit ----
\* ENABLED in Init, of the state Init has assigned so far (test-model EWD840 MC02)
EXTENDS Naturals
VARIABLE x
Next == x < 2 /\ x' = x + 1
Init == x \in 0..3 /\ ENABLED Next
====
