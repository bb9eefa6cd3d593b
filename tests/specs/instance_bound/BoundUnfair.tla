---- MODULE BoundUnfair ----
EXTENDS Naturals
VARIABLE cnt
S == {"a", "b"}
P(s) == INSTANCE Cell3 WITH v <- cnt[s], Lim <- 2
Init == cnt = [s \in S |-> 0]
Next == \E s \in S : cnt[s] < 2 /\ cnt' = [cnt EXCEPT ![s] = cnt[s] + 1]
Spec == Init /\ [][Next]_cnt
EnInv == \A s \in S : P(s)!CanBump = (cnt[s] < 2)
AllReach == \A s \in S : P(s)!Reach
Refines == \A s \in S : P(s)!LSpec
====
