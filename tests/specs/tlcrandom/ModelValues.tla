---- MODULE ModelValues ----
\* Model values (the config's) in the state: TLC fingerprints them by their UniqueString token.
EXTENDS Naturals, TLC
CONSTANTS Procs, Nil, Name
VARIABLES owner, votes, n
Init == owner = Nil /\ votes = [p \in Procs |-> 0] /\ n = 0
Next == /\ n < 5
        /\ n' = n + 1
        /\ \E q \in Procs :
             /\ owner' = RandomElement(Procs \cup {Nil})
             /\ votes' = [votes EXCEPT ![q] = RandomElement(0..2)]
Inv == Name = "tlc"
====
