---- MODULE FilterMember ----
EXTENDS Naturals, FiniteSets
VARIABLE x, S
Big == {D \in SUBSET SUBSET (1..4) : \A I \in D : Cardinality(I) = x}
Evens(n) == {k \in 0..n : k % 2 = 0}
EvensOfEvens(n) == {k \in Evens(n) : k % 4 = 0}
Pos == {k \in Nat : k > 0}
Init == x = 1 /\ S = {{1}}
Next == /\ x < 4
        /\ x' = x + 1
        /\ S' \in {T \in SUBSET SUBSET (1..3) : Cardinality(T) = x /\ \A I \in T : Cardinality(I) = 1}
Inv == /\ S \in Big \/ x > 1
       /\ x \in Evens(6) \/ x \notin Evens(6)
       /\ (x \in EvensOfEvens(8)) = (x = 4)
       /\ x \in Pos
       /\ x \notin {k \in 1..3 : k > 3}
       /\ S \in {D \in SUBSET SUBSET (1..8) : \A I \in D : I \subseteq 1..3}
Small == x \in {k \in Nat : k < 3}
====
