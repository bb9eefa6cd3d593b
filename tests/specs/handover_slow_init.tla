---- MODULE handover_slow_init ----
\* Init takes a while (each of its 2,000 states filters a set), so a search under --python auto can
\* start over on the other interpreter before Init ends; each state's successor is another initial one.
EXTENDS Naturals, FiniteSets
VARIABLE x
Slow(n) == Cardinality({i \in 1..500 : i % 3 = n % 3})
Init == x \in {n \in 1..2000 : Slow(n) > 0}
Next == x' = IF x = 2000 THEN 1 ELSE x + 1
====
