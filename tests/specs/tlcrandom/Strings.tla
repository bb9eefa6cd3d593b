---- MODULE Strings ----
\* States holding strings, booleans and a set of strings; draws over a set of strings.
EXTENDS Naturals, TLC
VARIABLES s, seen, b, n
Init == s = "a" /\ seen = {} /\ b = FALSE /\ n = 0
Next == /\ n < 6
        /\ n' = n + 1
        /\ \/ s' = RandomElement({"a", "bb", "ccc", "d"}) /\ seen' = seen \cup {s} /\ b' = b
           \/ b' = ~b /\ s' = RandomElement({s, "zz"}) /\ UNCHANGED seen
====
