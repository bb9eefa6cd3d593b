---- MODULE Algo ----
EXTENDS Naturals
(* --algorithm Algo
variables n = 0;
begin
  Loop: while n < 3 do
    n := n + 1;
  end while;
end algorithm; *)
====
