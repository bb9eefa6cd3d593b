---- MODULE CallStackNext ----
\* An EvalException (\div by 0) in the second action at the third state: TLC prints the Prints of
\* the actions before it again as its CallStackTool evaluates them once more, then the nested positions.
EXTENDS Naturals, TLC
VARIABLE x
Init == Print("init", TRUE) /\ x = 0
A == x < 5 /\ Print(<<"A", x>>, TRUE) /\ x' = x + 1
B == x = 2 /\ x' = 1 \div (x - 2)
Next == A \/ B
====
