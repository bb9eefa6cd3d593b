---- MODULE Fair ----
\* Fairness on actions that are, or are not, actions of Next: <<A>>_v judged on the steps the search records.
EXTENDS Naturals, TLC
VARIABLES x, y, turn
vars == <<x, y, turn>>
Procs == {1, 2}
Init == x = 0 /\ y = 0 /\ turn = 1
IncX == x < 3 /\ x' = x + 1 /\ UNCHANGED <<y, turn>>
IncX2 == x < 3 /\ x' = 1 + x /\ UNCHANGED <<y, turn>>
Flip(p) == turn' = p /\ UNCHANGED <<x, y>>
Spin == y' = 1 - y /\ UNCHANGED <<x, turn>>
Loud == PrintT("loud") /\ IncX2
Next == IncX2 \/ (\E p \in Procs : Flip(p)) \/ Spin
Spec == Init /\ [][Next]_vars

FairOther == Spec /\ WF_vars(IncX)
FairOwn == Spec /\ WF_vars(IncX2)
FairOneVar == Spec /\ WF_x(IncX2)
FairSum == Spec /\ WF_(x + y)(IncX2)
FairFlip == Spec /\ WF_vars(Flip(2))
FairEach == Spec /\ \A p \in Procs : WF_vars(Flip(p))
StrongFlip == Spec /\ SF_vars(Flip(2)) /\ WF_vars(IncX2)
FairLoud == Spec /\ WF_vars(Loud)

Reaches == <>(x = 3)
TwoOften == []<>(turn = 2)
TwoForever == <>[](turn = 2)
YMoves == []<>(y = 1)
NoMoveAtTop == x = 3 => x' # x
====
