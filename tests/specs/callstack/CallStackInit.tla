---- MODULE CallStackInit ----
\* An error in Init, inside an operator: Init's Print comes again with TLC's CallStackTool, and the
\* infix conjunctions nest as SANY parses them.
EXTENDS Naturals, TLC
VARIABLE x
F(n) == 10 \div n
Init == Print("init", TRUE) /\ x \in {1, 2} /\ F(x - 1) > 0
Next == x' = x
====
