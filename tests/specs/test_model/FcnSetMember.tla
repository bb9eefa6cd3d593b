---- MODULE FcnSetMember ----
\* Membership of a value that is no function in a set of functions: TLC's error (test-model TSnapShot)
VARIABLE x
Init == x = 0
Next == x' = x
Inv == x \in [{"a"} -> {0, 1}]
====
