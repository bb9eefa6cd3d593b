---- MODULE CoverageActionConstraint ----
\* An ACTION_CONSTRAINT has its tree of counts under its line, as a CONSTRAINT: its definition's body,
\* the actions it names, and the sets its quantifier enumerates.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Up(d) == x' = x + d /\ y' = y
Flip == y' = 1 - y /\ x' = x
Next == Up(1) \/ Up(2) \/ Flip
Calm == ~ \E d \in {2, 3}: Up(d)
Small == x < 4
====
