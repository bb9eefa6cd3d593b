---- MODULE engine_prop_action ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 4 /\ x' = x + 1
Spec == Init /\ [][Next]_x
Prop == [][x' > x + 0 /\ x' < 3]_x
====
