---- MODULE InvariantByReads ----
\* Invariants reading one of two variables: Parity is remembered by x's value; Late is not,
\* since TLCGet("level") changes from state to state where x repeats.
EXTENDS Naturals, TLC
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == x' = 1 - x /\ y' = y + 1
Parity == x \in {0, 1}
Small == y < 8
Late == x = 0 => TLCGet("level") < 5
====
