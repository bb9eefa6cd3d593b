---- MODULE StartupDraws ----
\* A constant definition that draws: TLC evaluates it at startup, before Init draws (the sum below tells
\* which of the two draws came first).
EXTENDS Naturals, TLC
Drawn == RandomElement(1..9)
VARIABLES x, y
Init == x = RandomElement(1..9) /\ y = 0
Next == y < 10 * Drawn + x /\ y' = y + 1 /\ UNCHANGED x
====
