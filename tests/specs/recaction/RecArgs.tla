---- MODULE RecArgs ----
\* Arguments with primes, as TLC's lazy values: an action passed to a recursive action and entered
\* where its body uses it (a disjunction too, through an operator that passes it on), a primed value
\* read where the body reads it.
EXTENDS Naturals
VARIABLES x, y, z
RECURSIVE Twice(_, _)
Twice(A, n) == IF n = 0 THEN A ELSE Twice(A, n - 1)
RECURSIVE Copy(_, _)
Copy(v, n) == IF n = 0 THEN z' = v ELSE Copy(v, n - 1)
Wrap(B) == Twice(B, 2)
Init == x = 0 /\ y = 0 /\ z = 0
Next == /\ Wrap(\/ x' = (x + 1) % 3
                \/ x' = (x + 2) % 4)
        /\ Twice(y' = (y + x') % 5, 1)
        /\ Copy(x' + y', 3)
Inv == z < 6
====
