---- MODULE ImpliedInductive ----
\* Checking an inductive invariant as Lamport's examples do: all states satisfying it are initial.
EXTENDS Naturals
VARIABLES x, y
TypeOK == x \in 0..3 /\ y \in 0..3
IInv == x <= y
Inv == TypeOK /\ IInv
IInit == TypeOK /\ IInv
Next == \/ x < y /\ x' = x + 1 /\ UNCHANGED y
        \/ y < 3 /\ y' = y + 1 /\ UNCHANGED x
ISpec == IInit /\ [][Next]_<<x, y>>
Small == y < 3
====
