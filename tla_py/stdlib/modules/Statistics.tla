------------------------------ MODULE Statistics ------------------------------
(* tlapy's Statistics: ChiSquare is a native (tla_py/stdlib/community.py), a chi-square          *)
(* goodness-of-fit test of the actual counts against the expected ones at level alpha (a string). *)
EXTENDS Naturals
ChiSquare(expected, actual, alpha) == TRUE   \* native
===============================================================================
