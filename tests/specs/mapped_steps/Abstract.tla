---- MODULE Abstract ----
EXTENDS Naturals
CONSTANT Limit
VARIABLE n
Init == n = 0
Up == n < Limit /\ n' = n + 1
Wrap == n = Limit /\ n' = 0
Next == Up \/ Wrap
Spec == Init /\ [][Next]_n
Fussy == Init /\ [][(100 \div (Limit - n) > 0 /\ Up) \/ Wrap]_n
====
