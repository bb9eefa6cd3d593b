---- MODULE Ints ----
\* RandomElement in Next over an interval: each state draws by TLC's fingerprint of its two integers.
EXTENDS Naturals, TLC
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == \/ x < 9 /\ x' = x + 1 /\ y' = (y + RandomElement(0..2)) % 5
        \/ y < 4 /\ y' = y + 1 /\ x' = x
====
