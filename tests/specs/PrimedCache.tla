---- MODULE PrimedCache ----
\* State-level definitions used primed while the action still enumerates r' (InnerSerial's shape):
\* Ids' and Orders' read q' only, so they keep their value while r' runs through SUBSET.
EXTENDS Naturals
VARIABLES q, r
Ids == {i \in 1..3 : i <= q}
Orders == {R \in SUBSET (Ids \X Ids) : \A i \in Ids : <<i, i>> \notin R}
Grows == r \subseteq r'
Init == q = 0 /\ r = {}
Next == q < 3 /\ q' = q + 1 /\ r' \in SUBSET (Ids' \X Ids') /\ Grows /\ r' \in Orders'
====
