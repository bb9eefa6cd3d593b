---- MODULE CallStackNested ----
\* An error under \E, IF, EXCEPT, an operator and its LET, in an action that has not assigned every
\* variable yet: each part stays on TLC's stack.
EXTENDS Naturals, Sequences, TLC
VARIABLE x, y
Init == x = 0 /\ y = <<1, 2>>
F(a) == LET b == a + 1 IN y[1] \div (b - 3)
A == \E i \in {1, 2} : /\ x' = i
                       /\ y' = IF i = 2 THEN [y EXCEPT ![1] = F(i)] ELSE y
B == x = 1 /\ \A j \in 1..2 : CASE j = 1 -> TRUE [] j = 2 -> {k \in 1..3 : k \div (x - 1) > 0} = {}
Next == A \/ B
====
