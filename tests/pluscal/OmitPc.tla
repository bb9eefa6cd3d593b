-------------------------------- MODULE OmitPc --------------------------------
(* A process that is one `while TRUE` with no label inside: no pc, no         *)
(* Terminating disjunct, the process's name for its action.                  *)
EXTENDS Naturals

(* --algorithm OmitPc {
  variables x = 0, y = 0;
  fair process (Inc \in 1..2) {
    loop: while (TRUE) {
      if (x < 3) x := x + 1 else x := 0;
      y := y + 1
    }
  }
  process (Dec = 3) {
    d: while (TRUE) { await x > 0; x := x - 1 }
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
