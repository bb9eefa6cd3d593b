---- MODULE Files ----
EXTENDS IOUtils, Json
CONSTANT F
VARIABLE x
Init == x = IODeserialize(F, FALSE)
Next == x' = x
====
