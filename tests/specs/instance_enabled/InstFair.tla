---- MODULE InstFair ----
EXTENDS Naturals
VARIABLE v
I == INSTANCE Pair WITH a <- v, b <- v
Spec == I!Spec
Moves == <>(v = 1)
====
