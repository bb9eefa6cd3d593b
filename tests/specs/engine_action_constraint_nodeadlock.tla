---- MODULE engine_action_constraint_nodeadlock ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1
AC == x' < 3
====
