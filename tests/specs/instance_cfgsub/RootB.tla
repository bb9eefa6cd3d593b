---- MODULE RootB ----
EXTENDS Naturals
VARIABLE y
K == 2
N == INSTANCE Base2 WITH x <- y
MC == 4
Init == N!Init
Next == y < N!Own /\ y' = y + 1
====
