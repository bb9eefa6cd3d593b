---- MODULE Symmetric ----
\* Under SYMMETRY TLC fingerprints the smallest image of the state.
EXTENDS Naturals, TLC
CONSTANTS Procs
VARIABLES holder, n
Init == holder = [p \in Procs |-> 0] /\ n = 0
Next == /\ n < 5
        /\ n' = n + 1
        /\ \E p \in Procs : holder' = [holder EXCEPT ![p] = RandomElement(0..3)]
Sym == Permutations(Procs)
====
