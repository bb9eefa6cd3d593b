---- MODULE RecWrite ----
\* A recursive action walking a set, assigning the variables at its base case (issue 33's WriteFiles).
EXTENDS Naturals, FiniteSets
VARIABLES data_files, writer, pending
Files == {"a", "b", "c"}
RECURSIVE WriteFiles(_, _, _, _)
WriteFiles(w, todo, files, n) ==
  IF todo = {}
  THEN /\ data_files' = files
       /\ writer' = w
  ELSE LET f == CHOOSE x \in todo : TRUE
       IN WriteFiles(w, todo \ {f}, files \cup {<<f, n>>}, n + 1)
Init == data_files = {} /\ writer = "none" /\ pending = Files
Write(w) == \E S \in SUBSET pending :
              /\ S # {}
              /\ pending' = pending \ S
              /\ WriteFiles(w, S, data_files, Cardinality(data_files))
Next == \E w \in {"w1", "w2"} : Write(w)
Inv == Cardinality(data_files) < 3
====
