---------------------------- MODULE Randomization ---------------------------
(* tlapy's Randomization: the operators of TLC's module (natives in tla_py/stdlib/tlc.py draw from     *)
(* RUN.random as TLC does). TLC's Randomization.tla declares no RandomSubsetSet, so neither does this. *)
LOCAL INSTANCE Naturals
LOCAL INSTANCE FiniteSets
RandomSubset(k, S) == CHOOSE T \in SUBSET S : Cardinality(T) = k
RandomSetOfSubsets(k, n, S) == CHOOSE T \in SUBSET SUBSET S : Cardinality(T) \leq k
TestRandomSetOfSubsets(k, n, S) == [i \in 1..5 |-> Cardinality(RandomSetOfSubsets(k, n, S))]
=============================================================================
