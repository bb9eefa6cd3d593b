---- MODULE ParentChecks ----
\* Invariants and a CONSTRAINT of conjuncts reading some of the variables each: on a successor, only
\* the conjuncts reading a variable the step changed are evaluated again (parent_checks.py).
EXTENDS Naturals
VARIABLES x, y, z
Init == x = 0 /\ y = 0 /\ z = 0
Next == \/ x < 3 /\ x' = x + 1 /\ UNCHANGED <<y, z>>
        \/ y < 3 /\ y' = y + 1 /\ UNCHANGED <<x, z>>
        \/ z < 3 /\ z' = z + 1 /\ UNCHANGED <<x, y>>
Bounds == /\ x <= 3
          /\ y <= 3
Typed == Bounds /\ z \in 0..3 /\ (x + y < 7)
Small == /\ x + z < 5
         /\ y < 3
NotFar == /\ x <= 3
          /\ y + z < 4
XOnly == x <= 3 /\ x >= 0
Fails == /\ x <= 3
         /\ z < 2 \/ 1 \div (x - x) = 0
====
