---- MODULE Subsets ----
\* Randomization's draws in Next, and RandomElement in Init (which draws from the run's generator).
EXTENDS Naturals, TLC, Randomization
VARIABLES x, n
Init == x \in {RandomElement(1..6), RandomElement(1..6)} /\ n = 0
Next == /\ n < 4
        /\ n' = n + 1
        /\ x' \in RandomSubset(2, 1..6) \cup UNION RandomSetOfSubsets(2, 1, {x, x + 1})
====
