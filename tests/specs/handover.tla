---- MODULE handover ----
\* A search that moving between two levels to another interpreter must not change: a TLCSet
\* register counted over the whole run, an invariant deep in the state graph.
EXTENDS Naturals, TLC
VARIABLES x, y
Init == x = 0 /\ y = 0 /\ TLCSet(1, 0)
Next == \/ /\ x < 9
           /\ x' = x + 1
           /\ y' = (y + x) % 5
        \/ /\ y < 4
           /\ y' = y + 1
           /\ x' = x
           /\ TLCSet(1, TLCGet(1) + 1)
Small == x + y < 11
Counted == PrintT(<<"counted", TLCGet(1)>>)
====
