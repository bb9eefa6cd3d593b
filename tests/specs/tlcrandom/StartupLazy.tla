---- MODULE StartupLazy ----
\* TLC evaluates every constant definition at startup, before Init draws: Drawn draws first. Evens,
\* which neither draws nor prints, TLC keeps lazy (a SetPredValue) and never enumerates here; Sum reads
\* Drawn's value whenever it is evaluated.
EXTENDS Naturals, TLC
Evens == {n \in 1..300000 : n % 2 = 0}
Drawn == RandomElement(1..9)
Sum == Drawn + 1
VARIABLES x, y
Init == x = RandomElement(1..9) /\ y = 0
Next == y < 10 * Sum + x /\ y' = y + 1 /\ UNCHANGED x
Inv == y = 1000 => y \in Evens \cup {0}
====
