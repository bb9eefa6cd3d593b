---- MODULE JsonNumbers ----
EXTENDS Json, TLC
VARIABLE x
Init == x = <<JsonDeserialize("numbers.json"), ndJsonDeserialize("latin1.ndjson")>>
Next == UNCHANGED x
Inv == PrintT(x)
====
