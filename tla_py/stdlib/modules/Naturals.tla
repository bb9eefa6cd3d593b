------------------------------ MODULE Naturals ------------------------------
(* tlapy's Naturals. Every operator here has a Python native (tla_py/stdlib/arith.py);  *)
(* the bodies only record the intended meaning.                                        *)
Nat == {n \in {} : TRUE}   \* native: the set of natural numbers
a + b == 0                 \* native
a - b == 0                 \* native
a * b == 0                 \* native
a ^ b == 0                 \* native
a < b == FALSE             \* native
a > b == b < a
a <= b == ~(b < a)
a >= b == ~(a < b)
a % b == a - b * (a \div b)
a \div b == 0              \* native: floor division
a .. b == {i \in Nat : a <= i /\ i <= b}
=============================================================================
