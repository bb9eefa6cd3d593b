"""The tokenizer of PlusCal's text, as pcal.trans's: one algorithm token at a time, or a whole TLA+
expression up to the first token that cannot belong to it (";", "then", an unmatched ")" ...),
keeping every token's column so the translation can lay the expression out as it was written."""

from __future__ import annotations

from tla_py.pluscal.errors import PcalError
from tla_py.pluscal.expr import BUILTIN, IDENT, NUMBER, STRING, Expr, Token
from tla_py.pluscal.reader import END, CharReader
from tla_py.pluscal.symbols import (
    BUILTINS,
    LEFT_PARENS,
    PREFIXES,
    RIGHT_PARENS,
    STRING_CHARS,
    is_digit,
    is_letter,
)

DASHES, END_MODULE = 6, 7

# Tokens that end an expression (the keywords only where they cannot be a record field).
DELIMITERS = frozenset(
    "; do then := ≔ begin variable variables || ‖ end else elsif if either or while with call return "
    "goto print assert skip procedure define process fair".split()
)

(START, ID, NUM_OR_ID, BS, NUM, NUM_OR_BI, BSBUILT_IN, BUILT_IN, DASH1, DASH2, DASH3, DASHES_ST, EQ1, EQ2,
 EQ3, EQS, LEFT_PAREN, STRING_ST, ESC_STRING, LINE_COMMENT, LINE_COM_PAREN, LINE_COM_STAR, COMMENT,
 COMMENT_STAR, COMMENT_PAREN, OR_COMMENT, OR_COMMENT_PAREN, OR_COMMENT_STAR, DONE) = range(29)


