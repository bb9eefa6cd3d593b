---------------------------- MODULE Combinatorics -----------------------------
(* tlapy's Combinatorics: choose has a native (tla_py/stdlib/community.py). *)
EXTENDS Naturals
factorial[n \in Nat] == IF n = 0 THEN 1 ELSE n * factorial[n - 1]
choose(n, k) == factorial[n] \div (factorial[k] * factorial[n - k])
===============================================================================
