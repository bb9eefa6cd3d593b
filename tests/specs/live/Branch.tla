---- MODULE Branch ----
\* The initial state picks a goal: a temporal IF whose condition is a state predicate reads it off
\* the state where the formula is evaluated (the first one, or each one under []).
EXTENDS Naturals
VARIABLE x
Init == x \in {0, 1}
Next == x < 4 /\ x' = x + 2
Spec == Init /\ [][Next]_x /\ WF_x(Next)
GoalByParity == IF x % 2 = 0 THEN <>(x = 4) ELSE <>(x = 5)
WrongGoal == IF x = 0 THEN <>(x = 3) ELSE <>(x = 5)
AlwaysIf == [](IF x < 4 THEN <>(x >= 4) ELSE x >= 4)
====
