---- MODULE engine_action_constraint ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 10 \/ x' = (x + 2) % 10
AC == x' - x # 2
====
