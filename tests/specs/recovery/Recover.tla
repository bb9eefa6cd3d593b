---- MODULE Recover ----
\* Many small levels, for tests that kill a run and recover it from its checkpoint: an invariant
\* violated deep in the state graph (Recover_inv.cfg), a liveness property violated by a lasso
\* (Recover_live.cfg).
EXTENDS Naturals
CONSTANT N
VARIABLES a, b, c
vars == <<a, b, c>>
Init == a = 0 /\ b = 0 /\ c = 0
A == a < N /\ a' = a + 1 /\ UNCHANGED <<b, c>>
B == b < N /\ b' = b + 1 /\ UNCHANGED <<a, c>>
C == c < a /\ c' = c + 1 /\ UNCHANGED <<a, b>>
Reset == a = N /\ b = N /\ a' = 0 /\ b' = 0 /\ c' = 0
Next == A \/ B \/ C \/ Reset
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
Safe == a + b + c < 3 * N - 4
Finished == <>(c = N)
====
