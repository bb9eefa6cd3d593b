---- MODULE InstBound ----
EXTENDS Naturals
VARIABLE cnt
S == {"a", "b"}
P(s) == INSTANCE Cell WITH v <- cnt[s], Lim <- 2
Q(s, l) == INSTANCE Cell WITH v <- cnt[s], Lim <- l
Init == cnt = [s \in S |-> 0]
Next == \E s \in S : P(s)!CanBump /\ cnt' = [cnt EXCEPT ![s] = P(s)!Bumped]
Spec == Init /\ [][Next]_cnt /\ \A s \in S : WF_cnt(P(s)!CanBump /\ cnt' = [cnt EXCEPT ![s] = P(s)!Bumped])
Inv == \A s \in S : P(s)!Ok
Tight == \A s \in S : \A l \in {1} : Q(s, l)!Ok
Done == <>(\A s \in S : ~P(s)!CanBump)
EnabledInv == (\E s \in S : P(s)!CanBump) = ENABLED Next
====
