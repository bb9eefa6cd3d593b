---- MODULE GenSettledInit ----
\* Init too: once x has its value, the disjunction and the \E are Boolean tests.
EXTENDS Naturals
VARIABLES x
Init == x \in {0, 1} /\ (x = 0 \/ x < 5) /\ \E i \in {1, 2} : i > x
Next == UNCHANGED x
====
