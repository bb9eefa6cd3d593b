------------------------------ MODULE FairLabels ------------------------------
(* Fairness: fair and fair+ processes, + and - label modifiers, procedures   *)
(* called from a fair process (the closure of calls), a multi-line id.       *)
EXTENDS Naturals

(* --algorithm FairLabels {
  variables x = 0;
  procedure Inner() { i1:+ x := x + 1; i2:- x := x - 1; return }
  procedure Outer() { o1: call Inner(); o2: return }
  fair process (P \in 1..2) {
    p1:+ x := 1;
    p2:- call Outer();
    p3: x := 2
  }
  fair+ process (Q = 3) { q1:- x := 3; q2: call Inner() }
  fair process (R = [a |-> 1,
                     b |-> 2]) { r1: x := 4 }
  process (S \in {5}) { s1: skip }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
