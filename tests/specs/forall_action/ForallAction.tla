---- MODULE ForallAction ----
\* \A as an action whose instances branch: TLC takes the product of the instances' branches, every
\* instance evaluated with its own bound values while the ones before it still enumerate theirs.
EXTENDS Integers, FiniteSets
VARIABLES msgs, x
Rec(i, b, a) == [ins |-> i, bal |-> b, acc |-> a]
Maj == {{1, 2}, {2, 3}}
Init == /\ msgs \in SUBSET {Rec(i, b, a) : i \in {1, 2}, b \in {0, 1}, a \in {1, 2, 3}}
        /\ Cardinality(msgs) <= 7
        /\ x = <<>>
Decided(rm) == \E b \in {0, 1}, MS \in Maj : \A ac \in MS : Rec(rm, b, ac) \in msgs
Decide == /\ x = <<>>
          /\ \A rm \in {1, 2} : /\ Decided(rm)
                                /\ \E b \in {0, 1}, MS \in Maj :
                                      /\ \A ac \in MS : Rec(rm, b, ac) \in msgs
                                      /\ rm = 1 => x' = <<b, MS>>
          /\ UNCHANGED msgs
Next == Decide
====
