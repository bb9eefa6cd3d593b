---- MODULE GenViolation ----
\* At a violation TLC has counted the successors generated so far, the violating one included (not
\* the rest of its action's): 1 initial + {1}, {2}.
EXTENDS Naturals
VARIABLES x
Init == x = 0
Next == \/ x' \in {1, 2, 3, 4}
        \/ x' = 7
Inv == x # 2
====
