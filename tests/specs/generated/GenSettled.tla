---- MODULE GenSettled ----
\* Once x' and y' have values, TLC evaluates the conjuncts left as Booleans: the disjunction and the
\* \E below yield one successor, not one per true branch or witness.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == /\ x' = (x + 1) % 3
        /\ y' = y
        /\ (x = 0 \/ x < 5)
        /\ \E i \in {1, 2} : i > 0
====
