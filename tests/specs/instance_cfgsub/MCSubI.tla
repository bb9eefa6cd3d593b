---- MODULE MCSubI ----
EXTENDS Naturals
VARIABLE x, y
B == INSTANCE Base WITH x <- y
MCLim == 4
Init == x = 0 /\ B!BaseInit
Next == (x < 3 /\ x' = x + 1 /\ y' = y) \/ (B!Step /\ x' = x)
====
