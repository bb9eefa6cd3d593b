---- MODULE CoverageSubseteq ----
\* `a \subseteq b` enumerates a up to its first element not in b (TLC's isSubsetEq): a set a state keeps
\* is charged to the expression that made it, `{}` and `{p}` here, in the invariant and in the action.
EXTENDS Naturals
VARIABLES seen, n
Init == seen = {} /\ n = 0
Next == \E p \in 1 .. 3:
          /\ n < 3
          /\ ~(seen \subseteq {1})
             \/ seen \subseteq {2, 3}
          /\ seen' = seen \cup {p}
          /\ n' = n + 1
TypeOK == seen \subseteq 1 .. 3 /\ n \in 0 .. 3
====
