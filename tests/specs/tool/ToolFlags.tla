---- MODULE ToolFlags ----
\* One behaviour (x counts to 3), so that TLC's and tlapy's simulations take the same one.
EXTENDS Naturals, FiniteSets, TLC
VARIABLE x
Init == x = 0 /\ PrintT(<<[{1, 2} -> {3}], [a : {1, 2}], {1, 2} \X {3}, SUBSET {1, 2}>>)
Next == x < 3 /\ x' = x + 1 /\ PrintT(x)
Post == x = 5
Big == Cardinality({s \in SUBSET (1..5) : 1 \in s}) > 0
====
