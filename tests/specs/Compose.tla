---- MODULE Compose ----
\* Action composition: each step increments then doubles, or doubles then increments.
EXTENDS Naturals
VARIABLE x
Init == x = 1
Inc == x' = x + 1
Double == x' = 2 * x
Next == x < 50 /\ (Inc \cdot Double \/ Double \cdot Inc)
====
