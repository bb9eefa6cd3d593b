---- MODULE Procs ----
\* Each process finishes on its own; quantified fairness says every one is scheduled.
CONSTANT P
VARIABLE pc
Init == pc = [p \in P |-> "start"]
Finish(p) == pc[p] = "start" /\ pc' = [pc EXCEPT ![p] = "done"]
Next == \E p \in P : Finish(p)
FairEach == Init /\ [][Next]_pc /\ \A p \in P : WF_pc(Finish(p))
FairAny == Init /\ [][Next]_pc /\ WF_pc(Next)
NoFairness == Init /\ [][Next]_pc
AllDone == <>(\A p \in P : pc[p] = "done")
EachDone == \A p \in P : <>(pc[p] = "done")
====
