---- MODULE InitDraws ----
\* Random draws in Init (TLC draws them in its main thread, continuing the startup sequence): the
\* initial states, hence the state counts, depend on the seed.
EXTENDS Integers, TLC, Randomization
VARIABLES x, y
Init == /\ x \in RandomSubset(3, 1..40)
        /\ y = RandomElement([p : 0..3, q : {"a", "b"}])
Next == /\ x < 45
        /\ x' = x + 1
        /\ y' = [y EXCEPT !.p = (@ + 1) % 4]
====
