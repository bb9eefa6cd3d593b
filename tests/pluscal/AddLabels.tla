------------------------------ MODULE AddLabels ------------------------------
(* A uniprocess algorithm without labels: the translator adds them (after a  *)
(* call, at a while, before a second assignment, after an if with a call).   *)
EXTENDS Naturals

(* --algorithm AddLabels
variables x = 0, y = 0, Lbl_2 = 0;
procedure P(a)
begin
  x := a;
  x := x + 1;
  return;
end procedure;
begin
  x := 1;
  y := 2;
  x := 3;
  call P(x);
  while x < 5 do
    x := x + 1;
    if x = 3 then call P(y) end if;
    y := y + 1;
  end while;
  with z \in {1, 2} do y := z end with;
  y := 0;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
