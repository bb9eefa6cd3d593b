---- MODULE engine_prop_initial ----
EXTENDS Naturals
VARIABLE x
Init == x \in 0..2
Next == x < 4 /\ x' = x + 1
Spec == Init /\ [][Next]_x
Prop == x # 1
====
