---- MODULE SimBound ----
\* Counts up: TLC's simulation checks a successor outside the CONSTRAINT but never takes it.
EXTENDS Naturals
VARIABLES x

Init == x = 0
Next == x < 10 /\ x' = x + 1

Below3 == x < 3
Below4 == x < 4
AlwaysBelow3 == [](x < 3)
====
