---- MODULE GenForallAssign ----
\* Instances of \A may assign primed variables and branch; once all are assigned the rest is a test.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == /\ \A i \in {1, 2, 3} : /\ i = 1 => x' = (x + 1) % 3
                                /\ i = 2 => y' \in {0, 1}
                                /\ i = 3 => (TRUE \/ x = 0)
        /\ \E j \in {1, 2} : TRUE
====
