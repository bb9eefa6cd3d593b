---- MODULE Counter ----
\* Counts up to Max and stops; fairness decides whether it gets there.
EXTENDS Naturals
CONSTANT Max
VARIABLE x
Init == x = 0
Step == x < Max /\ x' = x + 1
Next == Step
Unfair == Init /\ [][Next]_x
Fair == Init /\ [][Next]_x /\ WF_x(Next)
ReachesMax == <>(x = Max)
StaysAtMax == <>[](x = Max)
SmallForever == [](x < Max)
AlwaysStepsUp == [][x' = x + 1]_x
StartsAtOne == x = 1
ZeroLeadsToMax == (x = 0) ~> (x = Max)

====
