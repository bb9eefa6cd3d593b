---- MODULE engine_guard_type ----
EXTENDS Naturals
VARIABLES pc, x
Init == pc = [i \in 1..2 |-> "a"] /\ x = 0
A(self) == /\ pc[self] = "a"
           /\ pc' = [pc EXCEPT ![self] = "b"]
           /\ x' = x + 1
B(self) == /\ pc[self] = "b"
           /\ pc' = [pc EXCEPT ![self] = IF x < 3 THEN "a" ELSE 7]
           /\ x' = x
C == /\ x = 2
     /\ UNCHANGED <<pc, x>>
Next == \E self \in 1..2 : A(self) \/ B(self) \/ C
====
