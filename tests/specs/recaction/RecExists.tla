---- MODULE RecExists ----
\* A recursive action under \E, with \E inside it: each level draws a value, the base case assigns.
EXTENDS Naturals
VARIABLES total, steps
RECURSIVE Draw(_, _)
Draw(n, acc) ==
  IF n = 0
  THEN /\ total' = acc % 7
  ELSE \E v \in {1, 2} : Draw(n - 1, acc + v * n)
Init == total = 0 /\ steps = 0
Next == \E n \in 1..3 :
          /\ steps < 3
          /\ steps' = steps + 1
          /\ Draw(n, total)
====
