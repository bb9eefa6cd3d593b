---- MODULE ToolCosts ----
EXTENDS Naturals
CONSTANT Procs
VARIABLES pc, n
Init == pc = [p \in Procs |-> "a"] /\ n = 0
Bump(v) == IF v < 2 THEN v + 1 ELSE v
Step(p) ==
    LET cur == pc[p]
        nxt == CASE cur = "a" -> "b"
                 [] cur = "b" -> "c"
                 [] OTHER -> "a"
    IN /\ n < 3
       /\ pc' = [pc EXCEPT ![p] = nxt]
       /\ n' = Bump(n)
Reset == /\ \A p \in Procs : pc[p] = "c"
         /\ pc' = [p \in Procs |-> "a"]
         /\ UNCHANGED n
Next == (\E p \in Procs : Step(p)) \/ Reset
Inv == \E p \in Procs : pc[p] \in {"a", "b", "c"}
====
