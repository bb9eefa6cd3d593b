----------------------------- MODULE VectorClocks -----------------------------
(* tlapy's VectorClocks (natives in misc.py). *)
EXTENDS Naturals, Sequences, Functions
LOCAL concurrent(v1, v2) == \E i, j \in DOMAIN v1 : i # j /\ v1[i] < v2[i] /\ v1[j] > v2[j]
LOCAL happenedBefore(v1, v2) == /\ \A i \in DOMAIN v1 : v1[i] <= v2[i]
                                /\ \E i \in DOMAIN v1 : v1[i] < v2[i]
IsCausalOrder(log, clock(_)) ==
    \A i \in 1..Len(log) : \A j \in 1..(i - 1) :
        LET Fill(c, D) == [d \in D |-> IF d \in DOMAIN c THEN c[d] ELSE 0]
            D == DOMAIN clock(log[i]) \cup DOMAIN clock(log[j])
        IN happenedBefore(Fill(clock(log[j]), D), Fill(clock(log[i]), D))
           \/ concurrent(Fill(clock(log[j]), D), Fill(clock(log[i]), D))
CausalOrder(log, clock(_), node(_), domain(_)) == log   \* native: log sorted causally
===============================================================================
