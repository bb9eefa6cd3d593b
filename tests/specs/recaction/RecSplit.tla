---- MODULE RecSplit ----
\* Next is a recursive action applied to constants: TLC splits its disjunctions into actions, each
\* named by the operator and its arguments. Its Init assigns through a recursive operator too, and a
\* recursive predicate without primes is a guard.
EXTENDS Naturals, Sequences
VARIABLES v, w
RECURSIVE Bump(_)
Bump(i) == \/ /\ v[i] < 2
              /\ v' = [v EXCEPT ![i] = v[i] + 1]
              /\ w' = i
           \/ /\ i > 1
              /\ Bump(i - 1)
RECURSIVE AllSmall(_, _)
AllSmall(f, i) == IF i = 0 THEN TRUE ELSE f[i] <= 2 /\ AllSmall(f, i - 1)
RECURSIVE InitFrom(_)
InitFrom(i) == IF i = 0 THEN w \in {0, 1} ELSE /\ v = [k \in 1..3 |-> 0]
                                               /\ InitFrom(i - 1)
Init == InitFrom(2)
Next == \/ Bump(3)
        \/ /\ AllSmall(v, 3)
           /\ v[1] = 2
           /\ v' = [k \in 1..3 |-> 2 - v[k]]
           /\ UNCHANGED w
Inv == v[3] + v[2] < 4
====
