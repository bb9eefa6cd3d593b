------------------------------- MODULE GotoDone -------------------------------
EXTENDS Naturals

(* --algorithm GotoDone
variables x = 0;
process A = 1
begin
  a1: while TRUE do
        x := x + 1;
        if x > 3 then goto Done end if;
      end while;
end process;
process B \in {2, 3}
begin
  b1: while TRUE do
        await x > 0;
  b2:   x := x - 1;
      end while;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
