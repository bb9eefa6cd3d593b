---- MODULE engine_symmetry_union ----
EXTENDS TLC
CONSTANTS A, B
VARIABLES x, y
Init == x \in A /\ y \in B
Next == UNCHANGED <<x, y>>
Sym == Permutations(A) \cup Permutations(B)
====
