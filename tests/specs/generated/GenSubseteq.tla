---- MODULE GenSubseteq ----
\* x \subseteq S assigns x as x \in SUBSET S does, in Init and (primed) in Next; the invariant stops
\* the search at {1, 4}, the third two-element subset in TLC's order (by size, then elements).
EXTENDS Naturals, FiniteSets
VARIABLES x
Init == x \subseteq {1, 2, 3} /\ Cardinality(x) = 1
Next == x' \subseteq {1, 2, 3, 4} /\ Cardinality(x') = 2
Inv == x # {3, 4} /\ x # {2, 4} /\ x # {1, 4}
====
