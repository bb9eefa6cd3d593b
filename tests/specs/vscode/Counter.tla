---- MODULE Counter ----
\* A counter that breaks its invariant at 3: a check from the VS Code extension dumps its trace.
EXTENDS Naturals
CONSTANT Limit
VARIABLE x
ASSUME LimitOk == Limit \in Nat
Double(n) == 2 * n
Init == x = 0
Next == x' = (x + 1) % Limit
Inv == Double(x) < 6
Live == <>(x = 0)
====
