---------------------------- MODULE AddLabelsMulti ----------------------------
EXTENDS Naturals

(* --algorithm AddLabelsMulti {
  variables x = 0;
  process (P \in 1..2) {
    x := 1;
    x := 2;
    either { x := 3; x := 4 } or { skip };
    goto a;
    a: x := 5
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
