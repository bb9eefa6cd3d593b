---- MODULE Unknown ----
EXTENDS Helper
VARIABLE x
Init == x = Start
Next == x' = y + Step(x)
Other == z
====
