---- MODULE PrintSteps ----
EXTENDS Naturals, TLC
CONSTANT Limit
VARIABLE x
Init == PrintT("init") /\ x \in {0, 1}
A == PrintT("a") /\ x < 3 /\ x' = x + 2
B == PrintT("b") /\ x < 3 /\ x' = x + 1
C == PrintT("c") /\ x < 3 /\ x' = x
Next == A \/ B \/ C
Inv == x < Limit
Err == x < 2 \/ (1 \div 0 = 1)
Live == <>(x = 7)
====
