---- MODULE CoverageOverride ----
\* The config puts MC definitions in the place of Init, Next, an invariant and a constraint (`Op <- MCOp`):
\* TLC's coverage names the definitions put in their place. A constant given a definition (`Start <- starts`)
\* is that definition evaluated at each use, its lines under the use.
EXTENDS Naturals
CONSTANT Start
VARIABLES x, y
starts == {0, 1}
Init == x = 0 /\ y = 0
MCInit == x \in Start /\ y = 0
Next == \/ x' = x + 1 /\ y' = y
        \/ y' = 1 - y /\ x' = x
MCNext == \/ x' = x + 1 /\ y' = y
          \/ y' = 1 - y /\ x' = x
Spec == Init /\ [][Next]_<<x, y>>
TypeOK == x \in Nat
MCTypeOK == x \in 0 .. 4 /\ y \in {0, 1}
Small == x < 2
MCSmall == x < 3
====
