---------------------------- MODULE Randomization ---------------------------
(* tlapy's Randomization (natives in tla_py/stdlib/tlc.py, using RUN.random). *)
LOCAL INSTANCE Naturals
LOCAL INSTANCE FiniteSets
RandomSubset(k, S) == CHOOSE T \in SUBSET S : Cardinality(T) = k
RandomSetOfSubsets(k, n, S) == {}
RandomSubsetSet(k, n, S) == {}
TestRandomSetOfSubsets(k, n, S) == 0
TestRandomSubsetSet(k, n, S) == 0
=============================================================================
