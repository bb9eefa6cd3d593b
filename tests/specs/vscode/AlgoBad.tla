---- MODULE AlgoBad ----
EXTENDS Naturals
(* --algorithm AlgoBad
variables n = 0;
begin
  Loop: while n < 3 do
    n := n + 1
    n := 2;
  end while;
end algorithm; *)
====
