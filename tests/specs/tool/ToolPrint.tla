---- MODULE ToolPrint ----
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0 /\ PrintT("hi")
Next == x < 2 /\ x' = x + 1 /\ Print(x, TRUE)
====
