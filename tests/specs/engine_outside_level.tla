---- MODULE engine_outside_level ----
\* A state outside the model (x = 9) is generated again at each level; the invariant reads the level
\* (TLCGet), so its verdict may change between generations: it is checked every time, as TLC does.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3 \/ x' = 9
Con == x /= 9
Inv == x = 9 => TLCGet("level") < 4
====
