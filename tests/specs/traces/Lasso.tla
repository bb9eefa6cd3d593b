---- MODULE Lasso ----
\* x cycles through 0, 1, 2 forever, so <>(x = 5) fails with a lasso (tests/test_traces.py).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Reach == <>(x = 5)
====
