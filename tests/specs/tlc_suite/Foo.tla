--------------- MODULE Foo ---------------
EXTENDS TLC, Naturals, FiniteSets

Proc == 1..5

ASSUME PrintT(Proc)
============================================