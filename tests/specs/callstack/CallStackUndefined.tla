---- MODULE CallStackUndefined ----
\* A primed variable read before the action gives it a value, at the third state: TLC's
\* RuntimeException (message 2280 inside 1000), then the operator's body and argument on the stack.
EXTENDS Naturals, TLC
VARIABLE x
Init == Print("init", TRUE) /\ x = 0
A == x < 5 /\ Print(<<"A", x>>, TRUE) /\ x' = x + 1
Inc(c) == c' = c' + 1
B == x = 2 /\ Inc(x)
Next == A \/ B
====
