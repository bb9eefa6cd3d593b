---- MODULE GenForallInit ----
\* \A in Init assigns through its instances; [A]_v is A or UNCHANGED v, each a branch.
EXTENDS Naturals
VARIABLES x, y
Init == /\ \A i \in {1, 2} : (i = 1 => x \in {0, 1}) /\ (i = 2 => y = x)
        /\ (x = 0 \/ y = 0)
Next == /\ \/ x' = 1 - x
           \/ x' = x
        /\ y' = y
        /\ [x' = 0]_<<x, y>>
        /\ [x' = x \/ TRUE]_x
====
