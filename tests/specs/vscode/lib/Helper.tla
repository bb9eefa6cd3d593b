---- MODULE Helper ----
EXTENDS Naturals
Start == 0
Step(n) == n + 1
Lost == Nowhere
====
