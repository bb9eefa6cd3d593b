---- MODULE GenSubseteqAll ----
\* Every subset is a successor: 4 initial states, each with 8 successors.
EXTENDS Naturals, FiniteSets
VARIABLES x
Init == x \subseteq {1, 2}
Next == x' \subseteq {1, 2, 3} /\ Cardinality(x') # 5
====
