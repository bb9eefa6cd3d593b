---------------------------- MODULE ToolBoxProperty ----------------------------
\* -coverage: a property's []P is checked (and counted) as TLC's invariant `Action line ...`, ENABLED's
\* evaluation of the actions under it; its liveness part (~>, WF) as the liveness checker's.
EXTENDS Naturals

VARIABLES x, y

Init == x = 0 /\ y \in {0, 1}

Up == /\ x < 4
      /\ x' = x + 1
      /\ UNCHANGED y

Flip == /\ y = 0
        /\ y' = 1
        /\ UNCHANGED x

Next == Up \/ Flip

Spec == Init /\ [][Next]_<<x, y>> /\ WF_<<x, y>>(Up)

Bounded == [](x <= 4)

Done == []((~ ENABLED Up) => x = 4)

Both == Bounded /\ (x = 0 ~> x = 4)
TypeOK == x \in 0..4 /\ y \in {0, 1}
Safe == []TypeOK
=============================================================================
