------------------------------- MODULE Unicode -------------------------------
EXTENDS Naturals, Sequences

(* --algorithm Unicode {
  variables x ∈ 1‥3, y = ⟨1, 2⟩, s = {};
  define { Both(a, b) ≜ a ∧ b }
  process (P ∈ {1, 2}) {
    a: x ≔ x + 1 ‖ y ≔ Append(y, x);
    b: with (v ∈ s) { s ≔ s \ {v} };
    c: await ∀ i ∈ DOMAIN y : y[i] ≥ 0 ∧ Both(TRUE, x ≠ 0);
  }
} *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
