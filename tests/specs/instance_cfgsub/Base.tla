---- MODULE Base ----
EXTENDS Naturals
VARIABLE x
Lim == 2
Step == x < Lim /\ x' = x + 1
BaseInit == x = 0
====
