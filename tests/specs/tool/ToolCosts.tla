---- MODULE ToolCosts ----
EXTENDS Naturals, FiniteSets
CONSTANT Procs
VARIABLES pc, n, seen
Init == pc = [p \in Procs |-> "a"] /\ n = 0 /\ seen = {}
Bump(v) == IF v < 2 THEN v + 1 ELSE v
Flag(b) == IF b THEN 1 ELSE 0
Step(p) ==
    LET cur == pc[p]
        nxt == CASE cur = "a" -> "b"
                 [] cur = "b" -> "c"
                 [] OTHER -> "a"
    IN /\ n < 3
       /\ pc' = [pc EXCEPT ![p] = nxt]
       /\ n' = Bump(n)
       /\ seen' = seen \cup {p}
Reset == /\ \A p \in Procs : pc[p] = "c"
         /\ pc' = [p \in Procs |-> "a"]
         /\ UNCHANGED <<n, seen>>
Next == (\E p \in Procs : Step(p)) \/ Reset
Inv == \E p \in Procs : pc[p] \in {"a", "b", "c"}
Sets == /\ \A p, q \in Procs : {r \in Procs : pc[r] = pc[p]} # {}
        /\ Cardinality({pc[r] : r \in Procs}) \in 1..3
        /\ (CHOOSE f \in [Procs -> {"a", "b"}] : TRUE) \in [Procs -> {"a", "b"}]
        /\ \E x \in {s \in {pc[r] : r \in Procs} : s # "z"} : Flag(x = "a") <= 1
        /\ Cardinality(seen) <= 2
====
