---- MODULE engine_assume ----
EXTENDS Naturals
VARIABLE x
ASSUME 1 = 1
ASSUME Bad == 1 = 2
Init == x = 0
Next == x' = x
====
