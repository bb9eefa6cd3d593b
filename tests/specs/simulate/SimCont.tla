---- MODULE SimCont ----
\* -simulate -continue: every behaviour breaks Small at x = 2 and the run goes on.
EXTENDS Naturals
VARIABLES x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Small == x < 2
====
