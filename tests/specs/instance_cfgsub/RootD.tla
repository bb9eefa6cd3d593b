---- MODULE RootD ----
EXTENDS Naturals, Lib
VARIABLE y
J == INSTANCE Lib
MC == 4
Init == y = 0
Next == y < J!L /\ y' = y + 1
====
