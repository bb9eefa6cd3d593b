---- MODULE Helper ----
Start == 0
====
