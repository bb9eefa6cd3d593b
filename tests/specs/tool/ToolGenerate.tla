---- MODULE ToolGenerate ----
\* Three successors a step: -simulate generates (and checks) all three, -generate one.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0 /\ PrintT(TLCGet("config").mode)
Next == x' \in {x + 1, x + 2, x + 3}
====
