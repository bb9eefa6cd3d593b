---- MODULE PrintStats ----
EXTENDS TLC
VARIABLE x
Init == x = 0 /\ PrintT(<<"init", TLCGet("stats").diameter>>)
Next == FALSE /\ x' = x
Inv == PrintT(<<"inv", TLCGet("stats").diameter, TLCGet("level")>>)
Post == PrintT(<<"post", TLCGet("stats").diameter>>)
====
