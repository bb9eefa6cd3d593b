---- MODULE Names ----
\* Properties whose violations TLC names after a definition or after the place of a conjunct
EXTENDS Naturals
VARIABLE n
Init == n = 0
Next == n' = (n + 1) % 4
Spec == Init /\ [][Next]_n
Rises == [][n' > n]_n
RisesAndReturns == [][n' > n]_n /\ []<>(n = 0)
ForEach == \A k \in {1, 2} : [][n' > n + k - 1]_n
Small == n < 3
AlwaysSmall == [](n < 3)
AlwaysSmallNamed == []Small
SmallAndLive == [](n < 3) /\ []<>(n = 0)
Starts == n = 1
StartsNamed == Starts
Both == Starts /\ Rises
====
