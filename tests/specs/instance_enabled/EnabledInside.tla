---- MODULE EnabledInside ----
EXTENDS Naturals
VARIABLE v
I == INSTANCE Pair WITH a <- v, b <- v
Init == v = 0
Next == v' = (v + 1) % 3
InEA == I!EA
InEB == I!EB
====
