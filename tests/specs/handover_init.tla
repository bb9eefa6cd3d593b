---- MODULE handover_init ----
\* 300 initial states, each with one successor that is another initial state: the search can move to
\* another interpreter right after Init, before level 1 is expanded.
EXTENDS Naturals
VARIABLE x
Init == x \in 1..300
Next == x' = IF x = 300 THEN 1 ELSE x + 1
====
