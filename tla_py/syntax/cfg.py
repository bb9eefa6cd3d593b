"""The .cfg parser: TLC's model configuration text -> ModelConfig, every error a ConfigError with a span."""

from __future__ import annotations

import difflib
import re
from functools import cache
from pathlib import Path

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from tla_py.errors import ConfigError, ConfigSyntaxError, remember_source
from tla_py.syntax.ast import Span
from tla_py.syntax.cache import lark_cache
from tla_py.syntax.config import CfgValue, ConstantAssignment, ModelConfig, NamedRef
from tla_py.syntax.grammar import grammar_file
from tla_py.syntax.operators import canonical_operator
from tla_py.syntax.source import read_source

GRAMMAR = grammar_file("cfg.lark")

KEYWORDS = (
    "CONSTANT",
    "CONSTANTS",
    "INIT",
    "NEXT",
    "SPECIFICATION",
    "INVARIANT",
    "INVARIANTS",
    "PROPERTY",
    "PROPERTIES",
    "CONSTRAINT",
    "CONSTRAINTS",
    "ACTION_CONSTRAINT",
    "ACTION_CONSTRAINTS",
    "SYMMETRY",
    "VIEW",
    "ALIAS",
    "CHECK_DEADLOCK",
    "POSTCONDITION",
    "POSTCONDITIONS",
    "_POSSIBLE",
)
_SECTION_STARTS = {"CONSTANTS_KW", "ONE_KW", "LIST_KW", "DEADLOCK_KW"}
_SINGLE = {
    "INIT": "init",
    "NEXT": "next",
    "SPECIFICATION": "specification",
    "SYMMETRY": "symmetry",
    "VIEW": "view",
    "ALIAS": "alias",
}
_LISTS = {
    "INVARIANT": "invariants",
    "PROPERTY": "properties",
    "PROPERTIE": "properties",
    "CONSTRAINT": "constraints",
    "ACTION_CONSTRAINT": "action_constraints",
    "POSTCONDITION": "postconditions",
    "_POSSIBLE": "possible",
}
_TOKEN_WORDS = {
    "NAME": "a name",
    "NUMBER": "a number",
    "STRING": "a string",
    "BOOL": "TRUE or FALSE",
    "EQUAL": "'='",
    "_LARROW": "'<-'",
    "LBRACE": "'{'",
    "RBRACE": "'}'",
    "LPAR": "'('",
    "RPAR": "')'",
    "LSQB": "'['",
    "RSQB": "']'",
    "COMMA": "','",
    "BANG": "'!'",
    "CONSTANTS_KW": "a keyword",
    "ONE_KW": "a keyword",
    "LIST_KW": "a keyword",
    "DEADLOCK_KW": "a keyword",
    "$END": "the end of the file",
}


@cache
def _parser() -> Lark:
    return Lark(GRAMMAR.read_text(), parser="lalr", propagate_positions=True, maybe_placeholders=True,
                cache=lark_cache(GRAMMAR))


def parse_config_file(path: str | Path) -> ModelConfig:
    """Read and parse a .cfg file; an unreadable file is a ConfigError too."""
    try:
        text = read_source(path).decode("utf-8", errors="replace").replace("\r\n", "\n").replace("\r", "\n")
    except OSError as e:
        raise ConfigError(f"cannot read config file {path}: {e.strerror or e}") from None
    return parse_config(text, str(path))


def parse_config(text: str, file: str) -> ModelConfig:
    """Parse TLC config text: sections of keywords followed by names or constant assignments."""
    remember_source(file, text)
    text = text.expandtabs(8)  # columns as errors.source_line and the TLA+ lexer count them
    try:
        tree = _parser().parse(strip_comments(text, file))
    except UnexpectedInput as e:
        raise _syntax_error(e, text, file) from None
    return _Builder(file).build(tree)


def strip_comments(text: str, file: str) -> str:
    """Blank out `\\*` line comments and nested `(* *)` comments, keeping every line and column."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        elif text.startswith("\\*", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out[i:j] = " " * (j - i)
            i = j
        elif text.startswith("(*", i):
            start, depth, j = i, 0, i
            while j < n:
                if text.startswith("(*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*)", j):
                    depth, j = depth - 1, j + 2
                    if depth == 0:
                        break
                else:
                    j += 1
            if depth:
                raise ConfigError("unterminated comment: '(*' without '*)'", _point(text, file, start))
            out[start:j] = ["\n" if ch == "\n" else " " for ch in text[start:j]]
            i = j
        else:
            i += 1
    return "".join(out)


def _point(text: str, file: str, pos: int) -> Span:
    line = text.count("\n", 0, pos) + 1
    col = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return Span(file, line, col, line, col)


def _token_span(tok: Token, file: str) -> Span:
    return Span(file, tok.line, tok.column, tok.end_line, max(tok.end_column - 1, tok.column))


def _syntax_error(e: UnexpectedInput, text: str, file: str) -> ConfigSyntaxError:
    """Turn Lark's complaint into TLC-flavoured words at the offending token."""
    if isinstance(e, UnexpectedToken) and str(e.token) == "-" and text[e.token.end_pos:][:1].isdigit():
        return ConfigSyntaxError("A .cfg value cannot be a negative number: TLC reads '-' as a value and the "
                                 "digits as the next constant's name. It was expecting = or <-, but did not "
                                 "find it. Define the number in a module and substitute it with <-.",
                                 _token_span(e.token, file))
    if isinstance(e, UnexpectedCharacters):
        ch = text[e.pos_in_stream] if e.pos_in_stream < len(text) else "?"
        where = _point(text, file, e.pos_in_stream)
        return ConfigSyntaxError(f"unexpected character {ch!r} in config", where)
    if isinstance(e, UnexpectedEOF):
        return ConfigSyntaxError("config ends too early", _point(text, file, len(text.rstrip())))
    assert isinstance(e, UnexpectedToken)
    tok, expected = e.token, set(e.expected)
    if tok.type == "$END":
        span = _point(text, file, len(text.rstrip()))
        return ConfigSyntaxError(f"config ends too early: expected {_expected_words(expected)}", span)
    span = _token_span(tok, file)
    if tok.type == "NAME" and expected & _SECTION_STARTS and "NAME" not in expected:
        return ConfigSyntaxError(f"unknown config keyword {str(tok)!r}{_did_you_mean(str(tok))}", span)
    if "EQUAL" in expected:
        # `CONSTANTS N = 3  INVARIAN Inv`: the misspelt keyword was read as a constant's name.
        prev = _previous_word(text, tok.start_pos)
        if prev is not None and prev[0].isupper() and _did_you_mean(prev[0]):
            return ConfigSyntaxError(
                f"unknown config keyword {prev[0]!r}{_did_you_mean(prev[0])}", _point(text, file, prev[1])
            )
    return ConfigSyntaxError(f"expected {_expected_words(expected)} but found {str(tok)!r}", span)


