---- MODULE GenFnApply ----
\* f[a] in an action enters f's body when TLC has not built f (recursive, LET-defined, state-level,
\* a [x \in S |-> e], also reached through definitions without parameters and arguments): each true
\* disjunct of the body is a branch. K, a constant top-level function, is built at startup and only
\* evaluated.
EXTENDS Naturals
VARIABLES x
Init == x = 0
G[n \in 0..3] == IF n = 0 THEN TRUE ELSE (TRUE \/ n > 1 \/ G[n-1])
H[n \in 0..3] == IF n = 0 THEN TRUE ELSE (TRUE \/ x < 5 \/ H[n-1])
Apply2(f) == f[2]
Op(m) == LET L[n \in 0..3] == IF n = 0 THEN TRUE ELSE (TRUE \/ m > 1 \/ L[n-1]) IN L[m]
K == [n \in 0..3 |-> TRUE \/ n > 1]
S[n \in 0..3] == TRUE \/ x < 5
KS == [n \in 0..3 |-> TRUE \/ x < 5]
NextRec == G[2] /\ x' = (x + 1) % 2
NextState == H[2] /\ x' = (x + 1) % 2
NextLet == Op(2) /\ x' = (x + 1) % 2
NextLiteral == [n \in 0..3 |-> TRUE \/ n > 1][2] /\ x' = (x + 1) % 2
NextConst == K[2] /\ x' = (x + 1) % 2
NextStateFn == S[2] /\ x' = (x + 1) % 2
NextStateDef == KS[2] /\ x' = (x + 1) % 2
NextLetDef == (LET M == [n \in 0..3 |-> TRUE \/ n > 1] IN M[2]) /\ x' = (x + 1) % 2
NextArg == Apply2([n \in 0..3 |-> TRUE \/ n > 1]) /\ x' = (x + 1) % 2
====
