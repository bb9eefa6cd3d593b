------------------------------- MODULE Renaming -------------------------------
(* Names the translator must tell apart: a label named like a variable, the  *)
(* same local variable in two procedures and in a process, a label used in   *)
(* two procedures.                                                           *)
EXTENDS Naturals

(* --algorithm Renaming
variables x = 0, go = 0;
procedure P(v = 0)
  variable tmp = 1;
begin
  go: tmp := v + x;
      x := tmp;
      return;
end procedure;
procedure Q(v = 1)
  variable tmp = 2;
begin
  go: tmp := v * 2;
      x := tmp;
      return;
end procedure;
process R \in {1, 2}
  variable tmp = 0;
begin
  x: call P(tmp);
  y: call Q(tmp);
  z: tmp := go;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
