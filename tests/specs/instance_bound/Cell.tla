---- MODULE Cell ----
EXTENDS Naturals
CONSTANT Lim
VARIABLE v
Ok == v <= Lim
Bumped == v + 1
CanBump == v < Lim
Bump(w) == CanBump /\ w' = v + 1
====
