---- MODULE LetMore ----
EXTENDS Naturals
VARIABLE n
Init == n = 0
Step(m) == LET k == m + 1
               I == INSTANCE Counter WITH c <- n, Max <- k
           IN I!Inc
Next == \E m \in {1, 2} : Step(m)
Inv == LET I == INSTANCE Counter WITH c <- n, Max <- 3 IN (ENABLED I!Inc) = (n < 3)
Live == LET I == INSTANCE Counter WITH c <- n, Max <- 3 IN I!Reaches
Spec == Init /\ [][Next]_n /\ WF_n(Next)
====
