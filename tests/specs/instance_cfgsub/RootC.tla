---- MODULE RootC ----
EXTENDS Naturals, Lib
VARIABLE y
K == 2
N == INSTANCE Base2 WITH x <- y
MC == 4
Init == y = 0
Next == y < N!L /\ y' = y + 1
====