class Tokenizer:
    """Reads tokens from a CharReader; `delimiter` (and its line and column) is the last token read
    past an expression, or the last algorithm token (kept when the input ends, as pcal.trans does)."""

    def __init__(self, reader: CharReader):
        self.reader = reader
        self.delimiter = ""
        self.delimiter_line = 0
        self.delimiter_col = 0

    def expression(self) -> Expr:
        """The tokens of the expression starting here; `delimiter` is the token that ended it."""
        return self._run(True)

    def algorithm_token(self) -> str:
        """The next token of the algorithm."""
        self._run(False)
        return self.delimiter

    # ----------------------------------------------------------------- the machine

    def _run(self, is_expr: bool) -> Expr:
        r = self.reader
        self.is_expr = is_expr
        self.ncol = r.column
        self.col = self.ncol
        self.prev = " "
        self.lines: list[list[Token]] = []
        self.linev: list[Token] = []
        self.token = ""
        self.next = r.next_char()
        self.depth = 0
        self.in_quantifier = False
        self.cdepth = 0
        self.state = START
        self.ended = False
        while self.state != DONE and not self.ended:
            self._step()
        if self.next != "\n":
            r.backspace()
        result = Expr(self.lines)
        result.normalize()
        return result

    def _skip(self) -> None:
        self.ncol = self.reader.column
        self.next = self.reader.next_char()

    def _add(self) -> None:
        self.token += self.next
        self._skip()

    def _start(self) -> None:
        self.state = START
        self.col = self.ncol

    def _new_line(self) -> None:
        self.lines.append(self.linev)
        self.linev = []
        self.col = 0

    def _error(self, msg: str) -> PcalError:
        """pcal.trans's tokenizing error: the message, the token so far and its place."""
        line, col = self.reader.line + 1, self.col + 1
        return PcalError(f"{msg} `{self.token}' found at\n    line {line}, column {col}", line, col)

    def _out(self, kind: int) -> None:
        """Emit the token: add it to the expression, or end the expression (or the single algorithm
        token) with it."""
        tok = self.token
        if not self.is_expr:
            self._end()
            self.token = ""
            return
        if kind not in (BUILTIN, NUMBER, STRING, IDENT):
            raise self._error("Illegal token in an expression")
        ends = kind != STRING and (
            (tok in DELIMITERS and not (kind == IDENT and self.prev in (".", "[", ",")))
            or ((tok == "," and not self.in_quantifier) or tok in (")", "}")) and self.depth == 0
        )
        if ends:
            if self.depth != 0:
                raise self._error("Expression with an unmatched (, [, {, or << followed by")
            if self.in_quantifier:
                raise self._error("Expression with \\A or \\E but no following `:` followed by")
            self._end()
            if self.linev:
                self._new_line()
            return
        if kind == BUILTIN:
            if tok in LEFT_PARENS:
                self.depth += 1
            if tok in RIGHT_PARENS:
                self.depth -= 1
                if self.depth < 0:
                    raise self._error("Extra (unmatching)")
        self.prev = " " if kind == STRING else tok
        if tok in ("\\A", "∀", "\\E", "∃") and self.depth == 0:
            self.in_quantifier = True
        if self.in_quantifier and tok == ":" and self.depth == 0:
            self.in_quantifier = False
        if tok != "" or kind == STRING:
            self.linev.append(Token(tok, self.col, kind))
        self.token = ""

    def _end(self) -> None:
        self.ended = True
        self.delimiter = self.token
        self.delimiter_col = self.col
        self.delimiter_line = self.reader.line - (1 if self.next == "\n" else 0)

    def _step(self) -> None:  # noqa: C901 - one branch per state, as the tokenizer's automaton
        """One step of the automaton (tlatex's TokenizeSpec in TLA mode)."""
        ch, st = self.next, self.state
        if st == START:
            if ch in (" ", "\f", "\r"):
                self._skip()
                self._start()
            elif is_letter(ch):
                self._add()
                self.state = ID
            elif ch in ("ℕ", "ℤ", "ℝ"):
                self._add()
                self._out(IDENT)
                self._start()
            elif is_digit(ch):
                self._add()
                self.state = NUM_OR_ID
            elif ch == "\\":
                self._add()
                self.state = BS
            elif ch == "-":
                self._add()
                self.state = DASH1
            elif ch == "=":
                self._add()
                self.state = EQ1
            elif ch == "(":
                self._skip()
                self.state = LEFT_PAREN
            elif ch == '"':
                self._skip()
                self.state = STRING_ST
            elif ch == "\n":
                self._skip()
                self._new_line()
                self._start()
            elif ch in PREFIXES:
                self._add()
                self.state = BUILT_IN
            elif ch == END:
                self.state = DONE
            else:
                self._add()
                raise self._error("Illegal lexeme")
        elif st == ID:
            if len(self.token) == 3 and self.token in ("WF_", "SF_"):
                self._out(BUILTIN)
                self._start()
            elif is_letter(ch) or is_digit(ch):
                self._add()
            else:
                self._out(BUILTIN if self.token in BUILTINS else IDENT)
                self._start()
        elif st == NUM_OR_ID:
            if is_digit(ch):
                self._add()
            elif is_letter(ch):
                self._add()
                self.state = ID
            else:
                self._out(NUMBER)
                self._start()
        elif st == BS:
            if ch in "bBoOhH":
                self._add()
                self.state = NUM_OR_BI
            elif is_letter(ch):
                self.state = BSBUILT_IN
            elif ch == "*":
                self._skip()
                self.token = ""
                self.state = LINE_COMMENT
            else:
                self.state = BUILT_IN
        elif st == NUM_OR_BI:
            self.state = NUM if is_digit(ch) else BSBUILT_IN
        elif st == NUM:
            if is_digit(ch):
                self._add()
            elif is_letter(ch):
                self._add()
                if self.token[0] == "\\":
                    raise self._error("Illegal lexeme")
                self.state = ID
            else:
                self._out(NUMBER)
                self._start()
        elif st == BSBUILT_IN:
            if is_letter(ch) and ch != "_":
                self._add()
            elif self.token in BUILTINS:
                self._out(BUILTIN)
                self._start()
            else:
                raise self._error("Illegal lexeme ")
        elif st == BUILT_IN:
            self._built_in(ch)
        elif st in (DASH1, DASH2):
            if ch == "-":
                self._add()
                self.state = DASH2 if st == DASH1 else DASH3
            else:
                self.state = BUILT_IN
        elif st in (DASH3, DASHES_ST):
            if ch == "-":
                self._add()
                self.state = DASHES_ST
            elif st == DASH3:
                raise self._error("Illegal lexeme")
            else:
                self._out(DASHES)
                self._start()
        elif st in (EQ1, EQ2):
            if ch == "=":
                self._add()
                self.state = EQ2 if st == EQ1 else EQ3
            else:
                self.state = BUILT_IN
        elif st in (EQ3, EQS):
            if ch == "=":
                self._add()
                self.state = EQS
            elif st == EQ3:
                raise self._error("Illegal lexeme")
            else:
                self._out(END_MODULE)
                self._start()
        elif st == LEFT_PAREN:
            if ch == "*":
                self._skip()
                self.cdepth = 1
                self.state = COMMENT
            else:
                self.token = "("
                self.state = BUILT_IN
        elif st == STRING_ST:
            if ch == "\\":
                self._add()
                self.state = ESC_STRING
            elif ch == '"':
                self._skip()
                self._out(STRING)
                self._start()
            elif ch in STRING_CHARS:
                self._add()
            else:
                self._add()
                raise self._error("Illegal character in string")
        elif st == ESC_STRING:
            self._add()
            if ch not in ('"', "\\", "t", "n", "f", "r"):
                raise self._error("Illegal character following \\ in string")
            self.state = STRING_ST
        else:
            self._comment_step(ch, st)

    def _built_in(self, ch: str) -> None:
        """Grow an operator while it is a prefix of one; then give back the characters past the
        longest operator it starts with."""
        if self.token + ch in PREFIXES:
            self._add()
            return
        if self.token not in BUILTINS:
            self.reader.backspace()
            while self.token not in BUILTINS:
                self.reader.backspace()
                if not self.token:
                    raise self._error("Illegal lexeme")
                self.token = self.token[:-1]
            self._skip()
        self._out(BUILTIN)
        self._start()

    def _comment_step(self, ch: str, st: int) -> None:
        """The comment states (comments are blanked out before parsing, so these see only strays)."""
        if st == LINE_COMMENT:
            if ch == "(":
                self._skip()
                self.state = LINE_COM_PAREN
            elif ch == "*" and self.cdepth > 0:
                self._skip()
                self.state = LINE_COM_STAR
            elif ch in ("\n", END):
                self.token = ""
                self.cdepth = 0
                self._start()
            else:
                self._skip()
        elif st == LINE_COM_PAREN:
            if ch == "*":
                self._skip()
                self.cdepth += 1
            self.state = LINE_COMMENT
        elif st == LINE_COM_STAR:
            if ch == ")":
                self._skip()
                self.cdepth -= 1
            self.state = LINE_COMMENT
        elif st in (COMMENT, OR_COMMENT):
            if ch == "*":
                self._skip()
                self.state = COMMENT_STAR if st == COMMENT else OR_COMMENT_STAR
            elif ch == "(":
                self._skip()
                self.state = COMMENT_PAREN if st == COMMENT else OR_COMMENT_PAREN
            elif ch == "\n":
                self.token = ""
                self._skip()
                self._new_line()
                self.state = OR_COMMENT
            elif ch == END:
                what = "comment" if st == COMMENT else "multi-line comment"
                raise PcalError(f"Input ended in the middle of a {what}")
            else:
                self._skip()
        elif st in (COMMENT_STAR, OR_COMMENT_STAR):
            back = COMMENT if st == COMMENT_STAR else OR_COMMENT
            if ch == ")":
                self._skip()
                self.cdepth -= 1
                if self.cdepth == 0:
                    self.token = ""
                    self._start()
                    return
            self.state = back
        elif st in (COMMENT_PAREN, OR_COMMENT_PAREN):
            if ch == "*":
                self._skip()
                self.cdepth += 1
            self.state = COMMENT if st == COMMENT_PAREN else OR_COMMENT
