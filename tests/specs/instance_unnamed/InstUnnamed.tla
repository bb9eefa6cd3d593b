---- MODULE InstUnnamed ----
EXTENDS Naturals
VARIABLE h
Cap == 7
Step == 2
INSTANCE Gauge WITH level <- h, Cap <- Cap, Step <- Step + 1
Init == GInit
Next == Rise
Inv == h <= Cap
====
