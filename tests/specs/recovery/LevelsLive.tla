---- MODULE LevelsLive ----
\* Eight levels of a few states that wrap around, for a Spark run with a temporal property whose driver
\* is killed and recovered: y = 10 is reached on some behaviors only, so Reaches fails by a lasso.
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y \in 0..2
Step == x < 7 /\ x' = x + 1 /\ y' \in {(y + x) % 11, (3 * y + 1) % 11}
Wrap == x = 7 /\ x' = 0 /\ y' = y
Spec == Init /\ [][Step \/ Wrap]_vars /\ WF_vars(Step \/ Wrap)
Reaches == <>(y = 10)
====
