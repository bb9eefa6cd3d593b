--------------------------- MODULE DyadicRationals ---------------------------
(* tlapy's DyadicRationals: rationals p/2^k as records [num |-> p, den |-> 2^k], in lowest terms, as  *)
(* the CommunityModules module gives them. Add, Half and IsDyadicRational have natives (community.py). *)
LOCAL INSTANCE Integers
LOCAL INSTANCE Sequences
LOCAL INSTANCE TLC
RECURSIVE Gcd(_, _)
LOCAL Gcd(a, b) == IF b = 0 THEN a ELSE Gcd(b, a % b)
LOCAL Fraction(n, d) == [num |-> n, den |-> d]
LOCAL Lowest(r) == LET g == Gcd(IF r.num < 0 THEN -r.num ELSE r.num, r.den)
                   IN IF g <= 1 THEN r ELSE Fraction(r.num \div g, r.den \div g)

IsDyadicRational(r) == \E k \in 0..r.den : 2^k = r.den

Zero == Fraction(0, 1)
One == Fraction(1, 1)

Add(p, q) ==
    IF p = Zero THEN q
    ELSE LET d == IF p.den >= q.den THEN p.den ELSE q.den  \* dyadic: the larger denominator
         IN  Lowest(Fraction(p.num * (d \div p.den) + q.num * (d \div q.den), d))

Half(p) == Lowest(Fraction(p.num, 2 * p.den))

PrettyPrint(p) ==
    IF p = Zero THEN "0"
    ELSE IF p = One THEN "1"
    ELSE ToString(p.num) \o "/" \o ToString(p.den)
===============================================================================
