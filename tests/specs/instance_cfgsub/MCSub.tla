---- MODULE MCSub ----
EXTENDS Base
VARIABLE y
B == INSTANCE Base WITH x <- y
MCLim == 4
Init == BaseInit /\ B!BaseInit
Next == (Step /\ y' = y) \/ (B!Step /\ x' = x)
BLimInv == B!Lim = 2
====
