---- MODULE SparkLive ----
\* Liveness under --spark (tests/test_spark.py): fairness on two of three actions, atoms of states,
\* of steps and of ENABLED; TLC's verdicts are in tests/oracle/spark_liveness.json.
EXTENDS Naturals
VARIABLE x, y
vars == <<x, y>>
Init == x = 0 /\ y \in {0, 1}
Inc == x < 4 /\ x' = x + 1 /\ y' = y
Flip == y' = 1 - y /\ x' = x
Reset == x = 4 /\ x' = 0 /\ y' = y
Next == Inc \/ Flip \/ Reset
Spec == Init /\ [][Next]_vars /\ WF_vars(Inc) /\ WF_vars(Reset)
BackToZero == []<>(x = 4) /\ [](x = 4 ~> x = 0)
FlipsForever == []<>(y = 1)
SmallSteps == [][x' <= x + 1]_vars
====
