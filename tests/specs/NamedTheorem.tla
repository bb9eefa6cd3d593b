---- MODULE NamedTheorem ----
EXTENDS Naturals
THEOREM Doubling == \A x \in 0..10 : (x + x) % 2 = 0
LEMMA Wrong == \A x \in 0..10 : x < 10
VARIABLE x
ASSUME Doubling
ASSUME Doubling!:
Init == x = 0
Next == x < 2 /\ x' = x + 1
====
