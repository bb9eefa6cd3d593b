---- MODULE SimWalk ----
\* A random walk for simulation: x only grows, y flips; Small fails once x reaches 5.
EXTENDS Naturals
VARIABLES x, y

Init == x = 0 /\ y \in {0, 1}
Up == x' = x + 1 /\ UNCHANGED y
Flip == y' = 1 - y /\ UNCHANGED x
Next == Up \/ Flip

Small == x < 5
TypeOK == x \in Nat /\ y \in {0, 1}
Bounded == x < 8
NoDecrease == [][x' >= x]_<<x, y>>
====
