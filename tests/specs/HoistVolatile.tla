---- MODULE HoistVolatile ----
\* {TLCGet("level")} looks constant but is not: it must be evaluated again in every state.
EXTENDS Integers, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 6
        /\ x' \in {TLCGet("level")} \cup {0}
====
