---- MODULE CoverageInstanced ----
EXTENDS Naturals
CONSTANT Limit
VARIABLE x
Init == x \in 0 .. 1
TypeOK == x \in 0 .. Limit
====
