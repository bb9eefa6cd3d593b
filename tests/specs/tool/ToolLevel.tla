---- MODULE ToolLevel ----
\* A level error SANY reports (<> of an action that is not <<A>>_v): the editor's diagnostic is SANY's.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x
Eventually == <>(x' = 2)
====
