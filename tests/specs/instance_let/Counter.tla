---- MODULE Counter ----
EXTENDS Naturals
CONSTANT Max
VARIABLE c
Init == c = 0
Inc == c < Max /\ c' = c + 1
Reset == c = Max /\ c' = 0
Next == Inc \/ Reset
Spec == Init /\ [][Next]_c /\ WF_c(Next)
NoFair == Init /\ [][Next]_c
Reaches == <>(c = Max)
TypeOK == c \in 0..Max
====
