---- MODULE RecUnroll ----
\* Next is a LET RECURSIVE action applied to a constant: TLC splits its disjunctions into actions named
\* by the operator and its argument. The invariant asks ENABLED of it.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == LET RECURSIVE Pick(_)
            Pick(i) == \/ /\ x # i
                          /\ y < 4
                          /\ x' = i
                          /\ y' = y + (i \div 2)
                       \/ /\ i > 1
                          /\ Pick(i - 1)
        IN Pick(3)
CanMove == ENABLED Next
====
