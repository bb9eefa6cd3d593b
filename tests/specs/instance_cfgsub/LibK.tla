---- MODULE LibK ----
CONSTANT K
LK == K
====
