---- MODULE Base2 ----
EXTENDS Naturals, Lib, LibK
VARIABLE x
Own == 2
Init == x = 0
Step == x < L /\ x' = x + 1
StepK == x < LK /\ x' = x + 1
StepOwn == x < Own /\ x' = x + 1
====
