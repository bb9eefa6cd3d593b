---- MODULE RecBranch ----
\* A recursive predicate with a disjunction before the assignments (each true branch yields the
\* state again, which TLC's states generated counts), and a recursive action taking an operator.
EXTENDS Naturals
VARIABLES x, y
RECURSIVE Any(_)
Any(i) == IF i = 0 THEN FALSE ELSE (x >= i \/ Any(i - 1))
RECURSIVE Each(_, _)
Each(Op(_), n) == IF n = 0 THEN UNCHANGED y ELSE \/ /\ Op(n)
                                                    /\ y' = n
                                                 \/ Each(Op, n - 1)
Big(k) == k > x
Init == x = 0 /\ y = 0
Next == \/ Any(3) /\ x' = (x + 1) % 5 /\ UNCHANGED y
        \/ x' = (x + 2) % 5 /\ Each(Big, 3)
====