def _previous_word(text: str, pos: int) -> tuple[str, int] | None:
    """The word just before `pos` and where it starts, if the text there is a word."""
    m = re.search(r"([A-Za-z0-9_]+)\s*$", text[:pos])
    return (m.group(1), m.start(1)) if m else None


def _expected_words(expected: set[str]) -> str:
    words = sorted({_TOKEN_WORDS.get(t, t) for t in expected})
    return " or ".join(words) if words else "something else"


def _did_you_mean(word: str) -> str:
    close = difflib.get_close_matches(word.upper(), KEYWORDS, n=1, cutoff=0.6)
    return f" (did you mean {close[0]}?)" if close else ""


class _Builder:
    """Walks the Lark tree into the ModelConfig dataclasses."""

    def __init__(self, file: str):
        self.file = file
        self.cfg = ModelConfig(file=file)

    def build(self, tree: Tree) -> ModelConfig:
        for section in tree.children:
            getattr(self, section.data)(section)
        return self.cfg

    def constants(self, t: Tree) -> None:
        for a in t.children[1:]:
            self.cfg.constants.append(self.assignment(a))

    def assignment(self, a: Tree) -> ConstantAssignment:
        lhs = a.children[0]
        name = "!".join(canonical_operator(str(tok)) for tok in lhs.children)
        span = self.span(lhs)
        if a.data == "substitution":
            _, mod, target = a.children
            return ConstantAssignment(name, target=canonical_operator(str(target)), module=self.module(mod),
                                      span=span)
        _, args, mod, value = a.children
        values = [self.value(v) for v in args.children] if args is not None else []
        return ConstantAssignment(
            name, value=self.value(value), module=self.module(mod), args=values, span=span
        )

    def one_name(self, t: Tree) -> None:
        kw, name = t.children
        field = _SINGLE[str(kw)]
        if getattr(self.cfg, field) is not None:
            raise ConfigError(f"{kw} is given twice in the config", _token_span(kw, self.file))
        setattr(self.cfg, field, NamedRef(str(name), _token_span(name, self.file)))

    def name_list(self, t: Tree) -> None:
        kw = t.children[0]
        field = _LISTS[str(kw).rstrip("S")]
        getattr(self.cfg, field).extend(NamedRef(str(n), _token_span(n, self.file)) for n in t.children[1:])

    def check_deadlock(self, t: Tree) -> None:
        kw, flag = t.children
        if self.cfg.check_deadlock is not None:
            raise ConfigError("CHECK_DEADLOCK is given twice in the config", _token_span(kw, self.file))
        self.cfg.check_deadlock = str(flag) == "TRUE"

    def module(self, t: Tree | None) -> str | None:
        return None if t is None else str(t.children[0])

    def value(self, v: Tree) -> CfgValue:
        span = self.span(v)
        if v.data == "set":
            items = [self.value(c) for c in v.children if c is not None]
            return CfgValue("set", items=items, span=span)
        tok = v.children[0]
        if v.data == "int":
            return CfgValue("int", _int32(str(tok), span), span=span)
        if v.data == "str":
            return CfgValue("str", _unquote(str(tok)), span=span)
        if v.data == "bool":
            return CfgValue("bool", str(tok) == "TRUE", span=span)
        return CfgValue("model", str(tok), span=span)

    def span(self, node: Tree | Token) -> Span:
        if isinstance(node, Token):
            return _token_span(node, self.file)
        m = node.meta
        if getattr(m, "empty", True):
            return Span(self.file, 0, 0, 0, 0)
        return Span(self.file, m.line, m.column, m.end_line, max(m.end_column - 1, m.column))


def _int32(digits: str, span: Span) -> int:
    """A config's number: TLC reads it as a Java int, and stops (exit 255) at one past 2^31 - 1."""
    if len(digits.lstrip("0")) > 10 or int(digits) > 2**31 - 1:
        raise ConfigSyntaxError(f"TLC cannot read the number {digits}: its integers are 32-bit, at most "
                                "2147483647 (TLC stops with a java.lang.NumberFormatException)", span)
    return int(digits)


def _unquote(s: str) -> str:
    """A TLA+ string literal's value: strip the quotes, resolve \\" \\\\ \\n \\t."""
    body, out, i = s[1:-1], [], 0
    escapes = {"n": "\n", "t": "\t", "r": "\r", "f": "\f", '"': '"', "\\": "\\"}
    while i < len(body):
        if body[i] == "\\" and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], body[i : i + 2]))
            i += 2
        else:
            out.append(body[i])
            i += 1
    return "".join(out)
