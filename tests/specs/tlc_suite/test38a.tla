---------------------------- MODULE test38a -----------------------------

(* Test of EXTENDS *)

\* VARIABLES x    multiple declarations no longer allowed.
 CONSTANT c

MInit(x) == x = c

=============================================================================
