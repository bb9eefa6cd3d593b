---- MODULE GenForallOrder ----
\* TLC takes the instances of \A first binding first, then the others from the last back (1, 3, 2):
\* x' varies slowest, then y', then z', so the invariant fails at the second successor.
EXTENDS Naturals
VARIABLES x, y, z
Init == x = 0 /\ y = 0 /\ z = 0
Next == \A i \in {1, 2, 3} : /\ i = 1 => x' \in {1, 2}
                             /\ i = 2 => z' \in {1, 2}
                             /\ i = 3 => y' \in {1, 2}
Inv == ~(x = 1 /\ y = 1 /\ z = 2)
====

