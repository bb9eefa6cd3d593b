---- MODULE ToolCoverage ----
EXTENDS Naturals
CONSTANT N
VARIABLES x, y
Init == x \in 0..1 /\ y = 0
Inc(i) == x < N /\ x' = x + i /\ UNCHANGED y
Both == \/ /\ y < 2
           /\ y' = y + 1
           /\ UNCHANGED x
        \/ /\ x > 0
           /\ x' = x - 1
           /\ y' = y
Next == (\E i \in 1..2 : Inc(i)) \/ Both
Inv == x + y < 100
Con == x < 4
====
