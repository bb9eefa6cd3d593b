"""The TLA+ symbols pcal.trans's tokenizer knows (with ";"), which of them open or close brackets,
and the characters a TLA+ string may hold unescaped."""

from __future__ import annotations

_WORDS = (
    "_ ASSUME ASSUMPTION AXIOM BOOLEAN CASE CONSTANT CONSTANTS EXCEPT EXTENDS FALSE IF INSTANCE LOCAL "
    "MODULE OTHER STRING THEOREM TRUE VARIABLE VARIABLES WITH WF_ SF_ CHOOSE ENABLED UNCHANGED SUBSET "
    "UNION DOMAIN ELSE THEN LET IN"
).split()

LEFT_PARENS = frozenset({"(", "[", "{", "<<", "⟨"})
RIGHT_PARENS = frozenset({")", "}", "]", ">>", "⟩", ">>_", "⟩_", "]_"})

_OPERATORS = (
    r"\A ∀ \forall \E ∃ \exists \AA \EE ~ ¬ \lnot \neg <> ◇ ' ^+ ⁺ ^* ^# => ⇒ \cdot ⋅ <=> ⇔ \equiv ≡ "
    r"~> ↝ -+-> ⇸ \subseteq ⊆ \subset ⊂ \supset ⊃ \supseteq ⊇ \ll ≪ \gg ≫ \ \cap \intersect ∩ \cup "
    r"\union ∪ /\ ∧ \/ ∨ \land \lor \X × - + * / ^ | || ‖ & && ++ -- ** // ^^ |- ⊢ |= ⊨ -| ⊣ =| ⫤ <: "
    r":> := ≔ ::= ⩴ (+) ⊕ (-) ⊖ \oplus \ominus (.) ⊙ \odot (/) ⊘ \oslash (\X) ⊗ \otimes \uplus ⊎ "
    r"\sqcap ⊓ \sqcup ⊔ \div ÷ \star ⋆ \o ∘ \circ \bigcirc ◯ \bullet ● \in ∈ \notin ∉ = # /= ≠ < > =< "
    r"<= ≤ >= ≥ \prec ≺ \succ ≻ \preceq ⪯ \succeq ⪰ \sim ∼ \simeq ≃ \approx ≈ \doteq ≐ \asymp ≍ "
    r"\sqsubset ⊏ \sqsupset ⊐ \sqsubseteq ⊑ \sqsupseteq ⊒ \propto ∝ : -> → |-> ↦ <- ← == ≜ [] □ .. ‥ "
    r"... … $ $$ ? ?? ⁇ % %% ## @@ !! ‼ \times \leq \geq \mod \wr ≀ ≅ ! ; , . -. @"
).split()

BUILTINS = frozenset(_WORDS) | LEFT_PARENS | RIGHT_PARENS | frozenset(_OPERATORS)


def _is_letter(ch: str) -> bool:
    return ("a" <= ch <= "z") or ("A" <= ch <= "Z") or ch == "_"


def _prefixes() -> frozenset:
    """Every non-empty prefix of the symbols that are neither words nor a backslash and a word."""
    out = set()
    for sym in BUILTINS:
        if _is_letter(sym[0]) or (len(sym) > 1 and sym[0] == "\\" and _is_letter(sym[1])):
            continue
        out.update(sym[:n] for n in range(1, len(sym) + 1))
    return frozenset(out)


PREFIXES = _prefixes()

STRING_CHARS = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ ~!@#$%^&*()_-+={}[]|:;<,>.?/`'0123456789"
)


def is_letter(ch: str) -> bool:
    """An ASCII letter or '_' (pcal.trans's notion of a letter)."""
    return _is_letter(ch)


def is_digit(ch: str) -> bool:
    return "0" <= ch <= "9"
