-------------------------------- MODULE Bitwise -------------------------------
(* tlapy's Bitwise: bit operations (natives in tla_py/stdlib/community.py compute as TLC's Java on *)
(* 32-bit integers); the bodies say the meaning for naturals, bit by bit.                          *)
LOCAL INSTANCE Integers
LOCAL BitsOf(x, y, Op(_, _)) ==
    LET B[p \in Nat \X Nat] ==
            IF p = <<0, 0>> THEN 0 ELSE Op(p[1] % 2, p[2] % 2) + 2 * B[<<p[1] \div 2, p[2] \div 2>>]
    IN  B[<<x, y>>]
x & y == BitsOf(x, y, LAMBDA a, b : a * b)
x | y == BitsOf(x, y, LAMBDA a, b : IF a + b > 0 THEN 1 ELSE 0)
x ^^ y == BitsOf(x, y, LAMBDA a, b : (a + b) % 2)
\* Not flips the bits below the highest one set.
RECURSIVE Not(_)
Not(a) == IF a = 0 THEN 0 ELSE 2 * Not(a \div 2) + (1 - (a % 2))
shiftR(n, pos) == n \div 2^pos
===============================================================================
