------------------------------- MODULE BagsExt -------------------------------
(* tlapy's BagsExt (natives in tla_py/stdlib/bags.py). *)
LOCAL INSTANCE Bags
LOCAL INSTANCE Integers
LOCAL INSTANCE Folds
BagAdd(B, x) == IF x \in DOMAIN B THEN [e \in DOMAIN B |-> IF e = x THEN B[e] + 1 ELSE B[e]]
                ELSE [e \in DOMAIN B \cup {x} |-> IF e = x THEN 1 ELSE B[e]]
BagRemove(B, x) == IF x \in DOMAIN B
                   THEN IF B[x] = 1 THEN [e \in DOMAIN B \ {x} |-> B[e]]
                        ELSE [e \in DOMAIN B |-> IF e = x THEN B[e] - 1 ELSE B[e]]
                   ELSE B
BagRemoveAll(B, x) == [e \in DOMAIN B \ {x} |-> B[e]]
FoldBag(op(_,_), base, B) == base       \* native
SumBag(B) == FoldBag(LAMBDA x, y : x + y, 0, B)
ProductBag(B) == FoldBag(LAMBDA x, y : x * y, 1, B)
=============================================================================
