---- MODULE IOValues ----
\* IOSerialize / IODeserialize in TLC's binary format, both ways: Mode "write" writes V to Dir (plain
\* and gzipped), Mode "read" reads both files back and compares them with V.
EXTENDS IOUtils, Integers, Sequences, TLC
CONSTANT a, b, Dir, Mode
V == << TRUE, FALSE, -5, 70000, -2147483647 - 1, "hi", "hi", {1, 2, 3}, [f |-> 1, g |-> "s"], <<>>,
        2..4, [i \in {"p", "q"} |-> i], [i \in 1..3 |-> i * 2], a, {a, b}, {}, [i \in {a, b} |-> {}],
        [j \in {<<1, 2>>, <<3>>} |-> j], {[f |-> {}], [f |-> {1}]}, <<<<"x", 1>>, {"x"}>>, 0 :> 1 >>
File(zip) == Dir \o (IF zip THEN "/values.bin.gz" ELSE "/values.bin")
ASSUME Mode = "write" => \A zip \in BOOLEAN : IOSerialize(V, File(zip), zip)
ASSUME Mode = "read" => \A zip \in BOOLEAN : IODeserialize(File(zip), zip) = V
VARIABLE x
Init == x = 0
Next == UNCHANGED x
====
