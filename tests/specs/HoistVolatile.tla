---- MODULE HoistVolatile ----
\* {TLCGet("level")} looks constant but is not: it must be evaluated again in every state, also
\* where a recursive operator that calls it is used a second time.
EXTENDS Integers, TLC
VARIABLES x, y
RECURSIVE Level(_)
Level(n) == IF n = 0 THEN TLCGet("level") ELSE Level(n - 1)
Init == x = 0 /\ y = 0
Next == /\ x < 6 /\ y < 20
        /\ x' \in {TLCGet("level")} \cup {0}
        /\ y' \in {Level(1)} \cup {Level(2) + 10}
====
