---- MODULE SpanTree ----
\* SpanningTree's SpanTreeRandom in small: a random graph drawn once by a constant definition whose
\* RandomElement calls run in TLC's order of Nodes.
EXTENDS Integers, TLC
CONSTANTS Nodes, Root, MaxCardinality
Edges == UNION { {{n, m} : m \in RandomElement(SUBSET (Nodes \ {n}))} : n \in Nodes }
Nbrs(n) == {m \in Nodes : {m, n} \in Edges}
VARIABLES mom, dist
Init == /\ mom = [n \in Nodes |-> n]
        /\ dist = [n \in Nodes |-> IF n = Root THEN 0 ELSE MaxCardinality]
Next == \E n \in Nodes :
          \E m \in Nbrs(n) :
             /\ dist[m] < 1 + dist[n]
             /\ \E d \in (dist[m] + 1) .. (dist[n] - 1) :
                    /\ dist' = [dist EXCEPT ![n] = d]
                    /\ mom' = [mom EXCEPT ![n] = m]
====
