---- MODULE Broken ----
VARIABLE x
Init == x = (1 + 2
Next == x' = x
====
