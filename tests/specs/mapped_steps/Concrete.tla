---- MODULE Concrete ----
EXTENDS Naturals
CONSTANT Limit
VARIABLES x, y, noise
vars == <<x, y, noise>>
Init == x = 0 /\ y = 0 /\ noise = 0
\* x + y counts up to Limit, then both reset; noise moves under the mapping's radar
IncX == x + y < Limit /\ x' = x + 1 /\ UNCHANGED <<y, noise>>
IncY == x + y < Limit /\ y' = y + 1 /\ UNCHANGED <<x, noise>>
Reset == x + y = Limit /\ x' = 0 /\ y' = 0 /\ UNCHANGED noise
Noise == noise' = (noise + 1) % 3 /\ UNCHANGED <<x, y>>
Skip == x + y = Limit /\ x' = 0 /\ y' = 1 /\ UNCHANGED noise
Next == IncX \/ IncY \/ Reset \/ Noise
Bad == Next \/ Skip
Spec == Init /\ [][Next]_vars
BadSpec == Init /\ [][Bad]_vars
A == INSTANCE Abstract WITH n <- x + y
Refines == A!Spec
Errs == A!Fussy
====
