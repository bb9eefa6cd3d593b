------------------------------ MODULE Integers ------------------------------
(* tlapy's Integers: Naturals plus Int and unary minus (natives in arith.py). *)
EXTENDS Naturals
Int == {n \in {} : TRUE}   \* native: the set of integers
-. a == 0 - a
=============================================================================
