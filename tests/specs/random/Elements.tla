---- MODULE Elements ----
\* RandomElement on each kind of set TLC treats on its own, drawn in one constant definition.
EXTENDS Integers, TLC
CONSTANTS a, b, c

Draws == << RandomElement({"x", "y", "z", "w"}),
            RandomElement(-3..40),
            RandomElement({a, b, c}),
            RandomElement(SUBSET {1, 2, 3, 4}),
            RandomElement([{a, b, c} -> 1..3]),
            RandomElement([1..3 -> {"p", "q"}]),
            RandomElement([zz : 1..5, aa : {TRUE, FALSE}, mm : {"u", "v"}]),
            RandomElement({1, 2} \X {"s", "t", "u"} \X {a, b}),
            RandomElement({{1, 2}, {3}, {}, {1, 2, 3}}),
            RandomElement({<<1, 2>>, <<2>>, <<1, 1, 1>>}),
            RandomElement(UNION {{1, 5}, 3..4}),
            RandomElement({x \in 1..20 : x % 3 = 0}),
            RandomElement([{} -> 1..3]),
            RandomElement(SUBSET {a, b}) >>

ASSUME PrintT(Draws)

VARIABLE x
Init == x = 0
Next == UNCHANGED x
====
