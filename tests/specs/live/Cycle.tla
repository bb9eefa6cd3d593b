---- MODULE Cycle ----
\* x goes round 0 .. N-1 for ever.
EXTENDS Naturals
CONSTANT N
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % N
Spec == Init /\ [][Next]_x /\ WF_x(Next)
InfinitelyOftenZero == []<>(x = 0)
InfinitelyOftenBig == []<>(x = N)
EventuallyAlwaysZero == <>[](x = 0)
AlwaysEnabled == []ENABLED Next
KeepsMoving == []<><<Next>>_x
StepsUp == [][x' = x + 1]_x
====
