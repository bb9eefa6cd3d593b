---- MODULE RecEvery ----
\* A recursive action that assigns one variable at every level (or leaves it unchanged), down a
\* sequence of steps, with UNCHANGED for the rest at its base case.
EXTENDS Naturals, Sequences
VARIABLES x1, x2, x3, round
Order == <<3, 1, 2>>
RECURSIVE Turn(_)
Turn(i) ==
  IF i > Len(Order)
  THEN UNCHANGED round
  ELSE /\ CASE Order[i] = 1 -> \/ x1' = (x1 + x2) % 4
                               \/ UNCHANGED x1
            [] Order[i] = 2 -> x2' = (x2 + 1) % 3
            [] OTHER -> \/ x3' = x1
                        \/ x3' = (x3 + 1) % 2
       /\ Turn(i + 1)
Init == x1 = 0 /\ x2 = 0 /\ x3 = 0 /\ round = 0
Next == \/ Turn(1)
        \/ /\ round < 2
           /\ round' = round + 1
           /\ UNCHANGED <<x1, x2, x3>>
====
