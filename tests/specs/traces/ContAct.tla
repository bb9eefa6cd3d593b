---- MODULE ContAct ----
\* -continue beyond invariants: Down breaks the action property Grow, x = 2 the invariant Small.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Up == x < 3 /\ x' = x + 1 /\ UNCHANGED y
Down == x > 0 /\ x' = x - 1 /\ UNCHANGED y
Flip == y < 1 /\ y' = y + 1 /\ UNCHANGED x
Next == Up \/ Down \/ Flip
Grow == [][x' >= x]_<<x, y>>
Small == x < 2
====
