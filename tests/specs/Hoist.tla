---- MODULE Hoist ----
\* Set and function constructors next to bound identifiers, @ and operator arguments: the ones
\* that read no bound identifier are evaluated once, the others at every evaluation.
EXTENDS Integers, FiniteSets
CONSTANTS Procs, Res
VARIABLES owned, want, log
Pairs(S) == S \X {0, 1}
Init == /\ owned = [p \in Procs |-> {}]
        /\ want = [p \in Procs |-> Res]
        /\ log = {}
Grab(p, S) == /\ S \subseteq want[p] \ UNION {owned[q] : q \in Procs}
              /\ owned' = [owned EXCEPT ![p] = @ \cup S]
              /\ want' = [want EXCEPT ![p] = @ \ S]
              /\ log' = log \cup {[who |-> p, got |-> S]}
Drop(p) == /\ owned[p] /= {}
            /\ LET mine == owned[p] IN
                 /\ owned' = [owned EXCEPT ![p] = {}]
                 /\ want' = [want EXCEPT ![p] = @ \cup mine]
            /\ log' = {e \in log : e.who /= p}
Next == \E p \in Procs : \/ \E S \in SUBSET Res \ {{}} : Grab(p, S)
                         \/ Drop(p)
TypeOK == /\ owned \in [Procs -> SUBSET Res]
          /\ log \subseteq [who : Procs, got : SUBSET Res]
          /\ \A p \in Procs : Pairs(owned[p]) \subseteq Res \X {0, 1}
          /\ \A p \in Procs : {q \in Procs : owned[q] \cap owned[p] /= {}} \subseteq {p}
Exclusive == \A p, q \in Procs : p /= q => owned[p] \cap owned[q] = {}
====
