---- MODULE GenBuiltinOpArg ----
\* A built-in infix operator passed as an operator argument (Util.tla of corpus KeyValueStore:
\* ReduceSet(\intersect, S, UNION S)); every ASSUME holds, so TLC finishes.
EXTENDS Naturals, FiniteSets
Red(op(_, _), a, b) == op(a, b)
ASSUME Red(\intersect, {1, 2}, {2, 3}) = {2}
ASSUME Red(\cup, {1, 2}, {2, 3}) = {1, 2, 3}
ASSUME Red(\subseteq, {1}, {1, 2}) /\ ~Red(\subseteq, {3}, {1, 2})
ASSUME Red(\in, 1, {1}) /\ Red(=>, FALSE, FALSE) /\ ~Red(\, {1}, {2}) = {}
VARIABLES x
Init == x \in Red(\, {1, 2, 3}, {2})
Next == x' \in Red(\cap, {x, 1}, {1, 3})
====
