---- MODULE Structures ----
\* Records, functions on ints, sequences and sets of sets in the state.
EXTENDS Integers, Sequences, TLC
VARIABLES r, f, q, ss, n
Push(v) == IF Len(q) < 2 THEN Append(q, v) ELSE <<v>>
Init == /\ r = [a |-> 0, b |-> "x"]
        /\ f = [i \in {2, 5} |-> 0]
        /\ q = <<>>
        /\ ss = {}
        /\ n = 0
Next == /\ n < 5
        /\ n' = n + 1
        /\ \/ /\ r' = [a |-> RandomElement(0..1), b |-> RandomElement({"x", "y"})]
              /\ q' = Push(RandomElement(1..2))
              /\ UNCHANGED <<f, ss>>
           \/ /\ f' = [f EXCEPT ![RandomElement({2, 5})] = RandomElement(-1..1)]
              /\ ss' = IF n % 2 = 0 THEN {} ELSE ss \cup {RandomElement(SUBSET {1, 2})}
              /\ q' = Push(0)
              /\ UNCHANGED r
====
