---- MODULE StartupWrites ----
\* TLC evaluates its constant definitions at startup in the text's order: W writes out.json before R reads
\* it, so x starts at 3 (TLC: 8 distinct states; 10 had R read the file found there, <<1, 2>>).
EXTENDS Naturals, Sequences, Json
W == JsonSerialize("out.json", <<3, 4>>)
R == JsonDeserialize("out.json")
VARIABLE x
Init == x = R[1]
Next == x < 10 /\ x' = x + (IF W THEN 1 ELSE 2)
====
