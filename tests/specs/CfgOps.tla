---- MODULE CfgOps ----
\* Operator symbols on either side of `<-` in the .cfg (tests/test_grammar_sany.py).
EXTENDS Integers
CONSTANT Plus(_, _), _ ** _, Neg(_), Union(_, _)
VARIABLE v
MyTimes(a, b) == a * b
Init == v = Plus(1, 2)
Next == UNCHANGED v
Inv == v = 3 /\ 2 ** 3 = 6 /\ Neg(2) = -2
UnionInv == Union({1}, {2}) = {1, 2}
====
