---- MODULE engine_no_variables ----
EXTENDS Naturals
CONSTANT N
ASSUME N + 1 > N
====
