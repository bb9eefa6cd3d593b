---- MODULE Base ----
EXTENDS Naturals
VARIABLES zeta, alpha
Helper == 1
====
