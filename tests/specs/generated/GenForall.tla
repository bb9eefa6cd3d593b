---- MODULE GenForall ----
\* \A in an action is the conjunction of its instances, each an action: before x' has a value,
\* each instance's two true disjuncts branch, so each state has 2 * 1 successors counted.
EXTENDS Naturals
VARIABLES x
Init == x = 0
Next == /\ \A i \in {1, 2} : (TRUE \/ i = 1)
        /\ x' = (x + 1) % 3
====
