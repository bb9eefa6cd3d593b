"""parse_module / parse_file: lexer -> layout pass (junction lists, proofs) -> Lark LALR -> AST.

The layout pass drives Lark's parser state token by token, so it can ask whether the parser
would take a token: a `/\\` the parser cannot take as infix opens a bulleted list, and a token
that cannot continue an open list (a `)` whose `(` is outside, an ELSE, a `,`) closes it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from lark import Lark, Token
from lark.exceptions import UnexpectedInput
from lark.lexer import Lexer as LarkLexer
from lark.parsers.lalr_analysis import Shift

from tla_py.errors import SpecError, remember_source
from tla_py.syntax import ast
from tla_py.syntax.cache import lark_cache
from tla_py.syntax.grammar import grammar_file
from tla_py.syntax.lexer import Lexer
from tla_py.syntax.operators import PROOF_WORDS
from tla_py.syntax.transform import ToAst

GRAMMAR = grammar_file("tla.lark")

# Tokens that start a module-level unit when they stand in column 1: they end a skipped proof.
_UNIT_STARTS = frozenset(
    "NAME VARIABLE CONSTANT ASSUME THEOREM LOCAL INSTANCE RECURSIVE SEP ENDMOD MINUSDOT".split()
)
_HEAD_STARTS = frozenset(("NAME", "MINUSDOT"))  # the tokens a definition's head may begin with
_BULLET_TEXT = {"AND": "/\\", "OR": "\\/"}
_BULLETS = {"AND": ("JBEGIN_AND", "JITEM_AND"), "OR": ("JBEGIN_OR", "JITEM_OR")}


class _NoLexer(LarkLexer):
    """Placeholder: tokens are fed by hand from tla_py.syntax.lexer."""

    def __init__(self, conf: object) -> None:
        pass

    def lex(self, data: object) -> None:  # pragma: no cover - never called
        raise NotImplementedError


class _FileTransformer(ToAst):
    """The callbacks, bound once; the file name is switched per parse."""


_TRANSFORMER = _FileTransformer()


@lru_cache(maxsize=1)
def _lark() -> Lark:
    """The LALR parser, built once per process (and its tables cached on disk, see lark_cache)."""
    return Lark(
        GRAMMAR.read_text(),
        parser="lalr",
        lexer=_NoLexer,
        transformer=_TRANSFORMER,
        start="start",
        cache=lark_cache(GRAMMAR),
    )


def _accepts(states: dict, stack: list[int], kind: str) -> bool:
    """Whether the parser in this state would shift a token of this kind (after its reductions)."""
    act = states[stack[-1]].get(kind)
    if act is None:
        return False
    if act[0] is Shift:
        return True
    stack = list(stack)
    while True:
        rule = act[1]
        size = len(rule.expansion)
        if size:
            del stack[-size:]
        stack.append(states[stack[-1]][rule.origin.name][1])
        act = states[stack[-1]].get(kind)
        if act is None:
            return False
        if act[0] is Shift:
            return True


def _virtual(kind: str, at: Token) -> Token:
    """A layout token placed where `at` stands."""
    return Token(kind, "", at.start_pos, at.line, at.column, at.line, at.column, at.start_pos)


class _Driver:
    """Feeds tokens to the LALR parser, inserting junction tokens and skipping proofs."""

    def __init__(self, file: str):
        self.file = file
        ip = _lark().parse_interactive("")
        self.ip = ip
        self.state = ip.parser_state
        self.states = self.state.parse_conf.states
        self.lists: list[tuple[str, int, int]] = []  # (bullet kind, column, line) of open lists
        self.last: Token | None = None
        self.head: Token | None = None  # the first token of a definition whose `==` is still to come
        self.head_at = 0  # its index in self.tokens
        self.tokens: list[Token] = []
        self.at = 0  # the index of the token being fed

    def feed(self, tok: Token) -> None:
        if tok.type in _HEAD_STARTS and not self.lists and self.head is None and self.accepts("ENDMOD"):
            self.head = tok
            self.head_at = self.at
        try:
            self.state.feed_token(tok)
        except UnexpectedInput:
            raise self.unexpected(tok) from None
        if tok.type == "DEFEQ":
            self.head = None
        self.last = tok

    def unexpected(self, tok: Token) -> SpecError:
        if self.head is not None and not _definition_head(self.tokens, self.head_at):
            return self.no_unit(self.head)
        if tok.type == "DEFEQ" and self.last is not None and self.last.type == "NAME":
            last = self.last  # `Init == x =` then `Next == ...`: Next was read as the unfinished expression's
            span = ast.Span(self.file, last.line, last.column, last.line, last.column)
            return SpecError(f'Encountered "Beginning of definition" ({last.value} ==)', span)
        if self.head is None and not self.lists and self.accepts("ENDMOD"):
            return self.no_unit(tok)
        what = {"ENDMOD": "====", "SEP": "----", "$END": "end of input"}.get(tok.type, tok.value or tok.type)
        what = what if len(what) <= 30 else what[:27] + "..."
        if tok.type.startswith("J"):
            what = "end of a /\\ or \\/ list" if tok.type == "JEND" else "a /\\ or \\/ bullet"
        span = ast.Span(self.file, tok.line, tok.column, tok.line, tok.column)
        return SpecError(f"unexpected {what}", span)

    def no_unit(self, start: Token) -> SpecError:
        """SANY's error where no unit of the module body begins (a definition's head cannot be read)."""
        span = ast.Span(self.file, start.line, start.column, start.line, start.column)
        return SpecError(f'Was expecting "==== or more Module body"\nEncountered "{start.value}"', span)

    def accepts(self, kind: str) -> bool:
        return _accepts(self.states, self.state.state_stack, kind)

    def close(self, at: Token) -> None:
        self.lists.pop()
        self.feed(_virtual("JEND", at))

    def left_of_list(self, tok: Token) -> bool:
        """Whether tok ends the innermost list: left of its column, or at it and not its bullet."""
        kind, col, _ = self.lists[-1]
        return tok.column < col or (tok.column == col and tok.type != kind)

    def token(self, tok: Token, nxt: Token | None) -> None:
        """Layout for one real token: close lists left of it, then bullet, infix or plain."""
        while self.lists and self.left_of_list(tok):
            if not self.accepts("JEND"):
                kind, col, line = self.lists[-1]
                raise SpecError(
                    f"`{tok.value}` is left of the {_BULLET_TEXT[kind]} list at line {line}, column {col},"
                    " whose item is not finished (a list item must stand right of its bullet)",
                    ast.Span(self.file, tok.line, tok.column, tok.line, tok.column),
                )
            self.close(tok)
        if tok.type in _BULLETS:
            begin, item = _BULLETS[tok.type]
            if self.lists and self.lists[-1][:2] == (tok.type, tok.column):
                self.feed(Token.new_borrow_pos(item, tok.value, tok))
                return
            # f(/\, x) passes /\ itself; \land(a, b) applies it (spelt as a word, it is no bullet)
            as_operator = nxt is not None and (
                nxt.type in ("COMMA", "RPAR") or (nxt.type == "LPAR" and tok.end_pos - tok.start_pos > 3)
            )
            if not self.accepts(tok.type) or (self.accepts(begin) and not as_operator):
                self.lists.append((tok.type, tok.column, tok.line))
                self.feed(Token.new_borrow_pos(begin, tok.value, tok))
                return
        while self.lists and not self.accepts(tok.type) and self.accepts("JEND"):
            self.close(tok)
        self.feed(tok)

    def run(self, tokens: list[Token]) -> ast.Module:
        self.feed_all(tokens)
        end = tokens[-1]
        while self.lists:
            self.close(end)
        eof = Token("$END", "", end.end_pos, end.end_line, end.end_column, end.end_line, end.end_column)
        try:
            return self.state.feed_token(eof, True)
        except UnexpectedInput:
            raise self.unexpected(eof) from None

    def lexical(self, error: SpecError, tokens: list[Token]) -> SpecError:
        """The error to report for a token the lexer refused after these: SANY reads in order, so an
        error before it comes first, and an operator it does not know in a definition's head is no
        unit of the module body (`a \\mod b == ...`)."""
        try:
            self.feed_all(tokens)
        except SpecError as earlier:
            return earlier
        unknown = error.message.startswith("unknown operator")
        return self.no_unit(self.head) if unknown and self.head is not None else error

    def feed_all(self, tokens: list[Token]) -> None:
        skipping = False
        self.tokens = tokens
        for i, tok in enumerate(tokens):
            self.at = i
            if skipping:
                if tok.column == 1 and tok.type in _UNIT_STARTS or tok.type == "ENDMOD":
                    skipping = False
                else:
                    continue
            if tok.type in PROOF_WORDS or tok.type == "STEP":
                skipping = True
                continue
            if tok.type == "THEOREM" and _assume_prove(tokens, i):
                skipping = True
                continue
            self.token(tok, tokens[i + 1] if i + 1 < len(tokens) else None)


def _definition_head(tokens: list[Token], i: int) -> bool:
    """Whether the tokens from i read as the head of a definition up to its `==`, which commits SANY
    to a definition (an error after is reported in place): `F ==`, `F(...) ==`, `f[...] ==`, `-. a ==`,
    `a + b ==`, `a ^+ ==`."""
    kinds = [t.type for t in tokens[i:i + 4]] + ["", "", "", ""]
    if tokens[i].type == "MINUSDOT":
        return kinds[1:3] == ["NAME", "DEFEQ"]
    if kinds[1] == "DEFEQ" or (kinds[2] == "DEFEQ" and kinds[1] == "OP15"):
        return True
    if kinds[1] in ("LPAR", "LBRACK"):
        depth = 0
        for j in range(i + 1, len(tokens)):
            depth += tokens[j].type in ("LPAR", "LBRACK") or -(tokens[j].type in ("RPAR", "RBRACK"))
            if depth == 0:
                return j + 1 < len(tokens) and tokens[j + 1].type == "DEFEQ"
        return False
    return kinds[2] == "NAME" and kinds[3] == "DEFEQ"


_IMPLICIT_NAMED = re.compile(r"<[*+]>\w")


def _assume_prove(tokens: list[Token], i: int) -> bool:
    """Whether the THEOREM at i states `ASSUME ... PROVE ...` (skipped like a proof)."""
    j = i + 3 if i + 2 < len(tokens) and tokens[i + 2].type == "DEFEQ" else i + 1
    return j < len(tokens) and tokens[j].type == "ASSUME"


def parse_module(text: str, file: str = "<input>") -> ast.Module:
    """The first (outer) module in the text, as an AST; SpecError on any bad input."""
    remember_source(file, text)
    _TRANSFORMER.reset(file)
    tokens: list[Token] = []
    try:
        try:
            tokens.extend(Lexer(text, file).tokens())
        except SpecError as e:
            raise _Driver(file).lexical(e, tokens) if tokens else e from None
        module = _Driver(file).run(tokens)
    except SpecError as e:  # a precedence conflict met earlier is what SANY reports
        span = e.span
        raise _TRANSFORMER.ops.first_error((span.line, span.col) if span else None) or e from None
    finally:
        first = _TRANSFORMER.ops.first_error()
        _TRANSFORMER.ops.clear()  # the operator nodes are needed no more
    error = first or _TRANSFORMER.redefined
    if error is not None:
        raise error
    module.named_implicit_steps = [ast.Span(file, t.line, t.column, t.line, t.column + len(t.value) - 1)
                                   for t in tokens if t.type == "STEP" and _IMPLICIT_NAMED.match(t.value)]
    return module
