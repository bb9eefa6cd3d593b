---- MODULE Flicker ----
\* Goal is enabled only every other state, so only strong fairness makes it happen.
EXTENDS Naturals
VARIABLES light, done
vars == <<light, done>>
Init == light = 0 /\ done = FALSE
Toggle == light' = 1 - light /\ UNCHANGED done
Goal == light = 1 /\ ~done /\ done' = TRUE /\ UNCHANGED light
Next == Toggle \/ Goal
WeakSpec == Init /\ [][Next]_vars /\ WF_vars(Toggle) /\ WF_vars(Goal)
StrongSpec == Init /\ [][Next]_vars /\ WF_vars(Toggle) /\ SF_vars(Goal)
Done == <>done
====
