------- MODULE testa -----

EXTENDS test, Integers

==========================
