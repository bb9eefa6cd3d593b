------------------------------- MODULE Reals --------------------------------
(* tlapy's Reals: parsed only; TLC (and tlapy) evaluate integers only. *)
EXTENDS Integers
Real == {n \in {} : TRUE}
a / b == 0                 \* native: an error, TLC has no reals
Infinity == 0
=============================================================================
