---- MODULE engine_symmetry ----
EXTENDS Naturals, TLC
CONSTANT P
VARIABLE s
Init == s = [p \in P |-> 0]
Next == \E p \in P : s[p] < 2 /\ s' = [s EXCEPT ![p] = s[p] + 1]
Sym == Permutations(P)
====
