------------------------------- MODULE GraphViz -------------------------------
(* tlapy's GraphViz: DotDiGraph(G, VL, EL) is a native (tla_py/stdlib/community.py) giving G as a DOT  *)
(* digraph, nodes labelled VL(n) and edges EL(e). Nodes are named by fingerprint, tlapy's not TLC's.  *)
DotDiGraph(G, VL(_), EL(_)) == ""   \* native
===============================================================================
