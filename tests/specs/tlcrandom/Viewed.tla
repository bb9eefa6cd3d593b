---- MODULE Viewed ----
\* With a VIEW TLC fingerprints (and so reseeds by) the view's value, not the state.
EXTENDS Naturals, TLC
VARIABLES x, t, u
Init == x = 0 /\ t = 0 /\ u = 0
Next == /\ t < 6
        /\ t' = t + 1
        /\ \/ x' = (x + RandomElement(0..3)) % 7 /\ u' = u
           \/ u' = (u + RandomElement(1..2)) % 4 /\ x' = x
View == <<x, u, t % 4>>
====
