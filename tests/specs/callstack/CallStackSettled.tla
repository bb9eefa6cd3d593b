---- MODULE CallStackSettled ----
\* Once x' is assigned TLC evaluates the rest of the action one conjunct after the other: `x < 2` is
\* not on its stack when the third conjunct fails.
EXTENDS Naturals, TLC, FiniteSets
VARIABLE x
G(n) == 1 \div (n - x)
S(T) == {G(t) : t \in T}
Next == x' = x + 1 /\ x < 2 /\ Cardinality(S({0, 1})) > 0
Init == x = 0
====
