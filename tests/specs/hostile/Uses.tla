---- MODULE Uses ----
EXTENDS Naturals, Helper
VARIABLE x
Init == x = Start
Next == x < 3 /\ x' = x + 1
====
