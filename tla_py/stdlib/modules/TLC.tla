--------------------------------- MODULE TLC --------------------------------
(* tlapy's TLC module (natives and the run context in tla_py/stdlib/tlc.py). *)
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE FiniteSets
Print(out, val) == val
PrintT(out) == TRUE
Assert(val, out) == IF val = TRUE THEN TRUE ELSE FALSE
JavaTime == 0
TLCGet(i) == 0
TLCSet(i, v) == TRUE
d :> e == [x \in {d} |-> e]
f @@ g == [x \in (DOMAIN f) \cup (DOMAIN g) |-> IF x \in DOMAIN f THEN f[x] ELSE g[x]]
Permutations(S) == {f \in [S -> S] : \A w \in S : \E v \in S : f[v] = w}
SortSeq(s, Op(_, _)) == s  \* native: s sorted by the strict order Op
RandomElement(s) == CHOOSE x \in s : TRUE
Any == {}                  \* native: the set of all values
ToString(v) == ""          \* native: v as TLC prints it
TLCEval(v) == v
=============================================================================
