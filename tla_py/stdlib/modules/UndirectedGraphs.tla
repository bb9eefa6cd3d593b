--------------------------- MODULE UndirectedGraphs --------------------------
(* tlapy's UndirectedGraphs: G = [node |-> N, edge |-> E], edges are sets {a, b}. *)
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE SequencesExt
LOCAL INSTANCE FiniteSets
LOCAL INSTANCE Folds
IsUndirectedGraph(G) ==
   /\ G = [node |-> G.node, edge |-> G.edge]
   /\ \A e \in G.edge : \E a, b \in G.node : e = {a, b}
IsLoopFreeUndirectedGraph(G) ==
   /\ G = [node |-> G.node, edge |-> G.edge]
   /\ \A e \in G.edge : \E a, b \in G.node : a # b /\ e = {a, b}
UndirectedSubgraph(G) == {H \in [node : SUBSET G.node, edge : SUBSET G.edge] : IsUndirectedGraph(H)}
Path(G) == {p \in Seq(G.node) : p # <<>> /\ \A i \in 1..(Len(p) - 1) : {p[i], p[i + 1]} \in G.edge}
SimplePath(G) == {p \in SeqOf(G.node, Cardinality(G.node)) :
                    /\ p # <<>>
                    /\ Cardinality({p[i] : i \in DOMAIN p}) = Len(p)
                    /\ \A i \in 1..(Len(p) - 1) : {p[i], p[i + 1]} \in G.edge}
ConnectedComponents(G) == {}            \* native: the set of node sets of the components
AreConnectedIn(m, n, G) == \E comp \in ConnectedComponents(G) : m \in comp /\ n \in comp
IsStronglyConnected(G) == Cardinality(ConnectedComponents(G)) = 1
=============================================================================
