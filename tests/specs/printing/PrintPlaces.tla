---- MODULE PrintPlaces ----
EXTENDS Naturals, TLC
CONSTANT Limit
VARIABLE x
ASSUME PrintT("assume")
K == Print("const", 2)
Init == PrintT("init") /\ x = 0
Next == PrintT("next") /\ x < K /\ x' = x + 1
Inv == PrintT("inv") /\ x < Limit
====
