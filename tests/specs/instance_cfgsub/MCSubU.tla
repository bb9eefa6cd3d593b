---- MODULE MCSubU ----
EXTENDS Naturals
VARIABLE x
INSTANCE Base
MCLim == 4
Init == BaseInit
Next == Step
RootSees == Lim = 4
====
