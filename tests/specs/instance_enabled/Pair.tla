---- MODULE Pair ----
EXTENDS Naturals
VARIABLES a, b
Split == a' = 1 /\ b' = 2
Same == a' = 1 /\ b' = 1
Keep == UNCHANGED a /\ b' = b + 1
EA == ENABLED Split
EB == ENABLED <<Keep>>_<<a, b>>
Spec == a = 0 /\ b = 0 /\ [][Split \/ Same]_<<a, b>> /\ WF_<<a, b>>(Split)
====
