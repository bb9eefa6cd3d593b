---- MODULE ImpliedBroken ----
\* Init implies TypeOK and Inv, but a step leaves them: the successors are still checked.
EXTENDS Naturals
VARIABLES x, y
TypeOK == x \in 0..3 /\ y \in 0..3
Ordered == x <= y
Inv == TypeOK /\ Ordered
Init == /\ TypeOK
        /\ Ordered
Next == \/ x' = x + 2 /\ UNCHANGED y
        \/ y' = y + 1 /\ UNCHANGED x
Spec == Init /\ [][Next]_<<x, y>>
NotImplied == TypeOK /\ y < 3  \* y < 3 is no conjunct of Init
====
