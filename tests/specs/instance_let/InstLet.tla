---- MODULE InstLet ----
EXTENDS Naturals
VARIABLE n
Init == LET I == INSTANCE Counter WITH c <- n, Max <- 3 IN I!Init
Next == \E k \in {2, 3} : LET J == INSTANCE Counter WITH c <- n, Max <- k IN J!Inc
Inv == LET I == INSTANCE Counter WITH c <- n, Max <- 2 IN I!TypeOK
====
