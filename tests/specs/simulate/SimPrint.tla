---- MODULE SimPrint ----
\* -simulate -workers 2: Init prints once (in the process that computes the initial states).
EXTENDS Naturals, TLC
VARIABLES x
Init == PrintT("init") /\ x = 0
Next == x < 3 /\ x' = x + 1
====
