"""The TLA+ lexer: module text -> Lark tokens with canonical operator names and exact positions.

Only the text of the first (outer) module is read: everything before its header and after
its closing ==== is ignored, as SANY does. Comments are dropped; proofs are left to the layout pass.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator

from lark import Token

from tla_py.errors import SpecError
from tla_py.syntax.ast import Span
from tla_py.syntax.operators import (
    BACKSLASH_OPS,
    KEYWORD_KINDS,
    KEYWORDS,
    SYMBOLS,
    UNICODE,
)

_SYMBOL_RE = "|".join(re.escape(s) for s in sorted(SYMBOLS, key=len, reverse=True))
_UNICODE_RE = "|".join(re.escape(s) for s in sorted(UNICODE, key=len, reverse=True))
_TOKEN_RE = re.compile(
    r"""
    (?P<ws>[ \t\r\n\f]+)
  | (?P<linecomment>\\\*[^\n]*)
  | (?P<blockcomment>\(\*)
  | (?P<string>")
  | (?P<sep>-{4,})
  | (?P<end>={4,})
  | (?P<radix>\\[bB][01]+|\\[oO][0-7]+|\\[hH][0-9a-fA-F]+)(?![A-Za-z0-9_])
  | (?P<decimal>\d+\.\d+)
  | (?P<ident>[A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*)
  | (?P<number>\d+)
  | (?P<step><(?:\d+|\*|\+)>[A-Za-z0-9_]*\.*)
  | (?P<bsword>\\[A-Za-z]+)
  | (?P<symbol>"""
    + _SYMBOL_RE
    + r""")
  | (?P<unicode>"""
    + _UNICODE_RE
    + r""")
    """,
    re.VERBOSE,
)
_HEADER_RE = re.compile(r"-{4,}[ \t\r\n]*MODULE(?![A-Za-z0-9_])")
_COMMENT_RE = re.compile(r"\(\*|\*\)")
_SYMBOL_ONLY_RE = re.compile(_SYMBOL_RE)
_MAPSTO_NEXT = re.compile(r"[ \t\r\n]*(\|->|↦)")
_FIELD_CONTEXT = frozenset(("DOT", "LBRACK", "COMMA"))  # tokens after which a keyword may be a field
_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t", "r": "\r", "f": "\f"}


class Lexer:
    """Splits one module's text into tokens; positions are 1-based line and column."""

    def __init__(self, text: str, file: str):
        self.text = text
        self.file = file
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.has_tabs = "\t" in text

    def pos(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset; tabs stop every 8 columns, as in SANY."""
        i = bisect_right(self.line_starts, offset) - 1
        start = self.line_starts[i]
        if self.has_tabs and "\t" in self.text[start:offset]:
            return i + 1, len(self.text[start:offset].expandtabs(8)) + 1
        return i + 1, offset - start + 1

    def error(self, message: str, offset: int) -> SpecError:
        line, col = self.pos(offset)
        return SpecError(message, Span(self.file, line, col, line, col))

    def make(self, kind: str, value: str, start: int, end: int) -> Token:
        line, col = self.pos(start)
        end_line, end_col = self.pos(max(end - 1, start))
        return Token(kind, value, start, line, col, end_line, end_col + 1, end)

    def tokens(self) -> Iterator[Token]:
        """The tokens of the outer module, from its header to its closing ====."""
        text = self.text
        header = _HEADER_RE.search(text)
        if header is None:
            raise self.error("no module header `---- MODULE Name ----` found", 0)
        pos, depth, expect_module, prev = header.start(), 0, False, ""
        n = len(text)
        while pos < n:
            m = _TOKEN_RE.match(text, pos)
            if m is None:
                raise self.error(f"unexpected character {text[pos]!r}", pos)
            kind = m.lastgroup
            end = m.end()
            if kind == "ws" or kind == "linecomment":
                pos = end
                continue
            if kind == "blockcomment":
                pos = self.skip_comment(pos)
                continue
            if kind == "string":
                tok, pos = self.read_string(pos)
                prev = tok.type
                yield tok
                continue
            if kind == "step" and not self.at_line_start(pos):
                m = _SYMBOL_ONLY_RE.match(text, pos)
                kind, end = "symbol", m.end()
            lexeme = text[pos:end]
            if kind == "ident" and prev in _FIELD_CONTEXT and self.is_field(lexeme, prev, end):
                tok = self.make("NAME", lexeme, pos, end)
            else:
                tok = self.classify(kind, lexeme, pos, end)
            prev = tok.type
            if tok.type == "SEP":
                expect_module = True
            elif tok.type == "MODULE" and expect_module:
                depth += 1
            if tok.type != "SEP":
                expect_module = False
            yield tok
            pos = tok.end_pos
            if tok.type == "ENDMOD":
                depth -= 1
                if depth <= 0:
                    return
        raise self.error("missing ==== at the end of the module", n)

    def is_field(self, lexeme: str, prev: str, end: int) -> bool:
        """Whether a word names a record field, keywords included, where SANY allows them: `r.NEW`,
        `!.IF = 0`, `[IF |-> 1]`, but after a comma only TRUE and FALSE (`[a |-> 1, TRUE |-> 2]`);
        WF_x stays a fairness operator, as SANY reads it."""
        if lexeme[:3] in ("WF_", "SF_") and len(lexeme) > 3:
            return False
        if prev == "DOT":
            return True
        if prev == "LBRACK" or (prev == "COMMA" and lexeme in ("TRUE", "FALSE")):
            return _MAPSTO_NEXT.match(self.text, end) is not None
        return False

    def at_line_start(self, offset: int) -> bool:
        start = self.line_starts[self.pos(offset)[0] - 1]
        return self.text[start:offset].strip() == ""

    def classify(self, kind: str, lexeme: str, start: int, end: int) -> Token:
        """The token for one lexeme: keywords, canonical operator names, number values."""
        if kind == "ident":
            if lexeme[:3] in ("WF_", "SF_"):
                return self.make(lexeme[:2], lexeme[:2], start, start + 3)
            if lexeme in KEYWORDS:
                return self.make(KEYWORD_KINDS.get(lexeme, lexeme), lexeme, start, end)
            return self.make("NAME", lexeme, start, end)
        if kind == "number":
            return self.make("NUMBER", lexeme, start, end)
        if kind == "radix":
            base = {"b": 2, "o": 8, "h": 16}[lexeme[1].lower()]
            value = int(lexeme[2:], base)  # far past TLC's 32 bits: as written (Python would not print it)
            return self.make("NUMBER", str(value) if value.bit_length() < 4096 else lexeme, start, end)
        if kind == "decimal":
            return self.make("DECIMAL", lexeme, start, end)
        if kind == "sep":
            return self.make("SEP", lexeme, start, end)
        if kind == "end":
            return self.make("ENDMOD", lexeme, start, end)
        if kind == "step":
            return self.make("STEP", lexeme, start, end)
        if kind == "bsword":
            entry = BACKSLASH_OPS.get(lexeme[1:])
            if entry is None:
                raise self.error(f"unknown operator {lexeme}", start)
            return self.make(entry[1], entry[0], start, end)
        if kind == "unicode":
            lexeme = UNICODE[lexeme]
            entry = BACKSLASH_OPS.get(lexeme[1:]) if lexeme[0] == "\\" and lexeme[1:].isalpha() else None
            if entry is None:
                entry = SYMBOLS[lexeme]
            return self.make(entry[1], entry[0], start, end)
        value, token_kind = SYMBOLS[lexeme]
        return self.make(token_kind, value, start, end)

    def skip_comment(self, pos: int) -> int:
        """The offset after a (possibly nested) `(* ... *)` comment starting at pos."""
        depth = 0
        for m in _COMMENT_RE.finditer(self.text, pos):
            depth += 1 if m.group() == "(*" else -1
            if depth == 0:
                return m.end()
        raise self.error("unterminated comment", pos)

    def read_string(self, pos: int) -> tuple[Token, int]:
        """A string literal starting at the quote at pos, with its escapes resolved."""
        text, out, i = self.text, [], pos + 1
        while True:
            if i >= len(text) or text[i] == "\n":
                raise self.error("unterminated string", pos)
            c = text[i]
            if c == '"':
                return self.make("STRING", "".join(out), pos, i + 1), i + 1
            if c == "\\":
                esc = _ESCAPES.get(text[i + 1] if i + 1 < len(text) else "")
                if esc is None:
                    raise self.error("bad escape in string", i)
                out.append(esc)
                i += 2
                continue
            out.append(c)
            i += 1
