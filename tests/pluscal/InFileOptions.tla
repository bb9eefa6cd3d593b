----------------------------- MODULE InFileOptions -----------------------------
\* The options statement, which comes before the algorithm:
\* PlusCal options (sf, termination, label, labelRoot Step_)
EXTENDS Naturals

(* --algorithm InFileOptions
variables x = 0;
process P \in 1..2
begin
  x := x + 1;
  x := x + 2;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
