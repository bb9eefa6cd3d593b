---- MODULE SimStop ----
\* Counts to 3 and stops: a deadlock simulation must find; Down breaks the action property.
EXTENDS Naturals
VARIABLES x

Init == x = 0
Up == x < 3 /\ x' = x + 1
Down == x = 2 /\ x' = 0
Next == Up \/ Down

NoDecrease == [][x' >= x]_x
====
