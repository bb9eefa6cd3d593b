---- MODULE CoverageWholeIns ----
EXTENDS Naturals
CONSTANT Limit
VARIABLE x
Init == x \in 0 .. 1
A == x < Limit /\ x' = x + 1
B == x > 0 /\ x' = x - 1
Next == A \/ B
Spec == Init /\ [][Next]_x
====
