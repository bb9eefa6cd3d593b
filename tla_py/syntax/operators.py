"""Canonical operator names and the token kinds that carry TLA+'s precedence levels.

The lexer folds every spelling of an operator (ASCII synonyms, Unicode) into one canonical
name and one token kind; the grammar encodes precedence by token kind (OP5 = level 5 ...).
"""

from __future__ import annotations

# Backslash words: canonical name and token kind.
BACKSLASH_OPS: dict[str, tuple[str, str]] = {
    "land": ("/\\", "AND"), "lor": ("\\/", "OR"), "lnot": ("~", "NOT"), "neg": ("~", "NOT"),
    "equiv": ("<=>", "OP2"), "in": ("\\in", "ELEM"), "notin": ("\\notin", "OP5"),
    "leq": ("<=", "OP5"), "geq": (">=", "OP5"),
    "subseteq": ("\\subseteq", "OP5"), "subset": ("\\subset", "OP5"),
    "supseteq": ("\\supseteq", "OP5"), "supset": ("\\supset", "OP5"),
    "prec": ("\\prec", "OP5"), "preceq": ("\\preceq", "OP5"), "succ": ("\\succ", "OP5"),
    "succeq": ("\\succeq", "OP5"), "sqsubset": ("\\sqsubset", "OP5"),
    "sqsubseteq": ("\\sqsubseteq", "OP5"), "sqsupset": ("\\sqsupset", "OP5"),
    "sqsupseteq": ("\\sqsupseteq", "OP5"), "sim": ("\\sim", "OP5"), "simeq": ("\\simeq", "OP5"),
    "approx": ("\\approx", "OP5"), "asymp": ("\\asymp", "OP5"), "cong": ("\\cong", "OP5"),
    "doteq": ("\\doteq", "OP5"), "propto": ("\\propto", "OP5"), "ll": ("\\ll", "OP5"),
    "gg": ("\\gg", "OP5"), "cdot": ("\\cdot", "CDOT"),
    "cup": ("\\cup", "OP8"), "union": ("\\cup", "OP8"), "cap": ("\\cap", "OP8"),
    "intersect": ("\\cap", "OP8"),
    "uplus": ("\\uplus", "OP9"), "sqcap": ("\\sqcap", "OP9"), "sqcup": ("\\sqcup", "OP9"),
    "wr": ("\\wr", "OP9"),
    "X": ("\\X", "TIMES"), "times": ("\\X", "TIMES"),
    "oplus": ("\\oplus", "OP10"), "ominus": ("\\ominus", "OP11"),
    "o": ("\\o", "OP13"), "circ": ("\\o", "OP13"), "odot": ("\\odot", "OP13"),
    "oslash": ("\\oslash", "OP13"), "otimes": ("\\otimes", "OP13"), "div": ("\\div", "OP13"),
    "star": ("\\star", "OP13"), "bullet": ("\\bullet", "OP13"), "bigcirc": ("\\bigcirc", "OP13"),
    "A": ("\\A", "FORALL"), "E": ("\\E", "EXISTS"), "AA": ("\\AA", "FORALL2"),
    "EE": ("\\EE", "EXISTS2"),
}

# Symbolic operators and punctuation, longest first when matched.
SYMBOLS: dict[str, tuple[str, str]] = {
    "-+->": ("-+->", "OP2"), "<=>": ("<=>", "OP2"), "~>": ("~>", "OP2"), "=>": ("=>", "IMPLIES"),
    "|->": ("|->", "MAPSTO"), "::=": ("::=", "OP5"), "...": ("...", "OP9"),
    "(+)": ("\\oplus", "OP10"), "(-)": ("\\ominus", "OP11"), "(.)": ("\\odot", "OP13"),
    "(/)": ("\\oslash", "OP13"), "(\\X)": ("\\otimes", "OP13"),
    ">>_": (">>_", "RANGLE_SUB"), "]_": ("]_", "RBRACK_SUB"),
    "/\\": ("/\\", "AND"), "\\/": ("\\/", "OR"),
    "==": ("==", "DEFEQ"), "=<": ("<=", "OP5"), "=|": ("=|", "OP5"), "/=": ("/=", "OP5"),
    "<=": ("<=", "OP5"), ">=": (">=", "OP5"), "->": ("->", "ARROW"), "<-": ("<-", "LARROW"),
    "-|": ("-|", "OP5"), "|-": ("|-", "OP5"), "|=": ("|=", "OP5"), ":=": (":=", "OP5"),
    "::": ("::", "DCOLON"), ":>": (":>", "OP7"), "<:": ("<:", "OP7"), "@@": ("@@", "OP6"),
    "..": ("..", "OP9"), "##": ("##", "OP9"), "$$": ("$$", "OP9"), "??": ("??", "OP9"),
    "++": ("++", "OP10"), "%%": ("%%", "OP10"), "||": ("||", "OP10"), "--": ("--", "OP11"),
    "**": ("**", "OP13"), "//": ("//", "OP13"), "&&": ("&&", "OP13"), "^^": ("^^", "OP14"),
    "^+": ("^+", "OP15"), "^*": ("^*", "OP15"), "^#": ("^#", "OP15"),
    "-.": ("-.", "MINUSDOT"), "<<": ("<<", "LANGLE"), ">>": (">>", "RANGLE"),
    "[]": ("[]", "BOX"), "<>": ("<>", "DIAMOND"),
    "=": ("=", "EQ"), "#": ("/=", "OP5"), "<": ("<", "OP5"), ">": (">", "OP5"),
    "$": ("$", "OP9"), "+": ("+", "PLUS"), "%": ("%", "OP10"), "|": ("|", "OP10"),
    "-": ("-", "MINUS"), "*": ("*", "OP13"), "/": ("/", "OP13"), "&": ("&", "OP13"),
    "^": ("^", "OP14"), "'": ("'", "PRIME"), "~": ("~", "NOT"), "\\": ("\\", "OP8"),
    "(": ("(", "LPAR"), ")": (")", "RPAR"), "[": ("[", "LBRACK"), "]": ("]", "RBRACK"),
    "{": ("{", "LBRACE"), "}": ("}", "RBRACE"), ",": (",", "COMMA"), ":": (":", "COLON"),
    ".": (".", "DOT"), "!": ("!", "BANG"), "@": ("@", "AT"), "_": ("_", "UNDERSCORE"),
}

