---- MODULE Lib ----
L == 2
====
