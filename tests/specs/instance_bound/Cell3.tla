---- MODULE Cell3 ----
EXTENDS Naturals
CONSTANT Lim
VARIABLE v
Bump == v < Lim /\ v' = v + 1
CanBump == ENABLED Bump
Reach == <>(v = Lim)
LSpec == [][Bump]_v /\ WF_v(Bump)
====
