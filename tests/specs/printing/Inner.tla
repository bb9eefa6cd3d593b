---- MODULE Inner ----
EXTENDS Naturals
VARIABLES p, q
IInit == p = 0 /\ q = 0
INext == p' = p + 1 /\ q' = q
====
