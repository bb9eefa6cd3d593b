---- MODULE Compose2 ----
\* The second action is not always enabled from the intermediate states: TLC counts them all.
EXTENDS Naturals
VARIABLE x
Init == x \in {1, 2}
Inc == x' \in {x + 1, x + 2}
Double == x > 3 /\ x' = 2 * x
Next == x < 50 /\ (Inc \cdot Double \/ Inc)
====
