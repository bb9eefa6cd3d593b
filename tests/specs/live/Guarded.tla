---- MODULE Guarded ----
\* Fairness under constant guards, as Specifying Systems' InnerSerial writes it: each `c => WF` with a
\* constant c is a fairness condition or nothing, and the pairwise conditions multiply no tableau.
EXTENDS Naturals
CONSTANT N
VARIABLE x
P == 1..N
Init == x = [p \in P |-> 0]
Set(p, q) == x[p] = 0 /\ x' = [x EXCEPT ![p] = q]
Next == \E p, q \in P : Set(p, q)
Spec == Init /\ [][Next]_x /\ \A p, q \in P : (p # q /\ p # 1) => WF_x(Set(p, q))
SpecIf == Init /\ [][Next]_x /\ \A p, q \in P : IF p = q \/ p = 1 THEN TRUE ELSE WF_x(Set(p, q))
OthersSet == \A p \in P : (p # 1) => <>(x[p] # 0)
FirstSet == <>(x[1] # 0)
====
