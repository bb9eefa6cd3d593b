----------------------------- MODULE FiniteSets -----------------------------
(* tlapy's FiniteSets (natives in tla_py/stdlib/finitesets.py). *)
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
IsFiniteSet(S) == \E seq \in Seq(S) : \A s \in S : \E n \in 1..Len(seq) : seq[n] = s
Cardinality(S) == 0        \* native
=============================================================================
