-------------------------------- MODULE Folds -------------------------------
(* tlapy's Folds (native in tla_py/stdlib/finitesets.py):                     *)
(* MapThenFoldSet(op, base, f, choose, S) =                                    *)
(*   op(f(x1), op(f(x2), ... op(f(xn), base))), x1 = choose(S), x2 = choose(S \ {x1}), ... *)
MapThenFoldSet(op(_,_), base, f(_), choose(_), S) == base   \* native
=============================================================================
