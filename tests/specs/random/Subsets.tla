---- MODULE Subsets ----
\* Randomization's operators on each kind of set, drawn in one constant definition.
EXTENDS Integers, TLC, Randomization
CONSTANTS a, b, c

Draws == << RandomSubset(3, {"x", "y", "z", "w", "v"}),
            RandomSubset(4, 1..30),
            RandomSubset(2, {a, b, c}),
            RandomSubset(3, [{a, b} -> 1..3]),
            RandomSubset(3, [zz : 1..3, aa : {"u", "v"}]),
            RandomSubset(3, SUBSET {1, 2, 3}),
            RandomSubset(2, {1, 2} \X {"s", "t"}),
            RandomSubset(0, 1..5),
            RandomSubset(7, 1..5),
            RandomSubset(2, {}),
            RandomSetOfSubsets(3, 2, 1..5),
            RandomSetOfSubsets(4, 1, {a, b, c}),
            RandomSetOfSubsets(1, 0, {}),
            TestRandomSetOfSubsets(6, 2, 1..4),
            RandomSubset(2, 10..200),
            RandomSubset(3, [1..3 -> 1..1300]),
            RandomSubset(2, [1..12 -> 1..9]),
            RandomSubset(2, [{a, b, c} -> 1..100000]),
            RandomSubset(3, [q : 1..50000, p : 1..50000]) >>

ASSUME \A i \in DOMAIN Draws : PrintT(<<"draw", i, Draws[i]>>)

VARIABLE x
Init == x = 0
Next == UNCHANGED x
====
