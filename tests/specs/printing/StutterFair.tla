---- MODULE StutterFair ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(x > 5 /\ x' = 0)
Prop == []<>(x = 5)
====
