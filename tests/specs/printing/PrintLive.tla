---- MODULE PrintLive ----
EXTENDS Naturals, TLC
VARIABLE x
Init == PrintT("init") /\ x = 0
Next == PrintT("next") /\ x < 2 /\ x' = x + 1
Live == <>(x = 7)
====
