---- MODULE DefOrder ----
\* TLC evaluates every constant-level 0-ary definition once, in module order, when it starts -- even
\* one that is never used -- so the draws of A, Unused and B come in that order.
EXTENDS Integers, TLC
A == RandomElement(1..1000)
Unused == RandomElement(1..1000)
B == RandomElement(1..1000)
ASSUME PrintT(<<"order", B, A>>)
VARIABLE x
Init == x = 0
Next == UNCHANGED x
====
