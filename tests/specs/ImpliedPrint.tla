---- MODULE ImpliedPrint ----
\* An invariant that prints is evaluated again on every initial state, as TLC does.
EXTENDS Naturals, TLC
VARIABLE x
P == PrintT(<<"checked", x>>)
Init == x \in 1..3 /\ P
Next == UNCHANGED x
====
