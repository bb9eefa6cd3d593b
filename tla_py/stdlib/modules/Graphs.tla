-------------------------------- MODULE Graphs --------------------------------
(* tlapy's Graphs: directed graphs G = [node |-> N, edge |-> E], edges are pairs <<from, to>>;  *)
(* AreConnectedIn and IsStronglyConnected have natives (tla_py/stdlib/community.py).           *)
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE SequencesExt
LOCAL INSTANCE FiniteSets
IsDirectedGraph(G) == G = [node |-> G.node, edge |-> G.edge] /\ G.edge \subseteq G.node \X G.node
DirectedSubgraph(G) ==
    {H \in [node : SUBSET G.node, edge : SUBSET (G.node \X G.node)] : IsDirectedGraph(H) /\ H.edge \subseteq G.edge}
Transpose(G) == [edge |-> {<<e[2], e[1]>> : e \in G.edge}, node |-> G.node]
IsUndirectedGraph(G) == IsDirectedGraph(G) /\ \A e \in G.edge : <<e[2], e[1]>> \in G.edge
UndirectedSubgraph(G) == {H \in DirectedSubgraph(G) : IsUndirectedGraph(H)}
LOCAL Linked(p, G) == \A i \in 1..(Len(p) - 1) : <<p[i], p[i + 1]>> \in G.edge
Path(G) == {p \in Seq(G.node) : p # <<>> /\ Linked(p, G)}
SimplePath(G) == {p \in SeqOf(G.node, Cardinality(G.node)) :
                    p # <<>> /\ Cardinality(ToSet(p)) = Len(p) /\ Linked(p, G)}
AreConnectedIn(m, n, G) == \E p \in SimplePath(G) : p[1] = m /\ p[Len(p)] = n
\* Warshall's algorithm: C[N][m, n] when a path from m to n has its inner nodes in N.
ConnectionsIn(G) ==
    LET C[N \in SUBSET G.node] ==
            IF N = {} THEN [m, n \in G.node |-> m = n \/ <<m, n>> \in G.edge]
            ELSE LET u == CHOOSE u \in N : TRUE
                     Cu == C[N \ {u}]
                 IN  [m, n \in G.node |-> Cu[m, n] \/ (Cu[m, u] /\ Cu[u, n])]
    IN  C[G.node]
IsStronglyConnected(G) == \A m, n \in G.node : AreConnectedIn(m, n, G)
IsTreeWithRoot(G, r) ==
    /\ IsDirectedGraph(G)
    /\ \A e \in G.edge : e[1] # r /\ \A f \in G.edge : e[1] = f[1] => e = f
    /\ \A n \in G.node : AreConnectedIn(n, r, G)
===============================================================================
