"""Precedence conflicts as SANY finds them, checked on each operator node as the parser builds it.

SANY parses operators with a stack: an infix operator meets every operator whose operand it ends (the
right spine of its left operand) and every one that starts its right operand (the left spine); a prefix
operator meets those that start its operand. Where neither range lies above the other it stops with
"Precedence conflict", located at the left one of the two (at the postfix one for a postfix operator).
The parser builds inner nodes first, so every conflict is noted and the one SANY meets first (whose
right operator comes first in the text) is reported, unless a syntax error comes before it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from lark import Token

from tla_py.errors import SpecError
from tla_py.syntax import ast
from tla_py.syntax.precedence import INFIX, POSTFIX, PREFIX, Prec, above

NEGATE = PREFIX["-."]


class Fix(NamedTuple):
    """How an operator node was written: `in`, `pre` or `post`, its token, range and name.

    It holds the node too, so that no other node gets its id while the file is parsed.
    """

    kind: str
    tok: Token
    prec: Prec
    name: str
    node: ast.Expr


class OperatorNodes:
    """The operator nodes built from operator syntax (not `+(a, b)`), with their fixity and token."""

    def __init__(self) -> None:
        self.fixity: dict[int, Fix] = {}
        self.parens: dict[int, ast.Span] = {}  # id(node) -> its extent with parentheses
        self.first: tuple[tuple[int, int], SpecError] | None = None  # the conflict SANY meets first

    def clear(self) -> None:
        self.fixity.clear()
        self.parens.clear()
        self.first = None

    def first_error(self, before: tuple[int, int] | None = None) -> SpecError | None:
        """The conflict SANY would report, if it meets it before the place `before` (line, column)."""
        if self.first is None or (before is not None and self.first[0] >= before):
            return None
        return self.first[1]

    def bare(self, node: object) -> Fix | None:
        """Fixity, token and range of an operator node written without parentheses around it."""
        info = self.fixity.get(id(node))
        return None if info is None or id(node) in self.parens else info

    def right_spine(self, node: ast.Expr) -> Iterator[Fix]:
        """The infix and prefix operators whose last operand ends where node ends."""
        info = self.bare(node)
        while info is not None and info.kind != "post":
            yield info
            node = node.args[-1]
            info = self.bare(node)

    def left_spine(self, node: ast.Expr) -> Iterator[Fix]:
        """The infix and postfix operators whose first operand starts where node starts."""
        info = self.bare(node)
        while info is not None and info.kind != "pre":
            yield info
            node = node.args[0]
            info = self.bare(node)

    def infix(self, node: ast.OpApp, tok: Token, file: str) -> None:
        """Register an infix node (operands in node.args), noting what SANY rejects."""
        prec = INFIX.get(tok.value)
        fixity = self.fixity
        if prec is not None and any(id(arg) in fixity for arg in node.args):  # else nothing to meet
            for q in reversed(list(self.right_spine(node.args[0]))):  # SANY meets the innermost first
                same_left_assoc = q.prec.left_assoc and q.kind == "in" and q.name == tok.value
                if not (above(q.prec, prec) or same_left_assoc):
                    self.conflict(tok, q.tok, q.name, tok.value, file)
            for right in node.args[1:]:
                for q in self.left_spine(right):
                    if not above(q.prec, prec):
                        self.conflict(q.tok, tok, tok.value, q.name, file)
                negated = self.bare(right)
                if negated is not None and negated.name == "-." and above(prec, NEGATE):
                    self.conflict(negated.tok, tok, tok.value, "-.", file)
        self.fixity[id(node)] = Fix("in", tok, prec or _UNKNOWN, tok.value, node)

    def prefix(self, node: ast.OpApp, tok: Token, name: str, file: str) -> None:
        """Register a prefix node, noting operators in its operand that SANY cannot place."""
        prec = PREFIX.get(name, _UNKNOWN)
        for q in self.left_spine(node.args[0]) if id(node.args[0]) in self.fixity else ():
            if not above(q.prec, prec):
                self.conflict(q.tok, q.tok if q.kind == "post" else tok, name, q.name, file)
        self.fixity[id(node)] = Fix("pre", tok, prec, name, node)

    def conflict(self, met: Token, at: Token, left: str, right: str, file: str) -> None:
        """Note SANY's complaint about two operators whose ranges overlap: it comes when SANY reads the
        right one (met), and names the left one's place (the postfix one's for a postfix operator)."""
        error = SpecError(
            f"precedence conflict between operators {left} and {right}: add parentheses",
            ast.Span(file, at.line, at.column, at.line, at.column),
        )
        key = (met.line, met.column)
        if self.first is None or key < self.first[0]:
            self.first = (key, error)

    def postfix(self, node: ast.OpApp, tok: Token) -> None:
        self.fixity[id(node)] = Fix("post", tok, POSTFIX.get(tok.value, _UNKNOWN), tok.value, node)


_UNKNOWN = Prec(0, 200)  # an operator missing from the table conflicts with every neighbour
