---- MODULE symmetry_canonical ----
EXTENDS TLC, Naturals, Sequences
CONSTANTS P, Q
VARIABLES owner, log, pairs
Init == owner = [p \in P |-> 0] /\ log = <<>> /\ pairs = {}
Next == \E p \in P, q \in Q :
          /\ Len(log) < 3
          /\ owner' = [owner EXCEPT ![p] = owner[p] + 1]
          /\ log' = Append(log, [who |-> p, to |-> {q}])
          /\ pairs' = pairs \cup {<<p, q>>}
Sym == Permutations(P) \cup Permutations(Q)
====
