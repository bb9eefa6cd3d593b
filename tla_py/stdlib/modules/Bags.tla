-------------------------------- MODULE Bags --------------------------------
(* tlapy's Bags: a bag is a function from elements to positive counts (natives in bags.py). *)
EXTENDS TLC
LOCAL INSTANCE Naturals
IsABag(B) == B \in [DOMAIN B -> {n \in Nat : n > 0}]
BagToSet(B) == DOMAIN B
SetToBag(S) == [e \in S |-> 1]
BagIn(e, B) == e \in BagToSet(B)
EmptyBag == SetToBag({})
CopiesIn(e, B) == IF BagIn(e, B) THEN B[e] ELSE 0
B1 (+) B2 == [e \in (DOMAIN B1) \cup (DOMAIN B2) |-> CopiesIn(e, B1) + CopiesIn(e, B2)]
B1 (-) B2 == LET B == [e \in DOMAIN B1 |-> CopiesIn(e, B1) - CopiesIn(e, B2)]
             IN [e \in {d \in DOMAIN B : B[d] > 0} |-> B[e]]
BagUnion(S) == S           \* native: the bag sum of the bags in S
B1 \sqsubseteq B2 == /\ (DOMAIN B1) \subseteq (DOMAIN B2)
                     /\ \A e \in DOMAIN B1 : B1[e] <= B2[e]
SubBag(B) == {SB \in UNION {[S -> Nat] : S \in SUBSET DOMAIN B} :
                \A e \in DOMAIN SB : 0 < SB[e] /\ SB[e] <= B[e]}
BagOfAll(F(_), B) == B     \* native
BagCardinality(B) == 0     \* native: the sum of the counts
=============================================================================
