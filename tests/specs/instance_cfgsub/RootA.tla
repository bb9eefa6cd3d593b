---- MODULE RootA ----
EXTENDS Naturals
VARIABLE y
K == 2
INSTANCE Base2 WITH x <- y
MC == 4
====