UNICODE: dict[str, str] = {
    "∧": "/\\", "∨": "\\/", "¬": "~", "⇒": "=>", "≡": "<=>", "⇔": "<=>", "∈": "\\in",
    "∉": "\\notin", "≠": "/=", "≤": "<=", "≥": ">=", "⊆": "\\subseteq", "⊂": "\\subset",
    "⊇": "\\supseteq", "⊃": "\\supset", "∪": "\\cup", "∩": "\\cap", "×": "\\X", "∀": "\\A",
    "∃": "\\E", "□": "[]", "◇": "<>", "⟨": "<<", "⟩": ">>", "↦": "|->", "→": "->", "≜": "==",
    "←": "<-", "∘": "\\o", "⊕": "(+)", "⊖": "(-)", "⊙": "(.)", "⊗": "(\\X)", "⊘": "(/)",
    "≺": "\\prec", "≼": "\\preceq", "≻": "\\succ", "≽": "\\succeq", "⊏": "\\sqsubset",
    "⊑": "\\sqsubseteq", "⊐": "\\sqsupset", "⊒": "\\sqsupseteq", "∼": "\\sim", "≃": "\\simeq",
    "≈": "\\approx", "≍": "\\asymp", "≅": "\\cong", "≐": "\\doteq", "∝": "\\propto",
    "≪": "\\ll", "≫": "\\gg", "⊎": "\\uplus", "⊓": "\\sqcap", "⊔": "\\sqcup", "≀": "\\wr",
    "⋅": "\\cdot", "÷": "\\div", "⋆": "\\star", "●": "\\bullet", "◯": "\\bigcirc", "↝": "~>",
    "‥": "..", "…": "...", "⊢": "|-", "⊨": "|=", "⊣": "-|", "≔": ":=", "⩴": "::=", "⫤": "=|",
    "⇸": "-+->", "⁺": "^+", "∀∀": "\\AA", "∃∃": "\\EE",
}

KEYWORDS: frozenset[str] = frozenset(
    "ASSUME ASSUMPTION AXIOM CASE CHOOSE CONSTANT CONSTANTS DOMAIN ELSE ENABLED EXCEPT EXTENDS IF "
    "IN INSTANCE LET LOCAL MODULE OTHER SUBSET THEN THEOREM UNCHANGED UNION VARIABLE VARIABLES "
    "WITH LAMBDA RECURSIVE TRUE FALSE LEMMA COROLLARY PROPOSITION PROOF BY OBVIOUS OMITTED QED "
    "DEFINE USE HIDE DEF DEFS NEW PROVE ACTION STATE TEMPORAL HAVE TAKE WITNESS PICK SUFFICES "
    "ONLY".split()
)

# Keywords whose token kind differs from the word itself.
KEYWORD_KINDS: dict[str, str] = {
    "IN": "KW_IN", "CONSTANTS": "CONSTANT", "VARIABLES": "VARIABLE", "ASSUMPTION": "ASSUME",
    "AXIOM": "ASSUME", "LEMMA": "THEOREM", "COROLLARY": "THEOREM", "PROPOSITION": "THEOREM",
    "TRUE": "BOOL", "FALSE": "BOOL", "ENABLED": "PREFIX4", "UNCHANGED": "PREFIX4",
    "SUBSET": "PREFIX8", "UNION": "PREFIX8",
}

# Words that start or belong to proofs and module-level USE/HIDE: skipped, never parsed.
PROOF_WORDS: frozenset[str] = frozenset("PROOF BY OBVIOUS OMITTED USE HIDE".split())

# Token kinds of infix operators a user may define or declare (`a (+) b == ...`, `_ + _`).
INFIX_KINDS: frozenset[str] = frozenset(
    "IMPLIES OP2 AND OR EQ ELEM OP5 CDOT OP6 OP7 OP8 OP9 TIMES PLUS OP10 MINUS OP11 OP13 OP14".split()
)
POSTFIX_KINDS: frozenset[str] = frozenset({"OP15", "PRIME"})
