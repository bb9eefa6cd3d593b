------------------------------- MODULE OmitPcUni -------------------------------
EXTENDS Naturals

(* --fair algorithm OmitPcUni
variables x = 0;
begin
  Loop: while TRUE do
    either x := x + 1 or x := 0 end either;
  end while;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
