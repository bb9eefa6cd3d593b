---- MODULE engine_empty_init ----
EXTENDS Naturals
VARIABLE x
Init == x \in {} 
Next == x' = x + 1
====
