---- MODULE AlgoEdited ----
EXTENDS Naturals
(* --algorithm AlgoEdited
variables n = 0;
begin
  Loop: while n < 3 do
    n := n + 1;
  end while;
end algorithm; *)
\* BEGIN TRANSLATION (chksum(pcal) = "68a4474d" /\ chksum(tla) = "f0be90a0")
VARIABLES pc, n

vars == << pc, n >>

Init == (* Global variables *)
        /\ n = 0
        /\ pc = "Loop"

Loop == /\ pc = "Loop"
        /\ IF n < 3
              THEN /\ n' = n + 1
                   /\ pc' = "Loop"
              ELSE /\ pc' = "Done"
                   /\ n' = n

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == Loop
           \/ Terminating

Spec == Init /\ [][Next]_vars /\ TRUE

Termination == <>(pc = "Done")

\* END TRANSLATION 
====
