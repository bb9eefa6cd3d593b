------------------------------ MODULE CStatements ------------------------------
EXTENDS Integers, Sequences, TLC

(***************************************************************************
--algorithm CStatements {
  variables x = 0, y = 1, q = <<>>;
  define { Twice(v) == 2 * v }
  macro Inc(v) { v := v + 1 }
  macro Push(e) { q := Append(q, e); }
  { a: x := 1;
       y := Twice(x);
    b: if (x > 1) { x := 2; y := 3 } else if (x = 1) { x := 5 } else { skip };
    c: while (x < 10) {
         Inc(x);
         if (x = 5) { d: Push(x) }
       };
    e: either { x := 1 } or { y := 2 } or { await x > 0; y := 3 };
    f: with (i \in 1..3; j = i) { x := i + j };
       print x;
    g: { x := 0; y := 0 };
       assert x = 0;
  }
}
***************************************************************************)
\* BEGIN TRANSLATION (chksum(pcal) = "00000000" /\ chksum(tla) = "00000000")
\* END TRANSLATION
================================================================================
