"""The algorithm's tokens as pcal.trans's parser reads them: one at a time with a few tokens of
look-ahead (and their places, which error messages and some node positions use), whole expressions
from the tokenizer, and its rules for forgiving a missing ";"."""

from __future__ import annotations

from tla_py.pluscal.errors import PcalError
from tla_py.pluscal.expr import Expr
from tla_py.pluscal.lexer import Tokenizer
from tla_py.pluscal.reader import END, CharReader

_SEMICOLON_OPTIONAL = frozenset("end begin else elsif or do macro procedure process fair define } {".split())
_SEMICOLON_NEEDED = frozenset("if either while with call return goto print assert skip".split())


class TokenStream:
    """The tokens of an algorithm, read from a CharReader."""

    def __init__(self, reader: CharReader):
        self.reader = reader
        self.tokens = Tokenizer(reader)
        self.lat = [""] * 10  # tokens looked ahead at, with where they start (0-based)
        self.lat_col = [0] * 10
        self.lat_line = [0] * 10
        self.lat_size = 0
        self.last_col = self.last_line = 0  # where the last token read starts (1-based)
        self.p_syntax = self.c_syntax = False

    def error(self, msg: str) -> PcalError:
        """pcal.trans's ParsingError: the message and the last token's place."""
        return PcalError(f"{msg}\n    line {self.last_line}, column {self.last_col}")

    def token(self) -> str:
        """The next algorithm token, consumed."""
        if self.lat_size == 0:
            self.reader.peek()
            self.last_col, self.last_line = self.reader.column + 1, self.reader.line + 1
            return self.tokens.algorithm_token()
        self.last_col, self.last_line = self.lat_col[0] + 1, self.lat_line[0] + 1
        result = self.lat[0]
        for i in range(1, self.lat_size):
            self.lat[i - 1], self.lat_col[i - 1] = self.lat[i], self.lat_col[i]
            self.lat_line[i - 1] = self.lat_line[i]
        self.lat_size -= 1
        return result

    def peek(self, k: int = 1) -> str:
        """The k-th token ahead, not consumed."""
        while self.lat_size < k:
            if self.reader.peek() == END:
                i = self.lat_size
                raise PcalError(
                    "Premature end of file, perhaps because of unclosed comment, near\n"
                    f"    line {self.lat_line[i] + 1}, column {self.lat_col[i] + 1}"
                )
            i = self.lat_size
            self.lat_col[i], self.lat_line[i] = self.reader.column, self.reader.line
            self.lat[i] = self.tokens.algorithm_token()
            self.lat_size += 1
        return self.lat[k - 1]

    def peek_past(self, k: int) -> str:
        """The rest of the line after the k-th token ahead (k = 0: from here)."""
        if k < self.lat_size:
            raise _bug("ParseAlgorithm.PeekPastAlgToken called to peek after a token\n"
                       "    it has already peeked at")
        while k > self.lat_size:
            self.lat[self.lat_size] = self.tokens.algorithm_token()
            self.lat_size += 1
        return self.reader.peek()

    def expr(self) -> Expr:
        """The expression that comes next (its ending token becomes the next token)."""
        if self.lat_size != 0:
            raise _bug("ParseAlgorithm: GetExpr called after lookahead")
        result = self.tokens.expression()
        t = self.tokens
        self.lat[0], self.lat_col[0], self.lat_line[0] = t.delimiter, t.delimiter_col, t.delimiter_line
        self.lat_size = 1
        return result

    def gobble(self, expected: str, *alternates: str) -> None:
        """Consume the expected token; a missing ";" is forgiven where it is plainly unneeded."""
        if expected == ";":
            nxt = self.peek()
            if nxt in _SEMICOLON_OPTIONAL:
                return
            if nxt in _SEMICOLON_NEEDED:
                line, col = self.lat_line[0] + 1, self.lat_col[0] + 1
                raise PcalError(f"Missing `;' before line {line}, column {col}", line, col)
        tok = self.token()
        if tok != expected and tok not in alternates:
            raise self.error(f'Expected "{expected}" but found "{tok}"')

    def must(self, expected: str) -> None:
        """Consume the expected token, without forgiving a missing ";"."""
        tok = self.token()
        if tok != expected:
            raise self.error(f'Expected "{expected}" but found "{tok}"')

    def equal_or_in(self) -> bool:
        """Consume "=" (True) or "\\in" (False)."""
        tok = self.token()
        if tok == "=":
            return True
        if tok in ("\\in", "∈"):
            return False
        raise self.error(f'Expected "=" or "\\in"  but found "{tok}"')

    def comma_or_semicolon(self) -> None:
        self.gobble("," if self.peek() == "," else ";")

    def begin(self) -> None:
        self.gobble("begin" if self.p_syntax else "{")

    def finish(self, what: str) -> None:
        """"end what" in P-syntax, "}" in C-syntax."""
        if self.p_syntax:
            self.gobble("end")
            self.gobble(what)
        else:
            self.gobble("}")

    def place(self, node):
        """The node, placed at the last token read."""
        return node.at(self.last_line, self.last_col)

    def unknown_error(self) -> PcalError:
        """What pcal.trans reports when its parser trips over its own feet."""
        return self.error("Unknown error at or before")


def _bug(msg: str) -> PcalError:
    return PcalError(
        "You have discovered a bug in pcal.trans.\nSend the following information and the\n"
        f"input file to the current maintainer(s).\n\n -- {msg}."
    )
