---- MODULE handover_drawn ----
\* A constant definition that draws: TLC evaluates it once, so every state sees the same function, also
\* after the search has moved to another interpreter (which builds the model anew).
EXTENDS Naturals, TLC
Drawn == RandomElement([1..12 -> 1..100])
VARIABLES x, seen
Init == x = 0 /\ seen = Drawn
Next == x < 9 /\ x' = x + 1 /\ seen' = seen
SameDraw == seen = Drawn
====
