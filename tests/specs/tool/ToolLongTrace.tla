---- MODULE ToolLongTrace ----
\* A counterexample of 400 states whose JSON, as the extension's parser writes it, passes 64 KiB.
EXTENDS Naturals
VARIABLE x, log
Init == x = 0 /\ log = [step |-> 0, twice |-> 0, note |-> "a line long enough to fill a pipe", last |-> <<0, 1, 2>>]
Next == /\ x' = x + 1
        /\ log' = [step |-> x + 1, twice |-> 2 * (x + 1), note |-> log.note, last |-> <<x + 1, x + 2, x + 3>>]
Small == x < 399
====
