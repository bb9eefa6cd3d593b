---- MODULE SetBound ----
\* Which uses of a set make it in full, and so are held to TLC's -maxSetSize (100 in
\* tests/test_set_bound.py, 1,000,000 by default): each operator is one case, an invariant or a
\* next-state relation of its own (tests/oracle/record_set_bound.py).
EXTENDS Integers, FiniteSets
VARIABLE x
Fcns == [1 .. 3 -> 1 .. 5]                 \* 125 functions
Init == x = 0
Next == x' = x
ExistsFcn == \E f \in Fcns : f[1] = 1
ForallFcn == \A f \in Fcns : f[1] > 0
ChooseFcn == (CHOOSE f \in Fcns : TRUE)[1] = 1
ExistsRecord == \E r \in [a : 1 .. 11, b : 1 .. 11] : r.a = 1
ExistsProduct == \E t \in (1 .. 11) \X (1 .. 11) : t[1] = 1
ExistsSubset == \E s \in SUBSET (1 .. 7) : s = {}
ChooseSubset == (CHOOSE s \in SUBSET (1 .. 7) : TRUE) = {}
ExistsInterval == \E i \in 1 .. 200 : i = 150
ExistsFilterOfFcns == \E f \in {g \in Fcns : g[1] = 1} : f[2] = 1
ExistsWholeFilter == \E f \in {g \in Fcns : TRUE} : f[1] = 1
FilterOfInterval == \E i \in {j \in 1 .. 200 : j > 150} : i = 160
MapOfFcns == {f[1] : f \in Fcns} = 1 .. 5
CupOverlapping == \E i \in (1 .. 60) \cup (20 .. 70) : i = 1
CupDisjoint == \E i \in (1 .. 60) \cup (61 .. 120) : i = 1
Union == \E i \in UNION {1 .. 60, 61 .. 120} : i = 1
CapOfNat == \E i \in Nat \cap (1 .. 200) : i = 1
FilterMember == <<1, 1, 1>> \in {g \in Fcns : g[1] = 1 \/ 1 \div 0 = 1}
CardinalityOfFcns == Cardinality(Fcns) = 125
NextExistsFcn == \E f \in Fcns : x' = f[1]
InitInFcns == x \in Fcns
LazyFilterNext == LET S == {g \in Fcns : g[1] = 1 \/ 1 \div 0 = 1} IN x' = IF <<1, 1, 1>> \in S THEN 1 ELSE 2
LazyFilterAsked == LET S == {g \in Fcns : g[1] = 1 \/ 1 \div 0 = 1} IN x' = IF <<2, 1, 1>> \in S THEN 1 ELSE 2
LazyFilterCardinality == Cardinality({g \in Fcns : g[1] = 1}) = 25
LazyFilterWhole == Cardinality({g \in Fcns : TRUE}) = 125
LazyFilterSubsets == x' \in {s \in SUBSET (1 .. 4) : Cardinality(s) = 2}
LazyFilterInState == x' = {g \in Fcns : g[1] = 1 /\ g[2] = 2}
InitEqualsBig == x = [1 .. 7 -> 1 .. 8]    \* 2,097,152 functions
====
