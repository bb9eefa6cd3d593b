---- MODULE PrintVars ----
\* Prints in an ASSUME, Init and Next around a deadlock: TLC's count and order of them.
EXTENDS TLC, Naturals
VARIABLE x
ASSUME PrintT("assume")
Init == PrintT("init") /\ x \in {0, 1}
Next == x < 2 /\ PrintT(<<"next", x>>) /\ x' = x + 1
====
