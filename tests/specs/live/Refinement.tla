---- MODULE Refinement ----
\* Refines Abs under the mapping y <- x + z; only the fair spec meets Abs's weak fairness.
EXTENDS Naturals
VARIABLE x, z
Init == x = 0 /\ z = 0
Next == \/ x + z < 2 /\ x' = x + 1 /\ z' = z
        \/ z < 1 /\ x + z < 2 /\ z' = z + 1 /\ x' = x
Spec == Init /\ [][Next]_<<x, z>>
FairSpec == Spec /\ WF_<<x,z>>(Next)
A == INSTANCE Abs WITH y <- x + z
Refines == A!ASpec
====
