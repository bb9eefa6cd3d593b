---- MODULE engine_prop_stutter ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Spec == Init /\ [][Next]_x
Prop == <>(x = 5)
====
