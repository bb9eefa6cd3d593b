---- MODULE RecLet ----
\* A LET RECURSIVE action walking a sequence variable, and a recursive operator used as a value.
EXTENDS Naturals, Sequences
VARIABLES queue, served, log
RECURSIVE Sum(_)
Sum(s) == IF s = <<>> THEN 0 ELSE Head(s) + Sum(Tail(s))
Init == queue = <<1, 2, 1>> /\ served = 0 /\ log = <<>>
Serve ==
  LET RECURSIVE Take(_, _)
      Take(q, k) == IF k = 0 \/ q = <<>>
                    THEN /\ queue' = q
                         /\ served' = served + (Sum(queue) - Sum(q))
                    ELSE Take(Tail(q), k - 1)
  IN /\ queue # <<>>
     /\ \E k \in 1..2 : Take(queue, k)
     /\ log' = Append(log, Len(queue))
Refill == /\ queue = <<>>
          /\ served < 8
          /\ queue' = <<2, 1>>
          /\ UNCHANGED <<served, log>>
Next == Serve \/ Refill
Inv == served + Sum(queue) <= 6 + 3 * Len(log)
====
