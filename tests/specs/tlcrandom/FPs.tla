---- MODULE FPs ----
\* TLCFP (TLC's fingerprint of a value, cut to an int) of values of every kind.
EXTENDS Integers, Sequences, TLC, TLCExt
CONSTANTS a, b, Name
Vals == << 0, 1, -1, 12345678, -2147483647, TRUE, FALSE, "", "abc", "x", <<>>, {}, <<1, "a">>, {3, 1, 2},
           1..3, [p |-> 1, q |-> "s"], [i \in {2, 3} |-> i * 2], {"b", "a"}, {{1}, {}}, [{1, 2} -> {TRUE}],
           SUBSET {1, 2}, a, b, {a, b}, <<a>>, Name, [x \in {a, b} |-> {}], {"a"} \X {1, 2},
           [p : {1}, q : {"u", "v"}], [i \in 1..2 |-> "z"], {x \in 1..9 : x % 4 = 0} >>
VARIABLE x
ASSUME PrintT(Vals)
ASSUME PrintT([i \in 1..Len(Vals) |-> TLCFP(Vals[i])])
Init == x = 0
Next == UNCHANGED x
====
