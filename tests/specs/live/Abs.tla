---- MODULE Abs ----
\* The abstract counter that Refinement implements.
EXTENDS Naturals
VARIABLE y
AInit == y = 0
ANext == y < 2 /\ y' = y + 1
ASpec == AInit /\ [][ANext]_y /\ WF_y(ANext)
====
